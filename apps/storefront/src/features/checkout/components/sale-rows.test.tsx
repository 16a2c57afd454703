/**
 * The checkout with GA tickets and gift cards (docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought; spec 01 §2 "Cart tables", "Continue
 * Shopping"): their rows priced with the GA coupon, the amount to pay, the transaction lines they
 * become, and the receipt's barcodes and gift card numbers.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { couponKey, toDomainCoupon } from '../../../api/get-coupon';
import { gaTicketsQuery, giftCardProductsQuery } from '../../../api/get-sale-products';
import { useSaleCart } from '../../../stores/sale-cart';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { ga20, gaTickets, giftCardProducts, SERVER_NOW } from '../../../testing/sale-fixtures';
import { usePromotions } from '../../../stores/promotions';
import { useOrderPricing } from '../hooks/use-order-pricing';
import { saleOrderFields } from '../hooks/use-sale-lines';
import { CheckoutPage } from './checkout-page';
import { Receipt } from './receipt';

const data: [readonly unknown[], unknown][] = [
  [gaTicketsQuery().queryKey, { products: gaTickets, serverNow: SERVER_NOW }],
  [giftCardProductsQuery().queryKey, { products: giftCardProducts, serverNow: SERVER_NOW }],
  [couponKey('GA20'), { coupon: toDomainCoupon(ga20), today: '2026-11-23' }],
];

beforeEach(() => {
  // The GA page's coupon joins the checkout's coupons through the coupon lookup.
  vi.stubGlobal('fetch', (url: string) => Promise.resolve(new Response(String(url).includes('coupons') ? JSON.stringify(ga20) : '[]')));
  const cart = useSaleCart.getState();
  cart.addGaTickets([{ ProductID: 2001, Quantity: 2 }, { ProductID: 2002, Quantity: 1 }], 'GA20');
  cart.setAreaGiftCards(6, [
    { ProductID: 3001, DisplayArea: 6, AmountCents: 2500, Quantity: 2, Custom: false },
    { ProductID: 3004, DisplayArea: 6, AmountCents: 3750, Quantity: 1, Custom: true },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSaleCart.getState().reset();
  usePromotions.getState().reset();
});

describe('checkout with GA tickets and gift cards', { timeout: 30_000 }, () => {
  it('shows their rows, the GA page’s coupon (now the checkout’s), the amount to pay; Continue Shopping leads to /gatickets', async () => {
    renderWithData(<CheckoutPage onClearCart={() => undefined} />, { config: testConfig(), data });
    const ga = screen.getByRole('table', { name: 'General admission tickets' });
    // 2 × $8 − 20 % = $12.80 (+ $1.06 tax); $15 (+ $1.24).
    await waitFor(() => expect(within(ga).getByRole('row', { name: /4D Theater/ })).toHaveTextContent('Coupon GA20: −$3.20'));
    expect(useSaleCart.getState().gaCouponCode).toBeNull();
    expect(usePromotions.getState().coupons.map((c) => c.coupon.code)).toEqual(['GA20']);
    expect(within(ga).getByRole('row', { name: /4D Theater/ })).toHaveTextContent('$12.80');
    expect(within(ga).getByRole('row', { name: /Shark Tunnel Photo/ })).toHaveTextContent('Valid until Feb 21, 2027');
    expect(within(ga).getByRole('row', { name: /^Total/ })).toHaveTextContent('$30.10');
    const cards = screen.getByRole('table', { name: 'Gift cards' });
    expect(within(cards).getByRole('row', { name: /Gift Card, any amount/ })).toHaveTextContent('$37.50$37.50');
    expect(within(cards).getByRole('row', { name: /^Total/ })).toHaveTextContent('$87.50');
    expect(within(screen.getByRole('table', { name: 'Order summary' })).getByRole('row', { name: /Amount To Pay/ })).toHaveTextContent('$117.60');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/gatickets');
  });

  it('a gift card line’s quantity changes within 1–999; removing it leaves the rest', async () => {
    renderWithData(<CheckoutPage onClearCart={() => undefined} />, { config: testConfig(), data });
    await waitFor(() => expect(usePromotions.getState().coupons).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'More $25 Ocean Gift Card' }));
    expect(within(screen.getByRole('table', { name: 'Order summary' })).getByRole('row', { name: /Amount To Pay/ })).toHaveTextContent('$142.60');
    await userEvent.click(screen.getByRole('button', { name: 'Remove $25 Ocean Gift Card' }));
    expect(useSaleCart.getState().giftCards.map((g) => g.ProductID)).toEqual([3004]);
    expect(screen.getByRole('button', { name: 'Fewer 4D Theater' })).toBeEnabled();
  });

  it('become the transaction’s GATickets (priced with the order’s coupons) and GiftCards, numbered after the ticket lines', () => {
    usePromotions.getState().set({ coupons: [{ coupon: toDomainCoupon(ga20), couponHoldRef: null }] });
    let fields: ReturnType<typeof saleOrderFields> | undefined;
    function Probe() {
      const pricing = useOrderPricing();
      fields = saleOrderFields(pricing.ga, pricing.sale.giftCards, 3);
      return null;
    }
    renderWithData(<Probe />, { config: testConfig(), data });
    expect(fields).toEqual({
      GATickets: [
        { ProductLineNo: 3, ProductID: 2001, Quantity: 2, LinePriceExTax: 12.8, LinePriceTax: 1.06, LinePriceIncTax: 13.86, CouponCode: 'GA20', DiscountAmount: 3.46 },
        { ProductLineNo: 4, ProductID: 2002, Quantity: 1, LinePriceExTax: 15, LinePriceTax: 1.24, LinePriceIncTax: 16.24 },
      ],
      GiftCards: [
        { ProductLineNo: 5, ProductID: 3001, Amount: 25, Quantity: 2 },
        { ProductLineNo: 6, ProductID: 3004, Amount: 37.5, Quantity: 1 },
      ],
    });
  });
});

describe('receipt of GA tickets and gift cards', { timeout: 30_000 }, () => {
  const receipt: TransactionResult = {
    ReceiptNo: 100002,
    TransactionDate: '2026-11-23T09:00:00-06:00',
    CustomerID: 1,
    Customer: { FirstName: 'Ada', LastName: 'Lovelace', CustomerAddress: [{ Email: 'ada@example.com' }] },
    Events: [],
    Products: [],
    Payments: [],
    GATickets: [{ ProductLineNo: 1, ProductID: 2002, ProductName: 'Shark Tunnel Photo', Quantity: 2, LinePriceExTax: 30, LinePriceTax: 2.48, LinePriceIncTax: 32.48, CouponCode: null, DiscountAmount: 0, DiscountExTax: 0, ValidUntil: '2027-02-21', Barcodes: ['GA0000000000000000A1', 'GA0000000000000000A2'] }],
    GiftCards: [{ ProductLineNo: 2, ProductID: 3004, ProductName: 'Gift Card, any amount', Amount: 40, Quantity: 1, Giftcards: [{ GiftcardNo: 'K4PA3FXYZ9QW2M7T', Pin: '0482' }] }],
    Donation: null,
    TransactionFee: null,
    TotalDiscount: 0,
    TotalDiscountExTax: 0,
    TotalExTax: 70,
    TotalTax: 2.48,
    TotalPaid: 72.48,
  };

  it('gives a QR code per GA ticket with its validity, and each gift card’s full number, PIN and QR code', () => {
    renderWithData(<Receipt result={receipt} currency="USD" readableBarcodes showValidity onOk={() => undefined} />, { config: testConfig() });
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'Shark Tunnel Photo 1 QR code GA0000000000000000A1',
      'Shark Tunnel Photo 2 QR code GA0000000000000000A2',
      // A code per gift card bought (spec 01 §2), of its number.
      'Gift Card, any amount gift card QR code K4PA3FXYZ9QW2M7T',
    ]);
    expect(screen.getByText('2 tickets · Valid until Feb 21, 2027')).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Gift cards bought' })).getByRole('listitem');
    expect(card).toHaveTextContent('Gift Card, any amount: $40.00');
    expect(card).toHaveTextContent('Gift card number K4PA3FXYZ9QW2M7T');
    expect(card).toHaveTextContent('PIN 0482');
  });
});
