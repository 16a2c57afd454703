CREATE TABLE "schedules" (
	"schedule_id" serial PRIMARY KEY NOT NULL,
	"booking_type_id" integer NOT NULL,
	"event_name" text DEFAULT '' NOT NULL,
	"rrule" text NOT NULL,
	"start_times" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"exception_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_capacity_non_negative" CHECK ("schedules"."capacity" >= 0),
	CONSTRAINT "schedule_duration_positive" CHECK ("schedules"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "tour_events" ADD COLUMN "schedule_id" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_booking_type_id_booking_types_booking_type_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."booking_types"("booking_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedules_booking_type_idx" ON "schedules" USING btree ("booking_type_id");--> statement-breakpoint
ALTER TABLE "tour_events" ADD CONSTRAINT "tour_events_schedule_id_schedules_schedule_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("schedule_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_events_schedule_start_idx" ON "tour_events" USING btree ("schedule_id","starts_at");