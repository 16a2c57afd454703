import type { Coupon as WireCoupon } from '@gt/contract/coupons';
import type { OrderLineInput } from '@gt/domain/order-pricing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releasePromotions } from '../../api/promotion-holds';
import { useCartStore } from '../../stores/cart-store';
import { useNotifier } from '../../stores/notifier';
import { usePromotions } from '../../stores/promotions';
import { testConfig } from '../../testing/fixtures';
import { toDomainCoupon } from '../../api/get-coupon';
import { applyCoupon, reapplyCoupons } from './coupon-actions';
import { applyGiftCard, recalculateGiftCards, refreshGiftCards } from './gift-card-actions';
import type { PricingContext } from './order-input';

const salesTax = { included: false, percentage: 8.25 };
/** `n` adults at $29.95 + 8.25 % ($32.42 each) of event 43. */
const adults = (n: number): OrderLineInput => ({ key: '43:1', tourEventId: 43, tourProductId: 1, quantity: n, unitPriceCents: 2995, taxIncluded: false, taxes: [salesTax] });

let lines: OrderLineInput[];
const ctx = (): PricingContext => ({ lines, fee: null });
const texts = testConfig().Messages;

/** The requests sent, as "METHOD path?query body". */
let sent: string[];
let answers: Record<string, (body: Record<string, unknown>) => Response>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  lines = [adults(1)];
  sent = [];
  answers = {};
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    sent.push(`${method} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
    const answer = answers[`${method} ${url.split('?')[0]}`];
    return Promise.resolve(answer ? answer(body) : new Response(null, { status: 204 }));
  });
  useCartStore.setState({ holdRef: 'hold-ref-0123456789' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  usePromotions.getState().reset();
  useCartStore.getState().reset();
  useNotifier.getState().dismiss();
});

/** A card that has `balance` dollars for this cart: the hold takes what is asked, at most that. */
function card(no: string, balance: number) {
  return (body: Record<string, unknown>) => {
    const held = Math.min(Number(body.Amount), balance);
    return json(200, { GiftcardHoldRef: `hold-${no}`, GiftcardNo: no, MaskedGiftcardNo: `****${no.slice(-6)}`, HoldAmount: held, BalanceRemaining: Math.round((balance - held) * 100) / 100, AllowPartial: true });
  };
}

describe('gift cards at checkout (spec 01 §4 "Gift card holds", §5 "Gift cards")', () => {
  it('holds what is still due, card after card, and the holds cover the amount due exactly', async () => {
    answers['POST /api/v1/giftcardholds'] = (b) => card(String(b.GiftcardNo), b.GiftcardNo === 'TWENTYTWENTY' ? 20 : 100)(b);
    expect(await applyGiftCard('twen-tytw-enty', undefined, ctx)).toBeNull();
    expect(await applyGiftCard('HUNDREDHUNDRED', '1234', ctx)).toBeNull();
    expect(sent).toEqual([
      'POST /api/v1/giftcardholds {"GiftcardNo":"TWENTYTWENTY","Amount":32.42}',
      'POST /api/v1/giftcardholds {"GiftcardNo":"HUNDREDHUNDRED","Pin":"1234","Amount":12.42}',
    ]);
    expect(usePromotions.getState().giftCards.map((g) => [g.maskedNo, g.heldCents, g.availableCents])).toEqual([
      ['****TWENTY', 2000, 2000],
      ['****UNDRED', 1242, 10000],
    ]);
    expect(await applyGiftCard('TWENTYTWENTY', undefined, ctx)).toBe('This giftcard was already used in cart. Delete that giftcard from cart and try again.');
    expect(await applyGiftCard('OTHERCARD1', undefined, ctx)).toBe('The gift cards applied already pay for this order.');
    expect(sent).toHaveLength(2);
  });

  it('after a cart change, changes a hold that pays less (Update) and releases one that pays nothing (Delete)', async () => {
    usePromotions.getState().set({
      giftCards: [
        { giftcardNo: 'BIGCARD001', maskedNo: '****RD001', giftcardHoldRef: 'hold-big', heldCents: 1242, availableCents: 10_000 },
        { giftcardNo: 'SMALLCARD1', maskedNo: '****CARD1', giftcardHoldRef: 'hold-small', heldCents: 2000, availableCents: 2000 },
      ],
    });
    answers['POST /api/v1/giftcardholds'] = card('SMALLCARD1', 20);
    lines = [{ ...adults(1), unitPriceCents: 1000, taxes: [] }];
    await recalculateGiftCards(ctx);
    expect(sent).toEqual(['DELETE /api/v1/giftcardholds?GiftcardHoldRef=hold-big', 'POST /api/v1/giftcardholds {"GiftcardNo":"SMALLCARD1","Amount":10,"GiftcardHoldRef":"hold-small"}']);
    expect(usePromotions.getState().giftCards.map((g) => [g.giftcardNo, g.heldCents])).toEqual([['SMALLCARD1', 1000]]);
  });

  it('a cart of gift cards bought: a gift card cannot pay for them (unless AllowGiftCardForGiftCards), said as such', async () => {
    lines = [];
    const giftCardsOnly = (): PricingContext => ({ lines: [], fee: null, giftCardPurchases: [{ key: 'gc:3004', amountCents: 4000, quantity: 1 }] });
    expect(await applyGiftCard('TWENTYTWENTY', undefined, giftCardsOnly)).toBe('A gift card cannot pay for gift cards.');
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal, and before paying tells when a card was spent meanwhile', async () => {
    answers['POST /api/v1/giftcardholds'] = () => json(404, { Errors: [{ ErrorMessage: 'Invalid gift card number or PIN.' }] });
    expect(await applyGiftCard('WRONGCARD1', '0000', ctx)).toBe('Invalid gift card number or PIN.');
    usePromotions.getState().set({ giftCards: [{ giftcardNo: 'SPENTCARD1', maskedNo: '****NTCARD1', giftcardHoldRef: 'hold-spent', heldCents: 3242, availableCents: 5000 }] });
    // Another cart took all but $10 of it: the hold now covers $10 and the card pays the rest.
    answers['POST /api/v1/giftcardholds'] = card('SPENTCARD1', 10);
    expect(await refreshGiftCards(ctx)).toBe('****NTCARD1');
    expect(usePromotions.getState().giftCards[0]).toMatchObject({ heldCents: 1000, availableCents: 1000 });
  });
});

const vip: WireCoupon = {
  CouponID: 4,
  CouponCode: '29FH43QFYKE0PQCT',
  CouponKind: 'ticket',
  UseCouponFrom: null,
  UseCouponTill: null,
  CurrentDateTimeAtLocation: '2026-11-23T09:00:00-06:00',
  RequireUniqueCouponCode: true,
  MaxProductsLimit: 4,
  MaxProductsPerPurchase: 2,
  MaxTransactionsPerCoupon: 0,
  TimesUsed: 0,
  RemainingProducts: 4,
  TourProducts: [{ TourProductID: 1, PercentageDiscount: 25, DollarDiscount: null, ApplyDiscountToTourProductID: null }],
  GATickets: [],
  MembershipPackages: [],
};

describe('coupons at checkout (spec 01 §4 "Coupons", §5 "Coupons")', () => {
  it('holds a unique code for the units it discounts, resizes the hold after a cart change, drops it when it discounts nothing', async () => {
    answers['GET /api/v1/coupons'] = () => json(200, vip);
    answers['POST /api/v1/UniqueCouponHolds'] = (b) => json(200, { CouponHoldRef: 'coupon-hold-0123456789', UniqueCouponCode: vip.CouponCode, CouponID: 4, Quantity: b.Quantity, RemainingProducts: 0 });
    lines = [adults(3)];
    expect(await applyCoupon(` ${vip.CouponCode.toLowerCase()} `, ctx, texts)).toBeNull();
    expect(sent.at(-1)).toBe('POST /api/v1/UniqueCouponHolds {"UniqueCouponCode":"29FH43QFYKE0PQCT","TourHoldRef":"hold-ref-0123456789","Quantity":2}');
    expect(usePromotions.getState().coupons[0]).toMatchObject({ couponHoldRef: 'coupon-hold-0123456789', coupon: { remainingProducts: 2 } });
    expect(await applyCoupon(vip.CouponCode, ctx, texts)).toBe('Unique Coupon already applied, please remove existing coupon and try again.');

    lines = [adults(1)];
    await reapplyCoupons(ctx);
    expect(sent.at(-1)).toBe(
      'POST /api/v1/UniqueCouponHolds {"UniqueCouponCode":"29FH43QFYKE0PQCT","TourHoldRef":"hold-ref-0123456789","Quantity":1,"CouponHoldRef":"coupon-hold-0123456789"}',
    );
    expect(usePromotions.getState().coupons[0]?.coupon.remainingProducts).toBe(1);

    lines = [{ ...adults(1), key: '43:2', tourProductId: 2 }];
    await reapplyCoupons(ctx);
    expect(sent.at(-1)).toBe('DELETE /api/v1/UniqueCouponHolds?CouponHoldRef=coupon-hold-0123456789');
    expect(usePromotions.getState().coupons).toEqual([]);
    expect(useNotifier.getState().notice).toMatchObject({ severity: 'info', message: 'Coupon 29FH43QFYKE0PQCT no longer applies to your cart and was removed.' });
  });

  it('says why a code is refused: empty, the server’s refusals prefixed "Unable to apply Coupon, " (spec 01 §8), a rule of the domain', async () => {
    expect(await applyCoupon('  ', ctx, texts)).toBe('Please enter Coupon Code.');
    answers['GET /api/v1/coupons'] = () => json(404, { Errors: [{ ErrorMessage: 'Coupon Code not found, please try again with an valid Coupon Code.' }] });
    expect(await applyCoupon('NOPE', ctx, texts)).toBe('Unable to apply Coupon, Coupon Code not found, please try again with an valid Coupon Code.');
    answers['GET /api/v1/coupons'] = () => json(400, { Errors: [{ ErrorMessage: "Error: Invalid query field 'CouponCode'" }] });
    expect(await applyCoupon('BAD', ctx, texts)).toBe("Unable to apply Coupon, Invalid query field 'CouponCode'");
    answers['GET /api/v1/coupons'] = () => json(200, { ...vip, CouponCode: 'SUMMER', RequireUniqueCouponCode: false, UseCouponTill: '2026-10-01' });
    expect(await applyCoupon('SUMMER', ctx, texts)).toBe('This coupon code has expired.');
  });

  it('releases every hold when the cart is discarded', async () => {
    usePromotions.getState().set({
      coupons: [{ coupon: { ...toDomainCoupon(vip), remainingProducts: 1 }, couponHoldRef: 'coupon-hold-0123456789' }],
      giftCards: [{ giftcardNo: 'CARD000001', maskedNo: '****000001', giftcardHoldRef: 'hold-card-1', heldCents: 100, availableCents: 100 }],
      donation: { amountCents: 500, other: false },
    });
    await releasePromotions();
    expect(sent.sort()).toEqual(['DELETE /api/v1/UniqueCouponHolds?CouponHoldRef=coupon-hold-0123456789', 'DELETE /api/v1/giftcardholds?GiftcardHoldRef=hold-card-1']);
    expect(usePromotions.getState()).toMatchObject({ coupons: [], giftCards: [], donation: null });
  });
});
