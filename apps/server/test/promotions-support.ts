/**
 * Helpers of the coupon, gift card, donation and fee tests: apply them the way the storefront
 * does (GET coupons, POST UniqueCouponHolds, POST giftcardholds) and price the order with the
 * domain's `priceOrder` from the public catalogue, then build the transaction body.
 */
import type { TourEvent, TourProduct } from '@gt/contract/catalogue';
import type { Coupon as WireCoupon, UniqueCouponHold } from '@gt/contract/coupons';
import type { GiftCardHold } from '@gt/contract/gift-cards';
import type { Coupon } from '@gt/domain/coupon';
import { toCents, toDollars } from '@gt/domain/money';
import { priceOrder, type PricedOrder } from '@gt/domain/order-pricing';
import { expect } from 'vitest';
import type { TransactionResult } from '@gt/contract/transactions';
import { createGuest, hold, pay, tokenize, type TicketBody } from './checkout-support';
import type { TestStore } from './harness';

/** The wire coupon in domain terms; a unique code discounts at most `held` units. */
export function domainCoupon(c: WireCoupon, held?: number): Coupon {
  return {
    couponId: c.CouponID,
    code: c.CouponCode,
    kind: c.CouponKind,
    useFrom: c.UseCouponFrom,
    useTill: c.UseCouponTill,
    unique: c.RequireUniqueCouponCode,
    maxProductsPerPurchase: c.MaxProductsPerPurchase,
    remainingProducts: c.RequireUniqueCouponCode ? (held ?? c.RemainingProducts) : null,
    maxTransactions: c.MaxTransactionsPerCoupon,
    timesUsed: c.TimesUsed,
    products: [
      ...c.TourProducts.map((r) => ({
        tourProductId: r.TourProductID,
        percentage: r.PercentageDiscount,
        dollarCents: r.DollarDiscount === null ? null : toCents(r.DollarDiscount),
        applyToTourProductId: r.ApplyDiscountToTourProductID,
      })),
      ...c.GATickets.map((r) => ({
        tourProductId: 0,
        productId: r.ProductID,
        percentage: r.PercentageDiscount,
        dollarCents: r.DollarDiscount === null ? null : toCents(r.DollarDiscount),
        applyToTourProductId: null,
      })),
    ],
  };
}

export const getCoupon = (store: TestStore, code: string) =>
  store.app.inject({ method: 'GET', url: `/api/v1/coupons?CouponCode=${encodeURIComponent(code)}` });

export const postGiftCardHold = (store: TestStore, body: { GiftcardNo: string; Pin?: string; Amount: number; GiftcardHoldRef?: string }) =>
  store.app.inject({ method: 'POST', url: '/api/v1/giftcardholds', payload: body });

