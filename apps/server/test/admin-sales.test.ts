/**
 * The sales report of a venue day or range — tickets by booking type and
 * product, refunds as negative lines, gift cards, donations, fees — with totals equal to the
 * ledger's to the cent (the charges and refunds at the card provider, the gift card ledger and
 * the transactions, read straight from their tables as the race tests' ledger check does), with
 * a refund to the card and one to a new gift card.
 */
import type { SalesReport } from '@gt/contract/admin/event-ops';
import type { TransactionResult } from '@gt/contract/transactions';
import { eventOpsMessages } from '@gt/domain/event-ops-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { createGuest, freshEvent, pay, tokenize } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { expectMoneyMatchesBookings } from './ledger';
import { change } from './manage-support';
import { NOW } from './support';
import { orderFor } from './promotions-support';

const FEE = { productId: 9002, percentage: 3, flatCents: 50 };

let store: TestStore;
let desk: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, config: { Public: { ApplyTransactionFee: true } } });
  desk = await operatorWithSession(store, 'box_office');
  const event = await freshEvent(store, 50);
  // 1. Two adults, a $12.34 donation and the fee (3 % of $59.90 + $0.50 = $2.30), by card.
  const a = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], donationCents: 1234, fee: FEE });
  expect((await pay(store, a.body)).statusCode).toBe(200);
  // 2. One adult and one child with the fee, by card, then cancelled by its owner: refunded to the card.
  const b = await orderFor(store, event, {
    products: [
      { TourProductID: 1, Quantity: 1 },
      { TourProductID: 2, Quantity: 1 },
    ],
    fee: FEE,
  });
  const paid = (await pay(store, b.body)).json() as TransactionResult;
  const bookingNo = paid.Events[0]?.BookingID as number;
  const email = (
    (await store.ctx.db.execute(`select guest_email from customers where customer_id = ${b.body.CustomerID}`)) as unknown as {
      rows: { guest_email: string }[];
    }
  ).rows[0]?.guest_email as string;
  const refund = await bookingPaidCents(bookingNo);
  await change(
    store,
    { BookingID: bookingNo, Email: email, LastName: 'Lee' },
    { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -refund / 100 },
  );
  // 3. A $25 gift card bought by card.
  const customer = await createGuest(store);
  const gift = await pay(store, {
    CustomerID: customer.CustomerID,
    CustomerToken: customer.CustomerToken,
    GiftCards: [{ ProductLineNo: 1, ProductID: 3001, Amount: 25, Quantity: 1 }],
    Coupons: [],
    Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: 25, CardToken: await tokenize(store) }],
  });
  expect(gift.statusCode, gift.body).toBe(200);
  const card = (gift.json() as TransactionResult).GiftCards[0]?.Giftcards[0] as { GiftcardNo: string; Pin: string };
  // 4. One adult and the fee paid with that gift card and the rest by card.
  const c = await orderFor(store, event, {
    products: [{ TourProductID: 1, Quantity: 1 }],
    fee: FEE,
    giftCards: [{ no: card.GiftcardNo, pin: card.Pin }],
  });
  const res = await pay(store, c.body);
  expect(res.statusCode, res.body).toBe(200);
  // 5. One child with the fee, by card, cancelled to a new gift card (the booking type allows it).
  await store.ctx.db.execute(
    `update booking_types set allow_refund_to_giftcard_only = true where booking_type_id = ${event.BookingTypeID}`,
  );
  const d = await orderFor(store, event, { products: [{ TourProductID: 2, Quantity: 1 }], fee: FEE });
  const child = (await pay(store, d.body)).json() as TransactionResult;
  const childNo = child.Events[0]?.BookingID as number;
  const childEmail = (
    (await store.ctx.db.execute(`select guest_email from customers where customer_id = ${d.body.CustomerID}`)) as unknown as {
      rows: { guest_email: string }[];
    }
  ).rows[0]?.guest_email as string;
  await change(
    store,
    { BookingID: childNo, Email: childEmail, LastName: 'Lee' },
    { TransactionType: 'Cancel Booking', RefundType: 'CancelGiftCardRefund', AmountToPay: -21.6 },
  );
});
afterAll(() => store.close());

