/**
 * Bookings as the back office finds and reads them: a search by booking ID,
 * receipt number, e-mail or name (prefixes, lower-cased: the btree `text_pattern_ops` indexes of
 * migration admin_booking_search) and event venue date, paged; and what the booking's history is
 * made of besides its lines and money (bookings/repository.ts): its transactions, e-mails and the
 * operators' notes from the audit log. Read only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

const rows = async <T>(db: Db | Tx, q: SQL): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export interface BookingSearch {
  q?: string;
  /** Venue date YYYY-MM-DD of the event. */
  date?: string;
  zone: string;
  start: number;
  end: number;
}

export interface BookingListRow {
  bookingNo: number;
  receiptNo: number;
  status: 'Booked' | 'Cancelled';
  firstName: string;
  lastName: string;
  email: string;
  eventName: string;
  startsAt: Date;
  tickets: number;
  /** A payment of the booking was disputed (payment_disputes). */
  disputed: boolean;
}

/** `like` pattern of a prefix (its `%`, `_` and `\` taken literally), lower-cased. */
const prefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The conditions of a search. `q`: 10 digits → the booking ID; 1–9 digits → a receipt number (the
 * sale's or a change's); with `@` → an e-mail prefix (guest e-mail or an address's); else a name:
 * one word → first- or last-name prefix, several → first word the first name's prefix and the rest
 * the last name's, or the whole the last name's prefix. Null when `q` cannot match anything.
 */
function conditions(s: BookingSearch): SQL[] | null {
  const out: SQL[] = [];
  const q = s.q?.trim() ?? '';
  // Each condition is on the booking's own columns (a set of ids from an index each), so that the
  // count needs no join and no OR spans two tables (which would defeat the indexes).
  if (/^\d{10}$/.test(q)) out.push(sql`b.booking_no = ${Number(q)}::bigint`);
  else if (/^\d{1,9}$/.test(q)) {
    const n = Number(q);
    if (n > 2_147_483_647) return null;
    out.push(
      sql`b.booking_id in (select x.booking_id from bookings x where x.receipt_no = ${n}::int
            union all select t.booking_id from transactions t where t.receipt_no = ${n}::int and t.booking_id is not null)`,
    );
  } else if (q.includes('@'))
    out.push(
      sql`b.customer_id in (select x.customer_id from customers x where lower(x.guest_email) like ${prefix(q)}
            union all select a.customer_id from customer_addresses a where lower(a.email) like ${prefix(q)})`,
    );
  else if (q) {
    const words = q.split(/\s+/);
    const names =
      words.length === 1
        ? sql`select x.customer_id from customers x where lower(x.last_name) like ${prefix(q)}
              union all select x.customer_id from customers x where lower(x.first_name) like ${prefix(q)}`
        : sql`select x.customer_id from customers x where lower(x.last_name) like ${prefix(words.slice(1).join(' '))} and lower(x.first_name) like ${prefix(words[0] as string)}
              union all select x.customer_id from customers x where lower(x.last_name) like ${prefix(words.join(' '))}`;
    out.push(sql`b.customer_id in (${names})`);
  }
  if (s.date)
    out.push(
      sql`b.tour_event_id in (select e.tour_event_id from tour_events e
            where e.starts_at >= (${s.date}::date::timestamp at time zone ${s.zone}) and e.starts_at < ((${s.date}::date + 1)::timestamp at time zone ${s.zone}))`,
    );
  return out;
}

/**
 * One page of bookings matching the search (rows `start`..`end`) and how many match, in one
 * statement (one round trip): by event start for a date, else newest first. The count is its own
 * scan of the bookings' indexes, joined to the page on `true`, so an empty page still answers one
 * row carrying the count (its booking columns null).
 */
export async function searchBookings(db: Db, s: BookingSearch): Promise<{ rows: BookingListRow[]; total: number }> {
  const conds = conditions(s);
  if (!conds) return { rows: [], total: 0 };
  const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
  // The page is cut from the bookings first, then joined: a name shared by thousands joins 25 rows, not thousands.
  const order = s.date ? sql`order by e.starts_at, b.booking_id` : sql`order by b.booking_id desc`;
  const events = s.date ? sql`join tour_events e on e.tour_event_id = b.tour_event_id` : sql``;
  const found = await rows<{
    total: number;
    booking_no: number | null;
    receipt_no: number;
    status: 'Booked' | 'Cancelled';
    first_name: string;
    last_name: string;
    guest_email: string;
    event_name: string;
    starts_at: string | Date;
    tickets: number;
    disputed: boolean;
  }>(
    db,
    sql`with page as (select b.booking_id, b.booking_no, b.receipt_no, b.status, b.customer_id, b.tour_event_id from bookings b ${events}
          ${where} ${order} offset ${s.start}::int limit ${Math.max(0, s.end - s.start)}::int),
        total as (select count(*)::int as n from bookings b ${where}),
        listed as (select b.booking_id, b.booking_no::float8 as booking_no, b.receipt_no, b.status, c.first_name, c.last_name, c.guest_email, e.event_name, e.starts_at,
          (select coalesce(sum(l.quantity), 0) from booking_lines l where l.booking_id = b.booking_id and l.affects_capacity)::int as tickets,
          exists (select 1 from payment_disputes d join payments p on p.payment_id = d.payment_id
            where p.receipt_no = b.receipt_no or p.receipt_no in (select t.receipt_no from transactions t where t.booking_id = b.booking_id)) as disputed
          from page b join customers c on c.customer_id = b.customer_id join tour_events e on e.tour_event_id = b.tour_event_id)
        select t.n as total, x.* from total t left join listed x on true
        ${s.date ? sql`order by x.starts_at, x.booking_id` : sql`order by x.booking_id desc`}`,
  );
  return {
    rows: found
      .filter((r) => r.booking_no !== null)
      .map((r) => ({
        bookingNo: Number(r.booking_no),
        receiptNo: r.receipt_no,
        status: r.status,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.guest_email,
        eventName: r.event_name,
        startsAt: new Date(r.starts_at),
        tickets: r.tickets,
        disputed: r.disputed,
      })),
    total: found[0]?.total ?? 0,
  };
}

export interface TransactionEntry {
  receiptNo: number;
  at: Date;
  type: string;
  totalCents: number;
}

export interface MailEntry {
  outboxId: number;
  kind: 'booking-confirmation' | 'booking-change';
  receiptNo: number;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
}

export interface NoteEntry {
  auditId: number;
  at: Date;
  actorEmail: string;
  action: string;
  reason: string;
  /** The receipt of the change the note records, if any. */
  receiptNo: number | null;
}

/** The booking's transactions (its sale, then its changes), e-mails and audit notes, each oldest first. */
export async function bookingHistoryParts(
  db: Db,
  b: { bookingId: number; bookingNo: number; saleReceiptNo: number },
): Promise<{ transactions: TransactionEntry[]; mails: MailEntry[]; notes: NoteEntry[] }> {
  const [transactions, mails, notes] = await Promise.all([
    rows<{ receipt_no: number; transaction_date: string | Date; transaction_type: string; total_cents: number }>(
      db,
      sql`select receipt_no, transaction_date, transaction_type, total_cents from transactions
          where receipt_no = ${b.saleReceiptNo}::int or booking_id = ${b.bookingId}::int order by transaction_date, receipt_no`,
    ),
    rows<{
      outbox_id: number;
      kind: MailEntry['kind'];
      receipt_no: string;
      created_at: string | Date;
      sent_at: string | Date | null;
      attempts: number;
    }>(
      db,
      sql`select outbox_id, kind, payload->>'ReceiptNo' as receipt_no, created_at, sent_at, attempts from mail_outbox
          where kind in ('booking-confirmation', 'booking-change') and (payload->>'ReceiptNo') in
            (select receipt_no::text from transactions where receipt_no = ${b.saleReceiptNo}::int or booking_id = ${b.bookingId}::int)
          order by created_at, outbox_id`,
    ),
    rows<{ audit_id: number; at: string | Date; actor_email: string; action: string; reason: string | null; receipt_no: string | null }>(
      db,
      sql`select audit_id, at, actor_email, action, after->>'reason' as reason, after->>'receiptNo' as receipt_no from audit_log
          where entity = 'booking' and entity_id = ${String(b.bookingNo)} order by at, audit_id`,
    ),
  ]);
  return {
    transactions: transactions.map((t) => ({
      receiptNo: t.receipt_no,
      at: new Date(t.transaction_date),
      type: t.transaction_type,
      totalCents: t.total_cents,
    })),
    mails: mails.map((m) => ({
      outboxId: m.outbox_id,
      kind: m.kind,
      receiptNo: Number(m.receipt_no),
      createdAt: new Date(m.created_at),
      sentAt: m.sent_at === null ? null : new Date(m.sent_at),
      attempts: m.attempts,
    })),
    notes: notes.map((n) => ({
      auditId: n.audit_id,
      at: new Date(n.at),
      actorEmail: n.actor_email,
      action: n.action,
      reason: n.reason ?? '',
      receiptNo: n.receipt_no === null ? null : Number(n.receipt_no),
    })),
  };
}

/** The booking's user-defined field answers with their fields' names (in the fields' order). */
export async function bookingAnswers(db: Db, bookingId: number): Promise<{ udfId: number; name: string; value: string }[]> {
  const list = await rows<{ udf_id: number; name: string; value: string }>(
    db,
    sql`select u.udf_id, u.name, v."Value" as value from bookings b cross join lateral jsonb_to_recordset(b.udf_values) as v("UDFID" int, "Value" text)
          join user_defined_fields u on u.udf_id = v."UDFID"
        where b.booking_id = ${bookingId}::int order by u.sort_order, u.udf_id`,
  );
  return list.map((r) => ({ udfId: r.udf_id, name: r.name, value: r.value }));
}

/** The stored confirmation of sale `receiptNo` (its payload, PINs already dropped once sent), or undefined. */
export async function saleConfirmation(db: Db, receiptNo: number): Promise<unknown> {
  const [row] = await rows<{ payload: unknown }>(
    db,
    sql`select payload from mail_outbox where kind = 'booking-confirmation' and (payload->>'ReceiptNo') = ${String(receiptNo)} order by outbox_id limit 1`,
  );
  return row?.payload;
}

/** The internal id of the booking whose booking ID is `bookingNo`. */
export async function bookingIdOf(db: Db, bookingNo: number): Promise<number | undefined> {
  const [row] = await rows<{ booking_id: number }>(db, sql`select booking_id from bookings where booking_no = ${bookingNo}::bigint`);
  return row?.booking_id;
}

/**
 * The booking IDs a receipt's money belongs to: the bookings of a sale, or the booking a change's
 * transaction changed; none for a receipt without bookings (a tab sale). Ascending.
 */
export async function bookingNosOfReceipt(db: Db | Tx, receiptNo: number | null): Promise<number[]> {
  if (receiptNo === null) return [];
  const list = await rows<{ booking_no: number }>(
    db,
    sql`select b.booking_no::float8 as booking_no from bookings b where b.receipt_no = ${receiptNo}::int
        union select b.booking_no::float8 from transactions t join bookings b on b.booking_id = t.booking_id where t.receipt_no = ${receiptNo}::int
        order by 1`,
  );
  return list.map((r) => Number(r.booking_no));
}
