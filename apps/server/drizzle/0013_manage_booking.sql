-- Manage my booking (spec 02; DESIGN.md "Money movements and history"; issue 13). Partly custom
-- SQL (backfills, functions) on top of drizzle-kit's diff.
--
-- Booking IDs a person types: 9 random digits (from gen_random_uuid, a strong random source) and
-- a Luhn check digit, not a sequence, so that one booking ID says nothing about the others.
CREATE FUNCTION luhn_check_digit(p_payload bigint) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((10 - sum(CASE WHEN i % 2 = 1 THEN (CASE WHEN d * 2 > 9 THEN d * 2 - 9 ELSE d * 2 END) ELSE d END) % 10) % 10)::integer
  FROM (SELECT i, substr(reverse(p_payload::text), i, 1)::integer AS d FROM generate_series(1, length(p_payload::text)) AS i) AS x
$$;
--> statement-breakpoint
CREATE FUNCTION new_booking_no() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_payload bigint;
  v_no bigint;
BEGIN
  LOOP
    v_payload := 100000000 + (('x' || substr(md5(gen_random_uuid()::text), 1, 15))::bit(60)::bigint % 900000000);
    v_no := v_payload * 10 + luhn_check_digit(v_payload);
    EXIT WHEN NOT EXISTS (SELECT 1 FROM bookings WHERE booking_no = v_no);
  END LOOP;
  RETURN v_no;
END
$$;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booking_no" bigint;--> statement-breakpoint
UPDATE "bookings" SET "booking_no" = new_booking_no();--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "booking_no" SET DEFAULT new_booking_no();--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "booking_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_no_unique" UNIQUE("booking_no");--> statement-breakpoint
-- Per-booking-type flags (spec 02 §3, §6) and refundable products (§2.6).
ALTER TABLE "booking_types" ADD COLUMN "allow_refunds" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_types" ADD COLUMN "allow_refund_to_giftcard_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_types" ADD COLUMN "allow_date_time_changes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_types" ADD COLUMN "allow_date_time_changes_within_area" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_types" ADD COLUMN "allow_ticket_changes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_types" ADD COLUMN "no_changes_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_products" ADD COLUMN "is_refundable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Transactions: sales and booking changes; a booking change names its booking.
ALTER TABLE "transactions" ADD COLUMN "transaction_type" text DEFAULT 'Sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_booking_idx" ON "transactions" USING btree ("booking_id") WHERE "booking_id" IS NOT NULL;--> statement-breakpoint
-- Booking lines are append-only history: each line names the transaction that wrote it and its
-- event; negative lines reverse an earlier line (cancellation, change) and return its seats with a
-- negative sold_seats row.
ALTER TABLE "booking_lines" ADD COLUMN "receipt_no" integer;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "tour_event_id" integer;--> statement-breakpoint
UPDATE "booking_lines" l SET "receipt_no" = b."receipt_no", "tour_event_id" = b."tour_event_id" FROM "bookings" b WHERE b."booking_id" = l."booking_id";--> statement-breakpoint
ALTER TABLE "booking_lines" ALTER COLUMN "receipt_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ALTER COLUMN "tour_event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "line_status" text DEFAULT 'Booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "reverses_line_id" integer;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_receipt_no_transactions_receipt_no_fk" FOREIGN KEY ("receipt_no") REFERENCES "public"."transactions"("receipt_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_tour_event_id_tour_events_tour_event_id_fk" FOREIGN KEY ("tour_event_id") REFERENCES "public"."tour_events"("tour_event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" DROP CONSTRAINT "booking_line_quantity_positive";--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_line_quantity_sign" CHECK ("booking_lines"."quantity" <> 0 and ("booking_lines"."quantity" < 0) = ("booking_lines"."reverses_line_id" is not null));--> statement-breakpoint
ALTER TABLE "sold_seats" DROP CONSTRAINT "sold_quantity_positive";--> statement-breakpoint
ALTER TABLE "sold_seats" ADD CONSTRAINT "sold_quantity_not_zero" CHECK ("sold_seats"."quantity" <> 0);--> statement-breakpoint
-- Card refunds against the original charge, and the sandbox provider's side of them.
CREATE TABLE "card_refunds" (
	"refund_id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"receipt_no" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "card_refund_positive" CHECK ("card_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_receipt_no_transactions_receipt_no_fk" FOREIGN KEY ("receipt_no") REFERENCES "public"."transactions"("receipt_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_charge_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("charge_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refunds_payment_idx" ON "card_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_charge_idx" ON "sandbox_refunds" USING btree ("charge_id");
