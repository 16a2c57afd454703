/**
 * What check-in reads and writes (db/event-ops-schema.ts `checkins`): the code scanned, looked up
 * as a ticket, a booking, a GA ticket, a membership pass or a gift card; admissions taken by one
 * guarded `insert … on conflict do nothing` on the partial unique index `checkins_live_idx`;
 * counts of a list; the codes of an offline package.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AdmissionKind, VoidReason } from '@gt/contract/admin/checkins';
import type { Db, Tx } from '../../db/client';

const rows = async <T>(db: Db | Tx, q: SQL): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const one = async <T>(db: Db | Tx, q: SQL): Promise<T | undefined> => (await rows<T>(db, q))[0];

/** A ticket code: its booking, event and whether it was voided. */
export interface TicketHit {
  kind: 'ticket';
  booking_id: number;
  tour_event_id: number;
  starts_at: string | Date;
  voided_at: string | Date | null;
  void_reason: VoidReason | null;
  booking_status: string;
  holder: string;
  product: string;
}
/** A booking code: its current event and state. */
export interface BookingHit {
  kind: 'booking';
  booking_id: number;
  tour_event_id: number;
  starts_at: string | Date;
  status: string;
  holder: string;
}
/** A GA ticket: the venue day it was bought and its last valid day. */
export interface GaHit {
  kind: 'ga_ticket';
  bought_on: string;
  valid_until: string | null;
  product: string;
}
/** A membership pass: the membership's period, the member's end and name. */
export interface PassHit {
  kind: 'membership_pass';
  start_date: string;
  expiry_date: string;
  is_cancelled: boolean;
  holder: string;
  product: string;
}
export type CodeHit = TicketHit | BookingHit | GaHit | PassHit | { kind: 'gift_card' };

const HOLDER = sql`trim(c.first_name || ' ' || c.last_name)`;

/** What `code` is (upper case as printed); undefined when nothing has it. `zone`: the venue's, for the day a GA ticket was bought. */
export async function findCode(db: Db | Tx, code: string, zone: string): Promise<CodeHit | undefined> {
  return (
    (await one<TicketHit>(
      db,
      sql`select 'ticket' as kind, b.booking_id, l.tour_event_id, e.starts_at, t.voided_at, t.void_reason, b.status as booking_status, ${HOLDER} as holder, p.name as product
          from tickets t join booking_lines l on l.booking_line_id = t.booking_line_id join bookings b on b.booking_id = l.booking_id
          join tour_events e on e.tour_event_id = l.tour_event_id join tour_products p on p.tour_product_id = l.tour_product_id
          join customers c on c.customer_id = b.customer_id where t.barcode = ${code}`,
    )) ??
    (await one<BookingHit>(
      db,
      sql`select 'booking' as kind, b.booking_id, b.tour_event_id, e.starts_at, b.status, ${HOLDER} as holder
          from bookings b join tour_events e on e.tour_event_id = b.tour_event_id join customers c on c.customer_id = b.customer_id
          where b.barcode = ${code}`,
    )) ??
    (await one<GaHit>(
      db,
      sql`select 'ga_ticket' as kind, (tr.transaction_date at time zone ${zone})::date::text as bought_on, p.valid_until::text as valid_until, p.name as product
          from product_tickets pt join transactions tr on tr.receipt_no = pt.receipt_no
          join transaction_product_lines tl on tl.receipt_no = pt.receipt_no and tl.product_line_no = pt.product_line_no
          join products p on p.product_id = tl.product_id where pt.barcode = ${code}`,
    )) ??
    (await one<PassHit>(
      db,
      sql`select 'membership_pass' as kind, m.start_date::text as start_date, mm.expiry_date::text as expiry_date, m.is_cancelled, ${HOLDER} as holder, p.name as product
          from membership_members mm join memberships m on m.membership_id = mm.membership_id join customers c on c.customer_id = mm.customer_id
          join membership_types mt on mt.membership_type_id = mm.membership_type_id join products p on p.product_id = mt.product_id
          where mm.barcode = ${code}`,
    )) ??
    (await one<{ kind: 'gift_card' }>(db, sql`select 'gift_card' as kind from gift_cards where giftcard_no = ${code}`))
  );
}

