import type { Coupon as WireCoupon } from '@gt/contract/coupons';
import type { OrderLineInput } from '@gt/domain/order-pricing';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifier } from '../../../stores/notifier';
import { testConfig } from '../../../testing/fixtures';
import { useChangeCoupons, type ChangeSelection } from './use-change-coupons';

const salesTax = { included: false, percentage: 8.25 };
/** 2 adults at $29.95 + 8.25 % of the new event 77. */
const lines: OrderLineInput[] = [{ key: '77:1', tourEventId: 77, tourProductId: 1, quantity: 2, unitPriceCents: 2995, taxIncluded: false, taxes: [salesTax] }];
const selection: ChangeSelection = { eventId: 77, products: [{ TourProductID: 1, Quantity: 2 }], lines };

const coupon = (over: Partial<WireCoupon>): WireCoupon => ({
  CouponID: 1,
  CouponCode: 'SAVE10',
  CouponKind: 'ticket',
  UseCouponFrom: null,
  UseCouponTill: null,
  CurrentDateTimeAtLocation: '2026-11-23T09:00:00-06:00',
  RequireUniqueCouponCode: false,
  MaxProductsLimit: 0,
  MaxProductsPerPurchase: 0,
  MaxTransactionsPerCoupon: 0,
  TimesUsed: 0,
  RemainingProducts: null,
  TourProducts: [{ TourProductID: 1, PercentageDiscount: 10, DollarDiscount: null, ApplyDiscountToTourProductID: null }],
  GATickets: [],
  MembershipPackages: [],
  ...over,
});
const VIP = coupon({ CouponID: 4, CouponCode: '29FH43QFYKE0PQCT', RequireUniqueCouponCode: true, MaxProductsLimit: 4, MaxProductsPerPurchase: 2, RemainingProducts: 4 });

