/**
 * Helpers of the manage-my-booking tests: a booking bought online (hold → guest → card → pay)
 * with its owner's credentials, the booking as GET bookings shows it, and a booking change posted
 * through the middleware with an Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import type { BookingChangeRequest, BookingChangeResult } from '@gt/contract/booking-changes';
import type { Booking } from '@gt/contract/bookings';
import type { TourEvent } from '@gt/contract/catalogue';
import type { TransactionResult } from '@gt/contract/transactions';
import { expect } from 'vitest';
import { priceLine } from '@gt/domain/pricing';
import { newBarcode } from '../src/lib/random-codes';
import { insertSale, loadOrderCatalogue } from '../src/modules/transactions/repository';
import { cartFor, createGuest, MIDDLEWARE_KEY, pay } from './checkout-support';
import type { TestStore } from './harness';

export interface Owner {
  BookingID: number;
  Email: string;
  LastName: string;
}

let buyers = 0;

/** Buys `products` of `event` online by card (a fresh guest e-mail) and returns the owner's credentials and the receipt. */
export async function bookOnline(
  store: TestStore,
  event: TourEvent,
  products: { TourProductID: number; Quantity: number }[],
): Promise<{ owner: Owner; receipt: TransactionResult }> {
  const email = `owner${++buyers}.${randomUUID().slice(0, 8)}@example.org`;
  const { body } = await cartFor(store, event, products, { email });
  const res = await pay(store, body);
  expect(res.statusCode, res.body).toBe(200);
  const receipt = res.json() as TransactionResult;
  return { owner: { BookingID: receipt.Events[0]?.BookingID as number, Email: email, LastName: 'Lee' }, receipt };
}

/** The booking as its owner finds it. */
export async function findBooking(store: TestStore, o: Owner): Promise<Booking> {
  const q = new URLSearchParams({ bookingid: String(o.BookingID), Email: o.Email, LastName: o.LastName });
  const res = await store.app.inject({ method: 'GET', url: `/api/v1/bookings?${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Booking[])[0] as Booking;
}

/** POST a booking change for `owner` (its credentials added) with an Idempotency-Key. */
export function postChange(
  store: TestStore,
  owner: Owner,
  body: Omit<BookingChangeRequest, 'BookingID' | 'Email' | 'LastName'>,
  key: string = randomUUID(),
) {
  return store.app.inject({
    method: 'POST',
    url: '/middleware/api/Transactions',
    headers: { 'x-middleware-key': MIDDLEWARE_KEY, 'idempotency-key': key },
    payload: { ...body, BookingID: owner.BookingID, Email: owner.Email, LastName: owner.LastName },
  });
}

/** Posts a change and expects 200: its receipt. */
export async function change(
  store: TestStore,
  owner: Owner,
  body: Omit<BookingChangeRequest, 'BookingID' | 'Email' | 'LastName'>,
  key?: string,
): Promise<BookingChangeResult> {
  const res = await postChange(store, owner, body, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BookingChangeResult;
}

/** The demo bookings' owners (docs/demo-store.md#manage-my-booking-in-the-demo-store). */
export const DEMO = {
  card: { BookingID: 4829136573, Email: 'maya.patel@example.com', LastName: 'Patel' },
  giftCard: { BookingID: 5173062844, Email: 'leo.garcia@example.com', LastName: 'Garcia' },
  unpaid: { BookingID: 6391584023, Email: 'ruth.okafor@example.com', LastName: 'Okafor' },
  unpaid2: { BookingID: 2837465190, Email: 'kofi.mensah@example.com', LastName: 'Mensah' },
  giftCardOnly: { BookingID: 7052641938, Email: 'sam.chen@example.com', LastName: 'Chen' },
  noChanges: { BookingID: 8264715304, Email: 'ivy.nguyen@example.com', LastName: 'Nguyen' },
  noRefunds: { BookingID: 9143857267, Email: 'omar.haddad@example.com', LastName: 'Haddad' },
} satisfies Record<string, Owner>;

/**
 * A booking taken unpaid (a reservation, as the demo's): the whole of it is the balance owing.
 * Written as a sale is, then marked a reservation.
 */
export async function reserveUnpaid(
  store: TestStore,
  event: TourEvent,
  products: { TourProductID: number; Quantity: number }[],
): Promise<{ owner: Owner; totalCents: number }> {
  const email = `unpaid${++buyers}.${randomUUID().slice(0, 8)}@example.org`;
  const customer = await createGuest(store, email);
  const catalogue = await loadOrderCatalogue(
    store.ctx.db,
    [event.TourEventID],
    products.map((p) => p.TourProductID),
  );
  const lines = products.map((p, i) => {
    const product = catalogue.products.get(p.TourProductID);
    const unitPriceCents = product?.prices.find((x) => x.costRateId === 1)?.priceCents ?? 0;
    const amounts = priceLine({ unitPriceCents, quantity: p.Quantity, taxes: product?.taxes ?? [] });
    return {
      productLineNo: i + 1,
      tourProductId: p.TourProductID,
      costRateId: 1,
      quantity: p.Quantity,
      affectsCapacity: product?.affectsCapacity ?? true,
      unitPriceCents,
      amounts,
      couponId: null,
      discountCents: 0,
      ticketBarcodes: Array.from({ length: p.Quantity }, newBarcode),
    };
  });
  const totals = lines.reduce(
    (t, l) => ({
      exTaxCents: t.exTaxCents + l.amounts.exTaxCents,
      taxCents: t.taxCents + l.amounts.taxCents,
      totalCents: t.totalCents + l.amounts.totalCents,
    }),
    { exTaxCents: 0, taxCents: 0, totalCents: 0 },
  );
  const key = `reservation-${randomUUID()}`;
  const { bookingIds } = await store.ctx.db.transaction((tx) =>
    insertSale(tx, {
      customerId: customer.CustomerID,
      nodeNo: 1,
      username: 'box office',
      idempotencyKey: key,
      transactionDate: store.ctx.clock(),
      totals,
      events: [{ tourEventId: event.TourEventID, barcode: newBarcode(), udfValues: [], lines }],
      otherLines: [],
    }),
  );
  await store.ctx.db.execute(`update transactions set transaction_type = 'Reservation' where idempotency_key = '${key}'`);
  return {
    owner: { BookingID: bookingIds.get(event.TourEventID) as number, Email: email, LastName: 'Lee' },
    totalCents: totals.totalCents,
  };
}