/** Why a cancelled booking's code is void: its tickets' reason (refunded or cancelled). */
export async function bookingVoidReason(db: Db | Tx, bookingId: number): Promise<VoidReason> {
  const r = await one<{ void_reason: VoidReason | null }>(
    db,
    sql`select t.void_reason from tickets t join booking_lines l on l.booking_line_id = t.booking_line_id
        where l.booking_id = ${bookingId}::int and t.voided_at is not null order by t.voided_at desc, t.ticket_id desc limit 1`,
  );
  return r?.void_reason ?? 'cancelled';
}

/** A booking's live tickets on event `tourEventId`, per product (for the scanner's detail). */
export async function bookingProducts(db: Db | Tx, bookingId: number, tourEventId: number): Promise<{ product: string; n: number }[]> {
  return rows(
    db,
    sql`select p.name as product, count(*)::int as n from tickets t join booking_lines l on l.booking_line_id = t.booking_line_id
        join tour_products p on p.tour_product_id = l.tour_product_id
        where l.booking_id = ${bookingId}::int and l.tour_event_id = ${tourEventId}::int and t.voided_at is null
        group by p.name, l.product_line_no order by l.product_line_no`,
  );
}

/** One admission to write (`code` the unit let in). */
export interface AdmissionRow {
  scannedCode: string;
  kind: AdmissionKind;
  tourEventId: number | null;
  venueDate: string | null;
  listKey: string;
  door: string;
  at: Date;
  operatorUserId: number | null;
  scanId: string;
  conflict: boolean;
  result: string;
  message: string;
}

const insertValues = (a: AdmissionRow) =>
  sql`${a.scannedCode}, ${a.kind}, ${a.tourEventId}::int, ${a.venueDate}::date, ${a.listKey}, ${a.door}, ${a.at.toISOString()}::timestamptz,
      ${a.operatorUserId}::int, ${a.scanId}::uuid, ${a.conflict}, ${a.result}, ${a.message}`;
const COLUMNS = sql`(code, scanned_code, kind, tour_event_id, venue_date, list_key, door, admitted_at, operator_user_id, scan_id, conflict, result, message)`;

/**
 * Admits `codes` (one person each) in ONE statement guarded by `checkins_live_idx`: a code already
 * in on the list (or the scan already taken) is skipped. Ticket codes of booking `bookingId` are
 * admitted only while live: the booking row is share-locked first (every change locks it for
 * update, docs/architecture.md#capacity-and-holds), so the insert's fresh snapshot
 * sees a void committed meanwhile and skips its codes. `unguarded` (race-test control only): reads
 * the list first, then inserts plainly. Returns the rows written.
 */
export async function admit(
  db: Db,
  codes: string[],
  a: AdmissionRow,
  opts: {
    bookingId?: number;
    unguarded?: { afterRead?: () => Promise<void> };
    /** Runs in the admission's transaction when someone was let in (the webhook event, modules/webhooks/events.ts). */
    onAdmitted?: (tx: Db | Tx, written: { checkin_id: number }[]) => Promise<void>;
  } = {},
): Promise<{ checkin_id: number }[]> {
  const values = (cs: string[]) =>
    sql.join(
      cs.map((c) => sql`(${c})`),
      sql`, `,
    );
  let fresh = codes;
  const { unguarded, bookingId } = opts;
  if (unguarded && codes.length > 0) {
    const used = await rows<{ code: string }>(
      db,
      sql`select code from checkins where list_key = ${a.listKey} and undone_at is null and not conflict and code in (select x from (values ${values(codes)}) v(x))`,
    );
    fresh = codes.filter((c) => !used.some((u) => u.code === c));
    await unguarded.afterRead?.();
  }
  if (fresh.length === 0) return [];
  const insert = (tx: Db | Tx) =>
    rows<{ checkin_id: number }>(
      tx,
      sql`insert into checkins ${COLUMNS} select v.x, ${insertValues(a)} from (values ${values(fresh)}) v(x)
          ${bookingId !== undefined && !unguarded ? sql`where exists (select 1 from tickets t where t.barcode = v.x and t.voided_at is null)` : sql``}
          order by v.x ${unguarded ? sql`` : sql`on conflict do nothing`} returning checkin_id`,
    );
  const { onAdmitted } = opts;
  if ((bookingId === undefined || unguarded) && !onAdmitted) return insert(db);
  return db.transaction(async (tx) => {
    if (bookingId !== undefined && !unguarded) await tx.execute(sql`select 1 from bookings where booking_id = ${bookingId}::int for share`);
    const written = await insert(tx);
    if (written.length > 0) await onAdmitted?.(tx, written);
    return written;
  });
}

