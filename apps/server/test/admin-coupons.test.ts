/**
 * Coupons in the back office (docs/operator-guide.md#coupons; spec 01 §3 "Coupon", §5 "Coupons"):
 * created and changed with their rules and the exact validation messages, audited; unique codes
 * generated (16 Crockford base32 characters, distinct) and exported as CSV; the transactions that
 * used a coupon with their booking IDs; a disabled coupon refused to visitors with the unknown-code
 * message, at lookup, hold and payment; a used coupon kept (delete refused).
 */
import type { AdminCoupon, CouponUse, GeneratedCodes } from '@gt/contract/admin/coupons';
import type { TransactionResult } from '@gt/contract/transactions';
import { adminMessages } from '@gt/domain/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUniqueCouponCode } from '../src/lib/random-codes';
import { asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { NOW, expectErrors, freshEvent, hold, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { getCoupon, orderFor } from './promotions-support';

const NOT_FOUND = 'Coupon Code not found, please try again with an valid Coupon Code.';
const CROCKFORD_16 = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{16}$/;

let store: TestStore;
let admin: OperatorSession;
let desk: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  admin = await operatorWithSession(store, 'admin', { email: 'coupon-admin@example.org' });
  desk = await operatorWithSession(store, 'box_office');
});
afterAll(() => store.close());

