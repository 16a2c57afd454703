CREATE TABLE "payment_disputes" (
	"dispute_id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "card_refunds" ALTER COLUMN "receipt_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD COLUMN "provider_pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "action_secret" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resume_request" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_provider_idx" ON "payment_disputes" USING btree ("provider_dispute_id");--> statement-breakpoint
CREATE INDEX "payment_disputes_payment_idx" ON "payment_disputes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "card_refunds_provider_refund_idx" ON "card_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "payments_provider_charge_idx" ON "payments" USING btree ("provider","provider_charge_id");