/**
 * Pay a balance owing (spec 02 §4.3, §5 "Additional payment amount", §2.7): an
 * amount above 0 and at most the balance, by a new card, the card on file or a gift card; a
 * declined card changes nothing; the ledger balanced.
 */
import type { GiftCardHold } from '@gt/contract/gift-cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, countRows, expectErrors, freshEvent, tokenize } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { expectMoneyMatchesBookings } from './ledger';
import { change, DEMO, findBooking, postChange, reserveUnpaid } from './manage-support';
import { NOW } from './support';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, demoBookings: true });
});
afterAll(() => store.close());

const card = (amount: number, token: string) => [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: amount, CardToken: token }];

describe('paying a balance owing', () => {
  it('takes part of the balance by card, then the card on file, then a gift card for the rest', async () => {
    const before = await findBooking(store, DEMO.unpaid);
    expect(before).toMatchObject({ TotalPaid: 0, BalanceOwing: before.TotalAmount, PaymentToken: null });
    const balance = Math.round(before.BalanceOwing * 100);
    expectErrors(
      await postChange(store, DEMO.unpaid, {
        TransactionType: 'Booking Payment',
        RefundType: 'AdditionalPayment',
        AmountToPay: before.BalanceOwing + 0.01,
        Payments: card(before.BalanceOwing + 0.01, await tokenize(store)),
      }),
      409,
      `The amount to pay must be above $0.00 and at most the balance owing of $${before.BalanceOwing.toFixed(2)}.`,
    );
    const charges = await countRows(store, 'sandbox_charges', "status = 'captured'");
    expectErrors(
      await postChange(store, DEMO.unpaid, {
        TransactionType: 'Booking Payment',
        RefundType: 'AdditionalPayment',
        AmountToPay: 20,
        Payments: card(20, await tokenize(store, CARDS.decline)),
      }),
      422,
      'Your card was declined.',
    );
    expect(await countRows(store, 'sandbox_charges', "status = 'captured'")).toBe(charges);
    expect((await findBooking(store, DEMO.unpaid)).TotalPaid).toBe(0);
    const first = await change(store, DEMO.unpaid, {
      TransactionType: 'Booking Payment',
      RefundType: 'AdditionalPayment',
      AmountToPay: 20,
      Payments: card(20, await tokenize(store)),
    });
    expect(first).toMatchObject({ TransactionType: 'Booking Payment', isCancelBooking: false, AmountPaid: 20, Refunds: [], Lines: [] });
    expect(first.Payments).toEqual([expect.objectContaining({ PaymentAmount: 20, MaskedCardNumber: '************4242' })]);
    expect(first.Booking).toMatchObject({
      TotalPaid: 20,
      BalanceOwing: (balance - 2000) / 100,
      PaymentDescription: 'visa-************4242',
    });
    // The card of that payment is now on file: charged again without a token.
    const onFile = await change(store, DEMO.unpaid, {
      TransactionType: 'Booking Payment',
      RefundType: 'AdditionalPayment',
      AmountToPay: 10,
      Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: 10, UseCardOnFile: true }],
    });
    expect(onFile.Booking.TotalPaid).toBe(30);
    const rest = (balance - 3000) / 100;
    const hold = (
      await store.app.inject({ method: 'POST', url: '/api/v1/giftcardholds', payload: { GiftcardNo: 'RNFQAPNJYAKQANEV', Amount: rest } })
    ).json() as GiftCardHold;
    const last = await change(store, DEMO.unpaid, {
      TransactionType: 'Booking Payment',
      RefundType: 'AdditionalPayment',
      AmountToPay: rest,
      Payments: [
        { PaymentLineNo: 1, PaymentTypeID: 3, PaymentAmount: rest, GiftcardNo: 'RNFQAPNJYAKQANEV', GiftcardHoldRef: hold.GiftcardHoldRef },
      ],
    });
    expect(last.Payments).toEqual([expect.objectContaining({ GiftcardNo: '****KQANEV', PaymentAmount: rest })]);
    expect(last.Booking).toMatchObject({ BalanceOwing: 0, TotalPaid: before.TotalAmount });
    expect((await findBooking(store, DEMO.unpaid)).BookingPayments.map((p) => p.PaymentType)).toEqual(['Card', 'Card', 'Gift Card']);
    await expectMoneyMatchesBookings(store);
  });

  it('refuses a payment when nothing is owed, charging nothing', async () => {
    const charges = await countRows(store, 'sandbox_charges', "status = 'captured'");
    expectErrors(
      await postChange(store, DEMO.noRefunds, {
        TransactionType: 'Booking Payment',
        RefundType: 'AdditionalPayment',
        AmountToPay: 5,
        Payments: card(5, await tokenize(store)),
      }),
      409,
      'The amount to pay must be above $0.00 and at most the balance owing of $0.00.',
    );
    expect(await countRows(store, 'sandbox_charges', "status = 'captured'")).toBe(charges);
    await expectMoneyMatchesBookings(store);
  });

  it('refuses to take a balance on an event the venue cancelled, before the card is charged', async () => {
    const event = await freshEvent(store, 20);
    const { owner, totalCents } = await reserveUnpaid(store, event, [{ TourProductID: 1, Quantity: 2 }]);
    await store.ctx.db.execute(`update tour_events set cancelled = true where tour_event_id = ${event.TourEventID}`);
    const before = await findBooking(store, owner);
    expect(before).toMatchObject({ BalanceOwing: totalCents / 100, NoChangesMessage: 'This event was cancelled by the venue, please contact us about your booking.' });
    const charges = await countRows(store, 'sandbox_charges');
    const payments = await countRows(store, 'payments');
    expectErrors(
      await postChange(store, owner, {
        TransactionType: 'Booking Payment',
        RefundType: 'AdditionalPayment',
        AmountToPay: before.BalanceOwing,
        Payments: card(before.BalanceOwing, await tokenize(store)),
      }),
      409,
      'This event was cancelled by the venue, please contact us about your booking.',
    );
    // No charge was attempted, nothing was paid: the booking is as it was.
    expect([await countRows(store, 'sandbox_charges'), await countRows(store, 'payments')]).toEqual([charges, payments]);
    expect(await findBooking(store, owner)).toMatchObject({ TotalPaid: 0, BalanceOwing: totalCents / 100 });
    await expectMoneyMatchesBookings(store);
  });
});
