/**
 * Money reports (docs/operator-guide.md#money-reports): a range of venue dates summed straight from
 * the ledgers. Sales by product and the totals are the sales report's own (sales-report/service.ts,
 * so one rule for what a sale and a refund are); by day, by payment type, card refunds by state,
 * gift card liability (the gift card ledger's sum at a date), donations, fees and coupon discounts
 * are added here. Transactions count in the range by their date in the venue's time zone; gift
 * card ledger entries and card refunds of payments that never booked by their own date. Cents.
 * Tested against direct SQL sums over random operations (test/money-reports.property.test.ts).
 */
import { sql } from 'drizzle-orm';
import type { CouponDiscountRow, MoneyDay, MoneyReport, PaymentTypeRow } from '@gt/contract/admin/money-reports';
import type { AppContext } from '../../app-context';
import { rows, salesReport, venueRange } from '../sales-report/service';

/**
 * GET /money-reports?from&to: the report of venue dates `from`..`to` (inclusive, YYYY-MM-DD).
 * Errors: 400 `dateRange` (as GET /sales) when `to` is before `from` or more than 366 days after it.
 */
export async function moneyReport(ctx: AppContext, from: string, to: string): Promise<MoneyReport> {
  const { start, end, inRange } = venueRange(ctx, from, to);
  const zone = ctx.config.Public.VenueTimeZone;
  const between = (col: string) => sql`${sql.raw(col)} >= ${start}::timestamptz and ${sql.raw(col)} < ${end}::timestamptz`;
  const [sales, days, paid, refunds, cards, coupons] = await Promise.all([
    salesReport(ctx, from, to),
    rows<MoneyDay>(
      ctx.db,
      sql`with tx as (
            select receipt_no, to_char(transaction_date at time zone ${zone}, 'YYYY-MM-DD') as day, total_cents from transactions where receipt_no in ${inRange}),
          lines as (
            select receipt_no, total_cents, quantity < 0 as refund from booking_lines where receipt_no in ${inRange}
            union all select receipt_no, amount_cents, false from transaction_product_lines where receipt_no in ${inRange}
            union all select s.receipt_no, l.total_cents, false from tab_sale_lines l join tab_sales s on s.tab_sale_id = l.tab_sale_id
              where s.receipt_no in ${inRange}),
          per as (
            select tx.day, tx.total_cents,
              coalesce((select sum(l.total_cents) from lines l where l.receipt_no = tx.receipt_no and not l.refund), 0) as sales,
              coalesce((select sum(l.total_cents) from lines l where l.receipt_no = tx.receipt_no and l.refund), 0) as refunds
            from tx)
          select day as "date", count(*)::int as "transactions", sum(sales)::int as "salesCents", sum(refunds)::int as "refundsCents",
            (sum(sales) + sum(refunds))::int as "netCents", sum(total_cents)::int as "collectedCents"
          from per group by day order by day`,
    ),
    rows<{ card_n: number; card: number; gift_n: number; gift: number; free_n: number }>(
      ctx.db,
      sql`select (select count(*) from payments where status = 'captured' and receipt_no in ${inRange})::int as card_n,
            coalesce((select sum(amount_cents) from payments where status = 'captured' and receipt_no in ${inRange}), 0)::int as card,
            (select count(*) from gift_card_ledger where kind = 'redeem' and receipt_no in ${inRange})::int as gift_n,
            coalesce((select -sum(amount_cents) from gift_card_ledger where kind = 'redeem' and receipt_no in ${inRange}), 0)::int as gift,
            (select count(*) from transactions where transaction_type = 'Sale' and total_cents = 0 and receipt_no in ${inRange})::int as free_n`,
    ),
    rows<{ status: string; n: number; cents: number }>(
      ctx.db,
      sql`select status, count(*)::int as n, sum(amount_cents)::int as cents from card_refunds
          where receipt_no in ${inRange} or (receipt_no is null and ${between('created_at')}) group by status`,
    ),
    rows<{
      opening: number;
      issued: number;
      redeemed: number;
      refunded: number;
      adjusted: number;
      closing: number;
      with_balance: number;
      refund_cards: number;
    }>(
      ctx.db,
      sql`select coalesce((select sum(amount_cents) from gift_card_ledger where created_at < ${start}::timestamptz), 0)::int as opening,
            coalesce((select sum(amount_cents) from gift_card_ledger where kind = 'issue' and ${between('created_at')}), 0)::int as issued,
            coalesce((select -sum(amount_cents) from gift_card_ledger where kind = 'redeem' and ${between('created_at')}), 0)::int as redeemed,
            coalesce((select sum(amount_cents) from gift_card_ledger where kind = 'refund' and ${between('created_at')}), 0)::int as refunded,
            coalesce((select sum(amount_cents) from gift_card_ledger where kind in ('adjust', 'void') and ${between('created_at')}), 0)::int as adjusted,
            coalesce((select sum(amount_cents) from gift_card_ledger where created_at < ${end}::timestamptz), 0)::int as closing,
            (select count(*) from (select giftcard_no from gift_card_ledger where created_at < ${end}::timestamptz
              group by giftcard_no having sum(amount_cents) > 0) b)::int as with_balance,
            coalesce((select sum(g.amount_cents) from gift_card_ledger g join transactions t on t.receipt_no = g.receipt_no
              where g.kind = 'issue' and t.booking_id is not null and g.receipt_no in ${inRange}), 0)::int as refund_cards`,
    ),
    rows<CouponDiscountRow>(
      ctx.db,
      sql`with d as (
            select coupon_id, discount_cents from booking_lines where coupon_id is not null and receipt_no in ${inRange}
            union all select coupon_id, discount_cents from transaction_product_lines where coupon_id is not null and receipt_no in ${inRange}),
          u as (select coupon_id, count(*) as n from coupon_redemptions where receipt_no in ${inRange} group by coupon_id),
          s as (select coupon_id, sum(discount_cents) as cents from d group by coupon_id)
          select c.coupon_id as "couponId", c.name, c.code, coalesce(u.n, 0)::int as uses, coalesce(s.cents, 0)::int as "discountCents"
          from coupons c left join u on u.coupon_id = c.coupon_id left join s on s.coupon_id = c.coupon_id
          where u.coupon_id is not null or s.coupon_id is not null order by c.name, c.coupon_id`,
    ),
  ]);
  const p = paid[0] ?? { card_n: 0, card: 0, gift_n: 0, gift: 0, free_n: 0 };
  const refundOf = (status: string) => refunds.find((r) => r.status === status)?.cents ?? 0;
  const g = cards[0] ?? { opening: 0, issued: 0, redeemed: 0, refunded: 0, adjusted: 0, closing: 0, with_balance: 0, refund_cards: 0 };
  const kindTotal = (kind: string) => {
    const lines = sales.lines.filter((l) => l.kind === kind);
    return { count: lines.reduce((n, l) => n + l.quantity, 0), amountCents: lines.reduce((n, l) => n + l.totalCents, 0) };
  };
  const payments: PaymentTypeRow[] = [
    { type: 'card', count: p.card_n, amountCents: p.card },
    { type: 'giftcard', count: p.gift_n, amountCents: p.gift },
    { type: 'free', count: p.free_n, amountCents: 0 },
  ];
  return {
    from,
    to,
    summary: sales.totals,
    days,
    products: sales.lines,
    payments,
    refunds: {
      cardSucceededCents: refundOf('succeeded'),
      cardPendingCents: refundOf('pending'),
      cardFailedCents: refundOf('failed'),
      cardCount: refunds.reduce((n, r) => n + r.n, 0),
      giftCardCents: g.refund_cards,
    },
    giftCards: {
      openingCents: g.opening,
      issuedCents: g.issued,
      redeemedCents: g.redeemed,
      refundedCents: g.refunded,
      adjustedCents: g.adjusted,
      closingCents: g.closing,
      cardsWithBalance: g.with_balance,
    },
    donations: kindTotal('donation'),
    fees: kindTotal('fee'),
    coupons,
  };
}
