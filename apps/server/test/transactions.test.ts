/**
 * POST /middleware/api/Transactions (spec 01 §3, §7; docs/architecture.md#payments,
 * docs/architecture.md#pricing, docs/architecture.md#capacity-and-holds): re-pricing, idempotency,
 * declines, lapsed holds, refunds, crash recovery, sold seats and the confirmation e-mail.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TourEvent } from '@gt/contract/catalogue';
import type { TourHoldResponse } from '@gt/contract/holds';
import type { TransactionProductLine, TransactionResult } from '@gt/contract/transactions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailSender } from '../src/modules/mail/outbox';
import { startTestStore, type TestStore } from './harness';
import {
  CARDS,
  NOW,
  countRows,
  cartFor,
  createGuest,
  expectErrors,
  findEvent,
  hold,
  minutes,
  pay,
  pricedLines,
  seatsOf,
  tokenize,
  transactionBody,
} from './checkout-support';

const CUSTOMER_NOT_RECOGNISED = 'Your customer details could not be verified, please submit the form again.';

let store: TestStore;
let mailDir: string;
beforeEach(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'gt-mail-'));
  store = await startTestStore({
    now: NOW,
    // A retry while a crashed attempt holds the key waits this long before answering 409.
    config: { Mail: { From: 'Harbor Lights Aquarium <tickets@harborlights.example>', Dir: mailDir }, IdempotencyWaitSeconds: 0.3 },
  });
});
afterEach(async () => {
  await store.close();
  await rm(mailDir, { recursive: true, force: true });
});

/** A guest holding 2 adults and a parking pass on a Timed Admission event, with a priced body. */
async function cart(opts: { event?: TourEvent; adults?: number; card?: string } = {}) {
  const event = opts.event ?? (await findEvent(store, 1, '2026-11-25', '09:00'));
  const products = [
    { TourProductID: 1, Quantity: opts.adults ?? 2 },
    { TourProductID: 4, Quantity: 1 },
  ];
  return cartFor(store, event, products, { card: opts.card });
}

