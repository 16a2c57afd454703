CREATE INDEX "tour_events_start_idx" ON "tour_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_email_prefix_idx" ON "customer_addresses" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree (lower("guest_email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_last_name_prefix_idx" ON "customers" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_first_name_prefix_idx" ON "customers" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_receipt_idx" ON "mail_outbox" USING btree (("payload"->>'ReceiptNo'));