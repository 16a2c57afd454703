import { describe, expect, it } from 'vitest';
import { defaultCheckoutValues } from './checkout-values';
import { contactOf, restoreContact } from './contact-storage';

describe('contact details kept with the cart', () => {
  const typed = {
    ...defaultCheckoutValues,
    firstName: 'Ada',
    email: 'ada@example.com',
    billingSame: false,
    billing: { ...defaultCheckoutValues.billing, city: 'Austin' },
    cardNumber: '4242424242424242',
    cvv: '123',
    month: '12',
    year: '2030',
    expiry: '12/30',
    terms: true,
  };

  it('keeps contact and address fields, never card data or the terms box', () => {
    const kept = contactOf(typed);
    expect(kept).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', billingSame: false, billing: { city: 'Austin' } });
    for (const k of ['cardNumber', 'cvv', 'month', 'year', 'expiry', 'terms']) expect(kept).not.toHaveProperty(k);
    expect(JSON.stringify(kept)).not.toContain('4242');
  });

  it('restores what was kept and ignores anything that does not fit the form', () => {
    const restored = restoreContact({ ...contactOf(typed), cardNumber: '4242424242424242', lastName: 7, extra: 'x' });
    expect(restored).toEqual({ ...defaultCheckoutValues, firstName: 'Ada', email: 'ada@example.com', billingSame: false, billing: { ...defaultCheckoutValues.billing, city: 'Austin' } });
    expect(restoreContact(null)).toEqual(defaultCheckoutValues);
  });
});