describe('paying for held tickets', () => {
  it('books the held seats: receipt with barcodes, sold seats reduce SeatsAvailable by the capacity quantity only', async () => {
    const event = await findEvent(store, 1, '2026-11-25', '09:00');
    const { body, customer } = await cart({ event });
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as TransactionResult;
    expect(r.ReceiptNo).toBe(100001);
    expect(r.TransactionDate).toBe('2026-11-23T09:00:00-06:00');
    expect(r.Customer).toEqual({ FirstName: 'Ann', LastName: 'Lee', CustomerAddress: [{ Email: 'ann.lee@example.org' }] });
    expect(r.CustomerID).toBe(customer.CustomerID);
    // 2 × $29.95 + 8.25 % tax = $64.84; parking $10.00 with 5 % included tax = $9.52 + $0.48.
    expect(
      r.Products.map((p) => [p.TourProductName, p.Quantity, p.LinePriceExTax, p.LinePriceTax, p.LinePriceIncTax, p.Barcodes.length]),
    ).toEqual([
      ['Adult', 2, 59.9, 4.94, 64.84, 2],
      ['Parking Pass', 1, 9.52, 0.48, 10, 1],
    ]);
    expect([r.TotalExTax, r.TotalTax, r.TotalPaid]).toEqual([69.42, 5.42, 74.84]);
    expect(r.Events).toHaveLength(1);
    expect(r.Events[0]).toMatchObject({
      TourEventID: event.TourEventID,
      EventName: 'Timed Admission',
      EventStartDateTime: '2026-11-25T09:00:00-06:00',
      WaiverRequired: false,
    });
    const barcodes = [r.Events[0]?.Barcode, ...r.Products.flatMap((p) => p.Barcodes)];
    for (const b of barcodes) expect(b).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(new Set(barcodes).size).toBe(4);
    expect(r.Payments).toEqual([
      {
        PaymentLineNo: 1,
        PaymentTypeID: 1,
        PaymentAmount: 74.84,
        CardType: 'visa',
        MaskedCardNumber: '************4242',
        PaymentReference: expect.stringMatching(/^ch_/),
      },
    ]);

    expect(await seatsOf(store, event.TourEventID)).toBe(event.SeatsAvailable - 2);
    // The hold is gone; the seats stay sold after its expiry.
    const after = (await store.app.inject({ method: 'GET', url: `/api/v1/TourHolds/${body.TourHoldRef}` })).json() as TourHoldResponse;
    expect(after.Events).toEqual([]);
    store.setNow(minutes(60));
    expect(await seatsOf(store, event.TourEventID)).toBe(event.SeatsAvailable - 2);
  });

  it('stores an order over two events as one transaction: a booking per event, its lines, a ticket per unit, sold seats per line', async () => {
    const a = await findEvent(store, 1, '2026-11-25', '10:00');
    const b = await findEvent(store, 1, '2026-11-26', '13:00');
    const lines = [
      { TourEventID: a.TourEventID, TourProductID: 1, Quantity: 2 },
      { TourEventID: a.TourEventID, TourProductID: 4, Quantity: 1 },
      { TourEventID: b.TourEventID, TourProductID: 2, Quantity: 3 },
    ];
    const first = await hold(store, { TourEventID: a.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }, { TourProductID: 4, Quantity: 1 }] });
    await hold(store, { TourHoldRef: first.TourHoldRef, TourEventID: b.TourEventID, TourProducts: [{ TourProductID: 2, Quantity: 3 }] });
    const customer = await createGuest(store);
    const body = transactionBody({ customer, holdRef: first.TourHoldRef, products: await pricedLines(store, lines), token: await tokenize(store) });
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as TransactionResult;
    const rows = (await store.ctx.db.execute(
      `select b.tour_event_id, b.booking_no::float8 as booking_id, b.barcode, l.product_line_no, l.tour_product_id, l.quantity,
         (select string_agg(t.barcode, ',' order by t.ticket_id) from tickets t where t.booking_line_id = l.booking_line_id) as tickets,
         (select sum(s.quantity)::int from sold_seats s where s.booking_line_id = l.booking_line_id) as sold
       from bookings b join booking_lines l using (booking_id) where b.receipt_no = ${r.ReceiptNo} order by l.product_line_no`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const booking = (eventId: number) => r.Events.find((e) => e.TourEventID === eventId);
    expect(rows.rows).toEqual(
      r.Products.map((p) => ({
        tour_event_id: p.TourEventID,
        booking_id: booking(p.TourEventID)?.BookingID,
        barcode: booking(p.TourEventID)?.Barcode,
        product_line_no: p.ProductLineNo,
        tour_product_id: p.TourProductID,
        quantity: p.Quantity,
        tickets: p.Barcodes.join(','),
        sold: p.Quantity,
      })),
    );
    expect(new Set(r.Events.map((e) => e.BookingID)).size).toBe(2);
    expect(await seatsOf(store, a.TourEventID)).toBe(a.SeatsAvailable - 2);
    expect(await seatsOf(store, b.TourEventID)).toBe(b.SeatsAvailable - 3);
  });

  it('sends a confirmation e-mail (.eml) with name, receipt number, lines, totals and barcodes', async () => {
    const { body } = await cart();
    const r = (await pay(store, body)).json() as TransactionResult;
    await mailSender(store.ctx).drain(); // sent after the answer, from the outbox
    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/receipt-100001\.eml$/);
    const eml = await readFile(join(mailDir, files[0] as string), 'utf8');
    expect(eml).toMatch(/^To: ann\.lee@example\.org$/m);
    expect(eml).toContain('Subject: Harbor Lights Aquarium booking confirmation, receipt 100001');
    expect(eml).toContain('Thank you, Ann Lee!');
    expect(eml).toContain('2 =C3=97 Adult: $59.90'); // ex-tax, as the cart shows it (ShowPricesAs extax)
    expect(eml).toContain('Total paid: $74.84');
    for (const b of [r.Events[0]?.Barcode, ...r.Products.flatMap((p) => p.Barcodes)]) expect(eml).toContain(`${b}@barcode`);
    expect(eml).toContain('Content-Type: image/png');
  });

  it('books a non-capacity add-on without touching seats', async () => {
    const event = await findEvent(store, 1, '2026-11-25', '09:00');
    const { body } = await cart({ event, adults: 1 });
    expect((await pay(store, body)).statusCode).toBe(200);
    expect(await seatsOf(store, event.TourEventID)).toBe(event.SeatsAvailable - 1);
    expect(await countRows(store, 'sold_seats', 'booking_line_id is not null and not affects_capacity and quantity = 1')).toBe(1);
  });
});

