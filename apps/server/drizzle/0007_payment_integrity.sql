CREATE TABLE "hold_payments" (
	"hold_ref" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"receipt_no" integer
);
--> statement-breakpoint
ALTER TABLE "tour_holds" ADD COLUMN "client_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_holds" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "token_hash" text;--> statement-breakpoint
CREATE INDEX "tour_holds_client_expiry_idx" ON "tour_holds" USING btree ("client_key","expires_at");--> statement-breakpoint
CREATE INDEX "tour_holds_expiry_idx" ON "tour_holds" USING btree ("expires_at");