CREATE TABLE "event_cancellation_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"tour_event_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"receipt_no" integer,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"refunded_to" text,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_cancellations" (
	"tour_event_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"refund_to" text NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_cancellation_items" ADD CONSTRAINT "event_cancellation_items_tour_event_id_event_cancellations_tour_event_id_fk" FOREIGN KEY ("tour_event_id") REFERENCES "public"."event_cancellations"("tour_event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellation_items" ADD CONSTRAINT "event_cancellation_items_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellation_items" ADD CONSTRAINT "event_cancellation_items_receipt_no_transactions_receipt_no_fk" FOREIGN KEY ("receipt_no") REFERENCES "public"."transactions"("receipt_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_tour_event_id_tour_events_tour_event_id_fk" FOREIGN KEY ("tour_event_id") REFERENCES "public"."tour_events"("tour_event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_cancellation_items_booking_idx" ON "event_cancellation_items" USING btree ("tour_event_id","booking_id");--> statement-breakpoint
CREATE INDEX "event_cancellation_items_state_idx" ON "event_cancellation_items" USING btree ("tour_event_id","state");