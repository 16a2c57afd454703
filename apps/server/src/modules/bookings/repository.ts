/**
 * A booking as it stands, read from its history (docs/architecture.md#money-and-the-ledger): the
 * booking, its event and booking type flags, every line it ever had (negative lines reverse
 * earlier ones), and the money moved for it: its share of the sale's payments (domain
 * allocateSalePayments) and the payments and refunds of its booking changes. Cents.
 */
import { allocateSalePayments } from '@gt/domain/manage-booking';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from '../../db/prepared';
import type { CardRefundStatus } from '../../db/payment-schema';
import type { BookingLineStatus } from '../../db/schema';

const rows = async <T>(db: Db, q: SQL): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export interface BookingHead {
  bookingId: number;
  bookingNo: number;
  barcode: string;
  saleReceiptNo: number;
  status: 'Booked' | 'Cancelled';
  customerId: number;
  firstName: string;
  lastName: string;
  /** The guest e-mail, then every address e-mail of the customer (the find matches any). */
  emails: string[];
  tourEventId: number;
  eventName: string;
  startsAt: Date;
  endsAt: Date;
  eventCancelled: boolean;
  bookingTypeId: number;
  bookingTypeName: string;
  displayAreaNo: number | null;
  showStartTime: boolean;
  showEndTime: boolean;
  minimumTickets: number;
  maximumTickets: number;
  allowRefunds: boolean;
  allowRefundToGiftcardOnly: boolean;
  allowDateTimeChanges: boolean;
  allowDateTimeChangesWithinArea: boolean;
  allowTicketChanges: boolean;
  noChangesMessage: string;
}

export interface BookingLine {
  bookingLineId: number;
  receiptNo: number;
  tourEventId: number;
  tourProductId: number;
  productName: string;
  isRefundable: boolean;
  costRateId: number;
  quantity: number;
  affectsCapacity: boolean;
  unitPriceCents: number;
  exTaxCents: number;
  taxCents: number;
  totalCents: number;
  lineStatus: BookingLineStatus;
  reversesLineId: number | null;
}

/**
 * Money moved for the booking: + a payment towards it, − a refund of it. A card refund carries its
 * state at the provider (`refund`): a `failed` one moved no money (bookings/service.ts).
 */
export type BookingMovement =
  | {
      kind: 'card';
      receiptNo: number;
      amountCents: number;
      paymentId: number;
      chargeId: string | null;
      brand: string;
      last4: string;
      refund?: CardRefundStatus;
      /** A failed refund's reason (the provider's, or ours). */
      refundError?: string;
    }
  | { kind: 'giftcard'; receiptNo: number; amountCents: number; giftcardNo: string };

export interface BookingState {
  head: BookingHead;
  lines: BookingLine[];
  movements: BookingMovement[];
}

const HEAD = sql`
  select b.booking_id, b.booking_no::float8 as booking_no, b.barcode, b.receipt_no, b.status, b.customer_id,
    c.first_name, c.last_name,
    array(select e from (select c.guest_email as e union all select a.email from customer_addresses a where a.customer_id = c.customer_id) x
      where e <> '') as emails,
    e.tour_event_id, e.event_name, e.starts_at, e.ends_at, e.cancelled as event_cancelled,
    t.booking_type_id, t.name as booking_type_name, da.display_area_no,
    t.show_start_time, t.show_end_time, t.minimum_tickets, t.maximum_tickets, t.allow_refunds, t.allow_refund_to_giftcard_only,
    t.allow_date_time_changes, t.allow_date_time_changes_within_area, t.allow_ticket_changes, t.no_changes_message
  from bookings b
  join customers c on c.customer_id = b.customer_id
  join tour_events e on e.tour_event_id = b.tour_event_id
  join booking_types t on t.booking_type_id = e.booking_type_id
  -- A lateral join, not a subquery in the select list: PostgreSQL computes it once per booking type (Memoize), not per booking.
  left join lateral (select min(d.display_area_no) as display_area_no from display_area_booking_types d
    join display_areas a on a.display_area_no = d.display_area_no where d.booking_type_id = t.booking_type_id and a.show_online) da on true`;

