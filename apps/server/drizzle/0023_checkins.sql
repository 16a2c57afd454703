CREATE TABLE "checkins" (
	"checkin_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"scanned_code" text NOT NULL,
	"kind" text NOT NULL,
	"tour_event_id" integer,
	"venue_date" date,
	"list_key" text NOT NULL,
	"people" integer DEFAULT 1 NOT NULL,
	"door" text NOT NULL,
	"admitted_at" timestamp with time zone NOT NULL,
	"operator_user_id" integer,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	"scan_id" uuid NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL,
	"result" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_tour_event_id_tour_events_tour_event_id_fk" FOREIGN KEY ("tour_event_id") REFERENCES "public"."tour_events"("tour_event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_scan_code_idx" ON "checkins" USING btree ("scan_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_live_idx" ON "checkins" USING btree ("code","list_key") WHERE "checkins"."undone_at" is null and not "checkins"."conflict";--> statement-breakpoint
CREATE INDEX "checkins_list_idx" ON "checkins" USING btree ("list_key");