describe('pricing authority', () => {
  it('refuses a line whose client price differs by a cent, charging nothing', async () => {
    const { body } = await cart();
    const first = body.Products[0] as TransactionProductLine;
    const tampered = {
      ...body,
      Products: [{ ...first, LinePriceIncTax: 64.83, LinePriceTax: 4.93 }, ...body.Products.slice(1)],
      Payments: [{ ...body.Payments?.[0], PaymentAmount: 74.83 }],
    };
    expectErrors(await pay(store, tampered), 409, 'The price of Adult has changed, please review your cart.');
    expect(await countRows(store, 'sandbox_charges')).toBe(0);
    expect(await countRows(store, 'transactions')).toBe(0);
    // The same Idempotency-Key can be used again after a refusal before any charge.
  });

  it('refuses a payment amount that is not the order total', async () => {
    const { body } = await cart();
    const short = { ...body, Payments: [{ ...body.Payments?.[0], PaymentAmount: 1 }] };
    expectErrors(await pay(store, short), 409, 'The payment amount does not match the order total of $74.84, please review your cart.');
    expect(await countRows(store, 'sandbox_charges')).toBe(0);
  });

  it('refuses a cost rate other than the default one', async () => {
    const { body } = await cart();
    const member = { ...body, Products: body.Products.map((p) => ({ ...p, CostRateID: 2 })) };
    expectErrors(await pay(store, member), 400, 'Cost rate 2 is not available for this order.');
  });
});

describe('idempotency', () => {
  it('a retry with the same key and body returns the first receipt without a second charge or booking', async () => {
    const { body } = await cart();
    const key = randomUUID();
    const first = await pay(store, body, key);
    const again = await pay(store, body, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(store, 'sandbox_charges')).toBe(1);
    expect(await countRows(store, 'transactions')).toBe(1);
    expect(await countRows(store, 'bookings')).toBe(1);
  });

  it('the same key with another body is refused with 422', async () => {
    const { body } = await cart();
    const key = randomUUID();
    expect((await pay(store, body, key)).statusCode).toBe(200);
    expectErrors(await pay(store, { ...body, NodeNo: 2 }, key), 422, 'This Idempotency-Key was already used with a different request.');
  });

  it('requires the key and the middleware credential', async () => {
    const { body } = await cart();
    expectErrors(await pay(store, body, null), 400, 'The Idempotency-Key header is required.');
    expectErrors(await pay(store, body, randomUUID(), { 'x-middleware-key': 'wrong-key' }), 401, 'Middleware credentials are not valid');
    const noKey = await store.app.inject({
      method: 'POST',
      url: '/middleware/api/Transactions',
      headers: { 'idempotency-key': randomUUID() },
      payload: body,
    });
    expectErrors(noKey, 401, 'Middleware credentials are not valid');
  });

  it('recovers a payment that crashed after the charge: the retry books it with the first charge', async () => {
    const { body } = await cart();
    const key = randomUUID();
    store.ctx.testHooks = {
      afterCharge: async () => {
        throw new Error('simulated crash after the charge');
      },
    };
    expectErrors(await pay(store, body, key), 500, 'Unexpected error!!!');
    store.ctx.testHooks = undefined;
    expect(await countRows(store, 'payments', "status = 'captured' and receipt_no is null")).toBe(1);
    expectErrors(await pay(store, body, key), 409, 'A payment with this Idempotency-Key is in progress, please wait.');
    store.setNow(new Date(NOW.getTime() + 61_000));
    const retry = await pay(store, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await countRows(store, 'sandbox_charges')).toBe(1);
    expect(await countRows(store, 'payments', "status = 'captured' and receipt_no is not null")).toBe(1);
  });
});

describe('declines', () => {
  it.each([
    [CARDS.decline, 'Your card was declined.'],
    [CARDS.insufficient, 'Your card has insufficient funds.'],
    [CARDS.expired, 'Your card has expired.'],
  ])('card %s → 422 "%s", nothing booked, the hold kept; a new key and card then succeed', async (card, message) => {
    const { body, event } = await cart({ card });
    const key = randomUUID();
    expectErrors(await pay(store, body, key), 422, message);
    expect(await countRows(store, 'bookings')).toBe(0);
    expect(await seatsOf(store, event.TourEventID)).toBe(event.SeatsAvailable - 2);
    const held = (await store.app.inject({ method: 'GET', url: `/api/v1/TourHolds/${body.TourHoldRef}` })).json() as TourHoldResponse;
    expect(held.Events[0]?.TourProducts.map((p) => p.Quantity)).toEqual([2, 1]);
    // The same key replays the decline.
    expectErrors(await pay(store, body, key), 422, message);
    const retry = { ...body, Payments: [{ ...body.Payments?.[0], CardToken: await tokenize(store) }] };
    const ok = await pay(store, retry, randomUUID());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await seatsOf(store, event.TourEventID)).toBe(event.SeatsAvailable - 2);
  });

  it('a token works once', async () => {
    const { body } = await cart();
    expect((await pay(store, body)).statusCode).toBe(200);
    const second = await cart();
    expectErrors(
      await pay(store, { ...second.body, Payments: body.Payments }),
      422,
      'Your card details have expired, please enter them again.',
    );
  });
});

