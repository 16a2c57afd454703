ALTER TABLE "gift_card_ledger" DROP CONSTRAINT "gift_card_entry_sign";--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "operator" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "holder_email" text;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_entry_sign" CHECK (case "gift_card_ledger"."kind" when 'redeem' then "gift_card_ledger"."amount_cents" < 0 when 'void' then "gift_card_ledger"."amount_cents" <= 0 when 'adjust' then "gift_card_ledger"."amount_cents" <> 0 else "gift_card_ledger"."amount_cents" > 0 end);--> statement-breakpoint
CREATE FUNCTION gift_card_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'gift_card_ledger is append-only: write a new entry instead';
END $$;--> statement-breakpoint
CREATE TRIGGER gift_card_ledger_append_only BEFORE UPDATE OR DELETE ON gift_card_ledger FOR EACH ROW EXECUTE FUNCTION gift_card_ledger_append_only();
