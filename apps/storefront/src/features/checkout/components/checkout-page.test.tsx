import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingTypesKey } from '../../../api/get-booking-types';
import { NotifierSnackbar } from '../../../app/layout/notifier-snackbar';
import { useCartStore } from '../../../stores/cart-store';
import { bookingType, testConfig, tourEvent } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { cartEventsKey } from '../api/get-cart-events';
import { countriesKey } from '../api/get-countries';
import { CheckoutPage } from './checkout-page';
import { settled } from '../../../testing/settled';

const countries = [{ Country: 'United States', ISOCode: 'US', Picklist: [{ State: 'Texas', StateCode: 'TX' }] }];

function renderPage(onClearCart = () => useCartStore.getState().reset()) {
  return renderWithData(
    <>
      <CheckoutPage onClearCart={onClearCart} />
      <NotifierSnackbar />
    </>,
    {
      config: testConfig(),
      data: [
        [cartEventsKey([43]), [tourEvent()]],
        [bookingTypesKey({ BookingTypeID: 2 }), [bookingType()]],
        [countriesKey, countries],
      ],
    },
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]')));
  useCartStore.setState({
    events: [{ TourEventID: 43, BookingTypeID: 2, lines: [{ TourProductID: 5, Quantity: 2 }], udfs: {} }],
    holdRef: 'hold-ref-0123456789',
    holdDeadlines: { 43: Date.now() + 900_000 },
    contact: null,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useCartStore.getState().reset();
});

describe('checkout page', { timeout: 30_000 }, () => {
  it('keeps typed contact details with the cart and shows them again; the page has no card field of its own', async () => {
    const { unmount } = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    expect(useCartStore.getState().contact).toMatchObject({ firstName: 'Ada' });
    unmount();
    renderPage();
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ada');
    // The card is typed into the provider's hosted fields only (hosted-card-fields.test.tsx).
    expect(screen.queryByRole('textbox', { name: /^(Card Number|CVV)/ })).toBeNull();
  });

  it('asks before Clear Cart, then empties the form with the cart and says what happened', async () => {
    const onClearCart = vi.fn(() => useCartStore.getState().reset());
    renderPage(onClearCart);
    await userEvent.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear Cart' });
    expect(dialog).toHaveTextContent('Remove every ticket from your cart and release their seats?');
    // Its buttons take a pointer press once they have settled (components/settled.tsx).
    await userEvent.click(await settled(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(onClearCart).not.toHaveBeenCalled();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(await settled(within(await screen.findByRole('dialog', { name: 'Clear Cart' })).getByRole('button', { name: 'Clear Cart' })));
    expect(onClearCart).toHaveBeenCalledTimes(1);
    // The empty cart's state replaces the page, the dialog with it.
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(screen.getByText('No item in the cart')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^First Name/ })).toBeNull();
    expect(useCartStore.getState().contact).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('InfoYour cart was cleared and its seats released.');
  });

  it('shows an empty cart\'s "No item in the cart" alone: no contact form, no Pay $0.00', async () => {
    useCartStore.getState().reset();
    renderPage();
    expect(await screen.findByText('No item in the cart')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^First Name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByText(/Amount To Pay/)).toBeNull();
  });
});
