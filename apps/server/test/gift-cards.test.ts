/**
 * Gift cards as payment (docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee; spec 01 §4 "Gift card holds", §5 "Gift cards", §7):
 * holds with PIN modes and one generic answer for wrong guesses, partial and full payment, the
 * allocation over several cards, tampered amounts refused, and a ledger whose sum never goes
 * below zero.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOW, countRows, expectErrors, freshEvent, minutes, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { giftCardHold, orderFor, postGiftCardHold } from './promotions-support';
import { DEMO_GIFT_CARDS } from '../src/seed/demo-promotions';

/** Demo cards: $100 no PIN, $50 PIN 4321, $20 no PIN, $25 fully used. */
const HUNDRED = 'RNFQAPNJYAKQANEV';
const FIFTY_PIN = 'S8Z73B3Y7QGDE2FF';
const TWENTY = 'MMJ36ET1R0QD9WG3';
const CONSUMED = 'CAX1SA33MP7QF9PE';
const NOT_RECOGNISED = 'Invalid gift card number or PIN.';

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore({ now: NOW });
});
afterEach(async () => {
  await store.close();
});

const balance = async (no: string) =>
  Number(((await store.ctx.db.execute(`select coalesce(sum(amount_cents), 0)::int as n from gift_card_ledger where giftcard_no = '${no}'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

describe('POST /api/v1/giftcardholds', () => {
  it('holds what the card can cover, shows the number masked and what is left; other carts see less', async () => {
    const h = await giftCardHold(store, { GiftcardNo: 'rnfq-apnj-yakq-anev', Amount: 30 });
    expect(h).toMatchObject({ GiftcardNo: HUNDRED, MaskedGiftcardNo: '****KQANEV', HoldAmount: 30, BalanceRemaining: 70, AllowPartial: true });
    expect((await giftCardHold(store, { GiftcardNo: HUNDRED, Amount: 500 })).HoldAmount).toBe(70);
    // What is left is held by another cart (not spent): said so (a cart abandoned in another tab holds it until its hold lapses).
    expectErrors(await postGiftCardHold(store, { GiftcardNo: HUNDRED, Amount: 1 }), 409, 'This gift card is in use in another cart: it can be used again once that cart is paid or discarded.');
    // The cart's hold lowered (the recalculation's Update), then released: the balance comes back.
    expect((await giftCardHold(store, { GiftcardNo: HUNDRED, Amount: 10, GiftcardHoldRef: h.GiftcardHoldRef })).BalanceRemaining).toBe(20);
    expect((await store.app.inject({ method: 'DELETE', url: `/api/v1/giftcardholds?GiftcardHoldRef=${h.GiftcardHoldRef}` })).statusCode).toBe(204);
    expect((await giftCardHold(store, { GiftcardNo: HUNDRED, Amount: 5 })).BalanceRemaining).toBe(25);
  });

  it('a lapsed hold stops counting (HoldMinutes), like a seat hold', async () => {
    await giftCardHold(store, { GiftcardNo: TWENTY, Amount: 20 });
    expectErrors(await postGiftCardHold(store, { GiftcardNo: TWENTY, Amount: 20 }), 409, 'This gift card is in use in another cart: it can be used again once that cart is paid or discarded.');
    store.setNow(minutes(15));
    expect((await giftCardHold(store, { GiftcardNo: TWENTY, Amount: 20 })).HoldAmount).toBe(20);
  });

  it('answers an unknown card and a wrong or missing PIN the same way; the right PIN holds; a used-up card is consumed', async () => {
    for (const body of [
      { GiftcardNo: 'ZZZZZZZZZZZZZZZZ', Amount: 10 },
      { GiftcardNo: FIFTY_PIN, Amount: 10 },
      { GiftcardNo: FIFTY_PIN, Pin: '1234', Amount: 10 },
    ])
      expectErrors(await postGiftCardHold(store, body), 404, NOT_RECOGNISED);
    expect((await giftCardHold(store, { GiftcardNo: FIFTY_PIN, Pin: '4321', Amount: 10 })).HoldAmount).toBe(10);
    expectErrors(await postGiftCardHold(store, { GiftcardNo: CONSUMED, Amount: 10 }), 409, 'Giftcard is already consumed');
  });

  it('with PIN mode "false" no PIN is asked, even for a card that has one', async () => {
    const noPins = await startTestStore({ now: NOW, config: { Public: { GiftCardPinMode: 'false' } } });
    try {
      const res = await noPins.app.inject({ method: 'POST', url: '/api/v1/giftcardholds', payload: { GiftcardNo: FIFTY_PIN, Amount: 10 } });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await noPins.close();
    }
  });

  it('is rate-limited per client (guessing card numbers)', async () => {
    const limited = await startTestStore({ now: NOW, config: { LookupRateLimitPerMinute: 3 } });
    try {
      for (let i = 0; i < 3; i++) await limited.app.inject({ method: 'POST', url: '/api/v1/giftcardholds', payload: { GiftcardNo: `GUESS${i}GUESS`, Amount: 1 } });
      const res = await limited.app.inject({ method: 'POST', url: '/api/v1/giftcardholds', payload: { GiftcardNo: 'GUESS9GUESS', Amount: 1 } });
      expect(res.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('paying with gift cards', () => {
  it('a card pays part, the card the rest; the receipt shows the masked number and what it has left', async () => {
    const event = await freshEvent(store, 50);
    const { body, priced } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], giftCards: [{ no: TWENTY }] });
    expect([priced.giftCardCents, priced.amountToPayCents]).toEqual([2000, 6484 - 2000]);
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json() as TransactionResult;
    expect(receipt.Payments).toEqual([
      { PaymentLineNo: 1, PaymentTypeID: 3, PaymentAmount: 20, GiftcardNo: `****${TWENTY.slice(-6)}`, BalanceRemaining: 0 },
      expect.objectContaining({ PaymentTypeID: 1, PaymentAmount: 44.84, MaskedCardNumber: '************4242' }),
    ]);
    expect(await balance(TWENTY)).toBe(0);
    expect(await countRows(store, 'sandbox_charges', "status = 'captured' and amount_cents = 4484")).toBe(1);
  });

  it('two cards cover the whole order: no card form, no provider call', async () => {
    const event = await freshEvent(store, 50);
    const { body, priced } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 3 }], giftCards: [{ no: TWENTY }, { no: FIFTY_PIN, pin: '4321' }] });
    expect([priced.totalCents, priced.amountToPayCents]).toEqual([9726, 2726]);
    // The $20 and $50 cards are not enough for $97.26: the $100 card is added and the rest reallocated.
    const full = await orderFor(store, event, {
      products: [{ TourProductID: 1, Quantity: 3 }],
      giftCards: [{ no: HUNDRED }],
      holdRef: body.TourHoldRef,
    });
    expect(full.priced.amountToPayCents).toBe(0);
    expect(full.body.Payments.every((p) => p.GiftcardNo !== undefined)).toBe(true);
    const res = await pay(store, full.body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await countRows(store, 'sandbox_charges')).toBe(0);
    expect(await balance(HUNDRED)).toBe(10_000 - 9726);
  });

  it('refuses a gift card share the balance does not allow, or a hold of another card, before any charge', async () => {
    const event = await freshEvent(store, 50);
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], giftCards: [{ no: TWENTY }] });
    const [gift, card] = body.Payments;
    if (!gift || !card) throw new Error('two payment lines expected');
    const greedy = { ...body, Payments: [{ ...gift, PaymentAmount: 30 }, { ...card, PaymentAmount: card.PaymentAmount - 10 }] };
    expectErrors(await pay(store, greedy), 409, `The balance of gift card ****${TWENTY.slice(-6)} has changed, please apply it again.`);
    const other = await giftCardHold(store, { GiftcardNo: HUNDRED, Amount: 5 });
    const stolen = { ...body, Payments: [{ ...gift, GiftcardHoldRef: other.GiftcardHoldRef }, card] };
    expectErrors(await pay(store, stolen), 409, `The balance of gift card ****${TWENTY.slice(-6)} has changed, please apply it again.`);
    expect(await countRows(store, 'sandbox_charges')).toBe(0);
    expect(await balance(TWENTY)).toBe(2000);
  });

  it('when the balance went meanwhile (a lapsed hold, another order took it), refuses and refunds the card part', async () => {
    const event = await freshEvent(store, 50);
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], giftCards: [{ no: TWENTY }] });
    // Between the charge and the booking, the card is spent elsewhere.
    store.ctx.testHooks = {
      afterCharge: async () =>
        void (await store.ctx.db.execute(`insert into gift_card_ledger (giftcard_no, kind, amount_cents, created_at) values ('${TWENTY}', 'redeem', -1500, now())`)),
    };
    expectErrors(await pay(store, body), 409, `The balance of gift card ****${TWENTY.slice(-6)} has changed, please apply it again.`);
    store.ctx.testHooks = undefined;
    expect(await countRows(store, 'sandbox_charges', "status = 'refunded'")).toBe(1);
    expect(await countRows(store, 'bookings')).toBe(0);
    expect(await balance(TWENTY)).toBe(500);
    // The visitor applies the card again (its old hold released): it pays what it has now.
    await store.app.inject({ method: 'DELETE', url: `/api/v1/giftcardholds?GiftcardHoldRef=${body.Payments[0]?.GiftcardHoldRef}` });
    const again = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], giftCards: [{ no: TWENTY }], holdRef: body.TourHoldRef });
    expect(again.priced.giftCardCents).toBe(500);
    expect((await pay(store, again.body)).statusCode).toBe(200);
    expect(await balance(TWENTY)).toBe(0);
  });

  it('keeps the balance at or above zero in every case (ledger sums)', async () => {
    const sums = (await store.ctx.db.execute('select giftcard_no, sum(amount_cents)::int as n from gift_card_ledger group by 1')) as unknown as {
      rows: { n: number }[];
    };
    expect(sums.rows.length).toBe(DEMO_GIFT_CARDS.length);
    for (const r of sums.rows) expect(r.n).toBeGreaterThanOrEqual(0);
  });
});