interface HeadRow {
  booking_id: number;
  booking_no: number;
  barcode: string;
  receipt_no: number;
  status: 'Booked' | 'Cancelled';
  customer_id: number;
  first_name: string;
  last_name: string;
  emails: string[];
  tour_event_id: number;
  event_name: string;
  starts_at: string | Date;
  ends_at: string | Date;
  event_cancelled: boolean;
  booking_type_id: number;
  booking_type_name: string;
  display_area_no: number | null;
  show_start_time: boolean;
  show_end_time: boolean;
  minimum_tickets: number;
  maximum_tickets: number;
  allow_refunds: boolean;
  allow_refund_to_giftcard_only: boolean;
  allow_date_time_changes: boolean;
  allow_date_time_changes_within_area: boolean;
  allow_ticket_changes: boolean;
  no_changes_message: string;
}

const toHead = (r: HeadRow): BookingHead => ({
  bookingId: r.booking_id,
  bookingNo: Number(r.booking_no),
  barcode: r.barcode,
  saleReceiptNo: r.receipt_no,
  status: r.status,
  customerId: r.customer_id,
  firstName: r.first_name,
  lastName: r.last_name,
  emails: r.emails,
  tourEventId: r.tour_event_id,
  eventName: r.event_name,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  eventCancelled: r.event_cancelled,
  bookingTypeId: r.booking_type_id,
  bookingTypeName: r.booking_type_name,
  displayAreaNo: r.display_area_no,
  showStartTime: r.show_start_time,
  showEndTime: r.show_end_time,
  minimumTickets: r.minimum_tickets,
  maximumTickets: r.maximum_tickets,
  allowRefunds: r.allow_refunds,
  allowRefundToGiftcardOnly: r.allow_refund_to_giftcard_only,
  allowDateTimeChanges: r.allow_date_time_changes,
  allowDateTimeChangesWithinArea: r.allow_date_time_changes_within_area,
  allowTicketChanges: r.allow_ticket_changes,
  noChangesMessage: r.no_changes_message,
});

/** The booking whose booking ID is `bookingNo`, or undefined. */
export async function findBookingHead(db: Db, bookingNo: number): Promise<BookingHead | undefined> {
  const [row] = await rows<HeadRow>(db, sql`${HEAD} where b.booking_no = ${bookingNo}::bigint`);
  return row && toHead(row);
}

/**
 * Locks the booking's row (FOR UPDATE: one change of a booking at a time; `lock` false: race-test
 * control only) and returns its id, or undefined when unknown.
 */
export async function lockBooking(db: Db, bookingNo: number, lock: boolean): Promise<number | undefined> {
  const [row] = await rows<{ booking_id: number }>(
    db,
    sql`select booking_id from bookings where booking_no = ${bookingNo}::bigint ${lock ? sql`for update` : sql``}`,
  );
  return row?.booking_id;
}

interface LineRow {
  booking_line_id: number;
  receipt_no: number;
  tour_event_id: number;
  tour_product_id: number;
  name: string;
  is_refundable: boolean;
  cost_rate_id: number;
  quantity: number;
  affects_capacity: boolean;
  unit_price_cents: number;
  ex_tax_cents: number;
  tax_cents: number;
  total_cents: number;
  line_status: BookingLineStatus;
  reverses_line_id: number | null;
}

async function bookingLines(db: Db, bookingId: number): Promise<BookingLine[]> {
  const list = await rows<LineRow>(
    db,
    sql`select l.booking_line_id, l.receipt_no, l.tour_event_id, l.tour_product_id, p.name, p.is_refundable, l.cost_rate_id, l.quantity,
          l.affects_capacity, l.unit_price_cents, l.ex_tax_cents, l.tax_cents, l.total_cents, l.line_status, l.reverses_line_id
        from booking_lines l join tour_products p on p.tour_product_id = l.tour_product_id
        where l.booking_id = ${bookingId}::int order by l.booking_line_id`,
  );
  return list.map(toLine);
}

const toLine = (r: LineRow): BookingLine => ({
    bookingLineId: r.booking_line_id,
    receiptNo: r.receipt_no,
    tourEventId: r.tour_event_id,
    tourProductId: r.tour_product_id,
    productName: r.name,
    isRefundable: r.is_refundable,
    costRateId: r.cost_rate_id,
    quantity: r.quantity,
    affectsCapacity: r.affects_capacity,
    unitPriceCents: r.unit_price_cents,
    exTaxCents: r.ex_tax_cents,
    taxCents: r.tax_cents,
    totalCents: r.total_cents,
    lineStatus: r.line_status,
    reversesLineId: r.reverses_line_id,
  });

