CREATE TABLE "coupon_membership_packages" (
	"coupon_id" integer NOT NULL,
	"membership_package_id" integer NOT NULL,
	"percentage" numeric(5, 2),
	"dollar_cents" integer,
	"allow_on_join" boolean DEFAULT true NOT NULL,
	"allow_on_renewal" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupon_membership_packages_coupon_id_membership_package_id_pk" PRIMARY KEY("coupon_id","membership_package_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"receipt_no" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"unique_code" text,
	"products" integer NOT NULL,
	CONSTRAINT "coupon_redemptions_receipt_no_coupon_id_pk" PRIMARY KEY("receipt_no","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_tour_products" (
	"coupon_id" integer NOT NULL,
	"tour_product_id" integer NOT NULL,
	"percentage" numeric(5, 2),
	"dollar_cents" integer,
	"apply_to_tour_product_id" integer,
	CONSTRAINT "coupon_tour_products_coupon_id_tour_product_id_pk" PRIMARY KEY("coupon_id","tour_product_id"),
	CONSTRAINT "coupon_product_one_discount" CHECK (("coupon_tour_products"."percentage" is null) <> ("coupon_tour_products"."dollar_cents" is null))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"use_from" date,
	"use_till" date,
	"require_unique_code" boolean DEFAULT false NOT NULL,
	"max_products_limit" integer DEFAULT 0 NOT NULL,
	"max_products_per_purchase" integer DEFAULT 0 NOT NULL,
	"max_transactions" integer DEFAULT 0 NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_uses_within_max" CHECK ("coupons"."max_transactions" = 0 or "coupons"."times_used" <= "coupons"."max_transactions")
);
--> statement-breakpoint
CREATE TABLE "unique_coupon_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"products_used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unique_coupon_holds" (
	"coupon_hold_ref" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"tour_hold_ref" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unique_coupon_hold_quantity_positive" CHECK ("unique_coupon_holds"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_holds" (
	"giftcard_hold_ref" text PRIMARY KEY NOT NULL,
	"giftcard_no" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_card_hold_positive" CHECK ("gift_card_holds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_ledger" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"giftcard_no" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"receipt_no" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_card_entry_sign" CHECK (("gift_card_ledger"."kind" = 'redeem') = ("gift_card_ledger"."amount_cents" < 0) and "gift_card_ledger"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"giftcard_no" text PRIMARY KEY NOT NULL,
	"pin_hash" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"max_price_cents" integer,
	"percentage" numeric(5, 2)
);
--> statement-breakpoint
CREATE TABLE "transaction_product_lines" (
	"receipt_no" integer NOT NULL,
	"product_line_no" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "transaction_product_lines_receipt_no_product_line_no_pk" PRIMARY KEY("receipt_no","product_line_no"),
	CONSTRAINT "transaction_product_line_amount" CHECK ("transaction_product_lines"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_membership_packages" ADD CONSTRAINT "coupon_membership_packages_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_receipt_no_transactions_receipt_no_fk" FOREIGN KEY ("receipt_no") REFERENCES "public"."transactions"("receipt_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_tour_products" ADD CONSTRAINT "coupon_tour_products_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_tour_products" ADD CONSTRAINT "coupon_tour_products_tour_product_id_tour_products_tour_product_id_fk" FOREIGN KEY ("tour_product_id") REFERENCES "public"."tour_products"("tour_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_tour_products" ADD CONSTRAINT "coupon_tour_products_apply_to_tour_product_id_tour_products_tour_product_id_fk" FOREIGN KEY ("apply_to_tour_product_id") REFERENCES "public"."tour_products"("tour_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unique_coupon_codes" ADD CONSTRAINT "unique_coupon_codes_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unique_coupon_holds" ADD CONSTRAINT "unique_coupon_holds_code_unique_coupon_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."unique_coupon_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_holds" ADD CONSTRAINT "gift_card_holds_giftcard_no_gift_cards_giftcard_no_fk" FOREIGN KEY ("giftcard_no") REFERENCES "public"."gift_cards"("giftcard_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_giftcard_no_gift_cards_giftcard_no_fk" FOREIGN KEY ("giftcard_no") REFERENCES "public"."gift_cards"("giftcard_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_receipt_no_transactions_receipt_no_fk" FOREIGN KEY ("receipt_no") REFERENCES "public"."transactions"("receipt_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_product_lines" ADD CONSTRAINT "transaction_product_lines_receipt_no_transactions_receipt_no_fk" FOREIGN KEY ("receipt_no") REFERENCES "public"."transactions"("receipt_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_product_lines" ADD CONSTRAINT "transaction_product_lines_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "unique_coupon_codes_coupon_idx" ON "unique_coupon_codes" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "unique_coupon_holds_code_idx" ON "unique_coupon_holds" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_card_holds_card_idx" ON "gift_card_holds" USING btree ("giftcard_no","expires_at");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("giftcard_no");