CREATE TABLE "booking_type_products" (
	"booking_type_id" integer NOT NULL,
	"tour_product_id" integer NOT NULL,
	CONSTRAINT "booking_type_products_booking_type_id_tour_product_id_pk" PRIMARY KEY("booking_type_id","tour_product_id")
);
--> statement-breakpoint
CREATE TABLE "booking_type_udfs" (
	"booking_type_id" integer NOT NULL,
	"udf_id" integer NOT NULL,
	CONSTRAINT "booking_type_udfs_booking_type_id_udf_id_pk" PRIMARY KEY("booking_type_id","udf_id")
);
--> statement-breakpoint
CREATE TABLE "booking_types" (
	"booking_type_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"minimum_tickets" integer DEFAULT 0 NOT NULL,
	"maximum_tickets" integer DEFAULT 0 NOT NULL,
	"show_start_time" boolean DEFAULT true NOT NULL,
	"show_end_time" boolean DEFAULT true NOT NULL,
	"show_availability" boolean DEFAULT true NOT NULL,
	"availability_text" text DEFAULT 'Seats available' NOT NULL,
	"force_list_view" boolean DEFAULT false NOT NULL,
	"default_hybrid_view" boolean DEFAULT false NOT NULL,
	"list_view_search_days" integer DEFAULT 0 NOT NULL,
	"large_image_url" text,
	"small_image_url" text,
	"booking_info_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"waiver_required" boolean DEFAULT false NOT NULL,
	"waiver_url" text,
	CONSTRAINT "booking_type_ticket_limits" CHECK ("booking_types"."minimum_tickets" >= 0 and "booking_types"."maximum_tickets" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cost_rates" (
	"cost_rate_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_name" text,
	"sub_group_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_member_rate" boolean DEFAULT false NOT NULL,
	"verify_group_membership" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_area_booking_types" (
	"display_area_no" integer NOT NULL,
	"booking_type_id" integer NOT NULL,
	CONSTRAINT "display_area_booking_types_display_area_no_booking_type_id_pk" PRIMARY KEY("display_area_no","booking_type_id")
);
--> statement-breakpoint
CREATE TABLE "display_areas" (
	"display_area_no" serial PRIMARY KEY NOT NULL,
	"area_name" text NOT NULL,
	"display_text" text DEFAULT '' NOT NULL,
	"area_type" text NOT NULL,
	"show_online" boolean DEFAULT true NOT NULL,
	"force_list_view" boolean DEFAULT false NOT NULL,
	"default_hybrid_view" boolean DEFAULT false NOT NULL,
	"list_view_search_days" integer DEFAULT 0 NOT NULL,
	"large_image_url" text,
	"booking_info_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unique_booking_type_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sold_seats" (
	"sold_seat_id" serial PRIMARY KEY NOT NULL,
	"tour_event_id" integer NOT NULL,
	"tour_product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"affects_capacity" boolean NOT NULL,
	CONSTRAINT "sold_quantity_positive" CHECK ("sold_seats"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "states" (
	"iso_code" text NOT NULL,
	"state_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "states_iso_code_state_code_pk" PRIMARY KEY("iso_code","state_code")
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"tax_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"included" boolean NOT NULL,
	"percentage" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_events" (
	"tour_event_id" serial PRIMARY KEY NOT NULL,
	"booking_type_id" integer NOT NULL,
	"event_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"display_color" text,
	"display_color_level" integer DEFAULT 0 NOT NULL,
	"tour_display_days" integer DEFAULT 0 NOT NULL,
	"booking_info" text,
	"booking_info_text" text,
	"small_image_url" text,
	CONSTRAINT "capacity_non_negative" CHECK ("tour_events"."capacity" >= 0),
	CONSTRAINT "ends_after_start" CHECK ("tour_events"."ends_at" >= "tour_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "tour_holds" (
	"tour_hold_id" serial PRIMARY KEY NOT NULL,
	"hold_ref" text NOT NULL,
	"tour_event_id" integer NOT NULL,
	"tour_product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"affects_capacity" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hold_quantity_positive" CHECK ("tour_holds"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "tour_product_prices" (
	"tour_product_id" integer NOT NULL,
	"cost_rate_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "tour_product_prices_tour_product_id_cost_rate_id_pk" PRIMARY KEY("tour_product_id","cost_rate_id"),
	CONSTRAINT "price_non_negative" CHECK ("tour_product_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_product_taxes" (
	"tour_product_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "tour_product_taxes_tour_product_id_tax_id_pk" PRIMARY KEY("tour_product_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "tour_products" (
	"tour_product_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"affects_capacity" boolean DEFAULT true NOT NULL,
	"available_online" boolean DEFAULT true NOT NULL,
	"show_on_calendar" boolean DEFAULT true NOT NULL,
	"minimum_tickets" integer DEFAULT 0 NOT NULL,
	"maximum_tickets" integer DEFAULT 0 NOT NULL,
	"apply_discount_to_tour_product_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_defined_fields" (
	"udf_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"udf_type" text NOT NULL,
	"category_name" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"length" integer DEFAULT 100 NOT NULL,
	"picklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_type_products" ADD CONSTRAINT "booking_type_products_booking_type_id_booking_types_booking_type_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."booking_types"("booking_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_type_products" ADD CONSTRAINT "booking_type_products_tour_product_id_tour_products_tour_product_id_fk" FOREIGN KEY ("tour_product_id") REFERENCES "public"."tour_products"("tour_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_type_udfs" ADD CONSTRAINT "booking_type_udfs_booking_type_id_booking_types_booking_type_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."booking_types"("booking_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_type_udfs" ADD CONSTRAINT "booking_type_udfs_udf_id_user_defined_fields_udf_id_fk" FOREIGN KEY ("udf_id") REFERENCES "public"."user_defined_fields"("udf_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_area_booking_types" ADD CONSTRAINT "display_area_booking_types_display_area_no_display_areas_display_area_no_fk" FOREIGN KEY ("display_area_no") REFERENCES "public"."display_areas"("display_area_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_area_booking_types" ADD CONSTRAINT "display_area_booking_types_booking_type_id_booking_types_booking_type_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."booking_types"("booking_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_seats" ADD CONSTRAINT "sold_seats_tour_event_id_tour_events_tour_event_id_fk" FOREIGN KEY ("tour_event_id") REFERENCES "public"."tour_events"("tour_event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_seats" ADD CONSTRAINT "sold_seats_tour_product_id_tour_products_tour_product_id_fk" FOREIGN KEY ("tour_product_id") REFERENCES "public"."tour_products"("tour_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_iso_code_countries_iso_code_fk" FOREIGN KEY ("iso_code") REFERENCES "public"."countries"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_events" ADD CONSTRAINT "tour_events_booking_type_id_booking_types_booking_type_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."booking_types"("booking_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_holds" ADD CONSTRAINT "tour_holds_tour_event_id_tour_events_tour_event_id_fk" FOREIGN KEY ("tour_event_id") REFERENCES "public"."tour_events"("tour_event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_holds" ADD CONSTRAINT "tour_holds_tour_product_id_tour_products_tour_product_id_fk" FOREIGN KEY ("tour_product_id") REFERENCES "public"."tour_products"("tour_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_product_prices" ADD CONSTRAINT "tour_product_prices_tour_product_id_tour_products_tour_product_id_fk" FOREIGN KEY ("tour_product_id") REFERENCES "public"."tour_products"("tour_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_product_prices" ADD CONSTRAINT "tour_product_prices_cost_rate_id_cost_rates_cost_rate_id_fk" FOREIGN KEY ("cost_rate_id") REFERENCES "public"."cost_rates"("cost_rate_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_product_taxes" ADD CONSTRAINT "tour_product_taxes_tour_product_id_tour_products_tour_product_id_fk" FOREIGN KEY ("tour_product_id") REFERENCES "public"."tour_products"("tour_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_product_taxes" ADD CONSTRAINT "tour_product_taxes_tax_id_taxes_tax_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("tax_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dabt_booking_type_idx" ON "display_area_booking_types" USING btree ("booking_type_id");--> statement-breakpoint
CREATE INDEX "sold_seats_event_idx" ON "sold_seats" USING btree ("tour_event_id");--> statement-breakpoint
CREATE INDEX "tour_events_type_start_idx" ON "tour_events" USING btree ("booking_type_id","starts_at");--> statement-breakpoint
CREATE INDEX "tour_holds_event_expiry_idx" ON "tour_holds" USING btree ("tour_event_id","expires_at");--> statement-breakpoint
CREATE INDEX "tour_holds_ref_idx" ON "tour_holds" USING btree ("hold_ref");