const api = (who: OperatorSession, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => asOperator(store, who, method, path, body);
const auditOf = async (entityId: number) =>
  (await api(admin, 'GET', `/audit-log?entity=coupon&entityId=${entityId}`)).json().data as { action: string; actorEmail: string; before: unknown; after: unknown }[];

const ticketCoupon = (over: Record<string, unknown> = {}) => ({
  name: 'Teachers: $3 off adults',
  code: 'teach3',
  kind: 'ticket',
  tourProducts: [{ tourProductId: 1, percentage: null, dollarCents: 300 }],
  ...over,
});

describe('coupons: list and read', () => {
  it('lists the demo coupons with their rules; the box office reads them too', async () => {
    const res = await api(desk, 'GET', '/coupons?start=0&end=25');
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json() as { data: AdminCoupon[]; total: number };
    expect(total).toBe(9);
    expect(data.map((c) => c.code)).toEqual(['SAVE10', 'TAKE5', 'FAMILY', null, 'SUMMER', 'LAUNCH', 'FREEDAY', 'JOIN15', 'GA20']);
    expect(data[2]).toMatchObject({
      kind: 'tourproduct',
      tourProducts: [{ tourProductId: 1, percentage: 50, dollarCents: null, applyDiscountToTourProductId: 2 }],
    });
    expect(data[3]).toMatchObject({ requireUniqueCode: true, maxProductsLimit: 4, maxProductsPerPurchase: 2, codeCount: 2 });
    expect(data[5]).toMatchObject({ maxTransactions: 3, timesUsed: 3, disabled: false });
    expect(data[7]?.membershipPackages).toEqual([{ membershipPackageId: 1, percentage: 15, dollarCents: null, allowOnJoin: true, allowOnRenewal: false }]);
    expect(data[8]?.gaTickets.map((g) => g.productId)).toEqual([2001, 2003]);
    expect((await api(desk, 'GET', '/coupons?q=vip')).json().data.map((c: AdminCoupon) => c.id)).toEqual([4]);
  });

  it('answers 404 for an unknown id, and the box office may not change a coupon', async () => {
    const res = await api(admin, 'GET', '/coupons/999');
    expect([res.statusCode, message(res)]).toEqual([404, adminMessages.couponNotFound]);
    const denied = await api(desk, 'POST', '/coupons', ticketCoupon());
    expect([denied.statusCode, message(denied)]).toEqual([403, adminMessages.forbidden]);
  });
});

describe('coupons: create and change', () => {
  let id: number;

  it('an admin creates a dollar coupon; the storefront finds it at once by its code in any case; the audit log has it', async () => {
    const res = await api(admin, 'POST', '/coupons', ticketCoupon({ useFrom: '2026-11-01', useTill: '2026-12-31', maxTransactions: 10 }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AdminCoupon;
    id = created.id;
    expect(created).toMatchObject({ code: 'TEACH3', requireUniqueCode: false, timesUsed: 0, disabled: false, maxTransactions: 10 });
    const wire = await getCoupon(store, 'Teach3');
    expect(wire.statusCode, wire.body).toBe(200);
    expect(wire.json()).toMatchObject({
      CouponID: id,
      CouponCode: 'TEACH3',
      UseCouponFrom: '2026-11-01',
      UseCouponTill: '2026-12-31',
      MaxTransactionsPerCoupon: 10,
      TourProducts: [{ TourProductID: 1, PercentageDiscount: null, DollarDiscount: 3, ApplyDiscountToTourProductID: null }],
    });
    expect(await auditOf(id)).toMatchObject([{ action: 'coupon.create', actorEmail: 'coupon-admin@example.org', after: { code: 'TEACH3' } }]);
  });

  it('refuses an inconsistent coupon, naming the field', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [ticketCoupon({ code: null }), 400, "Invalid body field 'code': Enter the code visitors type."],
      [ticketCoupon({ requireUniqueCode: true, maxProductsPerPurchase: 2 }), 400, "Invalid body field 'code': A unique-code coupon has no code of its own: generate its codes."],
      [ticketCoupon({ code: null, requireUniqueCode: true }), 400, "Invalid body field 'maxProductsPerPurchase': A unique-code coupon discounts at least 1 ticket per purchase."],
      [ticketCoupon({ code: 'a b' }), 400, "Invalid body field 'code': A code is 3 to 40 letters, digits, - or _."],
      [ticketCoupon({ useFrom: '2026-12-01', useTill: '2026-11-01' }), 400, "Invalid body field 'useTill': The last day is before the first day."],
      [ticketCoupon({ tourProducts: [{ tourProductId: 1, percentage: 10, dollarCents: 300 }] }), 400, "Invalid body field 'tourProducts': Give each rule a percentage or an amount off, not both."],
      [ticketCoupon({ tourProducts: [{ tourProductId: 1, percentage: 100.5, dollarCents: null }] }), 400, "Invalid body field 'tourProducts.0.percentage': A percentage is more than 0 and at most 100."],
      [ticketCoupon({ tourProducts: [] }), 400, "Invalid body field 'tourProducts': Add the tour products or GA tickets it discounts."],
      [ticketCoupon({ kind: 'membership' }), 400, "Invalid body field 'tourProducts': A membership coupon discounts membership packages only."],
      [ticketCoupon({ tourProducts: [{ tourProductId: 999, percentage: 10, dollarCents: null }] }), 400, 'No tour product with id 999.'],
      [ticketCoupon({ tourProducts: [], gaTickets: [{ productId: 9001, percentage: 10, dollarCents: null }] }), 400, 'No GA ticket with id 9001.'],
      [ticketCoupon({ code: 'save10' }), 409, adminMessages.couponCodeTaken],
      [ticketCoupon({ code: '29fh43qfyke0pqct' }), 409, adminMessages.couponCodeTaken],
    ];
    for (const [body, status, text] of cases) {
      const res = await api(admin, 'POST', '/coupons', body);
      expect([res.statusCode, message(res)], JSON.stringify(body)).toEqual([status, text]);
    }
    expect((await api(admin, 'GET', '/coupons')).json().total).toBe(10);
  });

  it('changes only what is sent, checks the whole coupon, and audits before and after', async () => {
    const res = await api(admin, 'PATCH', `/coupons/${id}`, { name: 'Teachers: 15 % off', tourProducts: [{ tourProductId: 1, percentage: 15, dollarCents: null }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Teachers: 15 % off', code: 'TEACH3', useTill: '2026-12-31', tourProducts: [{ percentage: 15, dollarCents: null }] });
    expect((await getCoupon(store, 'TEACH3')).json()).toMatchObject({ TourProducts: [{ PercentageDiscount: 15, DollarDiscount: null }] });
    const wrong = await api(admin, 'PATCH', `/coupons/${id}`, { kind: 'membership' });
    expect([wrong.statusCode, message(wrong)]).toEqual([400, "Invalid body field 'tourProducts': A membership coupon discounts membership packages only."]);
    const strict = await api(admin, 'PATCH', `/coupons/${id}`, { requireUniqueCode: true });
    expect(strict.statusCode).toBe(400);
    const missing = await api(admin, 'PATCH', '/coupons/999', { name: 'x' });
    expect([missing.statusCode, message(missing)]).toEqual([404, adminMessages.couponNotFound]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['coupon.update', 'coupon.create']);
    expect((await auditOf(id))[0]).toMatchObject({ before: { name: 'Teachers: $3 off adults' }, after: { name: 'Teachers: 15 % off' } });
  });

  it('deletes a coupon never used; refuses one that was (disable it instead)', async () => {
    const del = await api(admin, 'DELETE', `/coupons/${id}`);
    expect(del.statusCode).toBe(204);
    expect((await api(admin, 'GET', `/coupons/${id}`)).statusCode).toBe(404);
    expectErrors(await getCoupon(store, 'TEACH3'), 404, NOT_FOUND);
    const used = await api(admin, 'DELETE', '/coupons/6');
    expect([used.statusCode, message(used)]).toEqual([409, adminMessages.couponUsed]);
  });
});

describe('unique codes', () => {
  let id: number;

  it('generates N distinct codes of 16 Crockford base32 characters; each works in the storefront', async () => {
    const created = await api(admin, 'POST', '/coupons', ticketCoupon({ code: null, requireUniqueCode: true, maxProductsPerPurchase: 2, maxProductsLimit: 2, name: 'Press codes' }));
    expect(created.statusCode, created.body).toBe(201);
    id = (created.json() as AdminCoupon).id;
    const res = await api(admin, 'POST', `/coupons/${id}/codes`, { count: 50 });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json() as GeneratedCodes;
    expect(first.codeCount).toBe(50);
    expect(first.codes).toHaveLength(50);
    expect(new Set(first.codes).size).toBe(50);
    for (const code of first.codes) expect(code).toMatch(CROCKFORD_16);
    const more = (await api(admin, 'POST', `/coupons/${id}/codes`, { count: 5 })).json() as GeneratedCodes;
    expect(more.codeCount).toBe(55);
    expect(more.codes.filter((c) => first.codes.includes(c))).toEqual([]);
    expect((await api(desk, 'GET', `/coupons/${id}`)).json()).toMatchObject({ codeCount: 55 });

    const wire = await getCoupon(store, (more.codes[0] as string).toLowerCase());
    expect(wire.statusCode, wire.body).toBe(200);
    expect(wire.json()).toMatchObject({ CouponID: id, CouponCode: more.codes[0], RequireUniqueCouponCode: true, RemainingProducts: 2 });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['coupon.codes', 'coupon.codes', 'coupon.create']);
    expect(audit[0]?.after).toEqual({ added: 5, codeCount: 55 });
  });

  it('lists the codes by page and exports all of them as CSV', async () => {
    const page = (await api(desk, 'GET', `/coupon-codes?couponId=${id}&start=0&end=10`)).json() as { data: { id: string; code: string; productsUsed: number }[]; total: number };
    expect(page.total).toBe(55);
    expect(page.data).toHaveLength(10);
    expect(page.data.map((c) => c.code)).toEqual([...page.data.map((c) => c.code)].sort());
    const csv = await api(desk, 'GET', `/coupon-codes?couponId=${id}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="coupon-${id}-codes.csv"`);
    const lines = csv.body.trimEnd().split('\n');
    expect(lines[0]).toBe('Code,Units used');
    expect(lines).toHaveLength(56);
    expect(lines[1]).toBe(`${page.data[0]?.code},0`);
    const missing = await api(desk, 'GET', '/coupon-codes?couponId=999&format=csv');
    expect([missing.statusCode, message(missing)]).toEqual([404, adminMessages.couponNotFound]);
  });

  it('refuses a count outside 1–1000 and a plain coupon', async () => {
    for (const count of [0, 1001]) {
      const res = await api(admin, 'POST', `/coupons/${id}/codes`, { count });
      expect([res.statusCode, message(res)]).toEqual([400, "Invalid body field 'count': Generate 1 to 1000 codes at a time."]);
    }
    const plain = await api(admin, 'POST', '/coupons/1/codes', { count: 1 });
    expect([plain.statusCode, message(plain)]).toEqual([409, adminMessages.couponNotUnique]);
    const denied = await api(desk, 'POST', `/coupons/${id}/codes`, { count: 1 });
    expect(denied.statusCode).toBe(403);
  });

  it('draws 16 characters of 80 random bits each, never twice in 10,000 draws', () => {
    const drawn = Array.from({ length: 10_000 }, newUniqueCouponCode);
    expect(new Set(drawn).size).toBe(10_000);
    for (const code of drawn.slice(0, 100)) expect(code).toMatch(CROCKFORD_16);
  });
});

describe('a disabled coupon', () => {
  it('is refused to visitors with the unknown-code message at lookup, at the unique hold and at payment; enabled again, it works', async () => {
    const event = await freshEvent(store, 50);
    // A cart priced with SAVE10 before it was disabled.
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 1 }], coupons: ['SAVE10'] });
    expect((await api(admin, 'PATCH', '/coupons/1', { disabled: true })).json()).toMatchObject({ disabled: true });
    expect((await api(admin, 'PATCH', '/coupons/4', { disabled: true })).statusCode).toBe(200);

    expectErrors(await getCoupon(store, 'SAVE10'), 404, NOT_FOUND);
    expectErrors(await getCoupon(store, '29FH43QFYKE0PQCT'), 404, NOT_FOUND);
    const h = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
    const unique = await store.app.inject({ method: 'POST', url: '/api/v1/UniqueCouponHolds', payload: { UniqueCouponCode: '29FH43QFYKE0PQCT', TourHoldRef: h.TourHoldRef, Quantity: 1 } });
    expectErrors(unique, 404, NOT_FOUND);
    expectErrors(await pay(store, body), 409, NOT_FOUND);

    await api(admin, 'PATCH', '/coupons/1', { disabled: false });
    await api(admin, 'PATCH', '/coupons/4', { disabled: false });
    expect((await getCoupon(store, 'SAVE10')).statusCode).toBe(200);
    expect((await getCoupon(store, '29FH43QFYKE0PQCT')).statusCode).toBe(200);
  });
});