/** Writes a conflict (a person let in offline who should not have been): never skipped. */
export async function recordConflict(db: Db | Tx, code: string, a: AdmissionRow): Promise<{ checkin_id: number }[]> {
  return rows(db, sql`insert into checkins ${COLUMNS} values (${code}, ${insertValues(a)}) on conflict do nothing returning checkin_id`);
}

/** The live admission of `codes` on the list, the latest first (for "Already used at … by …"). */
export async function latestUse(db: Db | Tx, listKey: string, codes: string[]): Promise<{ admitted_at: string | Date; door: string } | undefined> {
  if (codes.length === 0) return undefined;
  return one(
    db,
    sql`select admitted_at, door from checkins where list_key = ${listKey} and undone_at is null and not conflict
        and code in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )}) order by admitted_at desc, checkin_id desc limit 1`,
  );
}

/** The live ticket codes of a booking on event `tourEventId`, oldest first. */
export async function liveTicketCodes(db: Db | Tx, bookingId: number, tourEventId: number): Promise<string[]> {
  const r = await rows<{ barcode: string }>(
    db,
    sql`select t.barcode from tickets t join booking_lines l on l.booking_line_id = t.booking_line_id
        where l.booking_id = ${bookingId}::int and l.tour_event_id = ${tourEventId}::int and t.voided_at is null order by t.ticket_id`,
  );
  return r.map((x) => x.barcode);
}

/** Rows a scan (`scanId`) wrote, in order (a retried sync answers from them). */
export async function rowsOfScan(db: Db | Tx, scanId: string) {
  return rows<{ checkin_id: number; code: string; scanned_code: string; kind: AdmissionKind; conflict: boolean; result: string; message: string; list_key: string }>(
    db,
    sql`select checkin_id, code, scanned_code, kind, conflict, result, message, list_key from checkins where scan_id = ${scanId}::uuid order by checkin_id`,
  );
}

/** The admission `checkinId` and the live rows of its scan. */
export async function findCheckin(db: Db | Tx, checkinId: number) {
  return one<{ checkin_id: number; scan_id: string; list_key: string; tour_event_id: number | null; venue_date: string | null; undone_at: string | null; code: string; scanned_code: string }>(
    db,
    sql`select checkin_id, scan_id, list_key, tour_event_id, venue_date::text as venue_date, undone_at, code, scanned_code from checkins where checkin_id = ${checkinId}::int`,
  );
}

/** Undoes every live row of scan `scanId` (a booking code's admission is undone whole); returns how many. */
export async function undoScan(tx: Tx, scanId: string, by: number | null, at: Date): Promise<number> {
  const r = await rows<{ checkin_id: number }>(
    tx,
    sql`update checkins set undone_at = ${at.toISOString()}::timestamptz, undone_by = ${by}::int
        where scan_id = ${scanId}::uuid and undone_at is null returning checkin_id`,
  );
  return r.length;
}

/** People let in on the list (live, not conflicts). */
export async function admittedOn(db: Db | Tx, listKey: string): Promise<number> {
  const r = await one<{ n: number }>(
    db,
    sql`select coalesce(sum(people), 0)::int as n from checkins where list_key = ${listKey} and undone_at is null and not conflict`,
  );
  return r?.n ?? 0;
}

/** Live tickets of the event's booked bookings (people expected). */
export async function expectedAtEvent(db: Db | Tx, tourEventId: number): Promise<number> {
  const r = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from tickets t join booking_lines l on l.booking_line_id = t.booking_line_id join bookings b on b.booking_id = l.booking_id
        where l.tour_event_id = ${tourEventId}::int and b.status = 'Booked' and t.voided_at is null`,
  );
  return r?.n ?? 0;
}

const GA_VALID = (date: string, zone: string) =>
  sql`(tr.transaction_date at time zone ${zone})::date <= ${date}::date and (p.valid_until is null or p.valid_until >= ${date}::date)`;

/** GA tickets valid on venue date `date` (people expected on the day list). */
export async function expectedOnDay(db: Db | Tx, date: string, zone: string): Promise<number> {
  const r = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from product_tickets pt join transactions tr on tr.receipt_no = pt.receipt_no
        join transaction_product_lines tl on tl.receipt_no = pt.receipt_no and tl.product_line_no = pt.product_line_no
        join products p on p.product_id = tl.product_id where ${GA_VALID(date, zone)}`,
  );
  return r?.n ?? 0;
}

