CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "action_secret" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resume_request" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_provider_charge_idx" ON "payments" USING btree ("provider","provider_charge_id");