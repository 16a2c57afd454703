import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { couponKey } from '../../../api/get-coupon';
import { gaTicketsQuery } from '../../../api/get-sale-products';
import { NotifierSnackbar } from '../../../app/layout/notifier-snackbar';
import { useFoodCart } from '../../../stores/food-cart';
import { useSaleCart } from '../../../stores/sale-cart';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { ga20, gaTickets, SERVER_NOW } from '../../../testing/sale-fixtures';
import { GaTicketsPage } from './ga-tickets-page';

const listing = { products: gaTickets, serverNow: SERVER_NOW };
const withCoupon = { products: gaTickets.map((t) => ({ ...t, CouponCodeApplied: [2001, 2003].includes(t.ProductID) ? 'GA20' : null })), serverNow: SERVER_NOW };

function renderPage(o: { coupon?: string | null; config?: Record<string, unknown> } = {}) {
  return renderWithData(
    <>
      <GaTicketsPage heading="General Admission" initialCoupon={o.coupon ?? null} />
      <NotifierSnackbar />
    </>,
    {
      config: testConfig(o.config ?? {}),
      data: [
        [gaTicketsQuery().queryKey, listing],
        [gaTicketsQuery(undefined, 'GA20').queryKey, withCoupon],
        [couponKey('GA20'), { coupon: { couponId: 9, code: 'GA20', kind: 'ticket', useFrom: null, useTill: null, unique: false, maxProductsPerPurchase: 0, remainingProducts: null, maxTransactions: 0, timesUsed: 0, products: ga20.GATickets.map((r) => ({ tourProductId: 0, productId: r.ProductID, percentage: 20, dollarCents: null, applyToTourProductId: null })) }, today: '2026-11-23' }],
      ],
    },
  );
}

const alert = () => screen.findByRole('alert');
const more = (name: string) => userEvent.click(screen.getByRole('button', { name: `More ${name}` }));

beforeEach(() => vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"Errors":[{"ErrorMessage":"Coupon Code not found, please try again with an valid Coupon Code."}]}', { status: 404 }))));
afterEach(() => {
  vi.unstubAllGlobals();
  useSaleCart.getState().reset();
  useFoodCart.getState().reset();
});

describe('GA tickets page (spec 02 §2.9, §5)', { timeout: 30_000 }, () => {
  it('groups by department in department order, tickets in their order, with Valid until and You Save', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Exhibits', 'Experiences']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['4D Theater', 'Shark Tunnel Photo', 'Penguin Feeding']);
    expect(screen.getByText('Valid until Feb 21, 2027')).toBeInTheDocument();
    expect(screen.getByText(/You Save \$2\.00/)).toBeInTheDocument();
  });

  it('leaves the validity out when DisplayGATicketExpiryValidity is off', () => {
    renderPage({ config: { DisplayGATicketExpiryValidity: false } });
    expect(screen.queryByText(/Valid until/)).not.toBeInTheDocument();
  });

  it('opens a ticket’s terms from its info icon', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Terms and conditions: Penguin Feeding' }));
    expect(within(screen.getByRole('dialog', { name: 'Penguin Feeding' })).getByText('Daily at 2 pm. Book at least two places.')).toBeInTheDocument();
  });

  it("says 'Please select quantity first' and names a ticket below its minimum", async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await alert()).toHaveTextContent('Please select quantity first');
    await more('Penguin Feeding');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await alert()).toHaveTextContent('Penguin Feeding (Please select at least 2 quantity)');
    expect(useSaleCart.getState().gaTickets).toEqual([]);
  });

  it('offers MaxQuantity less what the cart holds, and adds to the cart’s quantity', async () => {
    useSaleCart.getState().addGaTickets([{ ProductID: 2002, Quantity: 4 }], null);
    renderPage();
    expect(screen.getByText('In cart: 4')).toBeInTheDocument();
    await more('Shark Tunnel Photo');
    expect(screen.getByRole('button', { name: 'More Shark Tunnel Photo' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useSaleCart.getState().gaTickets).toEqual([{ ProductID: 2002, Quantity: 5 }]);
  });

  it('shows tax and total; the coupon of the address discounts the tickets it names', async () => {
    renderPage({ coupon: 'GA20' });
    expect(await screen.findByText('Coupon GA20 applied')).toBeInTheDocument();
    await more('4D Theater');
    await more('Shark Tunnel Photo');
    // $8 − 20 % = $6.40 + $0.53; $15 + $1.24.
    const total = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(total).toEqual(['−$1.60', '$1.77', '$23.17']);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useSaleCart.getState()).toMatchObject({ gaTickets: [{ ProductID: 2001, Quantity: 1 }, { ProductID: 2002, Quantity: 1 }], gaCouponCode: 'GA20' });
    // Removing the coupon takes it off the tickets already in the cart too (checkout would apply it otherwise).
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(useSaleCart.getState()).toMatchObject({ gaTickets: [{ ProductID: 2001, Quantity: 1 }, { ProductID: 2002, Quantity: 1 }], gaCouponCode: null });
  });

  it("refuses an empty coupon with 'Please enter Coupon number.' and an unknown one with the server's text", async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await alert()).toHaveTextContent('Please enter Coupon number.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Enter Coupon Code' }), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon Code not found, please try again with an valid Coupon Code.')).toBeInTheDocument();
  });

  it('refuses to mix with a food order (configured OrderItemsInCart)', async () => {
    useFoodCart.setState({ lines: [{ UniqueID: 'x', ProductID: 1, Quantity: 1, Options: [], ProductNotes: '' }] });
    renderPage();
    await more('4D Theater');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await alert()).toHaveTextContent(testConfig().Messages.OrderItemsInCart);
  });
});