async function bookingPaidCents(bookingNo: number): Promise<number> {
  const [r] = (
    (await store.ctx.db.execute(
      `select sum(l.total_cents)::int as n from booking_lines l join bookings b using (booking_id) where b.booking_no = ${bookingNo}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  return r?.n ?? 0;
}

const report = async (q: string) => {
  const res = await asOperator(store, desk, 'GET', `/sales?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SalesReport;
};

describe('GET /sales', () => {
  it('lists the day’s sales by kind, booking type and product, refunds as negative lines', async () => {
    const r = await report('from=2026-11-23&to=2026-11-23');
    expect(r.lines.map((l) => [l.kind, l.group, l.item, l.refund, l.quantity, l.totalCents])).toEqual([
      ['ticket', 'Timed Admission', 'Adult', false, 4, 4 * 3242],
      ['ticket', 'Timed Admission', 'Adult', true, -1, -3242],
      ['ticket', 'Timed Admission', 'Child', false, 2, 2 * 2160],
      ['ticket', 'Timed Admission', 'Child', true, -2, -2 * 2160],
      ['donation', 'Donations', 'Donation to the Harbor Lights Conservation Fund', false, 1, 1234],
      ['giftcard', 'Gift cards', '$25 Ocean Gift Card', false, 1, 2500],
      // $2.30 + $2.00 (3 % of $49.90 + $0.50) + $1.40 (3 % of $29.95 + $0.50) + $1.10 (3 % of $19.95 + $0.50); fees are not refunded
      ['fee', 'Fees', 'Booking fee', false, 4, 680],
    ]);
  });

  it('has totals equal to the ledger’s to the cent', async () => {
    const r = await report('from=2026-11-23&to=2026-11-23');
    const l = await expectMoneyMatchesBookings(store);
    // The demo gift cards' seeded history has no transaction.
    const [sums] = (
      (await store.ctx.db.execute(`select
        (select coalesce(sum(amount_cents), 0) from sandbox_charges where status in ('captured', 'refunded'))::int as charged,
        (select coalesce(sum(amount_cents), 0) from sandbox_refunds)::int as refunded,
        (select coalesce(-sum(amount_cents), 0) from gift_card_ledger where kind = 'redeem' and receipt_no is not null)::int as redeemed,
        (select coalesce(sum(total_cents), 0) from transactions)::int as collected,
        (select coalesce(sum(g.amount_cents), 0) from gift_card_ledger g join transactions t on t.receipt_no = g.receipt_no
          where g.kind = 'issue' and t.transaction_type = 'Cancel Booking')::int as refund_cards`)) as unknown as {
        rows: { charged: number; refunded: number; redeemed: number; collected: number; refund_cards: number }[];
      }
    ).rows;
    expect(l.transactions).toBe(r.totals.transactions);
    expect(r.totals).toEqual({
      salesCents: 21702,
      refundsCents: -5402 - 2160,
      netCents: 14140,
      taxCents: 741,
      collectedCents: 14140,
      // Card: $79.48 + $56.02 + $25.00 + $8.82 + $22.70 charged, $54.02 refunded; the gift card paid $25.00 of the fourth order.
      cardCents: 7948 + 5602 + 2500 + 882 + 2270 - 5402,
      giftCardRedeemedCents: 2500,
      giftCardRefundIssuedCents: 2160,
      transactions: 7,
    });
    expect(r.totals.cardCents).toBe((sums?.charged ?? 0) - (sums?.refunded ?? 0));
    expect(r.totals.giftCardRedeemedCents).toBe(sums?.redeemed);
    expect(r.totals.collectedCents).toBe(sums?.collected);
    expect(r.totals.giftCardRefundIssuedCents).toBe(sums?.refund_cards);
    expect(r.totals.netCents).toBe(r.totals.cardCents + r.totals.giftCardRedeemedCents - r.totals.giftCardRefundIssuedCents);
    expect(r.totals.netCents).toBe(r.lines.reduce((t, x) => t + x.totalCents, 0));
  });

  it('is empty for another day; downloads as CSV; refuses a range that ends before it starts', async () => {
    expect((await report('from=2026-11-22&to=2026-11-22')).lines).toEqual([]);
    const csv = await asOperator(store, desk, 'GET', '/sales?from=2026-11-23&to=2026-11-23&format=csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sales-2026-11-23-2026-11-23.csv"');
    expect(csv.body.split('\n')).toEqual([
      'Kind,Group,Item,Refund,Quantity,Ex tax,Tax,Total',
      'ticket,Timed Admission,Adult,,4,119.80,9.88,129.68',
      'ticket,Timed Admission,Adult,yes,-1,-29.95,-2.47,-32.42',
      'ticket,Timed Admission,Child,,2,39.90,3.30,43.20',
      'ticket,Timed Admission,Child,yes,-2,-39.90,-3.30,-43.20',
      'donation,Donations,Donation to the Harbor Lights Conservation Fund,,1,12.34,0.00,12.34',
      'giftcard,Gift cards,$25 Ocean Gift Card,,1,25.00,0.00,25.00',
      'fee,Fees,Booking fee,,4,6.80,0.00,6.80',
      'Total,,Sales,,,,,217.02',
      'Total,,Refunds,,,,,-75.62',
      'Total,,Net,,,,7.41,141.40',
      'Money,,Card (payments less refunds),,,,,138.00',
      'Money,,Gift cards redeemed,,,,,25.00',
      'Money,,Gift cards issued as refunds,,,,,-21.60',
      '',
    ]);
    const bad = await asOperator(store, desk, 'GET', '/sales?from=2026-11-23&to=2026-11-22');
    expect([bad.statusCode, message(bad)]).toEqual([400, eventOpsMessages.dateRange]);
  });
});
