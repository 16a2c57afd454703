import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutCountdown } from '../../features/checkout/components/checkout-countdown';
import { useMembershipCart } from '../../stores/membership-cart';
import { testConfig } from '../../testing/fixtures';
import { renderWithData } from '../../testing/render';
import { AppShell } from './app-shell';

afterEach(() => useMembershipCart.getState().reset());

describe('cart discard timer in the app shell (spec 01 §4 "Cart discard timer")', () => {
  it('starts when the cart holds only a membership package: the checkout counts down from the discard time', async () => {
    useMembershipCart.getState().setDraft({ membershipPackageId: 1, persons: [], addOns: {}, notIncluded: [] });
    useMembershipCart.getState().addToCart();
    renderWithData(
      <>
        <AppShell />
        <CheckoutCountdown />
      </>,
      { config: testConfig({ DiscardTimeMinutes: 2, DiscardPopupSeconds: 30 }) },
    );
    expect(await screen.findByRole('timer', { name: 'Time left to complete your order' }, { timeout: 5000 })).toHaveTextContent(/^(2:00|1:[45]\d)$/);
  });
});
