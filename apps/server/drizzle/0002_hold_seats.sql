CREATE TABLE "tour_hold_seats" (
	"tour_event_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "tour_hold_seats_tour_event_id_expires_at_pk" PRIMARY KEY("tour_event_id","expires_at")
);
--> statement-breakpoint
ALTER TABLE "tour_hold_seats" ADD CONSTRAINT "tour_hold_seats_tour_event_id_tour_events_tour_event_id_fk" FOREIGN KEY ("tour_event_id") REFERENCES "public"."tour_events"("tour_event_id") ON DELETE no action ON UPDATE no action;