/**
 * Updating a member's e-mail on file from the checkout's e-mail-on-file dialog (spec 01 §2
 * "Confirmation dialog when the entered e-mail differs from the e-mail on file", §8 "403 on
 * customer update"): PUT /api/v1/customers/email with the member validation
 * token, audited; the spec's 403 text whenever the token does not allow it.
 */
import type { MemberValidationResult } from '@gt/contract/memberships';
import type { TransactionResult } from '@gt/contract/transactions';
import { toDollars } from '@gt/domain/money';
import { priceLine } from '@gt/domain/pricing';
import { describe, expect, it } from 'vitest';
import { cartFor, expectErrors, freshEvent, pay } from './checkout-support';
import { MAYA, SAM } from './membership-support';
import { NOW, useTestStore } from './support';
import type { TestStore } from './harness';

const FORBIDDEN = 'Unable to update customer not enough privileges to perform an action';
const NEW_EMAIL = 'maya.new@example.org';

async function validateByPhone(store: TestStore, email: string): Promise<MemberValidationResult> {
  const res = await store.app.inject({
    method: 'GET',
    url: `/api/v1/MemberValidation?CardOrMemberNo=${MAYA.no}&LastName=${MAYA.last}&Phone=4095550142&Email=${encodeURIComponent(email)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MemberValidationResult;
}

const update = (store: TestStore, body: Record<string, unknown>) => store.app.inject({ method: 'PUT', url: '/api/v1/customers/email', payload: body });

describe('PUT customers/email', () => {
  const t = useTestStore();

  it('makes the entered e-mail the one on file, audited, and the member rate holds for a buyer with it', async () => {
    const v = await validateByPhone(t.store, NEW_EMAIL);
    expect(v).toMatchObject({ EmailMatched: false, PhoneMatched: true, EmailOnFile: MAYA.email });
    const res = await update(t.store, { ValidationToken: v.ValidationToken, CustomerID: v.CustomerID, Email: ` ${NEW_EMAIL} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ CustomerID: MAYA.customerId, EmailOnFile: NEW_EMAIL });

    // The record now says the new e-mail: it validates by e-mail, and the old one no longer does.
    const again = await t.get(`/api/v1/MemberValidation?CardOrMemberNo=${MAYA.no}&LastName=${MAYA.last}&Email=${encodeURIComponent(NEW_EMAIL)}`);
    expect(again.json()).toMatchObject({ EmailMatched: true, EmailOnFile: NEW_EMAIL });
    expectErrors(
      await t.get(`/api/v1/MemberValidation?CardOrMemberNo=${MAYA.no}&LastName=${MAYA.last}&Email=${encodeURIComponent(MAYA.email)}`),
      400,
      'Email does not match.',
    );

    const rows = await t.store.ctx.db.execute(
      `select actor_user_id, actor_email, action, entity, entity_id, before, after from audit_log where action = 'customer.email.update'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      {
        actor_user_id: null,
        actor_email: `member ${MAYA.no}`,
        action: 'customer.email.update',
        entity: 'customer',
        entity_id: String(MAYA.customerId),
        before: { email: MAYA.email },
        after: { email: NEW_EMAIL },
      },
    ]);

    // The same validation buys at the member rate for a buyer with the new e-mail (the pay-time check).
    const cart = await cartFor(t.store, await freshEvent(t.store, 10), [{ TourProductID: 1, Quantity: 2 }], { email: NEW_EMAIL });
    await t.store.ctx.db.execute(`update customers set last_name = 'Rivera' where customer_id = ${cart.customer.CustomerID}`);
    const a = priceLine({ unitPriceCents: 2395, quantity: 2, taxes: [{ included: false, percentage: 8.25 }] });
    const line = {
      ...(cart.body.Products[0] as (typeof cart.body.Products)[number]),
      CostRateID: 2,
      LinePriceExTax: toDollars(a.exTaxCents),
      LinePriceTax: toDollars(a.taxCents),
      LinePriceIncTax: toDollars(a.totalCents),
    };
    const body = {
      ...cart.body,
      Products: [line],
      Payments: [{ ...(cart.body.Payments[0] as (typeof cart.body.Payments)[number]), PaymentAmount: line.LinePriceIncTax }],
      MemberValidationToken: v.ValidationToken,
    };
    const paid = await pay(t.store, body);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as TransactionResult).Products[0]).toMatchObject({ CostRateID: 2 });
  });

  it("answers the spec's 403 for an unknown or expired token and for another customer, changing nothing", async () => {
    const v = await validateByPhone(t.store, 'someone@example.org');
    expectErrors(await update(t.store, { ValidationToken: 'AAAAAAAAAAAAAAAAAAAAAA', CustomerID: v.CustomerID, Email: 'x@example.org' }), 403, FORBIDDEN);
    expectErrors(await update(t.store, { ValidationToken: v.ValidationToken, CustomerID: SAM.customerId, Email: 'x@example.org' }), 403, FORBIDDEN);
    t.store.setNow(new Date(NOW.getTime() + 24 * 3600_000));
    try {
      expectErrors(await update(t.store, { ValidationToken: v.ValidationToken, CustomerID: v.CustomerID, Email: 'x@example.org' }), 403, FORBIDDEN);
    } finally {
      t.store.setNow(NOW);
    }
    const sam = await t.get(`/api/v1/MemberValidation?CardOrMemberNo=${SAM.no}&LastName=${SAM.last}&Email=${encodeURIComponent(SAM.email)}`);
    expect(sam.json()).toMatchObject({ EmailMatched: true, EmailOnFile: SAM.email });
  });

  it('refuses an invalid e-mail with the checkout text', async () => {
    const v = await validateByPhone(t.store, 'someone@example.org');
    expectErrors(await update(t.store, { ValidationToken: v.ValidationToken, CustomerID: v.CustomerID, Email: 'not-an-email' }), 400, 'Please enter a valid email address');
  });
});

describe('PUT customers/email with AllowMemberEmailUpdate off', () => {
  const t = useTestStore({ now: NOW, config: { Public: { AllowMemberEmailUpdate: false } } });

  it("answers the spec's 403 and keeps the e-mail on file", async () => {
    const v = await validateByPhone(t.store, NEW_EMAIL);
    expectErrors(await update(t.store, { ValidationToken: v.ValidationToken, CustomerID: v.CustomerID, Email: NEW_EMAIL }), 403, FORBIDDEN);
    expect((await validateByPhone(t.store, NEW_EMAIL)).EmailOnFile).toBe(MAYA.email);
    expect((await t.get('/api/v1/config')).json()).toMatchObject({ AllowMemberEmailUpdate: false });
  });
});
