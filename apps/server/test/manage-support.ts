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
import { cartFor, MIDDLEWARE_KEY, pay } from './checkout-support';
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

/** The demo bookings' owners (README). */
export const DEMO = {
  card: { BookingID: 4829136573, Email: 'maya.patel@example.com', LastName: 'Patel' },
  giftCard: { BookingID: 5173062844, Email: 'leo.garcia@example.com', LastName: 'Garcia' },
  unpaid: { BookingID: 6391584023, Email: 'ruth.okafor@example.com', LastName: 'Okafor' },
  giftCardOnly: { BookingID: 7052641938, Email: 'sam.chen@example.com', LastName: 'Chen' },
  noChanges: { BookingID: 8264715304, Email: 'ivy.nguyen@example.com', LastName: 'Nguyen' },
  noRefunds: { BookingID: 9143857267, Email: 'omar.haddad@example.com', LastName: 'Haddad' },
} satisfies Record<string, Owner>;