interface MoneyRow {
  receipt_no: number;
  kind: 'card' | 'giftcard';
  amount_cents: number;
  payment_id: number | null;
  charge_id: string | null;
  brand: string | null;
  last4: string | null;
  giftcard_no: string | null;
  refund_status: CardRefundStatus | null;
  refund_error: string | null;
}

/**
 * Money of the transactions in `receipts`: captured card payments (+), gift card redemptions (+),
 * card refunds (−, by the payment they refund, with their state) and gift cards issued as refunds
 * (−), in the order made. `receipts`: a SELECT of one column, read once.
 */
const moneyOf = (receipts: SQL) => sql`
  with r(receipt_no) as materialized (${receipts})
  select * from (
    select p.receipt_no, 'card' as kind, p.amount_cents, p.payment_id, p.provider_charge_id as charge_id, p.card_brand as brand,
      p.card_last4 as last4, null as giftcard_no, p.payment_line_no as ord, null as refund_status, null as refund_error
    from payments p where p.status = 'captured' and p.receipt_no in (select receipt_no from r)
    union all
    select g.receipt_no, 'giftcard', -sum(g.amount_cents)::int, null, null, null, null, g.giftcard_no, 100, null, null
    from gift_card_ledger g where g.kind = 'redeem' and g.receipt_no in (select receipt_no from r) group by g.receipt_no, g.giftcard_no
    union all
    select r.receipt_no, 'card', -r.amount_cents, r.payment_id, p.provider_charge_id, p.card_brand, p.card_last4, null, 200, r.status,
      case when r.status = 'failed' then r.last_error end
    from card_refunds r join payments p on p.payment_id = r.payment_id where r.receipt_no in (select receipt_no from r)
    union all
    select g.receipt_no, 'giftcard', -g.amount_cents, null, null, null, null, g.giftcard_no, 300, null, null
    from gift_card_ledger g where g.kind = 'issue' and g.receipt_no in (select receipt_no from r)
  ) m order by m.receipt_no, m.ord, m.giftcard_no`;

const toMovement = (r: MoneyRow, amountCents = r.amount_cents): BookingMovement =>
  r.kind === 'card'
    ? {
        kind: 'card',
        receiptNo: r.receipt_no,
        amountCents,
        paymentId: r.payment_id as number,
        chargeId: r.charge_id,
        brand: r.brand ?? '',
        last4: r.last4 ?? '',
        ...(r.refund_status ? { refund: r.refund_status } : {}),
        ...(r.refund_error ? { refundError: r.refund_error } : {}),
      }
    : { kind: 'giftcard', receiptNo: r.receipt_no, amountCents, giftcardNo: r.giftcard_no as string };

/**
 * The booking's money: its share of its sale's payments (the sale's bookings take their original
 * lines' cost in booking order, card first), then every movement of its booking changes.
 */
async function bookingMoney(db: Db, head: BookingHead): Promise<BookingMovement[]> {
  const sale = head.saleReceiptNo;
  const [saleMoney, saleBookings, changes] = await Promise.all([
    rows<MoneyRow>(db, moneyOf(sql`select ${sale}::int`)),
    rows<{ booking_id: number; total_cents: number }>(
      db,
      sql`select b.booking_id, coalesce((select sum(l.total_cents) from booking_lines l where l.booking_id = b.booking_id and l.receipt_no = b.receipt_no), 0)::int as total_cents
          from bookings b where b.receipt_no = ${sale}::int order by b.booking_id`,
    ),
    rows<MoneyRow>(db, moneyOf(sql`select t.receipt_no from transactions t where t.booking_id = ${head.bookingId}::int`)),
  ]);
  const paid = saleMoney.filter((m) => m.amount_cents > 0);
  const shares = allocateSalePayments(
    saleBookings.map((b) => ({ bookingId: b.booking_id, totalCents: b.total_cents })),
    paid.map((m) => ({ ref: m, amountCents: m.amount_cents })),
  );
  return [...(shares.get(head.bookingId) ?? []).map((s) => toMovement(s.ref, s.amountCents)), ...changes.map((m) => toMovement(m))];
}

