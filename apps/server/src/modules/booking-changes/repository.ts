/**
 * The writes of a booking change (docs/architecture.md#money-and-the-ledger), all inside its one
 * database transaction and append-only: the change's transaction (receipt), its lines (negative
 * ones return part or all of an earlier line and give its seats back with a negative sold-seats
 * row; positive ones sell new seats, with a ticket barcode each), card refunds reserved under the
 * payment's row lock, and gift cards issued as refunds. Cents.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { BookingLineStatus, TransactionType, VoidReason } from '../../db/schema';

const rows = async <T>(db: Db, q: SQL): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/**
 * Inserts the transaction of a change of booking `bookingId`: `collectedCents` is the money it
 * moves (positive: paid, negative: refunded), `lines` the ex-tax and tax of the lines it writes.
 * Returns its receipt number.
 */
export async function insertChangeTransaction(
  tx: Tx,
  c: {
    type: TransactionType;
    bookingId: number;
    customerId: number;
    nodeNo: number;
    username: string | null;
    idempotencyKey: string;
    now: Date;
    lines: { exTaxCents: number; taxCents: number };
    collectedCents: number;
  },
): Promise<number> {
  const [row] = await rows<{ receipt_no: number }>(
    tx,
    sql`insert into transactions (customer_id, node_no, username, idempotency_key, transaction_date, total_ex_tax_cents, total_tax_cents, total_cents, transaction_type, booking_id)
        values (${c.customerId}::int, ${c.nodeNo}::int, ${c.username}, ${c.idempotencyKey}, ${c.now.toISOString()}::timestamptz, ${c.lines.exTaxCents}::int,
          ${c.lines.taxCents}::int, ${c.collectedCents}::int, ${c.type}, ${c.bookingId}::int)
        returning receipt_no`,
  );
  if (!row) throw new Error('insertChangeTransaction wrote nothing');
  return Number(row.receipt_no);
}

/** A line a change writes: negative (returns `reversesLineId`) or positive (new seats, one barcode per unit). */
export interface ChangeLineRow {
  tourEventId: number;
  productLineNo: number;
  tourProductId: number;
  costRateId: number;
  quantity: number;
  affectsCapacity: boolean;
  unitPriceCents: number;
  exTaxCents: number;
  taxCents: number;
  totalCents: number;
  lineStatus: BookingLineStatus;
  reversesLineId: number | null;
  barcodes: string[];
  /** A new line's coupon discount (off the list amount, the price's tax basis; `totalCents` and `exTaxCents` in the line's total and ex-tax terms). */
  discount?: { couponId: number; code: string; discountCents: number; totalCents: number; exTaxCents: number } | null;
}

/** Writes the lines of change `receiptNo` of booking `bookingId`, their tickets and their sold seats (negative for returned seats), in one statement. */
export async function insertChangeLines(tx: Tx, receiptNo: number, bookingId: number, lines: ChangeLineRow[]): Promise<void> {
  if (lines.length === 0) return;
  const json = JSON.stringify(
    lines.map((l) => ({
      tour_event_id: l.tourEventId,
      product_line_no: l.productLineNo,
      tour_product_id: l.tourProductId,
      cost_rate_id: l.costRateId,
      quantity: l.quantity,
      affects_capacity: l.affectsCapacity,
      unit_price_cents: l.unitPriceCents,
      ex_tax_cents: l.exTaxCents,
      tax_cents: l.taxCents,
      total_cents: l.totalCents,
      line_status: l.lineStatus,
      reverses_line_id: l.reversesLineId,
      coupon_id: l.discount?.couponId ?? null,
      discount_cents: l.discount?.discountCents ?? 0,
      barcodes: l.barcodes,
    })),
  );
  await tx.execute(sql`
    with ln as (
      select nextval(pg_get_serial_sequence('booking_lines', 'booking_line_id'))::int as id, x.*
      from jsonb_to_recordset(${json}::jsonb) as x(tour_event_id int, product_line_no int, tour_product_id int, cost_rate_id int, quantity int,
        affects_capacity boolean, unit_price_cents int, ex_tax_cents int, tax_cents int, total_cents int, line_status text, reverses_line_id int,
        coupon_id int, discount_cents int, barcodes jsonb)),
    bl as (
      insert into booking_lines (booking_line_id, booking_id, receipt_no, tour_event_id, product_line_no, tour_product_id, cost_rate_id, quantity,
        affects_capacity, unit_price_cents, ex_tax_cents, tax_cents, total_cents, line_status, reverses_line_id, coupon_id, discount_cents)
      select ln.id, ${bookingId}::int, ${receiptNo}::int, ln.tour_event_id, ln.product_line_no, ln.tour_product_id, ln.cost_rate_id, ln.quantity,
        ln.affects_capacity, ln.unit_price_cents, ln.ex_tax_cents, ln.tax_cents, ln.total_cents, ln.line_status, ln.reverses_line_id,
        ln.coupon_id, ln.discount_cents from ln order by ln.id),
    tk as (
      insert into tickets (booking_line_id, barcode)
      select ln.id, code.value from ln cross join lateral jsonb_array_elements_text(ln.barcodes) with ordinality as code(value, n) order by ln.id, code.n)
    insert into sold_seats (tour_event_id, tour_product_id, quantity, affects_capacity, booking_line_id)
    select ln.tour_event_id, ln.tour_product_id, ln.quantity, ln.affects_capacity, ln.id from ln order by ln.id`);
}

