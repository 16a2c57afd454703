/**
 * GA tickets and the checkout products in the back office (docs/operator-guide.md#ga-tickets):
 * an admin creates, changes and deletes GA tickets with validation messages and audit rows; the
 * storefront's `GET /api/v1/Products?ProductType=gaticket` shows a change at once ("You Save" from
 * the original price); the box office reads only; the donation and fee products are renamed and
 * repriced. Money in cents on the admin API, dollars on the storefront's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@gt/domain/admin-messages';
import { asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { startTestStore, type TestStore } from './harness';
import { NOW } from './support';

let store: TestStore;
let admin: OperatorSession;
let desk: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  admin = await operatorWithSession(store, 'admin', { email: 'ga-admin@example.org' });
  desk = await operatorWithSession(store, 'box_office');
});
afterAll(() => store.close());

const storefrontGa = async () =>
  (await store.app.inject({ method: 'GET', url: '/api/v1/Products?ProductType=gaticket' })).json() as {
    ProductID: number;
    ProductName: string;
    Price: number;
    OriginalPrice: number | null;
    GATicketDepartments: { DepartmentName: string }[];
    Taxes: unknown[];
  }[];
const auditOf = async (entity: string, id: number) =>
  (await asOperator(store, admin, 'GET', `/audit-log?entity=${entity}&entityId=${id}`)).json().data as { action: string; actorEmail: string; before: unknown; after: unknown }[];

describe('GA tickets', () => {
  it('lists the demo tickets with their cents, dates, department and taxes; the box office may read', async () => {
    const res = await asOperator(store, desk, 'GET', '/ga-products?start=0&end=25');
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(4);
    expect(data[0]).toMatchObject({
      id: 2001,
      name: '4D Theater',
      priceCents: 800,
      originalPriceCents: 1000,
      displayAreaId: 5,
      department: 'Exhibits',
      departmentSortOrder: 1,
      maxQuantity: 10,
      taxIds: [1],
    });
    expect((await asOperator(store, desk, 'POST', '/ga-products', { name: 'X', priceCents: 100, displayAreaId: 5 })).statusCode).toBe(403);
  });

  let id: number;
  it('an admin creates a ticket with an original price: the storefront shows it with its saving at once, audited', async () => {
    const res = await asOperator(store, admin, 'POST', '/ga-products', {
      name: 'Sea Otter Chat',
      priceCents: 1250,
      originalPriceCents: 1500,
      displayAreaId: 5,
      department: 'Experiences',
      departmentSortOrder: 2,
      sortOrder: 3,
      terms: 'Ten minutes with a keeper.',
      minQuantity: 1,
      maxQuantity: 6,
      validUntil: '2027-12-31',
      taxIds: [1],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    id = created.id;
    expect(id).toBe(2005);
    expect(created).toMatchObject({ priceCents: 1250, originalPriceCents: 1500, sellFrom: null, sellTill: null, imageUrl: null, taxIds: [1] });
    const shown = (await storefrontGa()).find((p) => p.ProductID === id);
    expect(shown).toMatchObject({ ProductName: 'Sea Otter Chat', Price: 12.5, OriginalPrice: 15, GATicketDepartments: [{ DepartmentName: 'Experiences' }] });
    expect(shown?.Taxes).toHaveLength(1);
    const audit = await auditOf('ga-product', id);
    expect(audit.map((a) => a.action)).toEqual(['ga-product.create']);
  });

  it('refuses what the storefront could not sell, with the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'A', priceCents: 1000, originalPriceCents: 900, displayAreaId: 5 }, 'The original price must be more than the price'],
      [{ name: 'A', priceCents: 1000, displayAreaId: 5, minQuantity: 5, maxQuantity: 2 }, 'The minimum quantity is more than the maximum.'],
      [{ name: 'A', priceCents: 1000, displayAreaId: 5, sellFrom: '2027-02-01', sellTill: '2027-01-01' }, 'The sell window ends before it starts.'],
      [{ name: 'A', priceCents: 10.5, displayAreaId: 5 }, 'A price is a whole number of cents.'],
      [{ name: 'A', priceCents: 1000, displayAreaId: 1 }, adminMessages.gaDisplayArea],
      [{ name: 'A', priceCents: 1000, displayAreaId: 5, taxIds: [99] }, adminMessages.unknownTax],
    ];
    for (const [body, text] of cases) {
      const res = await asOperator(store, admin, 'POST', '/ga-products', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(res)).toContain(text);
    }
  });

  it('a change is checked on the ticket as it will be, shows at once, and keeps before/after', async () => {
    const bad = await asOperator(store, admin, 'PATCH', `/ga-products/${id}`, { priceCents: 1600 });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toContain('The original price must be more than the price');
    const res = await asOperator(store, admin, 'PATCH', `/ga-products/${id}`, { priceCents: 1100, originalPriceCents: null, sellTill: '2020-01-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priceCents: 1100, originalPriceCents: null, sellTill: '2020-01-01', name: 'Sea Otter Chat' });
    // Its sell window has ended: the storefront no longer offers it.
    expect((await storefrontGa()).some((p) => p.ProductID === id)).toBe(false);
    const [update] = (await auditOf('ga-product', id)).filter((a) => a.action === 'ga-product.update');
    expect(update?.before).toMatchObject({ priceCents: 1250 });
    expect(update?.after).toMatchObject({ priceCents: 1100 });
  });

  it('deletes an unsold ticket (404 after); a ticket a coupon discounts stays', async () => {
    const del = await asOperator(store, admin, 'DELETE', `/ga-products/${id}`);
    expect(del.statusCode).toBe(204);
    const gone = await asOperator(store, admin, 'GET', `/ga-products/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(message(gone)).toBe(adminMessages.gaProductNotFound);
    const kept = await asOperator(store, admin, 'DELETE', '/ga-products/2001');
    expect(kept.statusCode).toBe(409);
    expect(message(kept)).toBe(adminMessages.gaProductInUse);
  });
});

describe('donation and transaction fee', () => {
  it('lists both; an admin renames the donation and changes its range; the storefront answers the new amounts', async () => {
    const list = (await asOperator(store, desk, 'GET', '/checkout-products')).json();
    expect(list.data).toEqual([
      { id: 9001, productType: 'donation', name: 'Donation to the Harbor Lights Conservation Fund', priceCents: 100, maxPriceCents: 100_000, percentage: null },
      { id: 9002, productType: 'transactionfee', name: 'Booking fee', priceCents: 50, percentage: 3, maxPriceCents: null },
    ]);
    const res = await asOperator(store, admin, 'PATCH', '/checkout-products/9001', { name: 'Ocean Fund', priceCents: 500, maxPriceCents: 20_000 });
    expect(res.statusCode, res.body).toBe(200);
    const [shown] = (await store.app.inject({ method: 'GET', url: '/api/v1/Products?ProductType=donation' })).json();
    expect(shown).toMatchObject({ ProductID: 9001, ProductName: 'Ocean Fund', Price: 5, MaxPrice: 200 });
    // The admin's change, then the demo seed's (which named and priced the reference product).
    expect((await auditOf('checkout-product', 9001)).map((a) => [a.action, a.actorEmail])).toEqual([
      ['checkout-product.update', admin.email],
      ['checkout-product.update', 'demo-seed'],
    ]);
  });

  it('refuses a fee field on the donation, a donation field on the fee, and a largest gift below the smallest', async () => {
    const cases: [number, Record<string, unknown>, string][] = [
      [9001, { percentage: 2 }, adminMessages.feeOnly],
      [9002, { maxPriceCents: 100 }, adminMessages.donationOnly],
      [9001, { priceCents: 30_000 }, adminMessages.donationRange],
    ];
    for (const [pid, body, text] of cases) {
      const res = await asOperator(store, admin, 'PATCH', `/checkout-products/${pid}`, body);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(text);
    }
    const fee = await asOperator(store, admin, 'PATCH', '/checkout-products/9002', { priceCents: 75, percentage: 2.5 });
    expect(fee.json()).toMatchObject({ priceCents: 75, percentage: 2.5 });
    expect((await asOperator(store, admin, 'PATCH', '/checkout-products/2001', { name: 'x' })).statusCode).toBe(404);
  });
});
