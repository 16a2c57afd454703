/**
 * The holds of a ticket or date change (spec 02 §4.4 "Cancel Changes resets the pending
 * modification", §4.7): each seat hold and unique coupon hold the change takes is kept in the
 * manage-booking store (session storage) until the change completes (the server claims them) or
 * is abandoned: Cancel Changes, the refund dialog's Cancel Changes, closing a change's error, a
 * reload of the change screen or Back from /managecheckout to it. An abandoned change's holds are
 * released at once, so that its seats are offered again (they would otherwise lapse only with
 * the hold, ~15 minutes later).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { releaseUniqueCouponHold } from '../../api/promotion-holds';
import { releaseHold } from '../../api/tour-holds';
import { useManageBooking } from '../../stores/manage-booking';

const store = () => useManageBooking.getState();

/** Remembers a seat hold (`tour`) or a unique coupon hold (`coupon`) the change took. */
export function keepChangeHold(h: { tour?: string | null; coupon?: string | null }): void {
  const { tourHolds, couponHolds } = store().changeHolds;
  store().setChangeHolds({
    tourHolds: h.tour && !tourHolds.includes(h.tour) ? [...tourHolds, h.tour] : tourHolds,
    couponHolds: h.coupon && !couponHolds.includes(h.coupon) ? [...couponHolds, h.coupon] : couponHolds,
  });
}

/** Forgets the change's holds after it completed (the change's transaction claimed them). */
export function forgetChangeHolds(): void {
  store().setChangeHolds({ tourHolds: [], couponHolds: [] });
}

/**
 * Abandons the change: forgets its pending state and holds at once (a hold taken afterwards
 * belongs to a new attempt), then releases the holds. Resolves when the server has answered.
 */
export async function releaseChangeHolds(): Promise<void> {
  const { tourHolds, couponHolds } = store().changeHolds;
  const pendingHold = store().pending?.holdRef;
  forgetChangeHolds();
  store().setPending(null);
  const tours = pendingHold && !tourHolds.includes(pendingHold) ? [...tourHolds, pendingHold] : tourHolds;
  await Promise.all([...tours.map((t) => releaseHold(t)), ...couponHolds.map((c) => releaseUniqueCouponHold(c).catch(() => undefined))]);
}

/**
 * For a screen where a change starts (/confimbookingchanges, /modifytickets): when it opens, the
 * holds of an earlier attempt at a change (a reload, Back from /managecheckout) are released and
 * the events' seats fetched again, so that the seats shown are the event's.
 */
export function useReleaseAbandonedChange(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { pending, changeHolds } = store();
    if (!pending?.holdRef && changeHolds.tourHolds.length === 0 && changeHolds.couponHolds.length === 0) return;
    void releaseChangeHolds().then(() => queryClient.invalidateQueries({ queryKey: ['TourEvents'] }));
  }, [queryClient]);
}
