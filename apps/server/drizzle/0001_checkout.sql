CREATE TABLE "booking_lines" (
	"booking_line_id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"product_line_no" integer NOT NULL,
	"tour_product_id" integer NOT NULL,
	"cost_rate_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"affects_capacity" boolean NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"ex_tax_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "booking_line_quantity_positive" CHECK ("booking_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"booking_id" serial PRIMARY KEY NOT NULL,
	"receipt_no" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"tour_event_id" integer NOT NULL,
	"status" text DEFAULT 'Booked' NOT NULL,
	"barcode" text NOT NULL,
	"udf_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "bookings_barcode_unique" UNIQUE("barcode")
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"address_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"is_primary" boolean NOT NULL,
	"address_type_id" integer NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"street1" text DEFAULT '' NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city_suburb" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"mobile_phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_id" serial PRIMARY KEY NOT NULL,
	"customer_type" text DEFAULT 'Individual' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"created_as_guest" boolean DEFAULT true NOT NULL,
	"guest_email" text NOT NULL,
	"ext_customer_id" text,
	"date_of_birth" date,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"receipt_no" integer,
	"payment_line_no" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_charge_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"charge_id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"ticket_id" serial PRIMARY KEY NOT NULL,
	"booking_line_id" integer NOT NULL,
	"barcode" text NOT NULL,
	CONSTRAINT "tickets_barcode_unique" UNIQUE("barcode")
);
--> statement-breakpoint
CREATE TABLE "tour_hold_udfs" (
	"hold_ref" text NOT NULL,
	"tour_event_id" integer NOT NULL,
	"udf_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "tour_hold_udfs_hold_ref_tour_event_id_pk" PRIMARY KEY("hold_ref","tour_event_id")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"receipt_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_receipt_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"customer_id" integer NOT NULL,
	"node_no" integer NOT NULL,
	"username" text,
	"idempotency_key" text NOT NULL,
	"transaction_date" timestamp with time zone NOT NULL,
	"total_ex_tax_cents" integer NOT NULL,
	"total_tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
DROP INDEX "tour_holds_ref_idx";--> statement-breakpoint
ALTER TABLE "sold_seats" ADD COLUMN "booking_line_id" integer;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_tour_product_id_tour_products_tour_product_id_fk" FOREIGN KEY ("tour_product_id") REFERENCES "public"."tour_products"("tour_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_cost_rate_id_cost_rates_cost_rate_id_fk" FOREIGN KEY ("cost_rate_id") REFERENCES "public"."cost_rates"("cost_rate_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_receipt_no_transactions_receipt_no_fk" FOREIGN KEY ("receipt_no") REFERENCES "public"."transactions"("receipt_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tour_event_id_tour_events_tour_event_id_fk" FOREIGN KEY ("tour_event_id") REFERENCES "public"."tour_events"("tour_event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_no_transactions_receipt_no_fk" FOREIGN KEY ("receipt_no") REFERENCES "public"."transactions"("receipt_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_booking_line_id_booking_lines_booking_line_id_fk" FOREIGN KEY ("booking_line_id") REFERENCES "public"."booking_lines"("booking_line_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_hold_udfs" ADD CONSTRAINT "tour_hold_udfs_tour_event_id_tour_events_tour_event_id_fk" FOREIGN KEY ("tour_event_id") REFERENCES "public"."tour_events"("tour_event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_lines_booking_idx" ON "booking_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_receipt_idx" ON "bookings" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "bookings_event_idx" ON "bookings" USING btree ("tour_event_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree (lower("guest_email"));--> statement-breakpoint
CREATE INDEX "tickets_line_idx" ON "tickets" USING btree ("booking_line_id");--> statement-breakpoint
ALTER TABLE "sold_seats" ADD CONSTRAINT "sold_seats_booking_line_id_booking_lines_booking_line_id_fk" FOREIGN KEY ("booking_line_id") REFERENCES "public"."booking_lines"("booking_line_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_holds_ref_event_product_idx" ON "tour_holds" USING btree ("hold_ref","tour_event_id","tour_product_id");