describe('lapsed holds', () => {
  it('re-takes the seats when they are still free', async () => {
    const { body, event } = await cart();
    store.setNow(minutes(20));
    // The visitor enters the card when paying: a fresh token.
    const res = await pay(store, { ...body, Payments: [{ ...body.Payments?.[0], CardToken: await tokenize(store) }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await seatsOf(store, event.TourEventID)).toBe(event.SeatsAvailable - 2);
  });

  it('answers 409 without charging when the seats were taken meanwhile', async () => {
    const event = await findEvent(store, 1, '2026-11-24', '10:00');
    const { body } = await cart({ event, adults: 5 });
    store.setNow(minutes(16));
    await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 4 }] });
    expectErrors(
      await pay(store, body),
      409,
      'Your hold on Timed Admission has expired and the tickets are no longer available, please choose another time.',
    );
    expect(await countRows(store, 'sandbox_charges')).toBe(0);
    expect(await countRows(store, 'sandbox_card_tokens', 'used_at is null')).toBe(1);
    expect(await seatsOf(store, event.TourEventID)).toBe(1);
  });

  it('refunds the charge when the seats go between the charge and the booking', async () => {
    const event = await findEvent(store, 1, '2026-11-24', '10:00');
    const { body } = await cart({ event, adults: 5 });
    store.ctx.testHooks = {
      afterCharge: async () => {
        store.setNow(minutes(40));
        await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 5 }] });
      },
    };
    const key = randomUUID();
    const message = 'Your hold on Timed Admission has expired and the tickets are no longer available, please choose another time.';
    expectErrors(await pay(store, body, key), 409, message);
    store.ctx.testHooks = undefined;
    expect(await countRows(store, 'sandbox_charges', "status = 'refunded'")).toBe(1);
    expect(await countRows(store, 'payments', "status = 'refunded'")).toBe(1);
    expect(await countRows(store, 'bookings')).toBe(0);
    expectErrors(await pay(store, body, key), 409, message);
    expect(await countRows(store, 'sandbox_charges')).toBe(1);
  });
});

describe('request validation', () => {
  it('refuses an unknown customer and a missing card token', async () => {
    const { body } = await cart();
    expectErrors(await pay(store, { ...body, CustomerID: 99999 }), 400, CUSTOMER_NOT_RECOGNISED);
    expectErrors(await pay(store, { ...body, Payments: [] }), 400, 'A card token is required to pay this order.');
  });

  it("cannot name another visitor's customer: same answer as an unknown one, nothing charged, booked or mailed", async () => {
    const other = await createGuest(store, 'bo.berg@example.org');
    const mine = await cart();
    const before = { charges: await countRows(store, 'sandbox_charges'), bookings: await countRows(store, 'bookings') };
    for (const attempt of [
      { ...mine.body, CustomerID: other.CustomerID }, // someone else's id with my token
      { ...mine.body, CustomerID: other.CustomerID, CustomerToken: 'x'.repeat(22) }, // a guessed token
      { ...mine.body, CustomerID: other.CustomerID + 1 }, // the next id, unknown or not
    ]) {
      const res = await pay(store, attempt);
      expectErrors(res, 400, CUSTOMER_NOT_RECOGNISED);
      expect(res.body).not.toContain('Bo');
      expect(res.body).not.toContain('bo.berg');
    }
    expect(await countRows(store, 'sandbox_charges')).toBe(before.charges);
    expect(await countRows(store, 'bookings')).toBe(before.bookings);
    await mailSender(store.ctx).drain();
    expect(await readdir(mailDir)).toEqual([]);
    // The visitor's own customer and token still pay.
    expect((await pay(store, mine.body)).statusCode).toBe(200);
  });

  it('records the configured node and username, not the ones the browser sends', async () => {
    const { body } = await cart();
    const res = await pay(store, { ...body, NodeNo: 77, Username: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = (res.json() as TransactionResult).ReceiptNo;
    const [row] = ((await store.ctx.db.execute(`select node_no, username from transactions where receipt_no = ${receipt}`)) as unknown as {
      rows: { node_no: number; username: string }[];
    }).rows;
    expect(row).toEqual({ node_no: 1, username: 'online' });
  });
});
