/**
 * General-admission tickets and gift card purchase (docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought; spec 02 §2.9–2.11, §5): the
 * listings (sell windows, departments, 'You Save', validity, the GA coupon), GA lines priced on
 * the server with a barcode per ticket, and gift cards issued in the booking transaction — exactly
 * N cards for quantity N, balances equal to the amounts paid, nothing on a decline — and usable at
 * once; by default a gift card cannot pay for a gift card.
 */
import type { GiftCardHold } from '@gt/contract/gift-cards';
import type { GaTicket, GiftCardProduct } from '@gt/contract/products';
import type { TransactionRequest, TransactionResult } from '@gt/contract/transactions';
import { toCents, toDollars } from '@gt/domain/money';
import { priceOrder } from '@gt/domain/order-pricing';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/modules/mail/mailer';
import { mailSender } from '../src/modules/mail/outbox';
import { CARDS, NOW, countRows, createGuest, expectErrors, pay, tokenize } from './checkout-support';
import { redactUrl } from '../src/http/privacy';
import { startTestStore, type TestStore } from './harness';
import { domainCoupon, getCoupon, giftCardHold } from './promotions-support';

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore({ now: NOW });
});
afterEach(async () => {
  await store.close();
});

const list = async <T>(query: string): Promise<T[]> => (await store.app.inject({ method: 'GET', url: `/api/v1/Products?${query}` })).json() as T[];
const SALES_TAX = [{ included: false, percentage: 8.25 }];

/**
 * A paid body for GA tickets [productId, quantity] (with coupon codes) and gift cards bought
 * [productId, amount cents, quantity], priced with the domain like the storefront; paid by card
 * (`card`) unless gift cards in `giftCards` cover it.
 */
async function saleBody(o: { ga?: [number, number][]; coupons?: string[]; buy?: [number, number, number][]; card?: string; giftCards?: { no: string; pin?: string }[] }) {
  const ga = o.ga ?? [];
  const buy = o.buy ?? [];
  const tickets = new Map((await list<GaTicket>('ProductType=gaticket')).map((t) => [t.ProductID, t]));
  const coupons = [];
  for (const code of o.coupons ?? []) coupons.push(domainCoupon((await getCoupon(store, code)).json()));
  const lines = ga.map(([id, quantity]) => ({
    key: `ga:${id}`, tourEventId: 0, tourProductId: 0, productId: id, quantity,
    unitPriceCents: toCents(tickets.get(id)?.Price ?? 0), taxIncluded: false, taxes: SALES_TAX,
  }));
  const giftCardPurchases = buy.map(([, amountCents, quantity], i) => ({ key: `gc:${i}`, amountCents, quantity }));
  const input = { lines, giftCardPurchases, coupons, donationCents: 0, fee: null, giftCards: [] as { giftcardNo: string; availableCents: number; heldCents: number }[] };
  const holds: GiftCardHold[] = [];
  for (const g of o.giftCards ?? []) {
    const h = await giftCardHold(store, { GiftcardNo: g.no, Pin: g.pin, Amount: toDollars(priceOrder(input).totalCents) });
    holds.push(h);
    input.giftCards.push({ giftcardNo: h.GiftcardNo, availableCents: toCents(h.HoldAmount) + toCents(h.BalanceRemaining), heldCents: toCents(h.HoldAmount) });
  }
  const priced = priceOrder(input);
  const customer = await createGuest(store);
  const payments: NonNullable<TransactionRequest['Payments']> = priced.giftCards
    .filter((a) => a.amountCents > 0)
    .map((a, i) => ({ PaymentLineNo: i + 1, PaymentTypeID: 3, PaymentAmount: toDollars(a.amountCents), GiftcardNo: a.giftcardNo, GiftcardHoldRef: holds.find((h) => h.GiftcardNo === a.giftcardNo)?.GiftcardHoldRef }));
  if (priced.amountToPayCents > 0) payments.push({ PaymentLineNo: payments.length + 1, PaymentTypeID: 1, PaymentAmount: toDollars(priced.amountToPayCents), CardToken: await tokenize(store, o.card) });
  const body: TransactionRequest = {
    CustomerID: customer.CustomerID,
    CustomerToken: customer.CustomerToken,
    GATickets: ga.map(([id, quantity], i) => {
      const l = priced.lines[i];
      if (!l) throw new Error('line missing');
      return {
        ProductLineNo: i + 1, ProductID: id, Quantity: quantity,
        LinePriceExTax: toDollars(l.amounts.exTaxCents), LinePriceTax: toDollars(l.amounts.taxCents), LinePriceIncTax: toDollars(l.amounts.totalCents),
        ...(l.discount ? { CouponCode: l.discount.code, DiscountAmount: toDollars(l.listAmounts.totalCents - l.amounts.totalCents) } : {}),
      };
    }),
    GiftCards: buy.map(([id, amountCents, quantity], i) => ({ ProductLineNo: ga.length + i + 1, ProductID: id, Amount: toDollars(amountCents), Quantity: quantity })),
    Coupons: (o.coupons ?? []).map((CouponCode) => ({ CouponCode })),
    Payments: payments,
  };
  return { body, priced };
}

