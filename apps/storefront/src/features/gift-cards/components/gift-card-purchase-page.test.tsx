import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { giftCardProductsQuery } from '../../../api/get-sale-products';
import { NotifierSnackbar } from '../../../app/layout/notifier-snackbar';
import { useSaleCart } from '../../../stores/sale-cart';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { giftCardArea, giftCardProducts, SERVER_NOW } from '../../../testing/sale-fixtures';
import { GiftCardPurchasePage } from './gift-card-purchase-page';

function renderPage() {
  return renderWithData(
    <>
      <GiftCardPurchasePage heading="Gift Cards" area={giftCardArea} />
      <NotifierSnackbar />
    </>,
    { config: testConfig(), data: [[giftCardProductsQuery(6).queryKey, { products: giftCardProducts, serverNow: SERVER_NOW }]] },
  );
}

const add = () => userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
const amount = () => screen.getByRole('textbox', { name: 'Amount' });

afterEach(() => useSaleCart.getState().reset());

describe('gift card purchase page (spec 02 §2.11, §5)', { timeout: 30_000 }, () => {
  it('shows the cards on sale today (venue), grouped by image: a Select Amount group and a custom amount with its bounds', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ocean Gift Card', 'Gift Card, any amount']);
    expect(screen.queryByText('Autumn Gift Card')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select Amount' })).toBeInTheDocument();
    expect(screen.getByText('(Min $10.00, Max $500.00)')).toBeInTheDocument();
  });

  it("says 'Please select any giftcard' when nothing is chosen", async () => {
    renderPage();
    await add();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select any giftcard');
  });

  it("checks the custom amount on both sides: 'Please enter valid amount.'", async () => {
    renderPage();
    for (const bad of ['9.99', '500.01']) {
      await userEvent.clear(amount());
      await userEvent.type(amount(), bad);
      expect(amount()).toHaveAttribute('aria-invalid', 'true');
      await add();
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid amount.');
    }
    expect(useSaleCart.getState().giftCards).toEqual([]);
    await userEvent.clear(amount());
    await userEvent.type(amount(), '500');
    expect(amount()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Total: $500.00')).toBeInTheDocument();
  });

  it('choosing an amount sets a quantity; Add to cart puts the area’s cards in the cart', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('combobox', { name: 'Select Amount' }));
    await userEvent.click(screen.getByRole('option', { name: '$50 Ocean Gift Card' }));
    expect(screen.getByRole('textbox', { name: '$50 Ocean Gift Card quantity' })).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: 'More $50 Ocean Gift Card' }));
    await userEvent.type(amount(), '37.50');
    expect(screen.getByText('Total: $137.50')).toBeInTheDocument();
    await add();
    expect(useSaleCart.getState().giftCards).toEqual([
      { ProductID: 3002, DisplayArea: 6, AmountCents: 5000, Quantity: 2, Custom: false },
      { ProductID: 3004, DisplayArea: 6, AmountCents: 3750, Quantity: 1, Custom: true },
    ]);
  });

  it('shows what the cart holds of the area, and replaces it instead of adding it again (spec 02 §4.11)', async () => {
    useSaleCart.getState().setAreaGiftCards(6, [{ ProductID: 3004, DisplayArea: 6, AmountCents: 4000, Quantity: 1, Custom: true }]);
    useSaleCart.getState().setAreaGiftCards(7, [{ ProductID: 3005, DisplayArea: 7, AmountCents: 4000, Quantity: 1, Custom: false }]);
    renderPage();
    expect(amount()).toHaveValue('40.00');
    await userEvent.clear(amount());
    await userEvent.type(amount(), '60');
    await add();
    expect(useSaleCart.getState().giftCards.map((g) => [g.ProductID, g.AmountCents])).toEqual([
      [3005, 4000],
      [3004, 6000],
    ]);
  });
});
