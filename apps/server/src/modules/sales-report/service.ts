/**
 * The sales report: what the transactions made in a range of venue dates sold,
 * line by line from the append-only history — event tickets by booking type and product (a
 * cancellation's or change's negative lines as refund lines), GA tickets, gift cards, donations,
 * fees, memberships and food — and the money that moved for them: card payments less card
 * refunds (not those the provider refused for good), gift card redemptions, and gift cards issued
 * as refunds. Net sales = card + gift cards redeemed − gift cards issued as refunds + what is
 * still owed (unpaid reservations); tested against the ledger to the cent (test/admin-sales.test.ts).
 */
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { SalesLine, SalesReport } from '@gt/contract/admin/event-ops';
import { eventOpsMessages } from '@gt/domain/event-ops-messages';
import { addDays, venueLocalToInstant } from '@gt/domain/venue-time';
import { reportDbOf, type AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';

export const rows = async <T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

const KIND: Record<string, string> = { transactionfee: 'fee', gaticket: 'gaticket', giftcard: 'giftcard', donation: 'donation', membership: 'membership' };
const GROUP: Record<string, string> = { fee: 'Fees', gaticket: 'General admission', giftcard: 'Gift cards', donation: 'Donations', membership: 'Memberships' };

interface MoneyRow {
  transactions: number;
  collected: number;
  card_in: number;
  card_out: number;
  redeemed: number;
  issued: number;
}

interface LineRow {
  kind: string;
  grp: string | null;
  item: string;
  refund: boolean;
  quantity: number;
  ex_tax_cents: number;
  tax_cents: number;
  total_cents: number;
}

/**
 * The instants of venue dates `from`..`to` (inclusive, YYYY-MM-DD): `start` (UTC, ISO 8601) and
 * `end` (exclusive), and the SQL subquery of the receipt numbers of the transactions made in
 * between. Errors: 400 `dateRange` when `to` is before `from` or more than 366 days after it.
 */
export function venueRange(ctx: AppContext, from: string, to: string): { start: string; end: string; inRange: ReturnType<typeof sql> } {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (!(days >= 0 && days <= 366)) throw new ApiError(400, eventOpsMessages.dateRange);
  const zone = ctx.config.Public.VenueTimeZone;
  const start = venueLocalToInstant(from, zone).toISOString();
  const end = venueLocalToInstant(addDays(to, 1), zone).toISOString();
  const inRange = sql`(select receipt_no from transactions where transaction_date >= ${start}::timestamptz and transaction_date < ${end}::timestamptz)`;
  return { start, end, inRange };
}

/**
 * GET /sales?from&to: the report of venue dates `from`..`to` (inclusive, YYYY-MM-DD). Errors: 400
 * `dateRange` when `to` is before `from` or more than 366 days after it.
 */
export async function salesReport(ctx: AppContext, from: string, to: string): Promise<SalesReport> {
  const { start, end } = venueRange(ctx, from, to);
  // One statement, one connection: the range's transactions are read once (`r`), and the lines of
  // each kind and the money come back as JSON columns.
  const [row] = await rows<{ tickets: LineRow[]; products: LineRow[]; food: LineRow[]; money: MoneyRow | null }>(
    reportDbOf(ctx),
    sql`with r as materialized (select receipt_no, total_cents, booking_id from transactions
            where transaction_date >= ${start}::timestamptz and transaction_date < ${end}::timestamptz)
        select
          (select coalesce(json_agg(x), '[]') from (select 'ticket' as kind, bt.name as grp, p.name as item, l.quantity < 0 as refund, sum(l.quantity)::int as quantity,
              sum(l.ex_tax_cents)::int as ex_tax_cents, sum(l.tax_cents)::int as tax_cents, sum(l.total_cents)::int as total_cents
            from booking_lines l join tour_products p on p.tour_product_id = l.tour_product_id
            join tour_events e on e.tour_event_id = l.tour_event_id join booking_types bt on bt.booking_type_id = e.booking_type_id
            where l.receipt_no in (select receipt_no from r) group by 1, 2, 3, 4 order by 2, 3, 4) x) as tickets,
          (select coalesce(json_agg(x), '[]') from (select p.product_type as kind, p.department as grp, p.name as item, false as refund, sum(l.quantity)::int as quantity,
              sum(coalesce(l.ex_tax_cents, l.amount_cents - l.tax_cents))::int as ex_tax_cents, sum(l.tax_cents)::int as tax_cents, sum(l.amount_cents)::int as total_cents
            from transaction_product_lines l join products p on p.product_id = l.product_id
            where l.receipt_no in (select receipt_no from r) group by 1, 2, 3 order by 1, 2, 3) x) as products,
          (select coalesce(json_agg(x), '[]') from (select 'food' as kind, o.name as grp, l.product_name as item, false as refund, sum(l.quantity)::int as quantity,
              sum(l.ex_tax_cents)::int as ex_tax_cents, sum(l.tax_cents)::int as tax_cents, sum(l.total_cents)::int as total_cents
            from tab_sale_lines l join tab_sales s on s.tab_sale_id = l.tab_sale_id join order_locations o on o.order_location_id = s.order_location_id
            where s.receipt_no in (select receipt_no from r) group by 1, 2, 3 order by 2, 3) x) as food,
          (select row_to_json(m) from (select (select count(*) from r)::int as transactions,
            coalesce((select sum(total_cents) from r), 0)::int as collected,
            coalesce((select sum(amount_cents) from payments where status = 'captured' and receipt_no in (select receipt_no from r)), 0)::int as card_in,
            coalesce((select sum(amount_cents) from card_refunds where status <> 'failed' and receipt_no in (select receipt_no from r)), 0)::int as card_out,
            coalesce((select -sum(amount_cents) from gift_card_ledger where kind = 'redeem' and receipt_no in (select receipt_no from r)), 0)::int as redeemed,
            coalesce((select sum(g.amount_cents) from gift_card_ledger g join r on r.receipt_no = g.receipt_no
              where g.kind = 'issue' and r.booking_id is not null), 0)::int as issued) m) as money`,
  );
  const { tickets = [], products = [], food = [], money } = row ?? {};
  const lines: SalesLine[] = [...tickets, ...products, ...food].map((r) => {
    const kind = KIND[r.kind] ?? r.kind;
    return {
      kind,
      group: r.grp ?? GROUP[kind] ?? '',
      item: r.item,
      quantity: r.quantity,
      exTaxCents: r.ex_tax_cents,
      taxCents: r.tax_cents,
      totalCents: r.total_cents,
      refund: r.refund,
    };
  });
  const sum = (xs: SalesLine[], f: (l: SalesLine) => number) => xs.reduce((t, l) => t + f(l), 0);
  const m = money ?? { transactions: 0, collected: 0, card_in: 0, card_out: 0, redeemed: 0, issued: 0 };
  const salesCents = sum(lines.filter((l) => !l.refund), (l) => l.totalCents);
  const refundsCents = sum(lines.filter((l) => l.refund), (l) => l.totalCents);
  return {
    from,
    to,
    lines,
    totals: {
      salesCents,
      refundsCents,
      netCents: salesCents + refundsCents,
      taxCents: sum(lines, (l) => l.taxCents),
      collectedCents: m.collected,
      cardCents: m.card_in - m.card_out,
      giftCardRedeemedCents: m.redeemed,
      giftCardRefundIssuedCents: m.issued,
      transactions: m.transactions,
    },
  };
}

export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The report as CSV: one row per line, then the totals. */
export function salesCsv(r: SalesReport): string {
  const t = r.totals;
  return stringify([
    ['Kind', 'Group', 'Item', 'Refund', 'Quantity', 'Ex tax', 'Tax', 'Total'],
    ...r.lines.map((l) => [l.kind, l.group, l.item, l.refund ? 'yes' : '', String(l.quantity), dollars(l.exTaxCents), dollars(l.taxCents), dollars(l.totalCents)]),
    ['Total', '', 'Sales', '', '', '', '', dollars(t.salesCents)],
    ['Total', '', 'Refunds', '', '', '', '', dollars(t.refundsCents)],
    ['Total', '', 'Net', '', '', '', dollars(t.taxCents), dollars(t.netCents)],
    ['Money', '', 'Card (payments less refunds)', '', '', '', '', dollars(t.cardCents)],
    ['Money', '', 'Gift cards redeemed', '', '', '', '', dollars(t.giftCardRedeemedCents)],
    ['Money', '', 'Gift cards issued as refunds', '', '', '', '', dollars(-t.giftCardRefundIssuedCents)],
  ]);
}
