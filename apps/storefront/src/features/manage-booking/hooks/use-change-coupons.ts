/**
 * Coupons of a date change (spec 02 §2.5 "a coupon code entry with Apply", §4.7, §5 "Coupon";
 * spec 01 §4/§5 "Coupons"). Applying a coupon holds the event selection first (POST TourHolds for
 * the new event, once), then applies the coupon with the checkout's lookup and unique-coupon
 * hold (coupon-actions lookUpCoupon, holdCoupon). Removing a unique coupon releases its hold;
 * removing the last coupon releases the selection too (the tickets can change again). A coupon
 * error (or a unique coupon error) releases the selection and every coupon hold and resets the
 * coupon state; the error shows in the message box. Confirm Changes sends the coupons with the
 * selection's hold (`holdRef`); Cancel Changes (or the refund dialog's) discards them. Each hold
 * is also kept by change-holds.ts, which releases it when the change is abandoned (a reload).
 */
import type { PublicConfig } from '@gt/contract/config';
import { messages } from '@gt/domain/messages';
import type { OrderLineInput } from '@gt/domain/order-pricing';
import { useRef, useState } from 'react';
import { postTourHolds, releaseHold } from '../../../api/tour-holds';
import { notify } from '../../../stores/notifier';
import type { AppliedCoupon } from '../../../stores/promotions';
import { holdCoupon, lookUpCoupon, releaseCoupon } from '../../checkout/coupon-actions';
import { keepChangeHold } from '../change-holds';

export interface ChangeSelection {
  eventId: number;
  /** The tickets chosen (what the hold takes). */
  products: { TourProductID: number; Quantity: number }[];
  /** The same tickets as pricing lines. */
  lines: OrderLineInput[];
}

interface CouponState {
  /** The hold of the event selection, taken by the first coupon applied. */
  holdRef: string | null;
  coupons: AppliedCoupon[];
}

const EMPTY: CouponState = { holdRef: null, coupons: [] };

export function useChangeCoupons(texts: PublicConfig['Messages']) {
  const [state, setState] = useState<CouponState>(EMPTY);
  const [busy, setBusy] = useState(false);
  // The latest state for async work (apply, remove, discard run one at a time through `busy`).
  const current = useRef(state);
  const commit = (s: CouponState) => {
    current.current = s;
    setState(s);
  };

  /** Releases the selection's hold and every coupon hold, and forgets the coupons. */
  async function discard(): Promise<void> {
    const { holdRef, coupons } = current.current;
    commit(EMPTY);
    await Promise.all([...coupons.map(releaseCoupon), releaseHold(holdRef)]);
  }

  async function fail(problem: string): Promise<false> {
    notify('error', problem);
    await discard();
    return false;
  }

  /** Applies `raw` to the selection. Resolves true when applied; false after telling the owner why not. */
  async function apply(raw: string, selection: ChangeSelection): Promise<boolean> {
    const code = raw.trim();
    if (!code) {
      notify('error', messages.gaCouponRequired);
      return false;
    }
    setBusy(true);
    try {
      let { holdRef } = current.current;
      if (!holdRef) {
        try {
          holdRef = (await postTourHolds({ TourEventID: selection.eventId, TourProducts: selection.products, Action: 'add' })).TourHoldRef;
        } catch (e) {
          notify('error', (e as Error).message);
          return false;
        }
        commit({ ...current.current, holdRef });
        keepChangeHold({ tour: holdRef });
      }
      const found = await lookUpCoupon(
        code,
        selection.lines,
        current.current.coupons.map((c) => c.coupon),
        texts,
      );
      if ('problem' in found) return await fail(found.problem);
      const entry = await holdCoupon(found.coupon, selection.lines, holdRef);
      if (typeof entry === 'string') return await fail(entry);
      keepChangeHold({ coupon: entry.couponHoldRef });
      commit({ holdRef, coupons: [...current.current.coupons, entry] });
      return true;
    } finally {
      setBusy(false);
    }
  }

  /** Removes the coupon `code` (a unique one's hold released; with the last one, the selection's hold). */
  async function remove(code: string): Promise<void> {
    const { holdRef, coupons } = current.current;
    const gone = coupons.find((c) => c.coupon.code === code);
    if (!gone) return;
    const rest = coupons.filter((c) => c !== gone);
    commit(rest.length > 0 ? { holdRef, coupons: rest } : EMPTY);
    await Promise.all([releaseCoupon(gone), rest.length > 0 ? undefined : releaseHold(holdRef)]);
  }

  return { holdRef: state.holdRef, coupons: state.coupons, busy, apply, remove, discard };
}
