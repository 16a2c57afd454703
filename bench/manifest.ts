/**
 * `npm run bench:manifest` (goal ≤ 1 s): a seeded store on the embedded database (or on TEST_DATABASE_URL's PostgreSQL server),
 * one event of 2,000 seats sold out to 800 reservations of 1–4 adults (every third with a child
 * too, every fifth with a user-defined answer), written as sales are (insertSale), then
 * GET /api/admin/v1/manifests/events/:id as JSON and as CSV through the app, 5 times each after a
 * warm-up. Prints the median and the slowest; the target is reported, never asserted.
 */
import { randomUUID } from 'node:crypto';
import { priceLine } from '@gt/domain/pricing';
import { newBarcode } from '@gt/server/lib/random-codes';
import { insertSale, loadOrderCatalogue } from '@gt/server/modules/transactions/repository';
import { operatorWithSession } from '../apps/server/test/admin-support';
import { startTestStore } from '../apps/server/test/harness';
import { MANIFEST_TARGET_MS } from './lib/operator';

const SEATS = 2000;
const log = (s: string) => console.error(`[bench:manifest] ${s}`);

const store = await startTestStore({ now: new Date() });
try {
  const rows = async <T>(q: string) => ((await store.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
  const [event] = await rows<{ id: number }>(
    `select tour_event_id as id from tour_events where booking_type_id = 1 and not cancelled and starts_at > now() + interval '2 days' order by starts_at limit 1`,
  );
  if (!event) throw new Error('no event to fill');
  await store.ctx.db.execute(`delete from sold_seats where tour_event_id = ${event.id}`);
  await store.ctx.db.execute(`update tour_events set capacity = ${SEATS} where tour_event_id = ${event.id}`);
  const catalogue = await loadOrderCatalogue(store.ctx.db, [event.id], [1, 2]);
  const line = (productLineNo: number, tourProductId: number, quantity: number) => {
    const product = catalogue.products.get(tourProductId);
    const unitPriceCents = product?.prices.find((x) => x.costRateId === 1)?.priceCents ?? 0;
    return {
      productLineNo,
      tourProductId,
      costRateId: 1,
      quantity,
      affectsCapacity: product?.affectsCapacity ?? true,
      unitPriceCents,
      amounts: priceLine({ unitPriceCents, quantity, taxes: product?.taxes ?? [] }),
      couponId: null,
      discountCents: 0,
      ticketBarcodes: Array.from({ length: quantity }, newBarcode),
    };
  };
  log(`filling event ${event.id} with ${SEATS} seats…`);
  const started = performance.now();
  let seats = 0;
  let bookings = 0;
  while (seats < SEATS) {
    const adults = Math.min(1 + (bookings % 4), SEATS - seats);
    const lines = [line(1, 1, adults), ...(bookings % 3 === 0 ? [line(2, 2, 1)] : [])];
    const totals = lines.reduce(
      (t, l) => ({
        exTaxCents: t.exTaxCents + l.amounts.exTaxCents,
        taxCents: t.taxCents + l.amounts.taxCents,
        totalCents: t.totalCents + l.amounts.totalCents,
      }),
      { exTaxCents: 0, taxCents: 0, totalCents: 0 },
    );
    const [customer] = await rows<{ id: number }>(
      `insert into customers (first_name, last_name, guest_email, created_at) values ('Guest', 'No ${bookings}', 'guest${bookings}@example.org', now()) returning customer_id as id`,
    );
    await store.ctx.db.transaction((tx) =>
      insertSale(tx, {
        customerId: customer?.id as number,
        nodeNo: 1,
        username: 'bench',
        idempotencyKey: `bench-${randomUUID()}`,
        transactionDate: new Date(),
        totals,
        events: [
          {
            tourEventId: event.id,
            barcode: newBarcode(),
            udfValues: bookings % 5 === 0 ? [{ UDFID: 9, Value: 'Social media' }] : [],
            lines,
          },
        ],
        otherLines: [],
      }),
    );
    seats += adults;
    bookings++;
  }
  log(`${bookings} bookings, ${seats} seats in ${Math.round(performance.now() - started)} ms`);
  const admin = await operatorWithSession(store, 'door');
  const time = async (url: string) => {
    const t = performance.now();
    const res = await store.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return { ms: performance.now() - t, bytes: res.body.length };
  };
  for (const [label, url] of [
    ['JSON', `/api/admin/v1/manifests/events/${event.id}`],
    ['CSV', `/api/admin/v1/manifests/events/${event.id}?format=csv`],
  ] as const) {
    await time(url);
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await time(url));
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
    const median = ms[2] as number;
    const worst = ms[4] as number;
    console.info(
      `manifest of a ${SEATS}-seat event (${bookings} bookings), ${label}: median ${median.toFixed(0)} ms, slowest ${worst.toFixed(0)} ms, ${runs[0]?.bytes} bytes — target ≤ ${MANIFEST_TARGET_MS} ms: ${worst <= MANIFEST_TARGET_MS ? 'met' : 'NOT met'} (${store.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'})`,
    );
  }
} finally {
  await store.close();
}
