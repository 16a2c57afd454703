ALTER TABLE "schedules" ADD COLUMN "display_color" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "tour_display_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "booking_info" text;