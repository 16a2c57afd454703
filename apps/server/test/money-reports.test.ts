/**
 * Money reports (docs/operator-guide.md#money-reports) of one venue day with known amounts: two
 * adults and a donation by card, a $25 gift card bought by card and spent on an adult, an adult
 * with the TAKE5 coupon, and the first booking cancelled at the desk to the card. The report's
 * sections, its CSV and XLSX downloads (read back with exceljs), and the reconciliation against the
 * sandbox provider: all matched, then deliberately broken provider and payment records flagged.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { MoneyReport, Reconciliation } from '@gt/contract/admin/money-reports';
import type { TransactionResult } from '@gt/contract/transactions';
import { adminMessages } from '@gt/domain/admin-messages';
import { eventOpsMessages } from '@gt/domain/event-ops-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { freshEvent, pay } from './checkout-support';
import { DEMO_GIFT_CARDS } from '../src/seed/demo-promotions';
import { startTestStore, type TestStore } from './harness';
import { buyGiftCard, orderFor } from './promotions-support';
import { NOW } from './support';

const DAY = '2026-11-23';
/** The report's tables: CSV sections and XLSX sheets, in order. */
const TABLES = [
  'Summary',
  'By day',
  'By product',
  'By payment type',
  'Refunds',
  'Gift card liability',
  'Donations and fees',
  'Coupon discounts',
];
let store: TestStore;
let admin: OperatorSession;
let desk: OperatorSession;

beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  admin = await operatorWithSession(store, 'admin');
  desk = await operatorWithSession(store, 'box_office');
  const event = await freshEvent(store, 50);
  // 1. Two adults ($32.42 each) and a $12.34 donation by card.
  const first = await pay(
    store,
    (await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], donationCents: 1234 })).body,
  );
  expect(first.statusCode, first.body).toBe(200);
  // 2. A $25 gift card by card.
  const card = await buyGiftCard(store);
  // 3. One adult: $25.00 from the gift card, $7.42 by card.
  const third = await pay(store, (await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 1 }], giftCards: [card] })).body);
  expect(third.statusCode, third.body).toBe(200);
  // 4. One adult with TAKE5 ($5 off the price before tax, $29.95, then 8.25 % tax): $27.01 by card.
  const fourth = await pay(
    store,
    (await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 1 }], coupons: ['TAKE5'] })).body,
  );
  expect(fourth.statusCode, fourth.body).toBe(200);
  // 5. The first booking cancelled at the desk, to the card.
  const cancelled = await store.app.inject({
    method: 'POST',
    url: `${API}/bookings/${(first.json() as TransactionResult).Events[0]?.BookingID}/cancel`,
    headers: { cookie: desk.cookie, 'x-csrf-token': desk.csrf, 'idempotency-key': randomUUID() },
    payload: { reason: 'Asked at the desk', refundTo: 'card', override: { refunds: true } },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
});
afterAll(() => store.close());

