/**
 * Existing bookings in bulk, for the back office benches (`npm run bench:admin-search` and the
 * mixed load phase of `npm run bench`): guest customers with varied names (20 last names × 20
 * endings, 25 first names), a sale each, a booking of one Adult line on one of the given events,
 * in four `insert … select generate_series` statements. No payments, tickets or sold seats: the
 * bookings are found, listed and summed, but take no capacity. Also the searches the back office
 * makes over them (booking-search.ts).
 */

/** Runs SQL and answers its rows: node-postgres (`c.query`) or drizzle (`db.execute`) behind it. */
export type RunSql = <T>(q: string) => Promise<T[]>;

// Words rather than array literals (which the formatter would spread over 65 lines).
const words = (s: string) => s.split(' ');
const lasts = words(
  'Patel Nguyen Garcia Smith Okafor Chen Haddad Mensah Kowalski Rossi Müller Dubois Silva Kim Ivanov Olsen Moreau Jones Tanaka Costa',
);
const suffixes = ['', ...words('son ley ford wood man berg ton field well ridge more dale by ham stone worth land croft mere')];
const firsts = words('Maya Leo Ruth Sam Ivy Omar Kofi Ana Ben Chloe Dev Eva Finn Gita Hugo Iris Jon Kira Luca Mina Nia Owen Pia Raj Sara');

const lit = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

export interface BookingSeed {
  /** How many bookings (and customers, and sales). */
  bookings: number;
  /** Marks this batch's rows (idempotency keys, barcodes, e-mails): one per call, [a-z0-9]. */
  tag: string;
  /** SQL of the events to spread the bookings over (a column `tour_event_id`), e.g. `select tour_event_id from tour_events where …`. */
  events: string;
  /** Sales dated now minus (n mod `days`) days: 1 spreads them all on today (default). */
  days?: number;
}

/**
 * Adds `o.bookings` customers, sales, bookings and lines (1–4 Adult tickets at $25 + 10 % tax);
 * e-mails `first.last.<tag><n>@example.org`. Returns the time it took (ms).
 */
export async function seedBookings(run: RunSql, o: BookingSeed): Promise<number> {
  const t0 = performance.now();
  const key = `${o.tag}-`;
  await run(`
    insert into customers (first_name, last_name, guest_email, created_at)
    select f, l, lower(f || '.' || replace(l, 'ü', 'u') || '.${o.tag}' || i || '@example.org'), now()
    from (select i, (${lit(firsts)})[1 + i % ${firsts.length}] as f,
            (${lit(lasts)})[1 + i % ${lasts.length}] || (${lit(suffixes)})[1 + (i / ${lasts.length}) % ${suffixes.length}] as l
          from generate_series(1, ${o.bookings}) i) x order by i`);
  await run(`
    insert into transactions (customer_id, node_no, idempotency_key, transaction_date, total_ex_tax_cents, total_tax_cents, total_cents)
    select c.customer_id, 1, '${key}' || c.customer_id, now() - (c.customer_id % ${o.days ?? 1}) * interval '1 day', 2500, 250, 2750
    from customers c where c.guest_email ~ '\\.${o.tag}[0-9]+@example\\.org$' order by c.customer_id`);
  await run(`
    with ev as (select array_agg(tour_event_id order by tour_event_id) as ids from (${o.events}) e)
    insert into bookings (receipt_no, customer_id, tour_event_id, barcode, booking_no)
    select t.receipt_no, t.customer_id, ev.ids[1 + (t.receipt_no % array_length(ev.ids, 1))], '${key}' || t.receipt_no, 3000000000 + t.receipt_no
    from transactions t cross join ev where t.idempotency_key like '${key}%' order by t.receipt_no`);
  await run(`
    insert into booking_lines (booking_id, receipt_no, tour_event_id, product_line_no, tour_product_id, cost_rate_id, quantity, affects_capacity,
      unit_price_cents, ex_tax_cents, tax_cents, total_cents)
    select b.booking_id, b.receipt_no, b.tour_event_id, 1, 1, 1, 1 + b.booking_id % 4, true, 2500, 2500, 250, 2750
    from bookings b where b.barcode like '${key}%' order by b.booking_id`);
  return performance.now() - t0;
}
