/**
 * Cancel a booking with a refund (spec 02 §4.1, §4.2, §6, §9): to the card on
 * file against the original charge, or to a new gift card; seats back at once; the booking's
 * history kept; idempotent; the flags and credentials enforced; the ledger balanced.
 */
import type { BookingChangeResult } from '@gt/contract/booking-changes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrors, freshEvent, seatsOf } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { expectMoneyMatchesBookings } from './ledger';
import { bookOnline, change, DEMO, findBooking, postChange } from './manage-support';
import { NOW } from './support';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, demoBookings: true });
});
afterAll(() => store.close());

const rows = async <T>(q: string): Promise<T[]> => ((await store.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('cancel with a refund to the card on file', () => {
  it('refunds the original charge, returns the seats at once and keeps the history', async () => {
    const before = await findBooking(store, DEMO.card);
    const seats = await seatsOf(store, before.TourEventID);
    const key = 'cancel-maya-1';
    const r = await change(store, DEMO.card, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -86.44 }, key);
    expect(r).toMatchObject({
      TransactionType: 'Cancel Booking',
      isCancelBooking: true,
      BookingID: 4829136573,
      AmountPaid: -86.44,
      Refunds: [{ RefundType: 'Card', Amount: 86.44, Description: 'visa-************4242', GiftcardNo: null }],
      Lines: [
        { TourProductName: 'Adult', Quantity: -2, LinePriceIncTax: -64.84, LineStatus: 'Cancelled' },
        { TourProductName: 'Child', Quantity: -1, LinePriceIncTax: -21.6, LineStatus: 'Cancelled' },
      ],
      Booking: { BookingStatus: 'Cancelled', TotalAmount: 0, TotalPaid: 0, BalanceOwing: 0, BookingProducts: [], AllowRefunds: false },
    });
    expect(await seatsOf(store, before.TourEventID)).toBe(seats + 3);
    // The provider refunded the original charge in full; the refund is recorded as confirmed.
    const [charge] = await rows<{ status: string; refunded: number }>(
      `select c.status, (select sum(x.amount_cents) from sandbox_refunds x where x.charge_id = c.charge_id)::int as refunded
         from sandbox_charges c where c.charge_id = '${before.PaymentToken}'`,
    );
    expect(charge).toEqual({ status: 'refunded', refunded: 8644 });
    expect(await rows(`select status, amount_cents from card_refunds where idempotency_key like '${key}:%'`)).toEqual([
      { status: 'succeeded', amount_cents: 8644 },
    ]);
    // History: the original lines stay, the cancellation adds negative ones.
    const lines = await rows<{ quantity: number; line_status: string }>(
      `select l.quantity, l.line_status from booking_lines l join bookings b using (booking_id) where b.booking_no = 4829136573 order by l.booking_line_id`,
    );
    expect(lines).toEqual([
      { quantity: 2, line_status: 'Booked' },
      { quantity: 1, line_status: 'Booked' },
      { quantity: -2, line_status: 'Cancelled' },
      { quantity: -1, line_status: 'Cancelled' },
    ]);
    // The owner still finds it, cancelled, with its refund.
    expect(await findBooking(store, DEMO.card)).toMatchObject({
      BookingStatus: 'Cancelled',
      BookingRefunds: [{ RefundAmount: 86.44, RefundType: 'Card' }],
    });
    // A retry with the same key answers the same receipt, refunding nothing more.
    const again = await postChange(
      store,
      DEMO.card,
      { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -86.44 },
      key,
    );
    expect(again.json()).toEqual(r);
    expectErrors(
      await postChange(store, DEMO.card, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -86.44 }),
      409,
      'This booking has already been cancelled.',
    );
    await expectMoneyMatchesBookings(store);
  });

  it('cancels a booking bought online and e-mails what changed', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 2 }]);
    expect(await seatsOf(store, event.TourEventID)).toBe(8);
    const r = await change(store, owner, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -64.84 });
    expect(r.Refunds).toEqual([expect.objectContaining({ RefundType: 'Card', Amount: 64.84 })]);
    expect(await seatsOf(store, event.TourEventID)).toBe(10);
    const [mail] = await rows<{ kind: string; payload: BookingChangeResult }>(
      `select kind, payload from mail_outbox where payload->>'ReceiptNo' = '${r.ReceiptNo}'`,
    );
    expect(mail?.kind).toBe('booking-change');
    await expectMoneyMatchesBookings(store);
  });
});

