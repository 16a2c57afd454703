/**
 * The coupon of the GA page (spec 02 §2.9 "A coupon can arrive through the query parameter
 * coupon", §5 "GA tickets: Coupon"): an empty entry → 'Please enter Coupon number.'; a code is
 * looked up (GET coupons), judged with the domain's coupon rules against the tickets listed
 * (expired, used up, not for these tickets…) and, when it applies, used for the page's prices and
 * the tickets' CouponCodeApplied. Each refusal goes to the snackbar once per attempt; a 400 reads
 * "Unable to apply Coupon, …" (spec 01 §8).
 */
import type { GaTicket } from '@gt/contract/products';
import { couponProblem } from '@gt/domain/coupon';
import { messages } from '@gt/domain/messages';
import { startTransition, useEffect, useState } from 'react';
import { useCoupon, type FoundCoupon } from '../../../api/get-coupon';
import { ApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { gaLineOf } from '../../../lib/sale-pricing';
import { notify } from '../../../stores/notifier';
import { useSaleCart } from '../../../stores/sale-cart';

const errorText = (e: Error) => (e instanceof ApiError && e.status === 400 ? `Unable to apply Coupon, ${e.message}` : e.message);

export function useGaCoupon(tickets: readonly GaTicket[], initialCode: string | null) {
  const config = usePublicConfig();
  // Each Apply is an attempt, so that the same refused code says why again.
  const [attempt, setAttempt] = useState({ code: initialCode?.trim() || null, n: 0 });
  const query = useCoupon(attempt.code);
  const problem = query.data
    ? couponProblem(query.data.coupon, { lines: tickets.map((t) => gaLineOf(t, 1)), applied: [], today: query.data.today }, config.Messages)
    : null;
  const refusal = problem ?? (query.error ? errorText(query.error) : null);
  useEffect(() => {
    if (refusal) notify('error', refusal);
  }, [refusal, attempt]);
  const applied: FoundCoupon | null = query.data && !problem ? query.data : null;

  /** Applies the typed code (the listing is fetched again with it while the page keeps showing). */
  function apply(typed: string): void {
    const code = typed.trim();
    if (code === '') return notify('error', messages.gaCouponRequired);
    startTransition(() => setAttempt((a) => ({ code, n: a.n + 1 })));
  }

  /** Removes the coupon from the page and from the GA tickets already in the cart (checkout would apply it otherwise). */
  function remove(): void {
    useSaleCart.setState({ gaCouponCode: null });
    startTransition(() => setAttempt((a) => ({ code: null, n: a.n + 1 })));
  }

  return { applied, apply, busy: query.isFetching, remove };
}
