import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDiscountRate } from '../../../stores/discount-rate';
import { adult, testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { IdentityVerification } from './identity-verification';

const militaryAdult = { ...adult, PriceMatrix: [...adult.PriceMatrix, { CostRateID: 3, ProductID: 1, Price: 20, Taxes: adult.PriceMatrix[0]!.Taxes, VerifyGroupMembership: true }] };
const config = testConfig();

afterEach(() => useDiscountRate.getState().reset());

describe('the identity-verification button', () => {
  it('appears with its prompt when a cart product has a price needing verification', () => {
    renderWithData(<IdentityVerification products={[militaryAdult]} />, { config });
    const button = screen.getByRole('button', { name: config.Messages.IdentityVerificationButton });
    expect(button).toHaveAccessibleDescription(config.Messages.IdentityVerificationPrompt);
  });

  it('is not there without such a price, nor without a provider', () => {
    renderWithData(<IdentityVerification products={[adult]} />, { config });
    expect(screen.queryByRole('button')).toBeNull();
    renderWithData(<IdentityVerification products={[militaryAdult]} />, { config: testConfig({ IdentityProvider: { AuthorizeURL: '' } }) });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives way to the applied message once the verified rate is applied', () => {
    useDiscountRate.getState().applyIdentity({ costRateId: 3, groupName: 'military', token: 'identity-token-0123456789' });
    renderWithData(<IdentityVerification products={[militaryAdult]} />, { config });
    expect(screen.getByText(config.Messages.IdentityRateApplied)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
