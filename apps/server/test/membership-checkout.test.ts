/**
 * Memberships in POST Transactions (spec 01 §4): a join creates the membership with the expiry of
 * spec 01 §9 and a pass per member, re-priced on the server; a renewal extends the right
 * membership from the day after its expiry (or today when expired) and only for the validated
 * primary holder; member-rate and identity-rate ticket lines need a validation the server issued.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { toCents, toDollars } from '@gt/domain/money';
import { priceLine } from '@gt/domain/pricing';
import { describe, expect, it } from 'vitest';
import { cartFor, countRows, expectErrors, freshEvent, pay } from './checkout-support';
import { ALEX, MAYA, SAM, adult, child, membershipBody, packageLine, validate } from './membership-support';
import { useTestStore } from './support';

const t = useTestStore();
const FAMILY = 3;

describe('joining a package', () => {
  it('creates the membership, a member number and pass per person, and expires a year after today', async () => {
    const line = await packageLine(t.store, FAMILY, [adult(), child()], [{ MembershipTypeID: 4023, Quantity: 1 }]);
    expect(line).toMatchObject({ SubTotal: 140, TotalTax: 3.3, TotalAmount: 143.3 });
    const res = await pay(t.store, await membershipBody(t.store, line));
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as TransactionResult;
    expect(r.TotalPaid).toBe(143.3);
    const m = r.MembershipPackages?.[0];
    expect(m).toMatchObject({
      PackageName: 'Family Membership',
      IsRenewal: false,
      MembershipStartDate: '2026-11-23T00:00:00',
      MembershipExpiryDate: '2027-11-23T00:00:00',
      AddOns: [{ ProductName: 'Member Parking Pass', Quantity: 1 }],
    });
    expect(m?.Members.map((u) => [u.FirstName, u.MembershipTypeName])).toEqual([
      ['Ann', 'Adult'],
      ['Kit', 'Child'],
    ]);
    for (const u of m?.Members ?? []) {
      expect(u.MemberNo).toMatch(/^\d{9}$/);
      expect(u.Barcode).toMatch(/^[0-9A-Z]{20}$/);
    }
    const stored = (await t.store.ctx.db.execute(
      `select expiry_date::text as e from memberships where membership_id = ${m?.MembershipID}`,
    )) as unknown as { rows: { e: string }[] };
    expect(stored.rows[0]?.e).toBe('2027-11-23');
    expect(await countRows(t.store, 'transaction_product_lines', `receipt_no = ${r.ReceiptNo}`)).toBe(3);
    expect(await countRows(t.store, 'customer_udf_values', `customer_id = ${m?.Members[0]?.CustomerID} and udf_id = 10`)).toBe(1);
  });

  it('joins persons of age-based types without a date of birth (spec 01 §5 "DOB optional")', async () => {
    const line = await packageLine(t.store, FAMILY, [adult({ DOB: '' }), child({ DOB: '' })], [{ MembershipTypeID: 4023, Quantity: 1 }]);
    const res = await pay(t.store, await membershipBody(t.store, line));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TransactionResult).MembershipPackages?.[0]?.Members.map((u) => u.FirstName)).toEqual(['Ann', 'Kit']);
  });

  it('counts the start day of a days duration', async () => {
    const line = await packageLine(t.store, 4, [adult({ MembershipTypeID: 4031, UDFs: [] })], []);
    const r = (await pay(t.store, await membershipBody(t.store, line))).json() as TransactionResult;
    expect(r.MembershipPackages?.[0]?.MembershipExpiryDate).toBe('2027-02-20T00:00:00');
  });

  it('refuses a tampered price, a person the rules refuse and a package out of its limits', async () => {
    const line = await packageLine(t.store, FAMILY, [adult(), child()], [{ MembershipTypeID: 4023, Quantity: 1 }]);
    expectErrors(
      await pay(t.store, await membershipBody(t.store, { ...line, SubTotal: 100, TotalAmount: 103.3 })),
      409,
      'The price of Family Membership has changed, please review your cart.',
    );
    const old = await packageLine(t.store, FAMILY, [adult(), child({ DOB: '2000-01-01' })], [{ MembershipTypeID: 4023, Quantity: 1 }]);
    expectErrors(await pay(t.store, await membershipBody(t.store, old)), 400, 'Please enter a valid DOB, Min Age is 0 and Max Age is : 17');
    const alone = await packageLine(t.store, FAMILY, [adult()], [{ MembershipTypeID: 4023, Quantity: 1 }]);
    expectErrors(await pay(t.store, await membershipBody(t.store, alone)), 400, 'Please add at least 2 membership(s).');
    const noUdf = await packageLine(t.store, FAMILY, [adult({ UDFs: [] }), child()], [{ MembershipTypeID: 4023, Quantity: 1 }]);
    expectErrors(await pay(t.store, await membershipBody(t.store, noUdf)), 400, 'Please fill the required UDFs.');
    const noParking = await packageLine(t.store, FAMILY, [adult(), child()], []);
    expectErrors(
      await pay(t.store, await membershipBody(t.store, noParking)),
      400,
      'The members of this package are not within its limits, please review your cart.',
    );
  });
});

describe('renewing', () => {
  const maya = (over = {}) =>
    adult({ CustomerID: MAYA.customerId, FirstName: 'Maya', LastName: 'Rivera', Email: MAYA.email, DOB: '1985-06-15', ...over });

  it("extends the validated primary holder's membership from the day after its expiry, leaving out who is not renewed", async () => {
    const v = await validate(t.store, MAYA);
    const line = await packageLine(
      t.store,
      FAMILY,
      [maya(), child({ FirstName: 'Ivy', LastName: 'Rivera' })],
      [{ MembershipTypeID: 4023, Quantity: 1 }],
      { RenewMembershipID: MAYA.membershipId },
    );
    const res = await pay(t.store, await membershipBody(t.store, line, { MemberValidationToken: v.ValidationToken }));
    expect(res.statusCode, res.body).toBe(200);
    const m = (res.json() as TransactionResult).MembershipPackages?.[0];
    expect(m).toMatchObject({
      MembershipID: MAYA.membershipId,
      IsRenewal: true,
      MembershipStartDate: '2027-06-12T00:00:00',
      MembershipExpiryDate: '2028-06-12T00:00:00',
    });
    expect(m?.Members.find((u) => u.FirstName === 'Maya')?.MemberNo).toBe(MAYA.no);
    const rows = (await t.store.ctx.db.execute(
      `select c.first_name as n, m.expiry_date::text as e from membership_members m join customers c using (customer_id) where membership_id = 1 order by c.first_name`,
    )) as unknown as { rows: { n: string; e: string }[] };
    // Leo was not included in the renewal: his membership still ends on the old date.
    expect(rows.rows).toEqual([
      { n: 'Ivy', e: '2028-06-12' },
      { n: 'Leo', e: '2027-06-11' },
      { n: 'Maya', e: '2028-06-12' },
    ]);
  });

  it('renews an expired membership from today', async () => {
    const v = await validate(t.store, SAM);
    const sam = adult({
      CustomerID: SAM.customerId,
      MembershipTypeID: 4001,
      FirstName: 'Sam',
      LastName: 'Carter',
      Email: SAM.email,
      UDFs: [],
    });
    const line = await packageLine(t.store, 1, [sam], [], { RenewMembershipID: SAM.membershipId });
    const m = (
      (await pay(t.store, await membershipBody(t.store, line, { MemberValidationToken: v.ValidationToken }))).json() as TransactionResult
    ).MembershipPackages?.[0];
    expect(m).toMatchObject({ MembershipStartDate: '2026-11-23T00:00:00', MembershipExpiryDate: '2027-11-23T00:00:00' });
  });

  it('is refused without a validation and for a member who is not the primary holder', async () => {
    const line = await packageLine(t.store, FAMILY, [maya()], [{ MembershipTypeID: 4023, Quantity: 1 }], {
      RenewMembershipID: MAYA.membershipId,
    });
    expectErrors(await pay(t.store, await membershipBody(t.store, line)), 403, 'Please validate your membership first.');
    const alex = await validate(t.store, ALEX);
    const dual = await packageLine(
      t.store,
      2,
      [
        adult({ CustomerID: ALEX.customerId, MembershipTypeID: 4011, FirstName: 'Alex', LastName: 'Park', UDFs: [] }),
        adult({ UserNo: 150_009, IsPrimaryMember: false, MembershipTypeID: 4011, FirstName: 'Jo', LastName: 'Park', UDFs: [] }),
      ],
      [],
      { RenewMembershipID: ALEX.membershipId },
    );
    expectErrors(
      await pay(t.store, await membershipBody(t.store, dual, { MemberValidationToken: alex.ValidationToken })),
      403,
      'This membership cannot be renewed with the member details you validated.',
    );
  });
});

describe('member and identity rates on tickets', () => {
  /** Re-prices a cart's lines at `rate` (the demo's member rate of adults: $23.95 + 8.25 %). */
  const atRate = (body: Awaited<ReturnType<typeof cartFor>>['body'], rate: number, cents: number) => {
    const a = priceLine({ unitPriceCents: cents, quantity: 2, taxes: [{ included: false, percentage: 8.25 }] });
    const line = {
      ...(body.Products[0] as (typeof body.Products)[number]),
      CostRateID: rate,
      LinePriceExTax: toDollars(a.exTaxCents),
      LinePriceTax: toDollars(a.taxCents),
      LinePriceIncTax: toDollars(a.totalCents),
    };
    return {
      ...body,
      Products: [line],
      Payments: [{ ...(body.Payments[0] as (typeof body.Payments)[number]), PaymentAmount: line.LinePriceIncTax }],
    };
  };

  it('prices tickets at the member rate with a validation the server issued, for the validated e-mail and last name', async () => {
    const v = await validate(t.store, MAYA);
    const cart = await cartFor(t.store, await freshEvent(t.store, 10), [{ TourProductID: 1, Quantity: 2 }], { email: MAYA.email });
    await t.store.ctx.db.execute(`update customers set last_name = 'Rivera' where customer_id = ${cart.customer.CustomerID}`);
    const res = await pay(t.store, { ...atRate(cart.body, 2, 2395), MemberValidationToken: v.ValidationToken });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TransactionResult).Products[0]).toMatchObject({ CostRateID: 2, LinePriceIncTax: toDollars(2 * (2395 + 198)) });
  });

  it('refuses the member rate without a validation, for another buyer and for an expired membership', async () => {
    const cart = await cartFor(t.store, await freshEvent(t.store, 10), [{ TourProductID: 1, Quantity: 2 }]);
    expectErrors(await pay(t.store, atRate(cart.body, 2, 2395)), 400, 'Cost rate 2 is not available for this order.');
    const v = await validate(t.store, MAYA);
    expectErrors(
      await pay(t.store, { ...atRate(cart.body, 2, 2395), MemberValidationToken: v.ValidationToken }),
      400,
      'E-mail and last name must match the validated membership.',
    );
    const sam = await validate(t.store, SAM);
    await t.store.ctx.db.execute(
      `update memberships set start_date = '2025-11-04', expiry_date = '2026-11-03' where membership_id = ${SAM.membershipId}`,
    );
    expectErrors(
      await pay(t.store, { ...atRate(cart.body, 2, 2395), MemberValidationToken: sam.ValidationToken }),
      400,
      'Cost rate 2 is not available for this order.',
    );
    expect(toCents(cart.body.Payments[0]?.PaymentAmount ?? 0)).toBeGreaterThan(0);
  });

  it('refuses the identity-verified rate without a verification the server made', async () => {
    const cart = await cartFor(t.store, await freshEvent(t.store, 10), [{ TourProductID: 1, Quantity: 2 }]);
    expectErrors(await pay(t.store, atRate(cart.body, 3, 2000)), 400, 'Cost rate 3 is not available for this order.');
    expectErrors(
      await pay(t.store, { ...atRate(cart.body, 3, 2000), IdentityToken: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      403,
      'Please verify your identity again.',
    );
  });
});
