/**
 * Modify the tickets of a booking (spec 02 §2.6, §4.4, §5 "Modify
 * tickets") and change its date or time (§2.5, §5 "Change date"): lowered lines refunded to the
 * card or a gift card, added tickets paid (the card on file), their seats taken from a hold under
 * the event lock, the booking type's limits, the history kept, the ledger balanced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrors, findEvent, freshEvent, hold, seatsOf } from './checkout-support';
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
const onFile = (amount: number) => [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: amount, UseCardOnFile: true }];

describe('modify tickets', () => {
  it('lowers a line with a refund to the card, then adds tickets and an add-on paid with the card on file', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 3 }]);
    const adult = (await findBooking(store, owner)).BookingProducts[0];
    const down = await change(store, owner, {
      TransactionType: 'Modify Tickets',
      RefundType: 'CreditCardRefund',
      AmountToPay: -64.84,
      Lines: [{ BookingLineID: adult?.BookingLineID as number, Quantity: 1 }],
    });
    expect(down).toMatchObject({
      TransactionType: 'Modify Tickets',
      AmountPaid: -64.84,
      Lines: [{ TourProductName: 'Adult', Quantity: -2, LinePriceIncTax: -64.84, LineStatus: 'Modify Tickets' }],
      Refunds: [{ RefundType: 'Card', Amount: 64.84 }],
      Booking: { TotalAmount: 32.42, TotalPaid: 32.42, BalanceOwing: 0 },
    });
    expect(await seatsOf(store, event.TourEventID)).toBe(9);
    // A partial refund against the original charge: the charge stays captured with 64.84 refunded.
    const [charge] = await rows<{ status: string; refunded: number }>(
      `select c.status, (select sum(x.amount_cents) from sandbox_refunds x where x.charge_id = c.charge_id)::int as refunded from sandbox_charges c where c.charge_id = '${down.Booking.PaymentToken}'`,
    );
    expect(charge).toEqual({ status: 'captured', refunded: 6484 });

    // Up: a child and a parking pass, held first; the parking pass uses no seat.
    const h = await hold(store, {
      TourEventID: event.TourEventID,
      TourProducts: [
        { TourProductID: 2, Quantity: 1 },
        { TourProductID: 4, Quantity: 1 },
      ],
    });
    expect(await seatsOf(store, event.TourEventID)).toBe(8);
    const up = await change(store, owner, {
      TransactionType: 'Modify Tickets',
      AmountToPay: 31.6,
      Products: [
        { TourProductID: 2, Quantity: 1 },
        { TourProductID: 4, Quantity: 1 },
      ],
      TourHoldRef: h.TourHoldRef,
      Payments: onFile(31.6),
    });
    expect(up).toMatchObject({ AmountPaid: 31.6, Refunds: [], Booking: { TotalAmount: 64.02, TotalPaid: 64.02, BalanceOwing: 0 } });
    expect(up.Lines.map((l) => [l.TourProductName, l.Quantity, l.LinePriceIncTax])).toEqual([
      ['Child', 1, 21.6],
      ['Parking Pass', 1, 10],
    ]);
    expect(up.Booking.BookingProducts.map((p) => [p.TourProductName, p.Quantity])).toEqual([
      ['Adult', 1],
      ['Child', 1],
      ['Parking Pass', 1],
    ]);
    // The hold's seats became the booking's: still 8, and the hold is gone.
    expect(await seatsOf(store, event.TourEventID)).toBe(8);
    expect(await rows(`select 1 from tour_holds where hold_ref = '${h.TourHoldRef}'`)).toEqual([]);
    await expectMoneyMatchesBookings(store);
  });

  it('refunds lowered tickets to a new gift card, and refuses what the rules do not allow', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 2 }]);
    const b = await findBooking(store, owner);
    const line = b.BookingProducts[0]?.BookingLineID as number;
    const post = (body: Parameters<typeof postChange>[2]) => postChange(store, owner, body);
    expectErrors(
      await post({ TransactionType: 'Modify Tickets', AmountToPay: 0, Lines: [{ BookingLineID: line, Quantity: 2 }] }),
      409,
      'No tickets changes are applied.',
    );
    expectErrors(
      await post({ TransactionType: 'Modify Tickets', AmountToPay: 0, Lines: [{ BookingLineID: line, Quantity: 3 }] }),
      400,
      'Booked quantities can only be lowered; add tickets as new products.',
    );
    expectErrors(
      await post({
        TransactionType: 'Modify Tickets',
        RefundType: 'GiftCardRefund',
        AmountToPay: -64.84,
        Lines: [{ BookingLineID: line, Quantity: 0 }],
      }),
      409,
      'Minimum tickets for this event is 1.',
    );
    const big = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 2, Quantity: 8 }] });
    expectErrors(
      await post({
        TransactionType: 'Modify Tickets',
        AmountToPay: 172.8,
        Products: [{ TourProductID: 2, Quantity: 9 }],
        TourHoldRef: big.TourHoldRef,
        Payments: onFile(172.8),
      }),
      409,
      'Maximum of 10 tickets allowed',
    );
    expectErrors(
      await post({
        TransactionType: 'Modify Tickets',
        AmountToPay: 21.6,
        Products: [{ TourProductID: 2, Quantity: 1 }],
        Payments: onFile(21.6),
      }),
      400,
      'The hold of the tickets added is required (TourHoldRef).',
    );
    // A hold of other quantities than the ones asked: refused under the event lock, the charge refunded.
    const res = await post({
      TransactionType: 'Modify Tickets',
      AmountToPay: 21.6,
      Products: [{ TourProductID: 2, Quantity: 1 }],
      TourHoldRef: big.TourHoldRef,
      Payments: onFile(21.6),
    });
    expectErrors(res, 409, `The tickets for ${event.EventName} in your cart are not the ones held for you, please review your cart.`);
    const r = await change(store, owner, {
      TransactionType: 'Modify Tickets',
      RefundType: 'GiftCardRefund',
      AmountToPay: -32.42,
      Lines: [{ BookingLineID: line, Quantity: 1 }],
    });
    expect(r.Refunds).toEqual([expect.objectContaining({ RefundType: 'Gift Card', Amount: 32.42, GiftcardBalance: 32.42 })]);
    expectErrors(
      await postChange(store, DEMO.giftCardOnly, {
        TransactionType: 'Modify Tickets',
        RefundType: 'GiftCardRefund',
        AmountToPay: -59,
        Lines: [{ BookingLineID: 1, Quantity: 1 }],
      }),
      409,
      'This change is not allowed for this booking.',
    );
    await expectMoneyMatchesBookings(store);
  });
});

describe('change date or time', () => {
  it('moves the booking to another time: same price, more tickets paid, fewer refunded; seats follow', async () => {
    const from = await freshEvent(store, 10);
    const to = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, from, [{ TourProductID: 1, Quantity: 2 }]);
    const move = async (target: number, quantity: number, body: Partial<Parameters<typeof postChange>[2]>) => {
      const h = await hold(store, { TourEventID: target, TourProducts: [{ TourProductID: 1, Quantity: quantity }] });
      return change(store, owner, {
        TransactionType: 'Change Date / Time',
        AmountToPay: 0,
        NewTourEventID: target,
        Products: [{ TourProductID: 1, Quantity: quantity }],
        TourHoldRef: h.TourHoldRef,
        ...body,
      });
    };
    const same = await move(to.TourEventID, 2, {});
    expect(same).toMatchObject({
      TransactionType: 'Change Date / Time',
      AmountPaid: 0,
      Booking: { TourEventID: to.TourEventID, TotalAmount: 64.84, TotalPaid: 64.84 },
    });
    expect(same.Lines.map((l) => [l.Quantity, l.LineStatus])).toEqual([
      [-2, 'Change Date / Time'],
      [2, 'Booked'],
    ]);
    expect([await seatsOf(store, from.TourEventID), await seatsOf(store, to.TourEventID)]).toEqual([10, 8]);
    const more = await move(from.TourEventID, 3, { AmountToPay: 32.42, Payments: onFile(32.42) });
    expect(more.Booking).toMatchObject({ TourEventID: from.TourEventID, TotalAmount: 97.26, TotalPaid: 97.26 });
    expect([await seatsOf(store, from.TourEventID), await seatsOf(store, to.TourEventID)]).toEqual([7, 10]);
    const fewer = await move(to.TourEventID, 1, { AmountToPay: -64.84, RefundType: 'CreditCardRefund' });
    // Refunded from the newest card payment first (the card on file's 32.42), then the original charge.
    expect(fewer).toMatchObject({
      AmountPaid: -64.84,
      Refunds: [
        { RefundType: 'Card', Amount: 32.42 },
        { RefundType: 'Card', Amount: 32.42 },
      ],
      Booking: { TotalAmount: 32.42, TotalPaid: 32.42 },
    });
    expect([await seatsOf(store, from.TourEventID), await seatsOf(store, to.TourEventID)]).toEqual([10, 9]);
    expect((await findBooking(store, owner)).TourEventID).toBe(to.TourEventID);
    await expectMoneyMatchesBookings(store);
  });

  it('carries a non-refundable add-on to the new date: leaving it behind is refused, nothing refunded', async () => {
    const from = await freshEvent(store, 10);
    const to = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, from, [
      { TourProductID: 1, Quantity: 2 },
      { TourProductID: 4, Quantity: 1 },
    ]);
    const booked = await findBooking(store, owner);
    expect(booked.BookingProducts.map((p) => [p.TourProductName, p.Quantity, p.IsRefundable])).toEqual([
      ['Adult', 2, true],
      ['Parking Pass', 1, false],
    ]);
    const refunds = await rows<{ n: number }>('select count(*)::int as n from card_refunds');
    const moveWith = async (products: { TourProductID: number; Quantity: number }[], amount: number) => {
      const h = await hold(store, { TourEventID: to.TourEventID, TourProducts: products });
      return postChange(store, owner, {
        TransactionType: 'Change Date / Time',
        RefundType: amount < 0 ? 'CreditCardRefund' : undefined,
        AmountToPay: amount,
        NewTourEventID: to.TourEventID,
        Products: products,
        TourHoldRef: h.TourHoldRef,
      });
    };
    // Modify Tickets refuses to lower the pass; a new date without it is refused the same way.
    expectErrors(await moveWith([{ TourProductID: 1, Quantity: 2 }], -10), 409, 'Parking Pass is not refundable.');
    expect(await rows<{ n: number }>('select count(*)::int as n from card_refunds')).toEqual(refunds);
    expect(await findBooking(store, owner)).toMatchObject({ TourEventID: from.TourEventID, TotalPaid: booked.TotalPaid });
    // Carried with the tickets: nothing to pay, nothing refunded, the pass on the new date.
    const res = await moveWith(
      [
        { TourProductID: 1, Quantity: 2 },
        { TourProductID: 4, Quantity: 1 },
      ],
      0,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ AmountPaid: 0, Refunds: [], Booking: { TourEventID: to.TourEventID, TotalPaid: booked.TotalPaid } });
    expect((await findBooking(store, owner)).BookingProducts.map((p) => [p.TourProductName, p.Quantity])).toEqual([
      ['Adult', 2],
      ['Parking Pass', 1],
    ]);
    expect(await rows<{ n: number }>('select count(*)::int as n from card_refunds')).toEqual(refunds);
    await expectMoneyMatchesBookings(store);
  });

  it('refuses the booking own event, another booking type and a booking whose type allows no date change', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 1 }]);
    const tour = await findEvent(store, 2, '2026-11-27', '10:30');
    for (const target of [event.TourEventID, tour.TourEventID])
      expectErrors(
        await postChange(store, owner, {
          TransactionType: 'Change Date / Time',
          AmountToPay: 0,
          NewTourEventID: target,
          Products: [{ TourProductID: 1, Quantity: 1 }],
        }),
        409,
        'This change is not allowed for this booking.',
      );
    expectErrors(
      await postChange(store, DEMO.noChanges, {
        TransactionType: 'Change Date / Time',
        AmountToPay: 0,
        NewTourEventID: event.TourEventID,
        Products: [{ TourProductID: 6, Quantity: 1 }],
      }),
      409,
      'This change is not allowed for this booking.',
    );
  });
});
