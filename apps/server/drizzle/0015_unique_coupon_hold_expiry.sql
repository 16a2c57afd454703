-- A unique coupon reservation lapses for good with its cart's seat hold (DESIGN.md "Capacity,
-- holds and overselling"; spec 01 §4 "Unique coupons place a hold"): its own expiry, so that a
-- cart re-taking its seats after they lapsed does not bring back units other carts reserved since.
-- Existing reservations take their seat hold's latest expiry (none left: their creation time).
ALTER TABLE "unique_coupon_holds" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "unique_coupon_holds" u SET "expires_at" = coalesce(
  (SELECT max(t."expires_at") FROM "tour_holds" t WHERE t."hold_ref" = u."tour_hold_ref"), u."created_at");--> statement-breakpoint
ALTER TABLE "unique_coupon_holds" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "unique_coupon_holds_tour_hold_idx" ON "unique_coupon_holds" USING btree ("tour_hold_ref");
