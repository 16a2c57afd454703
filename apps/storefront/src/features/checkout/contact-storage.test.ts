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
    terms: true,
  };

  it('keeps contact and address fields, never the terms box', () => {
    const kept = contactOf(typed);
    expect(kept).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', billingSame: false, billing: { city: 'Austin' } });
    expect(kept).not.toHaveProperty('terms');
  });

  it('restores what was kept and ignores anything that does not fit the form', () => {
    const restored = restoreContact({ ...contactOf(typed), terms: true, lastName: 7, extra: 'x' });
    expect(restored).toEqual({ ...defaultCheckoutValues, firstName: 'Ada', email: 'ada@example.com', billingSame: false, billing: { ...defaultCheckoutValues.billing, city: 'Austin' } });
    expect(restoreContact(null)).toEqual(defaultCheckoutValues);
  });
});
