/**
 * Gift cards in the back office (docs/operator-guide.md#gift-cards): gift card products per
 * `giftcard` display area, shown in the storefront's catalogue at once; issued cards found by
 * number suffix or buyer with their ledger (issue, hold, redeem); a card issued by hand that a
 * visitor then spends; adjustments and a void as ledger entries that never take a balance below
 * zero nor money held by a cart; the PIN never answered; every change audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGiftCardDetail, AdminGiftCardProduct } from '@gt/contract/admin/gift-cards';
import { asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { NOW, freshEvent, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { giftCardHold, orderFor } from './promotions-support';

let store: TestStore;
let admin: OperatorSession;
let desk: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  admin = await operatorWithSession(store, 'admin', { email: 'boss@example.org' });
  desk = await operatorWithSession(store, 'box_office');
});
afterAll(() => store.close());

const ledgerSum = async (no: string) =>
  Number(((await store.ctx.db.execute(`select coalesce(sum(amount_cents), 0)::int as n from gift_card_ledger where giftcard_no = '${no}'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
const audit = async (entityId: string) =>
  ((await asOperator(store, admin, 'GET', `/audit-log?entityId=${entityId}`)).json() as { data: { action: string; actorEmail: string }[] }).data;

async function issue(amountCents: number, holderName = 'Grace Hopper', reason = 'Goodwill: the shark tunnel was closed'): Promise<AdminGiftCardDetail> {
  const res = await asOperator(store, admin, 'POST', '/gift-cards', { amountCents, holderName, holderEmail: 'grace@example.org', reason });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('gift card products', () => {
  it('lists the demo products by area; a new one sells in the storefront at once; an area must be a gift card area', async () => {
    const list = (await asOperator(store, desk, 'GET', '/gift-card-products?displayAreaId=6')).json() as { data: AdminGiftCardProduct[]; total: number };
    expect(list.data.map((p) => [p.id, p.name, p.priceCents, p.maxPriceCents])).toEqual([
      [3001, '$25 Ocean Gift Card', 2500, null],
      [3002, '$50 Ocean Gift Card', 5000, null],
      [3003, '$100 Ocean Gift Card', 10_000, null],
      [3004, 'Gift Card, any amount', 1000, 50_000],
    ]);
    const made = await asOperator(store, admin, 'POST', '/gift-card-products', { name: '$75 Reef Card', displayAreaId: 6, priceCents: 7500, imageUrl: '/GT/images/jellyfish.svg', sortOrder: 5 });
    expect(made.statusCode, made.body).toBe(201);
    const p = made.json() as AdminGiftCardProduct;
    expect(p).toMatchObject({ name: '$75 Reef Card', priceCents: 7500, maxPriceCents: null, sellFrom: null, sellTill: null });
    expect(p.id).toBeGreaterThan(9002);
    const shop = (await store.app.inject({ method: 'GET', url: '/api/v1/Products?ProductType=giftcard' })).body;
    expect(shop).toContain('$75 Reef Card');

    const ga = await asOperator(store, admin, 'POST', '/gift-card-products', { name: 'X', displayAreaId: 5, priceCents: 1000 });
    expect([ga.statusCode, message(ga)]).toEqual([400, 'Display area 5 is not a gift card area (type giftcard).']);
    const limits = await asOperator(store, admin, 'PATCH', `/gift-card-products/${p.id}`, { maxPriceCents: 5000 });
    expect([limits.statusCode, message(limits)]).toEqual([400, 'The largest amount is less than the price.']);
    const window = await asOperator(store, admin, 'PATCH', `/gift-card-products/${p.id}`, { sellFrom: '2026-12-20', sellTill: '2026-12-01' });
    expect([window.statusCode, message(window)]).toEqual([400, 'The sell window ends before it starts.']);
    expect((await asOperator(store, desk, 'PATCH', `/gift-card-products/${p.id}`, { priceCents: 100 })).statusCode).toBe(403);
    expect((await asOperator(store, admin, 'DELETE', `/gift-card-products/${p.id}`)).statusCode).toBe(204);
    expect((await audit(String(p.id))).map((a) => a.action)).toEqual(expect.arrayContaining(['gift-card-product.create', 'gift-card-product.delete']));
  });
});

describe('issued gift cards', () => {
  it('issues a goodwill card by hand: an 80-bit number without PIN, found by its end and by name, spent by a visitor, the redeem in its ledger', async () => {
    const card = await issue(3000);
    expect(card.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(card).toMatchObject({ balanceCents: 3000, issuedCents: 3000, hasPin: false, source: 'operator', buyerName: 'Grace Hopper', voided: false });
    expect(card.ledger).toEqual([expect.objectContaining({ kind: 'issue', amountCents: 3000, reason: 'Goodwill: the shark tunnel was closed', operator: 'boss@example.org' })]);
    for (const q of [card.id.slice(-6).toLowerCase(), 'grace', 'hopper', 'grace@exa']) {
      const found = (await asOperator(store, desk, 'GET', `/gift-cards?q=${encodeURIComponent(q)}`)).json() as { data: { id: string }[] };
      expect(found.data.map((c) => c.id), q).toContain(card.id);
    }
    // A visitor pays $30 of adult tickets ($59.90 + tax) with it.
    const event = await freshEvent(store, 20);
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], giftCards: [{ no: card.id }] });
    const paid = await pay(store, body);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await asOperator(store, desk, 'GET', `/gift-cards/${card.id}`)).json() as AdminGiftCardDetail;
    expect(after.balanceCents).toBe(0);
    expect(after.ledger.map((l) => [l.kind, l.amountCents, l.holdState])).toEqual([
      ['issue', 3000, null],
      ['hold', -3000, 'released'],
      ['redeem', -3000, null],
    ]);
    expect(after.ledger[2]?.receiptNo).toBe(paid.json().ReceiptNo);
    expect(JSON.stringify(after)).not.toMatch(/pin_?hash|"pin"/i);
  });

  it('adjusts with a reason, never below zero nor into money a cart holds; a void takes the rest and the card pays no more', async () => {
    const card = await issue(5000, 'Ada Lovelace');
    const up = await asOperator(store, admin, 'POST', `/gift-cards/${card.id}/adjustments`, { amountCents: 1000, reason: 'Birthday top-up' });
    expect([up.statusCode, up.json().balanceCents]).toEqual([200, 6000]);
    // A cart holds $40: only $20 can be taken.
    await giftCardHold(store, { GiftcardNo: card.id, Amount: 40 });
    const tooMuch = await asOperator(store, admin, 'POST', `/gift-cards/${card.id}/adjustments`, { amountCents: -2500, reason: 'Charged twice' });
    expect([tooMuch.statusCode, message(tooMuch)]).toEqual([409, 'The card has $20.00 that can be taken: the balance cannot go below zero.']);
    const down = await asOperator(store, admin, 'POST', `/gift-cards/${card.id}/adjustments`, { amountCents: -2000, reason: 'Charged twice' });
    expect([down.statusCode, down.json().balanceCents, down.json().heldCents]).toEqual([200, 4000, 4000]);
    const noReason = await asOperator(store, admin, 'POST', `/gift-cards/${card.id}/adjustments`, { amountCents: -100, reason: '' });
    expect([noReason.statusCode, message(noReason)]).toEqual([400, "Invalid body field 'reason': Give a reason (at least 3 characters)."]);
    expect((await asOperator(store, desk, 'POST', `/gift-cards/${card.id}/void`, { reason: 'Lost' })).statusCode).toBe(403);

    const voided = await asOperator(store, admin, 'POST', `/gift-cards/${card.id}/void`, { reason: 'Reported stolen' });
    expect(voided.statusCode, voided.body).toBe(200);
    const v = voided.json() as AdminGiftCardDetail;
    expect([v.balanceCents, v.voided]).toEqual([0, true]);
    expect(v.ledger.filter((l) => l.kind !== 'hold').map((l) => [l.kind, l.amountCents, l.reason])).toEqual([
      ['issue', 5000, 'Goodwill: the shark tunnel was closed'],
      ['adjust', 1000, 'Birthday top-up'],
      ['adjust', -2000, 'Charged twice'],
      ['void', -4000, 'Reported stolen'],
    ]);
    expect(await ledgerSum(card.id)).toBe(0);
    const again = await asOperator(store, admin, 'POST', `/gift-cards/${card.id}/adjustments`, { amountCents: 500, reason: 'Oops' });
    expect([again.statusCode, message(again)]).toEqual([409, 'This gift card is void: it cannot be changed.']);
    const hold = await store.app.inject({ method: 'POST', url: '/api/v1/giftcardholds', payload: { GiftcardNo: card.id, Amount: 5 } });
    expect([hold.statusCode, hold.json().Errors[0].ErrorMessage]).toEqual([409, 'Giftcard is already consumed']);
    expect((await audit(card.id)).map((a) => a.action)).toEqual(['gift-card.void', 'gift-card.adjust', 'gift-card.adjust', 'gift-card.issue']);
  });

  it('refuses an unknown card, and an append-only ledger refuses updates in SQL', async () => {
    const res = await asOperator(store, desk, 'GET', '/gift-cards/ZZZZZZZZZZZZZZZZ');
    expect([res.statusCode, message(res)]).toEqual([404, 'No gift card with this number.']);
    const err = (await store.ctx.db.execute(`update gift_card_ledger set amount_cents = 1 where kind = 'issue'`).then(
      () => null,
      (e: unknown) => e,
    )) as (Error & { cause?: Error }) | null;
    expect(err?.cause?.message).toMatch(/gift_card_ledger is append-only/);
  });

  it('lists the demo cards (never a PIN) with their balances', async () => {
    const res = (await asOperator(store, desk, 'GET', '/gift-cards?q=qgde2ff')).json() as { data: AdminGiftCardDetail[]; total: number };
    expect(res.data).toEqual([expect.objectContaining({ id: 'S8Z73B3Y7QGDE2FF', maskedNo: '****GDE2FF', balanceCents: 5000, hasPin: true })]);
    expect(JSON.stringify(res)).not.toContain('4321');
  });
});
