CREATE TABLE "coupon_products" (
	"coupon_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"percentage" numeric(5, 2),
	"dollar_cents" integer,
	CONSTRAINT "coupon_products_coupon_id_product_id_pk" PRIMARY KEY("coupon_id","product_id"),
	CONSTRAINT "coupon_ga_one_discount" CHECK (("coupon_products"."percentage" is null) <> ("coupon_products"."dollar_cents" is null))
);
--> statement-breakpoint
CREATE TABLE "product_taxes" (
	"product_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "product_taxes_product_id_tax_id_pk" PRIMARY KEY("product_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "product_tickets" (
	"barcode" text PRIMARY KEY NOT NULL,
	"receipt_no" integer NOT NULL,
	"product_line_no" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "receipt_no" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "product_line_no" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "display_area_no" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sell_from" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sell_till" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "department_sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "original_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "transaction_product_lines" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_product_lines" ADD COLUMN "unit_price_cents" integer;--> statement-breakpoint
ALTER TABLE "transaction_product_lines" ADD COLUMN "ex_tax_cents" integer;--> statement-breakpoint
ALTER TABLE "transaction_product_lines" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_product_lines" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "transaction_product_lines" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_tax_id_taxes_tax_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("tax_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_tickets_line_idx" ON "product_tickets" USING btree ("receipt_no","product_line_no");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_display_area_no_display_areas_display_area_no_fk" FOREIGN KEY ("display_area_no") REFERENCES "public"."display_areas"("display_area_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_type_area_idx" ON "products" USING btree ("product_type","display_area_no");