/** Everything about the booking whose internal id is `bookingId` (after lockBooking, in its transaction). */
export async function loadBookingState(db: Db, bookingId: number): Promise<BookingState | undefined> {
  const [row] = await rows<HeadRow>(db, sql`${HEAD} where b.booking_id = ${bookingId}::int`);
  if (!row) return undefined;
  const head = toHead(row);
  const [lines, movements] = await Promise.all([bookingLines(db, bookingId), bookingMoney(db, head)]);
  return { head, lines, movements };
}

/**
 * Many bookings as they stand, in a fixed number of queries (manifests): the same rows and the
 * same payment allocation as `loadBookingState`, read for all of `bookingIds` at once. In the
 * order of `bookingIds`; unknown ids are left out.
 */
export async function loadBookingStates(db: Db, bookingIds: readonly number[]): Promise<BookingState[]> {
  const ids = [...new Set(bookingIds)].filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return [];
  // One array parameter (a statement text that stays the same, prepared once), not a list of literals.
  const list = sql`select unnest(${intArray(ids)}::int[])`;
  const sales = sql`select distinct receipt_no from bookings where booking_id in (${list})`;
  const [heads, lineRows, saleMoney, saleBookings, changeMoney, changeReceipts] = await Promise.all([
    rows<HeadRow>(db, sql`${HEAD} where b.booking_id in (${list})`),
    rows<LineRow & { booking_id: number }>(
      db,
      sql`select l.booking_id, l.booking_line_id, l.receipt_no, l.tour_event_id, l.tour_product_id, p.name, p.is_refundable, l.cost_rate_id, l.quantity,
            l.affects_capacity, l.unit_price_cents, l.ex_tax_cents, l.tax_cents, l.total_cents, l.line_status, l.reverses_line_id
          from booking_lines l join tour_products p on p.tour_product_id = l.tour_product_id
          where l.booking_id in (${list}) order by l.booking_line_id`,
    ),
    rows<MoneyRow>(db, moneyOf(sales)),
    rows<{ receipt_no: number; booking_id: number; total_cents: number }>(
      db,
      sql`select b.receipt_no, b.booking_id, coalesce((select sum(l.total_cents) from booking_lines l where l.booking_id = b.booking_id and l.receipt_no = b.receipt_no), 0)::int as total_cents
          from bookings b where b.receipt_no in (${sales}) order by b.booking_id`,
    ),
    rows<MoneyRow>(db, moneyOf(sql`select t.receipt_no from transactions t where t.booking_id in (${list})`)),
    rows<{ receipt_no: number; booking_id: number }>(db, sql`select receipt_no, booking_id from transactions where booking_id in (${list})`),
  ]);
  const group = <T, K>(xs: T[], key: (x: T) => K) => {
    const m = new Map<K, T[]>();
    for (const x of xs) {
      const k = key(x);
      const list = m.get(k);
      if (list) list.push(x);
      else m.set(k, [x]);
    }
    return m;
  };
  const linesBy = group(lineRows, (r) => r.booking_id);
  const bookingOfChange = new Map(changeReceipts.map((r) => [r.receipt_no, r.booking_id]));
  const changesBy = group(changeMoney, (r) => bookingOfChange.get(r.receipt_no));
  const saleMoneyBy = group(saleMoney, (r) => r.receipt_no);
  const saleBookingsBy = group(saleBookings, (r) => r.receipt_no);
  const shares = new Map<number, BookingMovement[]>();
  for (const [receiptNo, booked] of saleBookingsBy) {
    const paid = (saleMoneyBy.get(receiptNo) ?? []).filter((m) => m.amount_cents > 0);
    const alloc = allocateSalePayments(
      booked.map((b) => ({ bookingId: b.booking_id, totalCents: b.total_cents })),
      paid.map((m) => ({ ref: m, amountCents: m.amount_cents })),
    );
    for (const [bookingId, s] of alloc) shares.set(bookingId, s.map((x) => toMovement(x.ref, x.amountCents)));
  }
  const byId = new Map(heads.map((r) => [r.booking_id, toHead(r)]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    const lines = (linesBy.get(id) ?? []).map(toLine);
    return [{ head, lines, movements: [...(shares.get(id) ?? []), ...(changesBy.get(id) ?? []).map((m) => toMovement(m))] }];
  });
}
