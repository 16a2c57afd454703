/**
 * Downloads of the money reports (docs/operator-guide.md#money-reports): the report as tables —
 * one CSV with a titled section per table, or an XLSX workbook (exceljs) with a sheet per table,
 * amounts in dollars (numbers with two decimals in the workbook).
 */
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { MoneyReport, Reconciliation } from '@gt/contract/admin/money-reports';
import { dollars } from '../sales-report/service';

/** An amount in cents, shown in dollars. */
type Cell = string | number | { cents: number } | null;

export interface ReportTable {
  /** Sheet name (≤ 31 characters) and the CSV section's title. */
  name: string;
  columns: string[];
  rows: Cell[][];
}

const $ = (cents: number | null): Cell => (cents === null ? null : { cents });

const PAYMENT_TYPE: Record<string, string> = { card: 'Card', giftcard: 'Gift card', free: 'Free' };

/** The money report's tables: summary, by day, by product, by payment type, refunds, gift cards, donations and fees, coupons. */
export function moneyReportTables(r: MoneyReport): ReportTable[] {
  const s = r.summary;
  const g = r.giftCards;
  return [
    {
      name: 'Summary',
      columns: ['Item', 'Amount'],
      rows: [
        ['From', r.from],
        ['To', r.to],
        ['Sales', $(s.salesCents)],
        ['Refunds', $(s.refundsCents)],
        ['Net', $(s.netCents)],
        ['of which tax', $(s.taxCents)],
        ['Collected', $(s.collectedCents)],
        ['Card (payments less refunds)', $(s.cardCents)],
        ['Gift cards redeemed', $(s.giftCardRedeemedCents)],
        ['Gift cards issued as refunds', $(-s.giftCardRefundIssuedCents)],
        ['Transactions', s.transactions],
      ],
    },
    {
      name: 'By day',
      columns: ['Date', 'Transactions', 'Sales', 'Refunds', 'Net', 'Collected'],
      rows: r.days.map((d) => [d.date, d.transactions, $(d.salesCents), $(d.refundsCents), $(d.netCents), $(d.collectedCents)]),
    },
    {
      name: 'By product',
      columns: ['Kind', 'Group', 'Item', 'Refund', 'Quantity', 'Ex tax', 'Tax', 'Total'],
      rows: r.products.map((l) => [
        l.kind,
        l.group,
        l.item,
        l.refund ? 'yes' : '',
        l.quantity,
        $(l.exTaxCents),
        $(l.taxCents),
        $(l.totalCents),
      ]),
    },
    {
      name: 'By payment type',
      columns: ['Payment type', 'Count', 'Amount'],
      rows: r.payments.map((p) => [PAYMENT_TYPE[p.type] ?? p.type, p.count, $(p.amountCents)]),
    },
    {
      name: 'Refunds',
      columns: ['Refund', 'Amount'],
      rows: [
        ['Card refunds succeeded', $(r.refunds.cardSucceededCents)],
        ['Card refunds pending', $(r.refunds.cardPendingCents)],
        ['Card refunds failed (money kept)', $(r.refunds.cardFailedCents)],
        ['Card refunds (count)', r.refunds.cardCount],
        ['Gift cards issued as refunds', $(r.refunds.giftCardCents)],
      ],
    },
    {
      name: 'Gift card liability',
      columns: ['Item', 'Amount'],
      rows: [
        [`Outstanding at the start of ${r.from}`, $(g.openingCents)],
        ['Issued', $(g.issuedCents)],
        ['Redeemed', $(-g.redeemedCents)],
        ['Refunded to cards', $(g.refundedCents)],
        ['Adjusted or voided', $(g.adjustedCents)],
        [`Outstanding at the end of ${r.to}`, $(g.closingCents)],
        ['Cards with a balance', g.cardsWithBalance],
      ],
    },
    {
      name: 'Donations and fees',
      columns: ['Item', 'Count', 'Amount'],
      rows: [
        ['Donations', r.donations.count, $(r.donations.amountCents)],
        ['Fees', r.fees.count, $(r.fees.amountCents)],
      ],
    },
    {
      name: 'Coupon discounts',
      columns: ['Coupon', 'Code', 'Uses', 'Discount'],
      rows: r.coupons.map((c) => [c.name, c.code ?? '(unique codes)', c.uses, $(c.discountCents)]),
    },
  ];
}

const STATE: Record<string, string> = {
  matched: 'Matched',
  missingAtProvider: 'Not at the provider',
  missingHere: 'Not in our payments',
  amountDiffers: 'Amount differs',
  refundDiffers: 'Refunds differ',
};

/** The reconciliation as one table: a row per charge, then the totals. */
export function reconciliationTables(r: Reconciliation): ReportTable[] {
  const t = r.totals;
  return [
    {
      name: 'Reconciliation',
      columns: ['Charge', 'Receipt', 'Created (UTC)', 'Our amount', 'Provider amount', 'Our refunds', 'Provider refunds', 'State'],
      rows: [
        ...r.rows.map((x) => [
          x.chargeId,
          x.receiptNo,
          x.createdAt,
          $(x.ourAmountCents),
          $(x.providerAmountCents),
          $(x.ourRefundedCents),
          $(x.providerRefundedCents),
          STATE[x.state] ?? x.state,
        ]),
        [
          'Total',
          null,
          null,
          $(t.ourCapturedCents),
          $(t.providerCapturedCents),
          $(t.ourRefundedCents),
          $(t.providerRefundedCents),
          `${t.differences} differences`,
        ],
      ],
    },
  ];
}

const text = (c: Cell): string => (c === null ? '' : typeof c === 'object' ? dollars(c.cents) : String(c));

/** The tables as one CSV: each its title row, its header and rows, and a blank line between them. */
export function tablesCsv(tables: ReportTable[]): string {
  const records: string[][] = [];
  tables.forEach((t, i) => {
    if (i > 0) records.push([]);
    if (tables.length > 1) records.push([t.name]);
    records.push(t.columns, ...t.rows.map((row) => row.map(text)));
  });
  return stringify(records);
}

/** The tables as an XLSX workbook (a sheet each, bold header, dollar amounts as numbers `0.00`). */
export async function tablesXlsx(tables: ReportTable[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Harbor Lights back office';
  for (const t of tables) {
    const ws = wb.addWorksheet(t.name.slice(0, 31));
    ws.addRow(t.columns).font = { bold: true };
    for (const row of t.rows) {
      const added = ws.addRow(row.map((c) => (c !== null && typeof c === 'object' ? c.cents / 100 : c)));
      row.forEach((c, i) => {
        if (c !== null && typeof c === 'object') added.getCell(i + 1).numFmt = '0.00';
      });
    }
    ws.columns.forEach((col, i) => {
      col.width = Math.min(60, Math.max(10, ...[t.columns[i] ?? '', ...t.rows.map((r) => text(r[i] ?? null))].map((s) => s.length + 2)));
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
