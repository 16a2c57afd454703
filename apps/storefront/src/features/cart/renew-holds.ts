/**
 * Keep Cart (spec 01 §4 "Cart discard timer"; docs/architecture.md#capacity-and-holds): re-posts every held
 * event's quantities, which renews each event's hold for HoldMinutes. An event whose seats went
 * while its hold had lapsed (409) is dropped from the hold, and the visitor is told which event
 * and what the cart still holds. Other failures are shown as they are; the cart is left as it was.
 */
import type { TourHoldResponse } from '@gt/contract/holds';
import { messages } from '@gt/domain/messages';
import { getTourHold, postTourHolds } from '../../api/tour-holds';
import { ApiError } from '../../lib/api-client';
import { useCartStore } from '../../stores/cart-store';
import { notify } from '../../stores/notifier';

/** What the cart still holds, for the visitor: "2 tickets for Timed Admission, 1 ticket for …". */
function whatIsLeft(hold: TourHoldResponse): string {
  if (hold.Events.length === 0) return messages.cartNowEmpty;
  const items = hold.Events.map((e) => messages.ticketsFor(e.TourProducts.reduce((n, p) => n + p.Quantity, 0), e.EventName));
  return messages.cartNowHolds(items.join(', '));
}

/** Renews every event's hold; resolves once the cart mirrors the server's answer. Never rejects. */
export async function renewHolds(): Promise<void> {
  const { holdRef, applyHold } = useCartStore.getState();
  if (!holdRef) return;
  try {
    let hold = await getTourHold(holdRef);
    const gone: string[] = [];
    for (const e of hold.Events) {
      const products = e.TourProducts.map((p) => ({ TourProductID: p.TourProductID, Quantity: p.Quantity }));
      try {
        hold = await postTourHolds({ TourHoldRef: holdRef, Action: 'set', TourEventID: e.TourEventID, TourProducts: products });
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 409) throw err;
        gone.push(e.EventName);
        hold = await postTourHolds({ TourHoldRef: holdRef, Action: 'remove', TourEventID: e.TourEventID, TourProducts: [] });
      }
    }
    applyHold(hold, {});
    if (gone.length > 0) notify('error', [...gone.map(messages.holdLapsedSeatsGone), whatIsLeft(hold)].join(' '));
  } catch (err) {
    notify('error', err instanceof Error ? err.message : messages.unableToPerformTourHold);
  }
}
