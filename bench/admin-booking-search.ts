/**
 * Back office booking search over 100,000 bookings (goal p50 ≤ 50 ms: lib/booking-search.ts), on the
 * embedded PGlite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database too.
 * Seeds the demo catalogue (events for the coming weeks), then 100,000 guest customers, sales,
 * bookings and lines in a few bulk `insert … select generate_series` statements (lib/booking-seed.ts), and times the
 * search the API runs (bookings/admin-service listBookings: the rows of one page and the total)
 * by last name, first and last name, e-mail, receipt number, booking ID and event date, with
 * different values each time. Prints p50/p95 per kind; no pass/fail.
 *
 *   npm run bench:admin-search [-- --bookings 100000 --samples 40]
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '@gt/server/config/server-config';
import { openDatabase, type Db } from '@gt/server/db/client';
import { listBookings } from '@gt/server/modules/bookings/admin-service';
import { seedDemoStore } from '@gt/server/seed/demo-store';
import type { AppContext } from '@gt/server/app-context';
import { seedBookings } from './lib/booking-seed';
import { randomBookedDays, randomPeople, searchKinds, SEARCH_PAGE, SEARCH_TARGET_P50_MS } from './lib/booking-search';
import { createBenchDatabase } from './lib/database';
import { percentile, round } from './lib/stats';

const { values } = parseArgs({ options: { bookings: { type: 'string', default: '100000' }, samples: { type: 'string', default: '40' } } });
const BOOKINGS = Number(values.bookings);
const SAMPLES = Number(values.samples);

const rows = async <T>(db: Db, q: string): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** 100,000 (BOOKINGS) customers, sales, bookings and one line each, in bulk (lib/booking-seed.ts). */
async function seedBookingsOf(db: Db): Promise<void> {
  const ms = await seedBookings((q) => rows(db, q), {
    bookings: BOOKINGS,
    tag: 'search',
    events: 'select tour_event_id from tour_events where booking_type_id = 1',
  });
  await db.execute('analyze');
  console.log(`  seeded ${BOOKINGS} bookings in ${round(ms / 1000)} s`);
}

async function measure(label: string, ctx: AppContext): Promise<void> {
  const db = ctx.db;
  const people = await randomPeople((q) => rows(db, q), SAMPLES);
  const days = await randomBookedDays((q) => rows(db, q), ctx.config.Public.VenueTimeZone, SAMPLES);
  console.log(
    `\n${label}: ${BOOKINGS} bookings, ${SAMPLES} searches per kind, first page of 25 and the total (goal p50 ≤ ${SEARCH_TARGET_P50_MS} ms)`,
  );
  for (const [kind, of] of searchKinds) {
    const query = (i: number) => of(people[i], days[i % days.length]);
    await listBookings(ctx, { ...query(0), ...SEARCH_PAGE }); // warm
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      const out = await listBookings(ctx, { ...query(i), ...SEARCH_PAGE });
      times.push(performance.now() - t);
      found += out.total;
    }
    console.log(
      `  ${kind.padEnd(18)} p50 ${String(round(percentile(times, 50))).padStart(6)} ms   p95 ${String(round(percentile(times, 95))).padStart(6)} ms   (${round(found / SAMPLES)} matches on average)`,
    );
  }
}

async function run(label: string, databaseUrl?: string): Promise<void> {
  const config = loadConfig({}, { DataDir: 'memory://', ...(databaseUrl ? { DatabaseURL: databaseUrl } : {}) });
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    await seedDemoStore(handle.db, { now: new Date(), config });
    await seedBookingsOf(handle.db);
    await measure(label, { db: handle.db, config, clock: () => new Date() });
  } finally {
    await handle.close();
  }
}

await run('PGlite (embedded)');
if (process.env.TEST_DATABASE_URL) {
  const database = await createBenchDatabase(process.env.TEST_DATABASE_URL);
  try {
    await run(`PostgreSQL (${database.name})`, database.url);
  } finally {
    await database.drop();
  }
}
