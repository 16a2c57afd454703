DROP INDEX "sold_seats_event_idx";--> statement-breakpoint
CREATE INDEX "sold_seats_event_seats_idx" ON "sold_seats" USING btree ("tour_event_id","affects_capacity","quantity");