/** The requests sent, as "METHOD path?query body". */
let sent: string[];
let coupons: Record<string, () => Response>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  coupons = { SAVE10: () => json(200, coupon({})), [VIP.CouponCode]: () => json(200, VIP) };
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    sent.push(`${method} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
    const path = url.split('?')[0];
    if (method === 'POST' && path === '/api/v1/TourHolds') return Promise.resolve(json(200, { TourHoldRef: 'seat-hold-0123456789', TourHolds: [] }));
    if (method === 'POST' && path === '/api/v1/UniqueCouponHolds')
      return Promise.resolve(json(200, { CouponHoldRef: 'coupon-hold-0123456789', UniqueCouponCode: VIP.CouponCode, CouponID: 4, Quantity: 2, RemainingProducts: 0 }));
    if (method === 'GET' && path === '/api/v1/coupons') {
      const answer = coupons[new URL(url, 'http://x').searchParams.get('CouponCode') ?? ''];
      return Promise.resolve(answer ? answer() : json(404, { Errors: [{ ErrorMessage: 'Coupon Code not found, please try again with an valid Coupon Code.' }] }));
    }
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useNotifier.getState().dismiss();
});

const notice = () => useNotifier.getState().notice;
const setup = () => renderHook(() => useChangeCoupons(testConfig().Messages)).result;

describe('coupons of a date change (spec 02 §4.7, §5 "Coupon")', () => {
  it('an empty entry is refused with "Please enter Coupon number." and holds nothing', async () => {
    const hook = setup();
    await act(async () => void (await hook.current.apply('   ', selection)));
    expect(notice()).toMatchObject({ severity: 'error', message: 'Please enter Coupon number.' });
    expect(sent).toEqual([]);
  });

  it('holds the event selection first, then applies the coupon; removing the last coupon releases the selection', async () => {
    const hook = setup();
    let applied = false;
    await act(async () => void (applied = await hook.current.apply(' SAVE10 ', selection)));
    expect(applied).toBe(true);
    expect(sent).toEqual(['POST /api/v1/TourHolds {"TourEventID":77,"TourProducts":[{"TourProductID":1,"Quantity":2}],"Action":"add"}', 'GET /api/v1/coupons?CouponCode=SAVE10']);
    expect(hook.current.holdRef).toBe('seat-hold-0123456789');
    expect(hook.current.coupons.map((c) => [c.coupon.code, c.couponHoldRef])).toEqual([['SAVE10', null]]);
    await act(() => hook.current.remove('SAVE10'));
    expect(sent.at(-1)).toBe('POST /api/v1/TourHolds {"TourHoldRef":"seat-hold-0123456789","Action":"reset"}');
    expect([hook.current.holdRef, hook.current.coupons]).toEqual([null, []]);
  });

  it('a unique coupon holds its units for the selection; a second unique coupon is an error that releases everything', async () => {
    const hook = setup();
    await act(async () => void (await hook.current.apply(VIP.CouponCode, selection)));
    expect(sent.at(-1)).toBe('POST /api/v1/UniqueCouponHolds {"UniqueCouponCode":"29FH43QFYKE0PQCT","TourHoldRef":"seat-hold-0123456789","Quantity":2}');
    expect(hook.current.coupons[0]).toMatchObject({ couponHoldRef: 'coupon-hold-0123456789', coupon: { remainingProducts: 2 } });
    coupons.OTHERVIP = () => json(200, { ...VIP, CouponCode: 'OTHERVIP' });
    await act(async () => void (await hook.current.apply('OTHERVIP', selection)));
    expect(notice()).toMatchObject({ severity: 'error', message: 'Unique Coupon already applied, please remove existing coupon and try again.' });
    expect(sent.slice(-2).sort()).toEqual([
      'DELETE /api/v1/UniqueCouponHolds?CouponHoldRef=coupon-hold-0123456789',
      'POST /api/v1/TourHolds {"TourHoldRef":"seat-hold-0123456789","Action":"reset"}',
    ]);
    expect([hook.current.holdRef, hook.current.coupons]).toEqual([null, []]);
  });

  it('removing a unique coupon releases its hold and keeps the other coupon and the selection', async () => {
    const hook = setup();
    await act(async () => void (await hook.current.apply(VIP.CouponCode, selection)));
    coupons.TAKE5 = () => json(200, coupon({ CouponID: 2, CouponCode: 'TAKE5', TourProducts: [{ TourProductID: 1, PercentageDiscount: null, DollarDiscount: 5, ApplyDiscountToTourProductID: null }] }));
    await act(async () => void (await hook.current.apply('TAKE5', selection)));
    expect(hook.current.coupons.map((c) => c.coupon.code)).toEqual(['29FH43QFYKE0PQCT', 'TAKE5']);
    await act(() => hook.current.remove(VIP.CouponCode));
    expect(sent.at(-1)).toBe('DELETE /api/v1/UniqueCouponHolds?CouponHoldRef=coupon-hold-0123456789');
    expect(hook.current.holdRef).toBe('seat-hold-0123456789');
    expect(hook.current.coupons.map((c) => c.coupon.code)).toEqual(['TAKE5']);
  });

  it('a coupon error (400, not found) tells the server message and releases the selection and the coupons', async () => {
    const hook = setup();
    await act(async () => void (await hook.current.apply('SAVE10', selection)));
    coupons.BAD = () => json(400, { Errors: [{ ErrorMessage: "Error: Invalid query field 'CouponCode'" }] });
    let applied = true;
    await act(async () => void (applied = await hook.current.apply('BAD', selection)));
    expect(applied).toBe(false);
    expect(notice()).toMatchObject({ severity: 'error', message: "Unable to apply Coupon, Invalid query field 'CouponCode'" });
    expect(sent.at(-1)).toBe('POST /api/v1/TourHolds {"TourHoldRef":"seat-hold-0123456789","Action":"reset"}');
    expect([hook.current.holdRef, hook.current.coupons]).toEqual([null, []]);
    await act(async () => void (await hook.current.apply('NOPE', selection)));
    expect(notice()).toMatchObject({ message: 'Unable to apply Coupon, Coupon Code not found, please try again with an valid Coupon Code.' });
  });
});
