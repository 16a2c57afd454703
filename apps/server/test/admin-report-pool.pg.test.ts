/**
 * The back office's reading pages on PostgreSQL keep their own pool (db/client.ts reportDb): while
 * every connection of the main pool is held (a rush of checkouts), an operator still signs in with
 * the session cookie and opens the day's sales report, an event's manifest and a booking search,
 * with the bookings sold so far in them.
 */
import { venueDate } from '@gt/domain/venue-time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operatorWithSession, type OperatorSession } from './admin-support';
import { freshEvent } from './checkout-support';
import { onPostgres, startTestStore, type TestStore } from './harness';
import { bookOnline } from './manage-support';

const suite = onPostgres ? describe : describe.skip;
let store: TestStore;
let admin: OperatorSession;
let eventId: number;
let bookingNo: number;

suite(`reading pages during a rush${onPostgres ? '' : ' (skipped: set TEST_DATABASE_URL)'}`, () => {
  beforeAll(async () => {
    store = await startTestStore({ poolSize: 2 });
    admin = await operatorWithSession(store, 'admin');
    const event = await freshEvent(store, 20);
    eventId = event.TourEventID;
    bookingNo = (await bookOnline(store, event, [{ TourProductID: 1, Quantity: 2 }])).owner.BookingID;
  });
  afterAll(() => store?.close());

  it('answers the sales report, the manifest and a search while the main pool is busy', async () => {
    const today = venueDate(new Date(), store.ctx.config.Public.VenueTimeZone);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let busy = () => {};
    const allBusy = new Promise<void>((resolve) => (busy = resolve));
    let holding = 0;
    // Both connections of the main pool, each in a transaction until released.
    const holders = [1, 2].map(() =>
      store.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        if (++holding === 2) busy();
        await held;
      }),
    );
    await allBusy;
    try {
      const [sales, manifest, search] = await Promise.all([
        asOperator(store, admin, 'GET', `/sales?from=${today}&to=${today}`),
        asOperator(store, admin, 'GET', `/manifests/events/${eventId}`),
        asOperator(store, admin, 'GET', `/bookings?q=${bookingNo}&start=0&end=25`),
      ]);
      expect(sales.statusCode, sales.body).toBe(200);
      expect((sales.json() as { totals: { transactions: number } }).totals.transactions).toBeGreaterThan(0);
      expect(manifest.statusCode, manifest.body).toBe(200);
      expect((manifest.json() as { rows: { bookingNo: number; tickets: number }[] }).rows).toEqual([
        expect.objectContaining({ bookingNo, tickets: 2 }),
      ]);
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json()).toMatchObject({ total: 1, data: [{ id: bookingNo, tickets: 2 }] });
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});