/**
 * Voids the codes of the tickets change `receiptNo` takes back (docs/architecture.md#operators-and-the-back-office),
 * in the change's transaction: for each line it reverses, as many live tickets as it reverses,
 * those not admitted at the door first (then the newest).
 */
export async function voidTakenBackTickets(tx: Tx, receiptNo: number, reason: VoidReason, now: Date): Promise<void> {
  await tx.execute(sql`
    with back as (
      select reverses_line_id as line_id, -sum(quantity)::int as n from booking_lines
      where receipt_no = ${receiptNo}::int and reverses_line_id is not null group by reverses_line_id),
    ranked as (
      select t.ticket_id, b.n, row_number() over (partition by t.booking_line_id order by
        exists (select 1 from checkins c where c.code = t.barcode and c.undone_at is null and not c.conflict), t.ticket_id desc) as k
      from tickets t join back b on b.line_id = t.booking_line_id where t.voided_at is null)
    update tickets set voided_at = ${now.toISOString()}::timestamptz, void_reason = ${reason}
    from ranked where ranked.ticket_id = tickets.ticket_id and ranked.k <= ranked.n`);
}

/** The booking's current state: cancelled, or moved to another event (its history stays in its lines). */
export async function setBookingState(tx: Tx, bookingId: number, s: { status?: 'Cancelled'; tourEventId?: number }): Promise<void> {
  if (s.status) await tx.execute(sql`update bookings set status = ${s.status} where booking_id = ${bookingId}::int`);
  if (s.tourEventId) await tx.execute(sql`update bookings set tour_event_id = ${s.tourEventId}::int where booking_id = ${bookingId}::int`);
}

/**
 * Reserves a refund of `amountCents` of card payment `paymentId` for change `receiptNo` (or none): under the
 * payment's row lock (`guard` false: race-test control only), only when the payment was captured
 * and what it captured less every refund already written (but those `failed`: the provider kept
 * that money) covers it. Written `pending` with
 * `idempotencyKey` (the provider's refund key). Returns the refund's id, or null when refused.
 */
export async function reserveCardRefund(
  tx: Tx,
  r: {
    paymentId: number;
    /** The change that refunds; null: the refund of an attempt that never booked (payments/refund-payment.ts). */
    receiptNo: number | null;
    idempotencyKey: string;
    amountCents: number;
    now: Date;
    guard: boolean;
    afterCheck?: () => Promise<void>;
  },
): Promise<number | null> {
  const [p] = await rows<{ left: number }>(
    tx,
    sql`select (p.amount_cents - coalesce((select sum(r.amount_cents) from card_refunds r where r.payment_id = p.payment_id and r.status <> 'failed'), 0))::int as left
        from payments p where p.payment_id = ${r.paymentId}::int and p.status = 'captured' ${r.guard ? sql`for update` : sql``}`,
  );
  if (r.guard && (!p || p.left < r.amountCents)) return null;
  await r.afterCheck?.();
  const at = r.now.toISOString();
  const [row] = await rows<{ refund_id: number }>(
    tx,
    sql`insert into card_refunds (payment_id, receipt_no, idempotency_key, amount_cents, status, next_attempt_at, created_at, updated_at)
        values (${r.paymentId}::int, ${r.receiptNo}::int, ${r.idempotencyKey}, ${r.amountCents}::int, 'pending', ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
        returning refund_id`,
  );
  return row ? Number(row.refund_id) : null;
}

/** Issues a new gift card of `amountCents` as the refund of change `receiptNo` (its `issue` ledger entry is linked to the change). */
export async function issueRefundGiftCard(
  tx: Tx,
  g: { giftcardNo: string; pinHash: string | null; amountCents: number; receiptNo: number; now: Date },
): Promise<void> {
  const at = g.now.toISOString();
  await tx.execute(
    sql`insert into gift_cards (giftcard_no, pin_hash, created_at, receipt_no) values (${g.giftcardNo}, ${g.pinHash}, ${at}::timestamptz, ${g.receiptNo}::int)`,
  );
  await tx.execute(
    sql`insert into gift_card_ledger (giftcard_no, kind, amount_cents, receipt_no, created_at) values (${g.giftcardNo}, 'issue', ${g.amountCents}::int, ${g.receiptNo}::int, ${at}::timestamptz)`,
  );
}

/** Ids of the tour products booking type `bookingTypeId` sells online. */
export async function bookingTypeProductIds(db: Db, bookingTypeId: number): Promise<Set<number>> {
  const list = await rows<{ id: number }>(
    db,
    sql`select p.tour_product_id as id from booking_type_products b join tour_products p on p.tour_product_id = b.tour_product_id
        where b.booking_type_id = ${bookingTypeId}::int and p.available_online`,
  );
  return new Set(list.map((r) => r.id));
}

/** Whether booking type `bookingTypeId` is shown in display area `displayAreaNo`. */
export async function bookingTypeInArea(db: Db, bookingTypeId: number, displayAreaNo: number): Promise<boolean> {
  const list = await rows<{ n: number }>(
    db,
    sql`select 1 as n from display_area_booking_types where booking_type_id = ${bookingTypeId}::int and display_area_no = ${displayAreaNo}::int`,
  );
  return list.length > 0;
}
