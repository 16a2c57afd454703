/**
 * Inside the booking transaction: the coupons and gift cards an order uses are spent, each by a
 * guarded write (docs/architecture.md#capacity-and-holds: check and write under a row lock or
 * in one guarded statement), so that concurrent orders can neither use a coupon more often than
 * it allows nor take more from a gift card than it has. A refused write throws a 409 and the
 * whole booking rolls back (its card charge is then refunded by the caller).
 */
import { maskGiftCardNo } from '@gt/domain/gift-card';
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../../app-context';
import type { Db, Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { countUses, insertRedemptions, redeemUniqueCoupon, useCoupon } from '../coupons/repository';
import { redeemGiftCard } from '../gift-cards/repository';
import type { PricedOrder, UsedCoupon } from './reprice';

/**
 * Redeems the units of each unique code the order or change `receiptNo` uses for the seat hold
 * `holdRef` (within its limit, its hold deleted) and records every coupon's redemption. The uses
 * of plain coupons are counted later, by `countCouponUses`. Errors: 409 the configured
 * CouponMaxTimesUsed.
 */
export async function redeemCoupons(
  ctx: AppContext,
  tx: Tx,
  r: { coupons: readonly UsedCoupon[]; receiptNo: number; holdRef: string | null; now: Date },
): Promise<void> {
  for (const c of r.coupons.filter((x) => x.unique)) {
    const granted =
      r.holdRef !== null &&
      (await redeemUniqueCoupon(tx, {
        code: c.code,
        tourHoldRef: r.holdRef,
        units: c.units,
        now: r.now,
        lock: !ctx.testHooks?.skipCouponLock,
        countLapsed: ctx.testHooks?.skipCouponHoldExpiry,
      }));
    if (!granted) throw new ApiError(409, ctx.config.Public.Messages.CouponMaxTimesUsed);
  }
  await insertRedemptions(
    tx,
    r.receiptNo,
    r.coupons.map((c) => ({ couponId: c.couponId, uniqueCode: c.unique ? c.code : null, products: c.units })),
  );
}

/**
 * Redeems the order's coupons (redeemCoupons), then pays each gift card's share (cards in number
 * order, so that two orders lock them in the same order) and returns what each card has left, by
 * number. Errors: 409 the configured CouponMaxTimesUsed, 409 "The balance of gift card
 * ****XXXXXX has changed, please apply it again.".
 */
export async function redeemOrder(
  ctx: AppContext,
  tx: Tx,
  r: { order: PricedOrder; receiptNo: number; holdRef: string; now: Date },
): Promise<Map<string, number>> {
  const hooks = ctx.testHooks;
  await redeemCoupons(ctx, tx, { coupons: r.order.coupons, receiptNo: r.receiptNo, holdRef: r.holdRef, now: r.now });
  const balances = new Map<string, number>();
  for (const g of [...r.order.giftCards].sort((a, b) => a.giftcardNo.localeCompare(b.giftcardNo))) {
    const left = await redeemGiftCard(tx, {
      giftcardNo: g.giftcardNo,
      holdRef: g.holdRef,
      amountCents: g.amountCents,
      receiptNo: r.receiptNo,
      now: r.now,
      lock: !hooks?.skipGiftCardLock,
      afterCheck: hooks?.afterAvailabilityCheck,
    });
    if (left === null) throw new ApiError(409, messages.giftCardBalanceChanged(maskGiftCardNo(g.giftcardNo)));
    balances.set(g.giftcardNo, left);
  }
  return balances;
}

/**
 * Counts one use of each plain coupon with a MaxTransactionsPerCoupon the order (or booking
 * change) uses, guarded (times_used < max). Called last before the event locks: such a code is
 * one row every order using it updates, and its row lock is held until COMMIT, so it is taken as
 * late as possible. Errors: 409 the configured CouponMaxTimesUsed.
 */
export async function countCouponUses(ctx: AppContext, tx: Tx, order: { coupons: readonly UsedCoupon[] }): Promise<void> {
  const hooks = ctx.testHooks;
  for (const c of [...order.coupons].filter((x) => !x.unique && x.limited).sort((a, b) => a.couponId - b.couponId)) {
    const granted = await useCoupon(tx, c.couponId, !hooks?.skipCouponLock, hooks?.afterAvailabilityCheck);
    if (!granted) throw new ApiError(409, ctx.config.Public.Messages.CouponMaxTimesUsed);
  }
}

/**
 * After the booking (or change) committed: counts one use of each plain coupon without a limit,
 * in its own statement. Nothing depends on that count (TimesUsed is shown, never checked, when
 * there is no maximum), and a popular unlimited code is a row every order would otherwise keep
 * locked until its COMMIT: in the bench every checkout with SAVE10 waited on it
 * (pg_stat_activity). The redemptions (`coupon_redemptions`, written with the booking) stay the
 * record of each use.
 */
export async function countUnlimitedCouponUses(db: Db, coupons: readonly UsedCoupon[]): Promise<void> {
  const ids = coupons.filter((c) => !c.unique && !c.limited).map((c) => c.couponId);
  if (ids.length > 0) await countUses(db, ids);
}
