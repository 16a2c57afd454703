CREATE TABLE "customer_udf_values" (
	"customer_id" integer NOT NULL,
	"udf_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "customer_udf_values_customer_id_udf_id_pk" PRIMARY KEY("customer_id","udf_id")
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"group_name" text NOT NULL,
	"subgroups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ext_user_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_validations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"member_no" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_members" (
	"membership_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	"member_no" text NOT NULL,
	"barcode" text NOT NULL,
	"is_primary" boolean NOT NULL,
	"expiry_date" date NOT NULL,
	CONSTRAINT "membership_members_membership_id_customer_id_pk" PRIMARY KEY("membership_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "membership_packages" (
	"membership_package_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"min_members" integer DEFAULT 1 NOT NULL,
	"max_members" integer DEFAULT 0 NOT NULL,
	"display_area_no" integer,
	"cost_rate_id" integer,
	"show_online" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_type_udfs" (
	"membership_type_id" integer NOT NULL,
	"udf_id" integer NOT NULL,
	CONSTRAINT "membership_type_udfs_membership_type_id_udf_id_pk" PRIMARY KEY("membership_type_id","udf_id")
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"membership_type_id" serial PRIMARY KEY NOT NULL,
	"membership_package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"max_quantity" integer DEFAULT 0 NOT NULL,
	"duration_years" integer DEFAULT 0 NOT NULL,
	"duration_months" integer DEFAULT 0 NOT NULL,
	"duration_days" integer DEFAULT 0 NOT NULL,
	"age_based" boolean DEFAULT false NOT NULL,
	"min_age" integer DEFAULT 0 NOT NULL,
	"max_age" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"membership_id" serial PRIMARY KEY NOT NULL,
	"membership_package_id" integer NOT NULL,
	"primary_customer_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"receipt_no" integer NOT NULL,
	CONSTRAINT "membership_period" CHECK ("memberships"."expiry_date" >= "memberships"."start_date")
);
--> statement-breakpoint
ALTER TABLE "customer_udf_values" ADD CONSTRAINT "customer_udf_values_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_udf_values" ADD CONSTRAINT "customer_udf_values_udf_id_user_defined_fields_udf_id_fk" FOREIGN KEY ("udf_id") REFERENCES "public"."user_defined_fields"("udf_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_validations" ADD CONSTRAINT "member_validations_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_members" ADD CONSTRAINT "membership_members_membership_id_memberships_membership_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("membership_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_members" ADD CONSTRAINT "membership_members_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_members" ADD CONSTRAINT "membership_members_membership_type_id_membership_types_membership_type_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("membership_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_packages" ADD CONSTRAINT "membership_packages_display_area_no_display_areas_display_area_no_fk" FOREIGN KEY ("display_area_no") REFERENCES "public"."display_areas"("display_area_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_packages" ADD CONSTRAINT "membership_packages_cost_rate_id_cost_rates_cost_rate_id_fk" FOREIGN KEY ("cost_rate_id") REFERENCES "public"."cost_rates"("cost_rate_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_udfs" ADD CONSTRAINT "membership_type_udfs_membership_type_id_membership_types_membership_type_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("membership_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_udfs" ADD CONSTRAINT "membership_type_udfs_udf_id_user_defined_fields_udf_id_fk" FOREIGN KEY ("udf_id") REFERENCES "public"."user_defined_fields"("udf_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_membership_package_id_membership_packages_membership_package_id_fk" FOREIGN KEY ("membership_package_id") REFERENCES "public"."membership_packages"("membership_package_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_membership_package_id_membership_packages_membership_package_id_fk" FOREIGN KEY ("membership_package_id") REFERENCES "public"."membership_packages"("membership_package_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_primary_customer_id_customers_customer_id_fk" FOREIGN KEY ("primary_customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_expiry_idx" ON "identity_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "member_validations_expiry_idx" ON "member_validations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_members_member_no_idx" ON "membership_members" USING btree ("member_no");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_members_barcode_idx" ON "membership_members" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "membership_members_customer_idx" ON "membership_members" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_types_product_idx" ON "membership_types" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "membership_types_package_idx" ON "membership_types" USING btree ("membership_package_id");--> statement-breakpoint
CREATE INDEX "memberships_primary_idx" ON "memberships" USING btree ("primary_customer_id");