/**
 * Full checkouts on one event: each of `clients` connections loops hold 2 Adult tickets →
 * [with promotions: look up coupon SAVE10 → hold $10 of the visitor's own gift card] →
 * tokenize the sandbox approve card → create a guest → POST /middleware/api/Transactions
 * (priced like the storefront with domain priceOrder, with an Idempotency-Key) → receipt with
 * barcodes; the server
 * queues the confirmation e-mail and its outbox sender builds it after the answer (dropped:
 * in-memory mail). Counts completed bookings per minute and the latency of the whole flow, then
 * how long the outbox takes to send the e-mails still queued; afterwards sold seats = 2 ×
 * bookings, none oversold.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { TourProduct } from '@gt/contract/catalogue';
import { toCents, toDollars } from '@gt/domain/money';
import type { Coupon } from '@gt/contract/coupons';
import { priceOrder } from '@gt/domain/order-pricing';
import type autocannon from 'autocannon';
import type pg from 'pg';
import { seatCount } from '../lib/capacity';
import { ADULT, BENCH_GIFT_CARD_CENTS, benchGiftCardNo } from '../lib/fixtures';
import { fireChain } from '../lib/load';
import type { ScenarioResult } from '../lib/report';
import { percentile, perMinute, round } from '../lib/stats';

export const CHECKOUT_TARGET_PER_MINUTE = 6_000;
const QUANTITY = 2;
const MIDDLEWARE_KEY = 'gt-storefront';
const JSON_HEADERS = { 'content-type': 'application/json' };

interface Flow {
  t0?: number;
  holdRef?: string;
  token?: string;
  customerId?: number;
  customerToken?: string;
  giftcardNo?: string;
  giftHoldRef?: string;
}

/**
 * The Adult line for 2 tickets, priced from the public price matrix with the domain pipeline;
 * with `coupon`, discounted by it, and with a gift card of BENCH_GIFT_CARD_CENTS paying part.
 */
async function adultOrder(baseUrl: string, tourEventId: number, coupon: string | undefined) {
  const res = await fetch(`${baseUrl}/api/v1/tourproducts?TourProductID=${ADULT}&CostRateID=1`);
  const entry = ((await res.json()) as TourProduct[])[0]?.PriceMatrix[0];
  if (!entry) throw new Error('no Adult price');
  const c = coupon ? ((await (await fetch(`${baseUrl}/api/v1/coupons?CouponCode=${coupon}`)).json()) as Coupon) : undefined;
  const taxes = entry.Taxes.map((t) => ({ included: t.TaxIncluded, percentage: t.TaxPercentage }));
  const priced = priceOrder({
    lines: [{ key: 'adult', tourEventId, tourProductId: ADULT, quantity: QUANTITY, unitPriceCents: toCents(entry.Price), taxIncluded: false, taxes }],
    coupons: c
      ? [
          {
            couponId: c.CouponID, code: c.CouponCode, kind: c.CouponKind, useFrom: c.UseCouponFrom, useTill: c.UseCouponTill, unique: false,
            maxProductsPerPurchase: c.MaxProductsPerPurchase, remainingProducts: null, maxTransactions: c.MaxTransactionsPerCoupon, timesUsed: c.TimesUsed,
            products: c.TourProducts.map((r) => ({ tourProductId: r.TourProductID, percentage: r.PercentageDiscount, dollarCents: r.DollarDiscount === null ? null : toCents(r.DollarDiscount), applyToTourProductId: r.ApplyDiscountToTourProductID })),
          },
        ]
      : [],
    donationCents: 0,
    fee: null,
    giftCards: coupon ? [{ giftcardNo: 'any', availableCents: BENCH_GIFT_CARD_CENTS, heldCents: BENCH_GIFT_CARD_CENTS }] : [],
  });
  const l = priced.lines[0];
  if (!l) throw new Error('no line');
  const line = {
    ProductLineNo: 1,
    ProductID: ADULT,
    TourEventID: tourEventId,
    TourProductID: ADULT,
    Quantity: QUANTITY,
    CostRateID: 1,
    LinePriceExTax: toDollars(l.amounts.exTaxCents),
    LinePriceTax: toDollars(l.amounts.taxCents),
    LinePriceIncTax: toDollars(l.amounts.totalCents),
    ...(l.discount ? { CouponCode: l.discount.code, DiscountAmount: toDollars(l.listAmounts.totalCents - l.amounts.totalCents) } : {}),
  };
  return { line, gift: toDollars(priced.giftCardCents), card: toDollars(priced.amountToPayCents) };
}

