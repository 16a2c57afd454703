ALTER TABLE "identity_verifications" ADD COLUMN "spent_receipt_no" integer;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "spent_at" timestamp with time zone;