/** A code of an offline package with who it is and its live admission on the list, if any. */
export interface OfflineRow {
  code: string;
  kind: AdmissionKind;
  detail: string;
  used_at: string | Date | null;
  used_by: string | null;
}

const USE = (listKey: string, code: SQL) =>
  sql`left join lateral (select admitted_at, door from checkins c2 where c2.list_key = ${listKey} and c2.code = ${code}
      and c2.undone_at is null and not c2.conflict order by admitted_at desc limit 1) u on true`;

/** An event list's ticket codes (live and voided), each with its booking's code and state. */
export async function eventTickets(db: Db | Tx, tourEventId: number, listKey: string) {
  return rows<OfflineRow & { booking_code: string; booking_id: number; voided: boolean; void_reason: VoidReason | null; product: string; holder: string }>(
    db,
    sql`select t.barcode as code, 'ticket' as kind, ${HOLDER} || ' · ' || p.name as detail, ${HOLDER} as holder, u.admitted_at as used_at, u.door as used_by,
          b.barcode as booking_code, b.booking_id, (t.voided_at is not null or b.status <> 'Booked') as voided,
          coalesce(t.void_reason, case when b.status <> 'Booked' then 'cancelled' end) as void_reason, p.name as product
        from tickets t join booking_lines l on l.booking_line_id = t.booking_line_id join bookings b on b.booking_id = l.booking_id
        join tour_products p on p.tour_product_id = l.tour_product_id join customers c on c.customer_id = b.customer_id
        ${USE(listKey, sql`t.barcode`)}
        where l.tour_event_id = ${tourEventId}::int order by b.booking_id, t.ticket_id`,
  );
}

/** A day list's GA tickets valid that day and membership passes of memberships current that day. */
export async function dayCodes(db: Db | Tx, date: string, zone: string, listKey: string): Promise<OfflineRow[]> {
  const ga = await rows<OfflineRow>(
    db,
    sql`select pt.barcode as code, 'ga_ticket' as kind, p.name as detail, u.admitted_at as used_at, u.door as used_by
        from product_tickets pt join transactions tr on tr.receipt_no = pt.receipt_no
        join transaction_product_lines tl on tl.receipt_no = pt.receipt_no and tl.product_line_no = pt.product_line_no
        join products p on p.product_id = tl.product_id ${USE(listKey, sql`pt.barcode`)}
        where ${GA_VALID(date, zone)} order by pt.receipt_no, pt.barcode`,
  );
  const passes = await rows<OfflineRow>(
    db,
    sql`select mm.barcode as code, 'membership_pass' as kind, ${HOLDER} || ' · ' || p.name as detail, u.admitted_at as used_at, u.door as used_by
        from membership_members mm join memberships m on m.membership_id = mm.membership_id join customers c on c.customer_id = mm.customer_id
        join membership_types mt on mt.membership_type_id = mm.membership_type_id join products p on p.product_id = mt.product_id
        ${USE(listKey, sql`mm.barcode`)}
        where not m.is_cancelled and m.start_date <= ${date}::date and mm.expiry_date >= ${date}::date order by mm.membership_id, mm.barcode`,
  );
  return [...ga, ...passes];
}

/** Codes of the event's cancelled bookings, with why (their tickets' reason). */
export async function cancelledBookingsOf(db: Db | Tx, tourEventId: number): Promise<{ barcode: string; reason: VoidReason }[]> {
  return rows(
    db,
    sql`select b.barcode, coalesce((select t.void_reason from tickets t join booking_lines l on l.booking_line_id = t.booking_line_id
          where l.booking_id = b.booking_id and t.voided_at is not null order by t.voided_at desc, t.ticket_id desc limit 1), 'cancelled') as reason
        from bookings b where b.tour_event_id = ${tourEventId}::int and b.status <> 'Booked' order by b.booking_id`,
  );
}
