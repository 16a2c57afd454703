CREATE INDEX "booking_lines_receipt_idx" ON "booking_lines" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "transactions_date_idx" ON "transactions" USING btree ("transaction_date");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_receipt_idx" ON "gift_card_ledger" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "card_refunds_receipt_idx" ON "card_refunds" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "payments_receipt_idx" ON "payments" USING btree ("receipt_no");