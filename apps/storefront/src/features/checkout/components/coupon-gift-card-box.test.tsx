import type { PublicConfig } from '@gt/contract/config';
import { priceOrder } from '@gt/domain/order-pricing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePromotions } from '../../../stores/promotions';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import type { OrderPricing } from '../hooks/use-order-pricing';
import type { PricingContext } from '../order-input';
import { CouponGiftCardBox } from './coupon-gift-card-box';

const adult = { key: '43:1', tourEventId: 43, tourProductId: 1, quantity: 1, unitPriceCents: 2995, taxIncluded: false, taxes: [{ included: false, percentage: 8.25 }] };

const noTotals = { subtotalCents: 0, taxCents: 0, taxIncluded: false, totalCents: 0 };
const noSale = { ga: [], giftCards: [], lines: [], purchases: [], loading: false, error: null };

/** The box over one adult at `unitPriceCents`, priced with the gift cards applied (as useOrderPricing does). */
function Box({ config, unitPriceCents = 2995 }: { config: PublicConfig; unitPriceCents?: number }) {
  const giftCards = usePromotions((s) => s.giftCards);
  const ctx: PricingContext = { lines: [{ ...adult, unitPriceCents }], fee: null };
  const priced = priceOrder({ lines: ctx.lines, coupons: [], donationCents: 0, fee: null, giftCards });
  const pricing: OrderPricing = { events: [], priced, ticketTotals: noTotals, sale: noSale, ga: [], gaTotals: noTotals, extraLines: [], addition: { totals: { exTaxCents: 0, taxCents: 0, totalCents: 0 }, coupon: null }, discounts: new Map(), fee: null, loading: false, error: null, context: () => ctx };
  return <CouponGiftCardBox pricing={pricing} config={config} />;
}

let posted: unknown[];
beforeEach(() => {
  posted = [];
  vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
    posted.push(JSON.parse(String(init?.body)));
    const hold = { GiftcardHoldRef: 'gift-hold-0123456789', GiftcardNo: 'S8Z73B3Y7QGDE2FF', MaskedGiftcardNo: '****GDE2FF', HoldAmount: 32.42, BalanceRemaining: 17.58, AllowPartial: true };
    return Promise.resolve(new Response(JSON.stringify(hold), { status: 200 }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  usePromotions.getState().reset();
});

async function apply(no: string) {
  const box = screen.getByRole('group', { name: 'Gift card' });
  const field = within(box).getByRole('textbox', { name: 'Enter Gift Card Number' });
  await userEvent.clear(field);
  if (no) await userEvent.paste(no);
  await userEvent.click(within(box).getByRole('button', { name: 'Apply' }));
}

describe('Apply a Coupon or Gift Card (spec 01 §2, §5 "Gift cards")', () => {
  it("PIN mode 'required': Cancel or OK, and OK needs a PIN", { timeout: 20_000 }, async () => {
    renderWithData(<Box config={testConfig({ GiftCardPinMode: 'required' })} />, { config: testConfig() });
    await apply('');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter Giftcard number.');
    await apply('S8Z7-3B3Y-7QGD-E2FF');
    const dialog = screen.getByRole('dialog', { name: 'Gift Card PIN' });
    expect(dialog).toHaveTextContent('Enter the PIN of gift card ****GDE2FF.');
    expect(within(dialog).queryByRole('button', { name: "Skip, I don't have one" })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByText('Please Enter valid Pin')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted).toEqual([]);
    await apply('S8Z73B3Y7QGDE2FF');
    await userEvent.type(within(screen.getByRole('dialog', { name: 'Gift Card PIN' })).getByRole('textbox', { name: 'PIN' }), '4321{Enter}');
    expect(await screen.findByText('Gift card ****GDE2FF: $32.42 applied')).toBeInTheDocument();
    expect(screen.getByText('Remaining balance $17.58')).toBeInTheDocument();
    expect(posted).toEqual([{ GiftcardNo: 'S8Z73B3Y7QGDE2FF', Pin: '4321', Amount: 32.42 }]);
  });

  it("PIN mode 'optional' offers Skip; 'false' asks for no PIN", { timeout: 20_000 }, async () => {
    const { unmount } = renderWithData(<Box config={testConfig()} />, { config: testConfig() });
    await apply('S8Z73B3Y7QGDE2FF');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Gift Card PIN' })).getByRole('button', { name: "Skip, I don't have one" }));
    expect(await screen.findByText('Gift card ****GDE2FF: $32.42 applied')).toBeInTheDocument();
    expect(posted).toEqual([{ GiftcardNo: 'S8Z73B3Y7QGDE2FF', Amount: 32.42 }]);
    unmount();
    usePromotions.getState().reset();
    posted = [];
    renderWithData(<Box config={testConfig({ GiftCardPinMode: 'false' })} />, { config: testConfig() });
    await apply('S8Z73B3Y7QGDE2FF');
    expect(await screen.findByText('Gift card ****GDE2FF: $32.42 applied')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a gift card on a zero total, and hides what the configuration hides', async () => {
    renderWithData(<Box unitPriceCents={0} config={testConfig({ HideCouponCode: true })} />, { config: testConfig() });
    expect(screen.queryByRole('group', { name: 'Coupon' })).toBeNull();
    await apply('S8Z73B3Y7QGDE2FF');
    expect(screen.getByRole('alert')).toHaveTextContent('Please add item in cart before applying Giftcard.');
    expect(posted).toEqual([]);
  });
});
