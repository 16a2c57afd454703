/**
 * Helpers of the hold, customer and checkout tests: find seeded events, hold seats, create a
 * guest, tokenize a sandbox card and price lines the way the storefront does (domain pricing on
 * the public price matrix), then pay through the middleware.
 */
import { randomUUID } from 'node:crypto';
import type { TourEvent, TourProduct } from '@gt/contract/catalogue';
import type { CreatedCustomer } from '@gt/contract/customers';
import type { TourHoldRequest, TourHoldResponse } from '@gt/contract/holds';
import type { TransactionProductLine, TransactionRequest } from '@gt/contract/transactions';
import { toCents, toDollars } from '@gt/domain/money';
import { priceLine } from '@gt/domain/pricing';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestStore } from './harness';

/** Monday 2026-11-23, 09:00 at the venue (America/Chicago). Day 1 is 2026-11-24. */
export const NOW = new Date('2026-11-23T15:00:00Z');
export const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
export const MIDDLEWARE_KEY = 'gt-storefront';
export const CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficient: '4000000000009995',
  expired: '4000000000000069',
  /** 3-D Secure on every payment, the card on file too. */
  authenticate: '4000002760003184',
  /** 3-D Secure on the first payment only. */
  authenticateFirst: '4000002500003155',
  dispute: '4000000000000259',
  refundFails: '4000000000005126',
};

/** The reply is `status` with exactly these error messages. */
export function expectErrors(res: LightMyRequestResponse, status: number, ...texts: string[]): void {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status,
    body: { Errors: texts.map((ErrorMessage) => ({ ErrorMessage })) },
  });
}

/** The seeded event of a booking type starting at venue `date` `time` (HH:mm). */
export async function findEvent(store: TestStore, bookingTypeId: number, date: string, time: string): Promise<TourEvent> {
  const res = await store.app.inject({ method: 'GET', url: `/api/v1/TourEvents?BookingTypeID=${bookingTypeId}&From=${date}&To=${date}` });
  const event = (res.json() as TourEvent[]).find((e) => e.EventStartDateTime.slice(11, 16) === time);
  if (!event) throw new Error(`no event of type ${bookingTypeId} at ${date} ${time}`);
  return event;
}

/** SeatsAvailable of an event as the public listing shows it now. */
export async function seatsOf(store: TestStore, tourEventId: number): Promise<number> {
  const res = await store.app.inject({ method: 'GET', url: `/api/v1/TourEvents?TourEventList=${tourEventId}` });
  return (res.json() as TourEvent[])[0]?.SeatsAvailable ?? Number.NaN;
}

export const postHold = (store: TestStore, body: TourHoldRequest) =>
  store.app.inject({ method: 'POST', url: '/api/v1/TourHolds', payload: body });

/** Holds and expects 200; returns the hold. */
export async function hold(store: TestStore, body: TourHoldRequest): Promise<TourHoldResponse> {
  const res = await postHold(store, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TourHoldResponse;
}

/** A guest customer body with a street and a billing address (POST customers item). */
export function guestBody(email = 'ann.lee@example.org') {
  const address = {
    Email: email,
    Street1: '1 Harbor Way',
    CitySuburb: 'Galveston',
    State: 'TX',
    Postcode: '77550',
    Country: 'US',
    MobilePhone: '4095550100',
  };
  return {
    FirstName: 'Ann',
    LastName: 'Lee',
    GuestEmail: email,
    CustomerAddress: [
      { IsPrimaryAddress: true, AddressTypeID: 1, ...address },
      { IsPrimaryAddress: false, AddressTypeID: 2, ...address },
    ],
  };
}

/** Creates a guest customer with a street and a billing address. */
export async function createGuest(store: TestStore, email = 'ann.lee@example.org'): Promise<CreatedCustomer> {
  const res = await store.app.inject({ method: 'POST', url: '/api/v1/customers', payload: [guestBody(email)] });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as CreatedCustomer[])[0] as CreatedCustomer;
}

