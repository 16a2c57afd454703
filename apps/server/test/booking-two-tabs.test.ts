/**
 * A booking changed in another tab (spec 02 §2.6, §4.4; docs/architecture.md#errors): the second tab's
 * Modify Tickets names a line the first tab already returned. The visitor is told the booking
 * changed in another tab and that it was reloaded (the storefront goes back to the booking,
 * freshly found), not "Booking line 2 is not part of this booking.".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrors, freshEvent } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { bookOnline, change, findBooking, postChange } from './manage-support';
import { NOW } from './support';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
});
afterAll(() => store.close());

describe('two tabs', () => {
  it('a line the other tab returned: "This booking was changed in another tab or window…", nothing moves', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [
      { TourProductID: 1, Quantity: 2 },
      { TourProductID: 2, Quantity: 1 },
    ]);
    // Both tabs opened the booking: 2 adults and a child, $86.44.
    const opened = await findBooking(store, owner);
    const child = opened.BookingProducts.find((p) => p.TourProductName === 'Child');
    const lines = [{ BookingLineID: child?.BookingLineID as number, Quantity: 0 }];
    // Tab 1 returns the child, refunded to the card.
    await change(store, owner, { TransactionType: 'Modify Tickets', RefundType: 'CreditCardRefund', AmountToPay: -21.6, Lines: lines });
    // Tab 2, still showing the child, returns it too.
    const res = await postChange(store, owner, { TransactionType: 'Modify Tickets', RefundType: 'CreditCardRefund', AmountToPay: -21.6, Lines: lines });
    expectErrors(res, 400, 'This booking was changed in another tab or window. It has been reloaded: please make your changes again.');
    expect((await findBooking(store, owner)).TotalPaid).toBe(64.84);
  });
});