describe('uses', () => {
  it('lists the transactions that used a coupon, with the units, the customer and the booking IDs; counts them', async () => {
    const event = await freshEvent(store, 50);
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }, { TourProductID: 2, Quantity: 1 }], coupons: ['SAVE10'] });
    const paid = await pay(store, body);
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt = paid.json() as TransactionResult;
    const [booking] = ((await store.ctx.db.execute(`select booking_no from bookings where receipt_no = ${receipt.ReceiptNo}`)) as unknown as { rows: { booking_no: string }[] }).rows;

    const res = await api(desk, 'GET', '/coupon-uses?couponId=1');
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json() as { data: CouponUse[]; total: number };
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      id: receipt.ReceiptNo,
      receiptNo: receipt.ReceiptNo,
      transactionType: 'Sale',
      uniqueCode: null,
      products: 3,
      bookingIds: [Number(booking?.booking_no)],
    });
    expect(data[0]?.customerName).toMatch(/\S+ \S+/);
    expect((await api(desk, 'GET', '/coupons/1')).json()).toMatchObject({ timesUsed: 1 });
    expect((await api(desk, 'GET', '/coupon-uses?couponId=2')).json()).toEqual({ data: [], total: 0 });
    const used = await api(admin, 'DELETE', '/coupons/1');
    expect([used.statusCode, message(used)]).toEqual([409, adminMessages.couponUsed]);
  });
});