describe('where a cancellation refund may go (spec 02 §6, §4.2)', () => {
  it('a booking paid once by card is refunded through the card on file, not to a gift card', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 1 }]);
    expect(await findBooking(store, owner)).toMatchObject({ TotalPaid: 32.42, CardRefundable: 32.42, PaymentToken: expect.any(String) });
    const cancel = (RefundType: 'CancelBooking' | 'CancelGiftCardRefund') =>
      postChange(store, owner, { TransactionType: 'Cancel Booking', RefundType, AmountToPay: -32.42 });
    expectErrors(await cancel('CancelGiftCardRefund'), 409, 'Refunds are not allowed for this booking.');
    expect(await findBooking(store, owner)).toMatchObject({ BookingStatus: 'Booked', TotalPaid: 32.42 });
    const done = (await cancel('CancelBooking')).json() as BookingChangeResult;
    expect(done.Refunds).toEqual([expect.objectContaining({ RefundType: 'Card', Amount: 32.42 })]);
  });
});

describe('cancel with a refund to a new gift card', () => {
  it('issues a gift card of what was paid, with an unguessable number, spendable at once', async () => {
    const b = await findBooking(store, DEMO.giftCard);
    expectErrors(
      await postChange(store, DEMO.giftCard, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -b.TotalPaid }),
      409,
      'This booking cannot be refunded to a card, please choose a refund to a gift card.',
    );
    const r = await change(store, DEMO.giftCard, {
      TransactionType: 'Cancel Booking',
      RefundType: 'CancelGiftCardRefund',
      AmountToPay: -b.TotalPaid,
    });
    const refund = r.Refunds[0];
    expect(refund).toMatchObject({ RefundType: 'Gift Card', Amount: b.TotalPaid, GiftcardBalance: b.TotalPaid });
    expect(refund?.GiftcardNo).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const held = await store.app.inject({
      method: 'POST',
      url: '/api/v1/giftcardholds',
      payload: { GiftcardNo: refund?.GiftcardNo, Pin: refund?.Pin ?? undefined, Amount: 1000 },
    });
    expect(held.json()).toMatchObject({ HoldAmount: b.TotalPaid });
    await expectMoneyMatchesBookings(store);
  });

  it('is the only refund of a gift-card-only booking', async () => {
    const b = await findBooking(store, DEMO.giftCardOnly);
    expectErrors(
      await postChange(store, DEMO.giftCardOnly, {
        TransactionType: 'Cancel Booking',
        RefundType: 'CancelBooking',
        AmountToPay: -b.TotalPaid,
      }),
      409,
      'This booking cannot be refunded to a card, please choose a refund to a gift card.',
    );
    const r = await change(store, DEMO.giftCardOnly, {
      TransactionType: 'Cancel Booking',
      RefundType: 'CancelGiftCardRefund',
      AmountToPay: -b.TotalPaid,
    });
    expect(r.Refunds[0]?.RefundType).toBe('Gift Card');
  });
});

describe('refusals', () => {
  it('cancels an unpaid booking with nothing to refund', async () => {
    const r = await change(store, DEMO.unpaid, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: 0 });
    expect(r).toMatchObject({ AmountPaid: 0, Refunds: [], Booking: { BookingStatus: 'Cancelled', BalanceOwing: 0 } });
  });

  it('refuses what the flags do not allow, a stale amount, wrong credentials and a missing key', async () => {
    const paid = (await findBooking(store, DEMO.noRefunds)).TotalPaid;
    expectErrors(
      await postChange(store, DEMO.noRefunds, {
        TransactionType: 'Cancel Booking',
        RefundType: 'CancelGiftCardRefund',
        AmountToPay: -paid,
      }),
      409,
      'Refunds are not allowed for this booking.',
    );
    expectErrors(
      await postChange(store, DEMO.noChanges, { TransactionType: 'Cancel Booking', RefundType: 'CancelGiftCardRefund', AmountToPay: -1 }),
      409,
      'Refunds are not allowed for this booking.',
    );
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 1 }]);
    expectErrors(
      await postChange(store, owner, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -10 }),
      409,
      'This booking has changed since you opened it, please find it again.',
    );
    expectErrors(
      await postChange(
        store,
        { ...owner, LastName: 'Smith' },
        { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -32.42 },
      ),
      403,
      'Last Name does not match.',
    );
    expectErrors(
      await postChange(
        store,
        { ...owner, BookingID: owner.BookingID + 1 },
        { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -32.42 },
      ),
      404,
      'Please enter a valid Booking ID, Last Name and Email.',
    );
    const noKey = await store.app.inject({
      method: 'POST',
      url: '/middleware/api/Transactions',
      headers: { 'x-middleware-key': 'gt-storefront' },
      payload: { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -32.42, ...owner },
    });
    expectErrors(noKey, 400, 'The Idempotency-Key header is required.');
    expect(await seatsOf(store, event.TourEventID)).toBe(9);
    await change(store, owner, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -32.42 });
    await expectMoneyMatchesBookings(store);
  });
});
