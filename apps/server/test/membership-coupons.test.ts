/**
 * Membership coupons in POST Transactions (spec 01 §4; spec 01 §5 "Coupons": AllowDiscountOnJoin /
 * AllowDiscountOnRenewal): the server prices the package's lines with the coupon through the
 * domain's pipeline and refuses a client discount that differs. Demo JOIN15: 15 % off the
 * Individual package (1), on a join only.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { describe, expect, it } from 'vitest';
import { expectErrors, pay } from './checkout-support';
import { SAM, adult, membershipBody, packageLine, validate } from './membership-support';
import { useTestStore } from './support';

const t = useTestStore();
const INDIVIDUAL = 1;
const JOIN15 = [{ CouponCode: 'join15' }];
const timesUsed = async () =>
  Number(((await t.store.ctx.db.execute(`select times_used from coupons where coupon_id = 8`)) as unknown as { rows: { times_used: number }[] }).rows[0]?.times_used);

const joiner = () => adult({ MembershipTypeID: 4001, UDFs: [] });
const sam = () => adult({ CustomerID: SAM.customerId, MembershipTypeID: 4001, FirstName: 'Sam', LastName: 'Carter', Email: SAM.email, UDFs: [] });

describe('JOIN15 on a membership package', () => {
  it('takes 15 % off a join, priced by the server, and counts one use', async () => {
    const full = await packageLine(t.store, INDIVIDUAL, [joiner()], [{ MembershipTypeID: 4002, Quantity: 1 }]);
    // An untaxed $85 membership and a $20 guest pass taxed at 8.25 %; 15 % off each: $72.25, $17.00 + $1.40 tax.
    expect(full).toMatchObject({ SubTotal: 105, TotalTax: 1.65, TotalAmount: 106.65 });
    const discounted = { ...full, SubTotal: 89.25, TotalTax: 1.4, TotalAmount: 90.65 };
    const before = await timesUsed();
    const res = await pay(t.store, await membershipBody(t.store, discounted, { Coupons: JOIN15 }));
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as TransactionResult;
    expect(r).toMatchObject({ TotalPaid: 90.65, TotalTax: 1.4 });
    expect(await timesUsed()).toBe(before + 1);
    // Both lines record the coupon and their discount ($12.75 and $3.00 + $0.25 tax).
    const lines = (await t.store.ctx.db.execute(
      `select coupon_id, discount_cents from transaction_product_lines where receipt_no = ${r.ReceiptNo} order by product_line_no`,
    )) as unknown as { rows: { coupon_id: number | null; discount_cents: number }[] };
    expect(lines.rows).toEqual([
      { coupon_id: 8, discount_cents: 1275 },
      { coupon_id: 8, discount_cents: 325 },
    ]);
  });

  it('refuses a client discount that differs from the server’s: none claimed, or one claimed without the coupon', async () => {
    const full = await packageLine(t.store, INDIVIDUAL, [joiner()], []);
    expectErrors(await pay(t.store, await membershipBody(t.store, full, { Coupons: JOIN15 })), 409, 'The price of Individual Membership has changed, please review your cart.');
    const claimed = { ...full, SubTotal: 72.25, TotalTax: 0, TotalAmount: 72.25 };
    expectErrors(await pay(t.store, await membershipBody(t.store, claimed)), 409, 'The price of Individual Membership has changed, please review your cart.');
  });

  it('gives a renewal no discount (AllowDiscountOnRenewal off) and counts no use', async () => {
    const v = await validate(t.store, SAM);
    const line = await packageLine(t.store, INDIVIDUAL, [sam()], [], { RenewMembershipID: SAM.membershipId });
    const claimed = { ...line, SubTotal: 72.25, TotalTax: 0, TotalAmount: 72.25 };
    const extra = { MemberValidationToken: v.ValidationToken, Coupons: JOIN15 };
    expectErrors(await pay(t.store, await membershipBody(t.store, claimed, extra)), 409, 'The price of Individual Membership has changed, please review your cart.');
    const before = await timesUsed();
    const res = await pay(t.store, await membershipBody(t.store, line, extra));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TransactionResult).TotalPaid).toBe(85);
    expect(await timesUsed()).toBe(before);
  });
});