const get = (who: OperatorSession, path: string) => asOperator(store, who, 'GET', path);
const report = async () => {
  const res = await get(desk, `/money-reports?from=${DAY}&to=${DAY}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MoneyReport;
};
const reconciliation = async () => {
  const res = await get(admin, `/money-reports/reconciliation?from=${DAY}&to=${DAY}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Reconciliation;
};

describe('GET /money-reports', () => {
  it('sums the day by day, payment type, refunds, gift card liability, donations and coupons', async () => {
    const r = await report();
    const card = 6484 + 1234 + 2500 + 742 + 2701;
    expect(r.payments).toEqual([
      { type: 'card', count: 4, amountCents: card },
      { type: 'giftcard', count: 1, amountCents: 2500 },
      { type: 'free', count: 0, amountCents: 0 },
    ]);
    // The cancellation refunds the tickets (not the donation) to the card.
    expect(r.refunds).toEqual({ cardSucceededCents: 6484, cardPendingCents: 0, cardFailedCents: 0, cardCount: 1, giftCardCents: 0 });
    expect(r.summary).toMatchObject({
      salesCents: 6484 + 1234 + 2500 + 3242 + 2701,
      refundsCents: -6484,
      cardCents: card - 6484,
      giftCardRedeemedCents: 2500,
    });
    expect(r.days).toEqual([{ date: DAY, transactions: 5, salesCents: 16161, refundsCents: -6484, netCents: 9677, collectedCents: 9677 }]);
    // The demo's gift cards were issued this morning by the seed (a used-up one by an operator's adjustment): in the range, before the sales.
    const demoIssued = DEMO_GIFT_CARDS.reduce((n, c) => n + c[2], 0);
    const demoRedeemed = DEMO_GIFT_CARDS.reduce((n, c) => n + c[3], 0);
    expect(r.giftCards).toEqual({
      openingCents: 0,
      issuedCents: demoIssued + 2500,
      redeemedCents: 2500,
      refundedCents: 0,
      adjustedCents: -demoRedeemed,
      closingCents: demoIssued - demoRedeemed,
      cardsWithBalance: DEMO_GIFT_CARDS.filter((c) => c[2] > c[3]).length,
    });
    expect(r.donations).toEqual({ count: 1, amountCents: 1234 });
    expect(r.fees).toEqual({ count: 0, amountCents: 0 });
    expect(r.coupons).toEqual([{ couponId: 2, name: '$5 off up to 4 adult tickets', code: 'TAKE5', uses: 1, discountCents: 500 }]);
  });

  it('is empty for a day without sales, refuses a range that ends before it starts', async () => {
    const res = await get(desk, '/money-reports?from=2026-11-22&to=2026-11-22');
    const r = res.json() as MoneyReport;
    expect([r.days, r.products, r.coupons, r.payments.map((p) => p.amountCents)]).toEqual([[], [], [], [0, 0, 0]]);
    const bad = await get(desk, '/money-reports?from=2026-11-23&to=2026-11-22');
    expect([bad.statusCode, message(bad)]).toEqual([400, eventOpsMessages.dateRange]);
  });

  it('downloads as CSV: a titled section per table, amounts in dollars', async () => {
    const res = await get(desk, `/money-reports?from=${DAY}&to=${DAY}&format=csv`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="money-${DAY}-${DAY}.csv"`);
    const sections = res.body.split('\n\n').map((s) => s.split('\n').filter(Boolean));
    expect(sections.map((s) => s[0])).toEqual(TABLES);
    expect(sections[1]).toEqual(['By day', 'Date,Transactions,Sales,Refunds,Net,Collected', `${DAY},5,161.61,-64.84,96.77,96.77`]);
    expect(sections[3]).toEqual(['By payment type', 'Payment type,Count,Amount', 'Card,4,136.61', 'Gift card,1,25.00', 'Free,0,0.00']);
    expect(sections[7]).toEqual(['Coupon discounts', 'Coupon,Code,Uses,Discount', '$5 off up to 4 adult tickets,TAKE5,1,5.00']);
  });

  it('downloads as an XLSX workbook that a spreadsheet reads: a sheet per table, amounts as numbers', async () => {
    const res = await get(desk, `/money-reports?from=${DAY}&to=${DAY}&format=xlsx`);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="money-${DAY}-${DAY}.xlsx"`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(TABLES);
    const pay = wb.getWorksheet('By payment type');
    expect(pay?.getRow(1).values).toEqual([undefined, 'Payment type', 'Count', 'Amount']);
    expect(pay?.getRow(2).values).toEqual([undefined, 'Card', 4, 136.61]);
    expect(pay?.getCell('C2').numFmt).toBe('0.00');
    expect(wb.getWorksheet('By day')?.getRow(2).values).toEqual([undefined, DAY, 5, 161.61, -64.84, 96.77, 96.77]);
  });
});

describe('GET /money-reports/reconciliation', () => {
  it('matches every card payment and refund with the sandbox provider’s records', async () => {
    const r = await reconciliation();
    expect(r.provider).toBe('sandbox');
    expect(r.rows.map((x) => [x.ourAmountCents, x.providerAmountCents, x.ourRefundedCents, x.providerRefundedCents, x.state])).toEqual([
      [7718, 7718, 6484, 6484, 'matched'],
      [2500, 2500, 0, 0, 'matched'],
      [742, 742, 0, 0, 'matched'],
      [2701, 2701, 0, 0, 'matched'],
    ]);
    expect(r.totals).toEqual({
      ourCapturedCents: 13661,
      providerCapturedCents: 13661,
      ourRefundedCents: 6484,
      providerRefundedCents: 6484,
      differences: 0,
    });
  });

  it('flags a charge only the provider has, a different amount, a refund we do not know of, and a payment the provider lacks', async () => {
    const before = await reconciliation();
    const [a, b, c] = before.rows;
    const at = NOW.toISOString();
    await store.ctx.db.execute(
      `insert into sandbox_charges (charge_id, idempotency_key, token, amount_cents, currency, status, brand, last4, created_at)
       values ('ch_stranger', 'stranger-key', 'tok_x', 4200, 'USD', 'captured', 'visa', '4242', '${at}')`,
    );
    await store.ctx.db.execute(`update sandbox_charges set amount_cents = amount_cents + 100 where charge_id = '${a?.chargeId}'`);
    await store.ctx.db.execute(
      `insert into sandbox_refunds (refund_id, charge_id, idempotency_key, amount_cents, status, created_at) values ('re_x', '${b?.chargeId}', 're-x', 500, 'succeeded', '${at}')`,
    );
    await store.ctx.db.execute(`update payments set provider_charge_id = 'ch_gone' where provider_charge_id = '${c?.chargeId}'`);
    const r = await reconciliation();
    expect(
      r.rows.map((x) => [x.chargeId, x.ourAmountCents, x.providerAmountCents, x.ourRefundedCents, x.providerRefundedCents, x.state]),
    ).toEqual([
      [a?.chargeId, 7718, 7818, 6484, 6484, 'amountDiffers'],
      [b?.chargeId, 2500, 2500, 0, 500, 'refundDiffers'],
      ['ch_gone', 742, null, 0, null, 'missingAtProvider'],
      [before.rows[3]?.chargeId, 2701, 2701, 0, 0, 'matched'],
      // The original charge of the third payment is now unknown to us, and the stranger.
      [c?.chargeId, null, 742, null, 0, 'missingHere'],
      ['ch_stranger', null, 4200, null, 0, 'missingHere'],
    ]);
    expect(r.totals.differences).toBe(5);
    const csv = await get(admin, `/money-reports/reconciliation?from=${DAY}&to=${DAY}&format=csv`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="reconciliation-${DAY}-${DAY}.csv"`);
    const lines = csv.body.split('\n');
    expect(lines[0]).toBe('Charge,Receipt,Created (UTC),Our amount,Provider amount,Our refunds,Provider refunds,State');
    expect(lines).toContain(`ch_stranger,,${at},,42.00,,0.00,Not in our payments`);
    expect(lines.at(-2)).toBe('Total,,,136.61,179.61,64.84,69.84,5 differences');
    const xlsx = await get(admin, `/money-reports/reconciliation?from=${DAY}&to=${DAY}&format=xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.getWorksheet('Reconciliation')?.getRow(2).getCell(8).value).toBe('Amount differs');
  });

  it('answers 409 when the card provider cannot list its payments', async () => {
    const provider = store.ctx.payments;
    store.ctx.payments = { name: 'sandbox' } as unknown as NonNullable<typeof provider>;
    try {
      const res = await get(admin, `/money-reports/reconciliation?from=${DAY}&to=${DAY}`);
      expect([res.statusCode, message(res)]).toEqual([409, adminMessages.reconciliationUnavailable]);
    } finally {
      store.ctx.payments = provider;
    }
  });
});
