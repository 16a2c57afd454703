/**
 * Input hardening (docs/architecture.md#identity-and-secrets): deeply nested JSON, money with more than two decimals and
 * invisible control characters in free text are refused with 400 in the spec's error shape,
 * naming the field, before anything is written.
 */
import { Dollars } from '@gt/contract/wire';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH } from '../src/http/input-guard';
import { cartFor, countRows, freshEvent, pay } from './checkout-support';
import { expectErrors, useTestStore } from './support';

const t = useTestStore();
const post = (url: string, payload: string | object) =>
  t.store.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describe('deeply nested JSON', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('answers 400 naming the field instead of overflowing the stack (500)', async () => {
    for (const depth of [3_500, 100_000]) {
      expectErrors(await post('/api/v1/TourHolds', nested(depth)), 400, `Invalid body field '${Array(MAX_INPUT_DEPTH).fill(0).join('.')}': must not be nested more than ${MAX_INPUT_DEPTH} levels deep`);
      const res = await post('/api/v1/customers', `[{"FirstName":${nested(depth)}}]`);
      expectErrors(res, 400, `Invalid body field '0.FirstName${'.0'.repeat(MAX_INPUT_DEPTH - 2)}': must not be nested more than ${MAX_INPUT_DEPTH} levels deep`);
    }
  });

  it('lets ordinary nesting through to the contract validation', async () => {
    const res = await post('/api/v1/TourHolds', { Action: 'add', TourEventID: 1, TourProducts: [[[[1]]]] });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Invalid body field 'TourProducts.0'");
  });
});

describe('money on the wire', () => {
  it('refuses amounts with more than 2 decimals (a line and the payment), charges nothing', async () => {
    const { body } = await cartFor(t.store, await freshEvent(t.store, 10), [{ TourProductID: 1, Quantity: 1 }]);
    const line = body.Products[0]!;
    const payment = body.Payments![0]!;
    const charges = await countRows(t.store, 'payments');
    expectErrors(
      await pay(t.store, { ...body, Products: [{ ...line, LinePriceExTax: line.LinePriceExTax + 0.001 }] }),
      400,
      "Invalid body field 'Products.0.LinePriceExTax': must have at most 2 decimals",
    );
    expectErrors(
      await pay(t.store, { ...body, Payments: [{ ...payment, PaymentAmount: payment.PaymentAmount + 0.004 }] }),
      400,
      "Invalid body field 'Payments.0.PaymentAmount': must have at most 2 decimals",
    );
    expect(await countRows(t.store, 'payments')).toBe(charges);
    expect((await pay(t.store, body)).statusCode).toBe(200);
  });

  it('accepts whole cents even when ×100 drifts in binary (0.29 × 100 = 28.999999999999996), refuses fractions of a cent', () => {
    for (const ok of [0.29, 1.1, 10.07, 59, -4.35, 21474836.47]) expect(Dollars.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [1.005, 10.075, 0.001, 29.951]) expect(Dollars.safeParse(bad).success, String(bad)).toBe(false);
  });
});
