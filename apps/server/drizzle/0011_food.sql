CREATE TABLE "food_department_products" (
	"department_id" integer NOT NULL,
	"food_product_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "food_department_products_department_id_food_product_id_pk" PRIMARY KEY("department_id","food_product_id")
);
--> statement-breakpoint
CREATE TABLE "food_departments" (
	"department_id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_menus" (
	"menu_id" serial PRIMARY KEY NOT NULL,
	"display_area_no" integer NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_option_choices" (
	"option_group_id" integer NOT NULL,
	"food_product_id" integer NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "food_option_choices_option_group_id_food_product_id_pk" PRIMARY KEY("option_group_id","food_product_id")
);
--> statement-breakpoint
CREATE TABLE "food_option_groups" (
	"option_group_id" serial PRIMARY KEY NOT NULL,
	"food_product_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_required" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_product_taxes" (
	"food_product_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "food_product_taxes_food_product_id_tax_id_pk" PRIMARY KEY("food_product_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "food_products" (
	"food_product_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"price_cents" integer NOT NULL,
	"get_product_notes" boolean DEFAULT false NOT NULL,
	"available_online" boolean DEFAULT true NOT NULL,
	CONSTRAINT "food_price_non_negative" CHECK ("food_products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_location_opening_times" (
	"opening_time_id" serial PRIMARY KEY NOT NULL,
	"order_location_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	CONSTRAINT "opening_weekday" CHECK ("order_location_opening_times"."weekday" between 0 and 6),
	CONSTRAINT "opening_times_format" CHECK ("order_location_opening_times"."opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "order_location_opening_times"."closes_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "opening_times_order" CHECK ("order_location_opening_times"."opens_at" < "order_location_opening_times"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "order_locations" (
	"order_location_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_area_no" integer NOT NULL,
	"node_no" integer NOT NULL,
	"average_wait_minutes" integer,
	"map_image_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"order_location_id" integer NOT NULL,
	"venue_date" date NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_numbers_order_location_id_venue_date_pk" PRIMARY KEY("order_location_id","venue_date")
);
--> statement-breakpoint
CREATE TABLE "tab_locations" (
	"tab_location_id" serial PRIMARY KEY NOT NULL,
	"order_location_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tab_sale_lines" (
	"tab_sale_line_id" serial PRIMARY KEY NOT NULL,
	"tab_sale_id" integer NOT NULL,
	"product_line_no" integer NOT NULL,
	"food_product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ex_tax_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "tab_sale_line_quantity" CHECK ("tab_sale_lines"."quantity" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "tab_sales" (
	"tab_sale_id" serial PRIMARY KEY NOT NULL,
	"receipt_no" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_location_id" integer NOT NULL,
	"tab_location_id" integer NOT NULL,
	"node_no" integer NOT NULL,
	"venue_date" date NOT NULL,
	"order_number" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile" text NOT NULL,
	"leave_order_open" boolean DEFAULT false NOT NULL,
	"send_to_kitchen" boolean DEFAULT true NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tab_sales_receipt_no_unique" UNIQUE("receipt_no")
);
--> statement-breakpoint
ALTER TABLE "food_department_products" ADD CONSTRAINT "food_department_products_department_id_food_departments_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."food_departments"("department_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_department_products" ADD CONSTRAINT "food_department_products_food_product_id_food_products_food_product_id_fk" FOREIGN KEY ("food_product_id") REFERENCES "public"."food_products"("food_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_departments" ADD CONSTRAINT "food_departments_menu_id_food_menus_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."food_menus"("menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_option_choices" ADD CONSTRAINT "food_option_choices_option_group_id_food_option_groups_option_group_id_fk" FOREIGN KEY ("option_group_id") REFERENCES "public"."food_option_groups"("option_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_option_choices" ADD CONSTRAINT "food_option_choices_food_product_id_food_products_food_product_id_fk" FOREIGN KEY ("food_product_id") REFERENCES "public"."food_products"("food_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_option_groups" ADD CONSTRAINT "food_option_groups_food_product_id_food_products_food_product_id_fk" FOREIGN KEY ("food_product_id") REFERENCES "public"."food_products"("food_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_product_taxes" ADD CONSTRAINT "food_product_taxes_food_product_id_food_products_food_product_id_fk" FOREIGN KEY ("food_product_id") REFERENCES "public"."food_products"("food_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_product_taxes" ADD CONSTRAINT "food_product_taxes_tax_id_taxes_tax_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("tax_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_location_opening_times" ADD CONSTRAINT "order_location_opening_times_order_location_id_order_locations_order_location_id_fk" FOREIGN KEY ("order_location_id") REFERENCES "public"."order_locations"("order_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_order_location_id_order_locations_order_location_id_fk" FOREIGN KEY ("order_location_id") REFERENCES "public"."order_locations"("order_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_locations" ADD CONSTRAINT "tab_locations_order_location_id_order_locations_order_location_id_fk" FOREIGN KEY ("order_location_id") REFERENCES "public"."order_locations"("order_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_sale_lines" ADD CONSTRAINT "tab_sale_lines_tab_sale_id_tab_sales_tab_sale_id_fk" FOREIGN KEY ("tab_sale_id") REFERENCES "public"."tab_sales"("tab_sale_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_sale_lines" ADD CONSTRAINT "tab_sale_lines_food_product_id_food_products_food_product_id_fk" FOREIGN KEY ("food_product_id") REFERENCES "public"."food_products"("food_product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_sales" ADD CONSTRAINT "tab_sales_receipt_no_transactions_receipt_no_fk" FOREIGN KEY ("receipt_no") REFERENCES "public"."transactions"("receipt_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_sales" ADD CONSTRAINT "tab_sales_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_sales" ADD CONSTRAINT "tab_sales_order_location_id_order_locations_order_location_id_fk" FOREIGN KEY ("order_location_id") REFERENCES "public"."order_locations"("order_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_sales" ADD CONSTRAINT "tab_sales_tab_location_id_tab_locations_tab_location_id_fk" FOREIGN KEY ("tab_location_id") REFERENCES "public"."tab_locations"("tab_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_department_products_product_idx" ON "food_department_products" USING btree ("food_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "food_menus_area_name_idx" ON "food_menus" USING btree ("display_area_no","name");--> statement-breakpoint
CREATE INDEX "food_option_groups_product_idx" ON "food_option_groups" USING btree ("food_product_id");--> statement-breakpoint
CREATE INDEX "opening_times_location_idx" ON "order_location_opening_times" USING btree ("order_location_id");--> statement-breakpoint
CREATE INDEX "tab_sale_lines_sale_idx" ON "tab_sale_lines" USING btree ("tab_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tab_sales_order_number_idx" ON "tab_sales" USING btree ("order_location_id","venue_date","order_number");