export async function giftCardHold(
  store: TestStore,
  body: { GiftcardNo: string; Pin?: string; Amount: number; GiftcardHoldRef?: string },
): Promise<GiftCardHold> {
  const res = await postGiftCardHold(store, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GiftCardHold;
}

/** A transaction body whose lines are spelled out. */
export type OrderBody = TicketBody;

export interface OrderOptions {
  products: { TourProductID: number; Quantity: number }[];
  coupons?: string[];
  donationCents?: number;
  /** Gift cards to hold for the order (their holds are taken for what the allocation gives them). */
  giftCards?: { no: string; pin?: string }[];
  fee?: { productId: number; percentage: number; flatCents: number };
  card?: string;
  holdRef?: string;
}

/**
 * Holds the seats, applies the coupons (a unique one held), creates a guest, holds the gift cards
 * and prices everything as the storefront would; returns the body that pays it.
 */
export async function orderFor(
  store: TestStore,
  event: TourEvent,
  o: OrderOptions,
): Promise<{ body: OrderBody; priced: PricedOrder; holdRef: string }> {
  const h = o.holdRef ? { TourHoldRef: o.holdRef } : await hold(store, { TourEventID: event.TourEventID, TourProducts: o.products });
  const coupons: Coupon[] = [];
  const applied: { CouponCode: string; CouponHoldRef?: string }[] = [];
  for (const code of o.coupons ?? []) {
    const res = await getCoupon(store, code);
    expect(res.statusCode, res.body).toBe(200);
    const wire = res.json() as WireCoupon;
    if (!wire.RequireUniqueCouponCode) {
      coupons.push(domainCoupon(wire));
      applied.push({ CouponCode: wire.CouponCode });
      continue;
    }
    const units = o.products.reduce((n, p) => n + p.Quantity, 0);
    const held = await store.app.inject({
      method: 'POST',
      url: '/api/v1/UniqueCouponHolds',
      payload: { UniqueCouponCode: code, TourHoldRef: h.TourHoldRef, Quantity: units },
    });
    expect(held.statusCode, held.body).toBe(200);
    const uh = held.json() as UniqueCouponHold;
    coupons.push(domainCoupon(wire, uh.Quantity));
    applied.push({ CouponCode: wire.CouponCode, CouponHoldRef: uh.CouponHoldRef });
  }
  const catalogue = new Map<number, TourProduct>();
  for (const p of o.products) {
    const res = await store.app.inject({ method: 'GET', url: `/api/v1/tourproducts?TourProductID=${p.TourProductID}&CostRateID=1` });
    catalogue.set(p.TourProductID, (res.json() as TourProduct[])[0] as TourProduct);
  }
  const lines = o.products.map((p) => {
    const entry = catalogue.get(p.TourProductID)?.PriceMatrix[0];
    if (!entry) throw new Error(`no price for ${p.TourProductID}`);
    const taxes = entry.Taxes.map((t) => ({ included: t.TaxIncluded, percentage: t.TaxPercentage }));
    return {
      key: `${event.TourEventID}:${p.TourProductID}`,
      tourEventId: event.TourEventID,
      tourProductId: p.TourProductID,
      quantity: p.Quantity,
      unitPriceCents: toCents(entry.Price),
      taxIncluded: taxes.length > 0 && taxes.every((t) => t.included),
      taxes,
    };
  });
  const input = {
    lines,
    coupons,
    donationCents: o.donationCents ?? 0,
    fee: o.fee ?? null,
    giftCards: [] as { giftcardNo: string; availableCents: number; heldCents: number }[],
  };
  // Gift cards: hold each for the whole amount due first (the hold answers what it can cover), then price.
  const holds = new Map<string, GiftCardHold>();
  for (const g of o.giftCards ?? []) {
    const due = priceOrder({ ...input, giftCards: [...input.giftCards, { giftcardNo: g.no, availableCents: 0, heldCents: 0 }] }).totalCents;
    const gh = await giftCardHold(store, { GiftcardNo: g.no, Pin: g.pin, Amount: toDollars(due) });
    holds.set(g.no, gh);
    input.giftCards.push({
      giftcardNo: g.no,
      availableCents: toCents(gh.HoldAmount) + toCents(gh.BalanceRemaining),
      heldCents: toCents(gh.HoldAmount),
    });
  }
  const priced = priceOrder(input);
  // The recalculation: each hold made exactly what the allocation gives its card.
  for (const a of priced.giftCards) {
    const gh = holds.get(a.giftcardNo) as GiftCardHold;
    if (a.amountCents > 0 && a.amountCents !== toCents(gh.HoldAmount))
      holds.set(
        a.giftcardNo,
        await giftCardHold(store, { GiftcardNo: a.giftcardNo, Amount: toDollars(a.amountCents), GiftcardHoldRef: gh.GiftcardHoldRef }),
      );
  }
  const customer = await createGuest(store);
  const payments: OrderBody['Payments'] = priced.giftCards
    .filter((a) => a.amountCents > 0)
    .map((a, i) => ({
      PaymentLineNo: i + 1,
      PaymentTypeID: 3,
      PaymentAmount: toDollars(a.amountCents),
      GiftcardNo: a.giftcardNo,
      GiftcardHoldRef: holds.get(a.giftcardNo)?.GiftcardHoldRef,
    }));
  if (priced.amountToPayCents > 0)
    payments.push({
      PaymentLineNo: payments.length + 1,
      PaymentTypeID: 1,
      PaymentAmount: toDollars(priced.amountToPayCents),
      CardToken: await tokenize(store, o.card),
    });
  const body: OrderBody = {
    CustomerID: customer.CustomerID,
    CustomerToken: customer.CustomerToken,
    TourHoldRef: h.TourHoldRef,
    Products: o.products.map((p, i) => {
      const l = priced.lines[i];
      if (!l) throw new Error('line missing');
      return {
        ProductLineNo: i + 1,
        TourEventID: event.TourEventID,
        TourProductID: p.TourProductID,
        Quantity: p.Quantity,
        CostRateID: 1,
        LinePriceExTax: toDollars(l.amounts.exTaxCents),
        LinePriceTax: toDollars(l.amounts.taxCents),
        LinePriceIncTax: toDollars(l.amounts.totalCents),
        ...(l.discount ? { CouponCode: l.discount.code, DiscountAmount: toDollars(l.listAmounts.totalCents - l.amounts.totalCents) } : {}),
      };
    }),
    Coupons: applied,
    ...(o.donationCents ? { Donation: { ProductID: 9001, Amount: toDollars(o.donationCents) } } : {}),
    ...(priced.feeCents > 0 ? { TransactionFee: { ProductID: o.fee?.productId ?? 9002, Amount: toDollars(priced.feeCents) } } : {}),
    Payments: payments,
  };
  return { body, priced, holdRef: h.TourHoldRef };
}

let lapsedCodes = 0;

/**
 * A unique code's lapsed reservation against live ones (coupon 4: 25 % off adults, 2 units a
 * cart, 4 in all; a fresh code each call): carts A1 and A2 each reserve 2 units for 2 adults of
 * `event`, their holds lapse (the clock moves on 16 minutes), then B1 and B2 reserve the same 4
 * units. Returns the code and the four transaction bodies, A1, A2, B1, B2, with fresh card tokens.
 */
export async function lapsedCouponCarts(store: TestStore, event: TourEvent): Promise<{ code: string; bodies: OrderBody[] }> {
  const code = `LAPSED${String(++lapsedCodes).padStart(4, '0')}${Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, '0')}`;
  await store.ctx.db.execute(`insert into unique_coupon_codes (code, coupon_id) values ('${code}', 4)`);
  const order = async () => (await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], coupons: [code] })).body;
  const a = [await order(), await order()];
  store.setNow(new Date(store.ctx.clock().getTime() + 16 * 60_000));
  const b = [await order(), await order()];
  return { code, bodies: await Promise.all([...a, ...b].map((body) => freshCard(store, body))) };
}

/** The body with a new card token (a token lapses: a cart paid long after it was built needs one). */
export async function freshCard(store: TestStore, body: OrderBody): Promise<OrderBody> {
  const token = await tokenize(store);
  return { ...body, Payments: body.Payments.map((p) => (p.CardToken ? { ...p, CardToken: token } : p)) };
}

/** Buys a $25 gift card (product 3001) by card as a new guest and expects 200: the card's number and PIN. */
export async function buyGiftCard(store: TestStore): Promise<{ no: string; pin: string }> {
  const customer = await createGuest(store);
  const res = await pay(store, {
    CustomerID: customer.CustomerID,
    CustomerToken: customer.CustomerToken,
    GiftCards: [{ ProductLineNo: 1, ProductID: 3001, Amount: 25, Quantity: 1 }],
    Coupons: [],
    Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: 25, CardToken: await tokenize(store) }],
  });
  expect(res.statusCode, res.body).toBe(200);
  const card = (res.json() as TransactionResult).GiftCards[0]?.Giftcards[0] as { GiftcardNo: string; Pin: string };
  return { no: card.GiftcardNo, pin: card.Pin };
}
