CREATE TABLE "order_location_exceptions" (
	"exception_id" serial PRIMARY KEY NOT NULL,
	"order_location_id" integer NOT NULL,
	"venue_date" date NOT NULL,
	"opens_at" text,
	"closes_at" text,
	CONSTRAINT "exception_times" CHECK (("order_location_exceptions"."opens_at" is null and "order_location_exceptions"."closes_at" is null) or ("order_location_exceptions"."opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "order_location_exceptions"."closes_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "order_location_exceptions"."opens_at" < "order_location_exceptions"."closes_at"))
);
--> statement-breakpoint
ALTER TABLE "food_products" ADD COLUMN "sold_out_on" date;--> statement-breakpoint
ALTER TABLE "order_location_exceptions" ADD CONSTRAINT "order_location_exceptions_order_location_id_order_locations_order_location_id_fk" FOREIGN KEY ("order_location_id") REFERENCES "public"."order_locations"("order_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_location_exceptions_date_idx" ON "order_location_exceptions" USING btree ("order_location_id","venue_date");