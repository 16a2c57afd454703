/**
 * POST /api/v1/TourHolds (spec 01 §7; docs/architecture.md#capacity-and-holds): add, set, remove or reset the
 * visitor's seat holds. Every cart change goes through it so the server decides availability;
 * the cart then mirrors the server's answer.
 */
import type { TourHoldRequest, TourHoldResponse } from '@gt/contract/holds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, apiUrl } from '../lib/api-client';
import { useCartStore } from '../stores/cart-store';

export const postTourHolds = (body: TourHoldRequest) =>
  apiRequest<TourHoldResponse>(apiUrl('TourHolds'), { what: 'perform tourhold', method: 'POST', body });

/** GET /api/v1/TourHolds/{ref}: the hold as the server has it (lines, expiries; lapsed events show 0 seconds). */
export const getTourHold = (holdRef: string) => apiRequest<TourHoldResponse>(apiUrl(`TourHolds/${encodeURIComponent(holdRef)}`), { what: 'perform tourhold' });

/** Releases the whole hold (idle discard, Clear Cart); a lapsed or unknown reference is fine. */
export async function releaseHold(holdRef: string | null): Promise<void> {
  if (!holdRef) return;
  await fetch(apiUrl('TourHolds'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ TourHoldRef: holdRef, Action: 'reset' }),
  }).catch(() => undefined);
}

/**
 * Sends a hold change with the cart's reference and mirrors the answer into the cart.
 * Availability (TourEvents keys) is refetched after a change and after a 409 (the seats went to
 * someone else: the listing must stop offering them), nothing else.
 */
export function useTourHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TourHoldRequest, 'TourHoldRef'> & { bookingTypeId?: number }) => {
      const { bookingTypeId: _bt, ...rest } = body;
      return postTourHolds({ ...rest, TourHoldRef: useCartStore.getState().holdRef ?? undefined });
    },
    onSuccess: (res, body) => {
      useCartStore.getState().applyHold(res, body.TourEventID && body.bookingTypeId ? { [body.TourEventID]: body.bookingTypeId } : {});
      void queryClient.invalidateQueries({ queryKey: ['TourEvents'] });
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) void queryClient.invalidateQueries({ queryKey: ['TourEvents'] });
    },
  });
}