const ledgerSum = async (no: string) =>
  Number(((await store.ctx.db.execute(`select coalesce(sum(amount_cents), 0)::int as n from gift_card_ledger where giftcard_no = '${no}'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

describe('GET /api/v1/Products', () => {
  it('lists GA tickets on sale today by department and order, with You Save, validity and limits; a GA coupon marks what it discounts', async () => {
    const tickets = await list<GaTicket>('ProductType=gaticket&DisplayArea=5');
    expect(tickets.map((t) => [t.GATicketDepartments[0]?.DepartmentName, t.ProductName])).toEqual([
      ['Exhibits', '4D Theater'],
      ['Exhibits', 'Shark Tunnel Photo'],
      ['Experiences', 'Penguin Feeding'],
    ]);
    expect(tickets[0]).toMatchObject({ Price: 8, OriginalPrice: 10, MaxQuantity: 10, Taxes: [{ TaxIncluded: false, TaxPercentage: 8.25 }], CouponCodeApplied: null });
    expect(tickets[1]?.GATicketExpiryDate).toBe('2027-02-21');
    expect(tickets[2]).toMatchObject({ MinQuantity: 2, MaxQuantity: 8 });
    const withCoupon = await list<GaTicket>('ProductType=gaticket&DisplayArea=5&GACouponCode=ga20');
    expect(withCoupon.map((t) => t.CouponCodeApplied)).toEqual(['GA20', null, 'GA20']);
  });

  it('lists gift cards for sale by area (the spec’s lower-case displayarea), within their sell window', async () => {
    const ocean = await list<GiftCardProduct>('ProductType=giftcard&displayarea=6');
    expect(ocean.map((p) => [p.ProductName, p.Price, p.MaxPrice, p.ProductImageURL])).toEqual([
      ['$25 Ocean Gift Card', 25, null, '/GT/images/jellyfish.svg'],
      ['$50 Ocean Gift Card', 50, null, '/GT/images/jellyfish.svg'],
      ['$100 Ocean Gift Card', 100, null, '/GT/images/jellyfish.svg'],
      ['Gift Card, any amount', 10, 500, '/GT/images/coral-reef.svg'],
    ]);
    expect((await list<GiftCardProduct>('ProductType=giftcard&displayarea=7')).map((p) => [p.ProductName, p.SellStart, p.SellEnd])).toEqual([['Holiday Gift Card', '2026-11-23', '2027-01-07']]);
    const areas = (await store.app.inject({ method: 'GET', url: '/api/v1/DisplayAreas?type=giftcard' })).json() as { AreaName: string }[];
    expect(areas.map((a) => a.AreaName)).toEqual(['Gift Cards', 'Holiday Gift Cards']);
  });
});

describe('GA tickets in a transaction', () => {
  it('are priced on the server (a GA coupon applies), with a barcode per ticket and their validity on the receipt', async () => {
    const { body, priced } = await saleBody({ ga: [[2001, 2], [2002, 1], [2003, 2]], coupons: ['GA20'] });
    // 2 × $8 − 20 % = $12.80 (+ $1.06 tax); 1 × $15 (+ $1.24); 2 × $12 − 20 % = $19.20 (+ $1.58).
    expect(priced.totalCents).toBe(1386 + 1624 + 2078);
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json() as TransactionResult;
    expect(receipt.GATickets.map((g) => [g.ProductName, g.Quantity, g.LinePriceIncTax, g.CouponCode, g.ValidUntil, g.Barcodes.length])).toEqual([
      ['4D Theater', 2, 13.86, 'GA20', null, 2],
      ['Shark Tunnel Photo', 1, 16.24, null, '2027-02-21', 1],
      ['Penguin Feeding', 2, 20.78, 'GA20', null, 2],
    ]);
    for (const code of receipt.GATickets.flatMap((g) => g.Barcodes)) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(await countRows(store, 'product_tickets', `receipt_no = ${receipt.ReceiptNo}`)).toBe(5);
    expect(receipt.Events).toEqual([]);
  });

  it('refuse a quantity below the minimum or above the maximum, and a ticket outside its sell window', async () => {
    const { body } = await saleBody({ ga: [[2001, 1]] });
    const ga = body.GATickets?.[0];
    if (!ga) throw new Error('no GA line');
    expectErrors(await pay(store, { ...body, GATickets: [{ ...ga, ProductID: 2003 }] }), 400, 'Penguin Feeding (Please select at least 2 quantity)');
    expectErrors(await pay(store, { ...body, GATickets: [{ ...ga, Quantity: 11 }] }), 400, 'Maximum of 10 tickets allowed');
    expectErrors(await pay(store, { ...body, GATickets: [{ ...ga, ProductID: 2004 }] }), 409, 'Tickets not longer available, please choose another time');
    expectErrors(await pay(store, { ...body, GATickets: [{ ...ga, Quantity: 0 }] }), 400, 'Please select quantity first');
    expect((await pay(store, { ...body, GATickets: [ga, { ...ga, ProductLineNo: 2 }] })).json().Errors[0].ErrorMessage).toContain('must list each GA ticket once');
    expect(await countRows(store, 'sandbox_charges')).toBe(0);
  });

  it('an empty GA coupon code is refused with the spec’s text; a GA coupon code is kept out of the request log', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/api/v1/Products?ProductType=gaticket&GACouponCode=%20' });
    expectErrors(res, 400, 'Please enter Coupon number.');
    expect(redactUrl('/api/v1/Products?ProductType=gaticket&DisplayArea=5&GACouponCode=GA20')).toBe('/api/v1/Products?ProductType=gaticket&DisplayArea=5&GACouponCode=[redacted]');
  });
});

describe('gift cards bought', () => {
  it('are issued in the booking transaction: one card per unit with its amount in the ledger, a PIN each, shown once on the receipt', async () => {
    const { body } = await saleBody({ buy: [[3001, 2500, 2], [3004, 3750, 1]] });
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json() as TransactionResult;
    expect(receipt.GiftCards.map((g) => [g.ProductName, g.Amount, g.Quantity, g.Giftcards.length])).toEqual([
      ['$25 Ocean Gift Card', 25, 2, 2],
      ['Gift Card, any amount', 37.5, 1, 1],
    ]);
    const cards = receipt.GiftCards.flatMap((g) => g.Giftcards.map((c) => ({ ...c, amount: toCents(g.Amount) })));
    expect(new Set(cards.map((c) => c.GiftcardNo)).size).toBe(3);
    for (const c of cards) {
      expect(c.GiftcardNo).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
      expect(c.Pin).toMatch(/^\d{4}$/);
      expect(await ledgerSum(c.GiftcardNo)).toBe(c.amount);
    }
    expect(receipt.TotalPaid).toBe(87.5);
    expect(await countRows(store, 'gift_cards', `receipt_no = ${receipt.ReceiptNo}`)).toBe(3);
  });

  it('the confirmation e-mail delivers each PIN once; the sent message is kept without them', async () => {
    const mails: MailMessage[] = [];
    store.ctx.mailer = { send: async (m) => void mails.push(m) };
    const res = await pay(store, (await saleBody({ buy: [[3001, 2500, 1]] })).body);
    const pin = (res.json() as TransactionResult).GiftCards[0]?.Giftcards[0]?.Pin;
    expect(pin).toMatch(/^\d{4}$/);
    await mailSender(store.ctx).drain();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`PIN ${pin}`);
    const stored = (await store.ctx.db.execute(sql`select payload::text as p from mail_outbox where sent_at is not null`)) as unknown as { rows: { p: string }[] };
    const payload = stored.rows[0]?.p ?? '';
    expect(payload).toContain('"Pin": null');
    expect(payload).not.toMatch(/"Pin": "\d/);
  });

  it('issue nothing when the card is declined, and refuse an amount a product does not allow', async () => {
    const declined = await saleBody({ buy: [[3002, 5000, 1]], card: CARDS.decline });
    expect((await pay(store, declined.body)).statusCode).toBe(422);
    expect(await countRows(store, 'gift_cards', 'receipt_no is not null')).toBe(0);
    const { body } = await saleBody({ buy: [[3004, 1000, 1]] });
    const line = body.GiftCards?.[0];
    if (!line) throw new Error('no gift card line');
    for (const bad of [{ ...line, Amount: 9.99 }, { ...line, Amount: 500.01 }, { ...line, ProductID: 3001, Amount: 30 }])
      expectErrors(await pay(store, { ...body, GiftCards: [bad] }), 400, 'Please enter valid amount.');
    expectErrors(await pay(store, { ...body, GiftCards: [{ ...line, Quantity: 0 }] }), 400, 'Please select any giftcard');
  });

  it('a card bought pays a second order at once, and its remaining balance is what the ledger says', async () => {
    const first = await pay(store, (await saleBody({ buy: [[3004, 4000, 1]] })).body);
    const bought = (first.json() as TransactionResult).GiftCards[0]?.Giftcards[0];
    if (!bought?.Pin) throw new Error('no card bought');
    const second = await saleBody({ ga: [[2002, 1]], giftCards: [{ no: bought.GiftcardNo, pin: bought.Pin }] });
    expect(second.priced.amountToPayCents).toBe(0);
    const res = await pay(store, second.body);
    expect(res.statusCode, res.body).toBe(200);
    const payment = (res.json() as TransactionResult).Payments[0];
    expect(payment).toMatchObject({ PaymentAmount: 16.24, BalanceRemaining: 23.76, GiftcardNo: `****${bought.GiftcardNo.slice(-6)}` });
    expect(await ledgerSum(bought.GiftcardNo)).toBe(4000 - 1624);
  });

  it('cannot be paid with another gift card unless the operator allows it', async () => {
    const { body } = await saleBody({ buy: [[3002, 5000, 1]], giftCards: [{ no: 'RNFQAPNJYAKQANEV' }] });
    // The card in the cart pays nothing of a gift card purchase: the whole $50 goes to the card.
    expect(body.Payments?.map((p) => [p.PaymentTypeID, p.PaymentAmount])).toEqual([[1, 50]]);
    const tampered = { ...body, Payments: [{ PaymentLineNo: 1, PaymentTypeID: 3, PaymentAmount: 50, GiftcardNo: 'RNFQAPNJYAKQANEV', GiftcardHoldRef: (await giftCardHold(store, { GiftcardNo: 'RNFQAPNJYAKQANEV', Amount: 50 })).GiftcardHoldRef }] };
    expectErrors(await pay(store, tampered), 409, 'The balance of gift card ****KQANEV has changed, please apply it again.');
    const allowing = await startTestStore({ now: NOW, config: { Public: { AllowGiftCardForGiftCards: true } } });
    try {
      const customer = await createGuest(allowing);
      const hold = await allowing.app.inject({ method: 'POST', url: '/api/v1/giftcardholds', payload: { GiftcardNo: 'RNFQAPNJYAKQANEV', Amount: 50 } });
      const res = await pay(allowing, { ...tampered, CustomerID: customer.CustomerID, CustomerToken: customer.CustomerToken, Payments: [{ ...tampered.Payments[0], GiftcardHoldRef: hold.json().GiftcardHoldRef }] });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await allowing.close();
    }
  });
});
