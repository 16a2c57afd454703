/**
 * Back office booking search over 100,000 bookings (goal p50 ≤ 50 ms), on the
 * embedded PGlite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database too.
 * Seeds the demo catalogue (events for the coming weeks), then 100,000 guest customers, sales,
 * bookings and lines in a few bulk `insert … select generate_series` statements, and times the
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
import { createBenchDatabase } from './lib/database';
import { percentile, round } from './lib/stats';

const { values } = parseArgs({ options: { bookings: { type: 'string', default: '100000' }, samples: { type: 'string', default: '40' } } });
const BOOKINGS = Number(values.bookings);
const SAMPLES = Number(values.samples);

const LAST = [
  'Patel',
  'Nguyen',
  'Garcia',
  'Smith',
  'Okafor',
  'Chen',
  'Haddad',
  'Mensah',
  'Kowalski',
  'Rossi',
  'Müller',
  'Dubois',
  'Silva',
  'Kim',
  'Ivanov',
  'Olsen',
  'Moreau',
  'Jones',
  'Tanaka',
  'Costa',
];
const SUFFIX = [
  '',
  'son',
  'ley',
  'ford',
  'wood',
  'man',
  'berg',
  'ton',
  'field',
  'well',
  'ridge',
  'more',
  'dale',
  'by',
  'ham',
  'stone',
  'worth',
  'land',
  'croft',
  'mere',
];
const FIRST = [
  'Maya',
  'Leo',
  'Ruth',
  'Sam',
  'Ivy',
  'Omar',
  'Kofi',
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Eva',
  'Finn',
  'Gita',
  'Hugo',
  'Iris',
  'Jon',
  'Kira',
  'Luca',
  'Mina',
  'Nia',
  'Owen',
  'Pia',
  'Raj',
  'Sara',
];

const rows = async <T>(db: Db, q: string): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const lit = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

/** 100,000 (BOOKINGS) customers, sales, bookings and one line each, in bulk. */
async function seedBookings(db: Db): Promise<void> {
  const t0 = performance.now();
  await db.execute(`
    insert into customers (first_name, last_name, guest_email, created_at)
    select f, l, lower(f || '.' || replace(l, 'ü', 'u') || '.' || i || '@example.org'), now()
    from (select i, (${lit(FIRST)})[1 + i % ${FIRST.length}] as f,
            (${lit(LAST)})[1 + i % ${LAST.length}] || (${lit(SUFFIX)})[1 + (i / ${LAST.length}) % ${SUFFIX.length}] as l
          from generate_series(1, ${BOOKINGS}) i) x order by i`);
  await db.execute(`
    insert into transactions (customer_id, node_no, idempotency_key, transaction_date, total_ex_tax_cents, total_tax_cents, total_cents)
    select c.customer_id, 1, 'bench-' || c.customer_id, now(), 2500, 250, 2750 from customers c where c.guest_email like '%@example.org' order by c.customer_id`);
  await db.execute(`
    with ev as (select array_agg(tour_event_id order by tour_event_id) as ids from tour_events where booking_type_id = 1)
    insert into bookings (receipt_no, customer_id, tour_event_id, barcode, booking_no)
    select t.receipt_no, t.customer_id, ev.ids[1 + (t.receipt_no % array_length(ev.ids, 1))], 'bench' || t.receipt_no, 3000000000 + t.receipt_no
    from transactions t cross join ev where t.idempotency_key like 'bench-%' order by t.receipt_no`);
  await db.execute(`
    insert into booking_lines (booking_id, receipt_no, tour_event_id, product_line_no, tour_product_id, cost_rate_id, quantity, affects_capacity,
      unit_price_cents, ex_tax_cents, tax_cents, total_cents)
    select b.booking_id, b.receipt_no, b.tour_event_id, 1, 1, 1, 1 + b.booking_id % 4, true, 2500, 2500, 250, 2750
    from bookings b where b.barcode like 'bench%' order by b.booking_id`);
  await db.execute('analyze');
  console.log(`  seeded ${BOOKINGS} bookings in ${round((performance.now() - t0) / 1000)} s`);
}

async function measure(label: string, ctx: AppContext): Promise<void> {
  const db = ctx.db;
  const pick = async <T>(q: string) => rows<T>(db, `${q} order by random() limit ${SAMPLES}`);
  const people = await pick<{ first_name: string; last_name: string; guest_email: string; receipt_no: number; booking_no: number }>(
    `select c.first_name, c.last_name, c.guest_email, b.receipt_no, b.booking_no::float8 as booking_no from bookings b join customers c using (customer_id)`,
  );
  const zone = ctx.config.Public.VenueTimeZone;
  const days = await pick<{ day: string }>(
    `select day from (select distinct to_char(starts_at at time zone '${zone}', 'YYYY-MM-DD') as day from tour_events e
       where exists (select 1 from bookings b where b.tour_event_id = e.tour_event_id)) d`,
  );
  const kinds: [string, (i: number) => { q?: string; date?: string }][] = [
    ['last name', (i) => ({ q: people[i]?.last_name })],
    // A prefix that 1 booking in 20 shares (20 last names with their 20 endings each): the worst case of this data.
    ['3-letter prefix', (i) => ({ q: (people[i]?.last_name ?? '').slice(0, 3) })],
    ['first + last name', (i) => ({ q: `${people[i]?.first_name} ${people[i]?.last_name}` })],
    ['e-mail', (i) => ({ q: people[i]?.guest_email })],
    ['receipt', (i) => ({ q: String(people[i]?.receipt_no) })],
    ['booking ID', (i) => ({ q: String(people[i]?.booking_no) })],
    ['event date', (i) => ({ date: days[i % days.length]?.day })],
  ];
  console.log(`\n${label}: ${BOOKINGS} bookings, ${SAMPLES} searches per kind, first page of 25 and the total`);
  for (const [kind, query] of kinds) {
    await listBookings(ctx, { ...query(0), start: 0, end: 25 }); // warm
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      const out = await listBookings(ctx, { ...query(i), start: 0, end: 25 });
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
    await seedBookings(handle.db);
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
