ALTER TABLE "tab_sales" ADD COLUMN "kitchen_state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX "tab_sales_venue_date_idx" ON "tab_sales" USING btree ("venue_date");--> statement-breakpoint
ALTER TABLE "tab_sales" ADD CONSTRAINT "tab_sales_kitchen_state" CHECK ("tab_sales"."kitchen_state" in ('new', 'preparing', 'ready'));