const guest = (email: string) => {
  const address = { Email: email, Street1: '1 Harbor Way', CitySuburb: 'Galveston', State: 'TX', Postcode: '77550', Country: 'US', MobilePhone: '4095550100' };
  return [
    {
      FirstName: 'Bench',
      LastName: 'Buyer',
      GuestEmail: email,
      CustomerAddress: [
        { IsPrimaryAddress: true, ...address },
        { IsPrimaryAddress: false, ...address },
      ],
    },
  ];
};

/** Waits (up to 3 min) until the outbox has sent every confirmation; how many were queued and how long it took. */
async function drainMail(db: pg.Client): Promise<{ queuedAtEnd: number; drainMs: number; unsent: number }> {
  const unsent = async () => Number((await db.query<{ n: number }>('select count(*)::int as n from mail_outbox where sent_at is null')).rows[0]?.n);
  const t0 = performance.now();
  const queuedAtEnd = await unsent();
  let left = queuedAtEnd;
  while (left > 0 && performance.now() - t0 < 180_000) {
    await new Promise((r) => setTimeout(r, 200));
    left = await unsent();
  }
  return { queuedAtEnd, drainMs: left === queuedAtEnd && left === 0 ? 0 : performance.now() - t0, unsent: left };
}

export async function runCheckouts(o: {
  baseUrl: string;
  db: pg.Client;
  tourEventId: number;
  clients: number;
  seconds: number;
  /** Apply coupon SAVE10 and hold $10 of a gift card in every checkout (each flow its own card). */
  promotions?: boolean;
}): Promise<ScenarioResult> {
  const coupon = o.promotions ? 'SAVE10' : undefined;
  const { line, gift, card } = await adultOrder(o.baseUrl, o.tourEventId, coupon);
  let cards = 0;
  const flows: number[] = [];
  const failures: Record<string, number> = {};
  let n = 0;
  const fail = (step: string, status: number) => {
    failures[`${step} ${status}`] = (failures[`${step} ${status}`] ?? 0) + 1;
  };
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      path: '/api/v1/TourHolds',
      headers: JSON_HEADERS,
      body: JSON.stringify({ Action: 'add', TourEventID: o.tourEventId, TourProducts: [{ TourProductID: ADULT, Quantity: QUANTITY }] }),
      setupRequest: (req, ctx) => {
        (ctx as Flow).t0 = performance.now();
        return req;
      },
      onResponse: (status, body, ctx) => {
        if (status === 200) (ctx as Flow).holdRef = (JSON.parse(body) as { TourHoldRef: string }).TourHoldRef;
        else fail('hold', status);
      },
    },
    ...(coupon ? promotionSteps(coupon, gift, () => benchGiftCardNo(++cards), fail) : []),
    {
      method: 'POST',
      path: '/sandbox-pay/tokens',
      headers: JSON_HEADERS,
      body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvv: '123' }),
      setupRequest: (req, ctx) => ((ctx as Flow).holdRef && (!coupon || (ctx as Flow).giftHoldRef) ? req : (null as unknown as autocannon.Request)),
      onResponse: (status, body, ctx) => {
        if (status === 201) (ctx as Flow).token = (JSON.parse(body) as { token: string }).token;
        else fail('token', status);
      },
    },
    {
      method: 'POST',
      path: '/api/v1/customers',
      headers: JSON_HEADERS,
      setupRequest: (req, ctx) => ((ctx as Flow).token ? { ...req, body: JSON.stringify(guest(`bench.${++n}@example.org`)) } : (null as unknown as autocannon.Request)),
      onResponse: (status, body, ctx) => {
        const created = status === 201 ? (JSON.parse(body) as { CustomerID: number; CustomerToken: string }[])[0] : undefined;
        if (created) Object.assign(ctx as Flow, { customerId: created.CustomerID, customerToken: created.CustomerToken });
        else fail('customer', status);
      },
    },
    {
      method: 'POST',
      path: '/middleware/api/Transactions',
      setupRequest: (req, ctx) => {
        const f = ctx as Flow;
        if (!f.customerId) return null as unknown as autocannon.Request;
        const body = {
          NodeNo: 1,
          CustomerID: f.customerId,
          CustomerToken: f.customerToken,
          TourHoldRef: f.holdRef,
          Products: [line],
          ...(coupon
            ? {
                Coupons: [{ CouponCode: coupon }],
                Payments: [
                  { PaymentLineNo: 1, PaymentTypeID: 3, PaymentAmount: gift, GiftcardNo: f.giftcardNo, GiftcardHoldRef: f.giftHoldRef },
                  { PaymentLineNo: 2, PaymentTypeID: 1, PaymentAmount: card, CardToken: f.token },
                ],
              }
            : { Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: card, CardToken: f.token }] }),
        };
        return { ...req, headers: { ...JSON_HEADERS, 'x-middleware-key': MIDDLEWARE_KEY, 'idempotency-key': randomUUID() }, body: JSON.stringify(body) };
      },
      onResponse: (status, _body, ctx) => {
        const f = ctx as Flow;
        if (status === 200 && f.t0 !== undefined) flows.push(performance.now() - f.t0);
        else fail('pay', status);
      },
    },
  ];
  const load = await fireChain({ url: o.baseUrl, requests, connections: o.clients, seconds: o.seconds });
  const mail = await drainMail(o.db);
  const seats = await seatCount(o.db, o.tourEventId);
  const rate = perMinute(flows.length, load.ms);
  // Checkouts still in flight when the phase ends complete afterwards: sold ≥ 2 × counted bookings.
  const consistent = seats.sold >= flows.length * QUANTITY && seats.sold <= (flows.length + o.clients) * QUANTITY;
  return {
    name: coupon ? 'checkouts with a coupon and a gift card' : 'checkouts: one event, full flow',
    perMinute: rate,
    p50Ms: percentile(flows, 50),
    p99Ms: percentile(flows, 99),
    target: `≥ ${CHECKOUT_TARGET_PER_MINUTE.toLocaleString('en-US')}/min`,
    met: rate >= CHECKOUT_TARGET_PER_MINUTE && seats.oversold === 0,
    notes: [
      `${o.clients} connections, ${o.seconds} s, ${requests.length} requests per checkout (latency: first request to receipt): ` +
        `${flows.length} bookings, failures ${JSON.stringify(failures)}; sold seats ${seats.sold} ${consistent ? 'match' : 'DO NOT match'} 2 × bookings (+ checkouts in flight at the end); oversold ${seats.oversold}`,
      `confirmation e-mails (outbox, sent after the answer): ${mail.queuedAtEnd} still queued when the phase ended, ` +
        `all sent ${round(mail.drainMs / 1000, 1)} s later (${mail.unsent} unsent); counting that time, ` +
        `${Math.round(perMinute(flows.length, load.ms + mail.drainMs)).toLocaleString('en-US')} checkouts/min with their e-mail sent`,
    ],
    details: { bookings: flows.length, failures, http: load, seconds: round(load.ms / 1000, 2), clients: o.clients, seats, mail },
  };
}

/** The coupon lookup and the gift card hold of a checkout with promotions (each flow its own card). */
function promotionSteps(coupon: string, gift: number, nextCard: () => string, fail: (step: string, status: number) => void): autocannon.Request[] {
  return [
    {
      method: 'GET',
      path: `/api/v1/coupons?CouponCode=${coupon}`,
      setupRequest: (req, ctx) => ((ctx as Flow).holdRef ? req : (null as unknown as autocannon.Request)),
      onResponse: (status) => {
        if (status !== 200) fail('coupon', status);
      },
    },
    {
      method: 'POST',
      path: '/api/v1/giftcardholds',
      headers: JSON_HEADERS,
      setupRequest: (req, ctx) => {
        const f = ctx as Flow;
        if (!f.holdRef) return null as unknown as autocannon.Request;
        f.giftcardNo = nextCard();
        return { ...req, body: JSON.stringify({ GiftcardNo: f.giftcardNo, Amount: gift }) };
      },
      onResponse: (status, body, ctx) => {
        if (status === 200) (ctx as Flow).giftHoldRef = (JSON.parse(body) as { GiftcardHoldRef: string }).GiftcardHoldRef;
        else fail('gift card', status);
      },
    },
  ];
}
