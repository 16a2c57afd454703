import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { defaultCheckoutValues, type CheckoutValues } from '../checkout-values';
import { PaymentFields } from './payment-fields';

function Form({ layout }: { layout: 'MonthYear' | 'SingleExpiry' }) {
  const form = useForm<CheckoutValues>({ defaultValues: defaultCheckoutValues });
  return <PaymentFields control={form.control} layout={layout} />;
}

describe('card form', () => {
  it('marks Card Number, CVV, Month and Year as required before any submit', () => {
    render(<Form layout="MonthYear" />);
    for (const name of [/^Card Number/, /^CVV/]) expect(screen.getByRole('textbox', { name })).toBeRequired();
    for (const name of [/^Month/, /^Year/]) expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-required', 'true');
  });

  it('marks the single expiry field as required with the second provider', () => {
    render(<Form layout="SingleExpiry" />);
    expect(screen.getByRole('textbox', { name: /^Expiry/ })).toBeRequired();
  });
});
