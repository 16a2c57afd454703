CREATE TABLE "mail_recipient_budgets" (
	"kind" text NOT NULL,
	"recipient_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "mail_recipient_budgets_kind_recipient_hash_pk" PRIMARY KEY("kind","recipient_hash")
);
--> statement-breakpoint
ALTER TABLE "card_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD COLUMN "last_error" text;