/** A sandbox card token for `number`. */
export async function tokenize(store: TestStore, number: string = CARDS.approve): Promise<string> {
  const res = await store.app.inject({
    method: 'POST',
    url: '/sandbox-pay/tokens',
    payload: { number, expMonth: 12, expYear: 2030, cvv: '123' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { token: string }).token;
}

/** Product lines priced like the storefront: the price at `costRateId` (default rate 1) from the public matrix, domain taxes. */
export async function pricedLines(
  store: TestStore,
  lines: { TourEventID: number; TourProductID: number; Quantity: number }[],
  costRateId = 1,
): Promise<TransactionProductLine[]> {
  const ids = [...new Set(lines.map((l) => l.TourProductID))];
  const products = await Promise.all(
    ids.map(
      async (id) =>
        (
          (await store.app.inject({ method: 'GET', url: `/api/v1/tourproducts?TourProductID=${id}&CostRateID=${costRateId}` })).json() as TourProduct[]
        )[0] as TourProduct,
    ),
  );
  return lines.map((l, i) => {
    const entry = products.find((p) => p.TourProductID === l.TourProductID)?.PriceMatrix[0];
    if (!entry) throw new Error(`no price for product ${l.TourProductID}`);
    const a = priceLine({
      unitPriceCents: toCents(entry.Price),
      quantity: l.Quantity,
      taxes: entry.Taxes.map((t) => ({ included: t.TaxIncluded, percentage: t.TaxPercentage })),
    });
    return {
      ...l,
      ProductLineNo: i + 1,
      ProductID: l.TourProductID,
      CostRateID: costRateId,
      LinePriceExTax: toDollars(a.exTaxCents),
      LinePriceTax: toDollars(a.taxCents),
      LinePriceIncTax: toDollars(a.totalCents),
    };
  });
}

/** A timed-ticket transaction body: its Products, hold and payment lines spelled out. */
export type TicketBody = TransactionRequest & {
  Products: TransactionProductLine[];
  TourHoldRef: string;
  Payments: NonNullable<TransactionRequest['Payments']>;
};

/** A transaction body for `customer` (its id and CustomerToken) paying the lines' total with `token`. */
export function transactionBody(o: {
  customer: Pick<CreatedCustomer, 'CustomerID' | 'CustomerToken'>;
  holdRef: string;
  products: TransactionProductLine[];
  token?: string;
}): TicketBody {
  const total = o.products.reduce((s, p) => s + toCents(p.LinePriceIncTax), 0);
  return {
    NodeNo: 1,
    CustomerID: o.customer.CustomerID,
    CustomerToken: o.customer.CustomerToken,
    TourHoldRef: o.holdRef,
    Products: o.products,
    Payments: total > 0 ? [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: toDollars(total), CardToken: o.token }] : [],
  };
}

/** POST /middleware/api/Transactions with the storefront's middleware key. */
export function pay(store: TestStore, body: unknown, key: string | null = randomUUID(), headers: Record<string, string> = {}) {
  return store.app.inject({
    method: 'POST',
    url: '/middleware/api/Transactions',
    headers: { 'x-middleware-key': MIDDLEWARE_KEY, ...(key === null ? {} : { 'idempotency-key': key }), ...headers },
    payload: body as object,
  });
}

/** Row count of a table (test-side bookkeeping checks). */
export async function countRows(store: TestStore, table: string, where = 'true'): Promise<number> {
  const res = (await store.ctx.db.execute(`select count(*)::int as n from ${table} where ${where}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0]?.n);
}

let eventsTaken = 0;

/**
 * A Timed Admission event no other test of this file uses (more than 3 days after the store's
 * clock), emptied of seeded sales and sized to `seats` free seats.
 */
export async function freshEvent(store: TestStore, seats: number): Promise<TourEvent> {
  const from = new Date(store.ctx.clock().getTime() + 3 * 86_400_000).toISOString();
  const res = (await store.ctx.db.execute(
    `select tour_event_id as id from tour_events where booking_type_id = 1 and not cancelled and not closed
       and starts_at > '${from}' order by starts_at, tour_event_id offset ${eventsTaken++} limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const id = res.rows[0]?.id;
  if (id === undefined) throw new Error('no fresh event left');
  await store.ctx.db.execute(`delete from sold_seats where tour_event_id = ${id}`);
  await store.ctx.db.execute(`update tour_events set capacity = ${seats} where tour_event_id = ${id}`);
  const listed = await store.app.inject({ method: 'GET', url: `/api/v1/TourEvents?TourEventList=${id}` });
  const event = (listed.json() as TourEvent[])[0];
  if (!event || event.SeatsAvailable !== seats) throw new Error(`event ${id} does not show ${seats} seats`);
  return event;
}

/** A guest with a hold on `lines` of an event, a fresh card token and the priced body paying it. */
export async function cartFor(
  store: TestStore,
  event: TourEvent,
  products: { TourProductID: number; Quantity: number }[],
  opts: { card?: string; email?: string } = {},
) {
  const h = await hold(store, { TourEventID: event.TourEventID, TourProducts: products });
  const customer = await createGuest(store, opts.email);
  const token = await tokenize(store, opts.card ?? CARDS.approve);
  const lines = products.map((p) => ({ TourEventID: event.TourEventID, ...p }));
  const body = transactionBody({
    customer,
    holdRef: h.TourHoldRef,
    products: await pricedLines(store, lines),
    token,
  });
  return { event, hold: h, customer, token, body };
}
