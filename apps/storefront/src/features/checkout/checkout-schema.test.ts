import { PublicConfig } from '@gt/contract/config';
import { describe, expect, it } from 'vitest';
import { defaultCheckoutValues, type CheckoutValues } from './checkout-values';
import { checkoutSchema } from './checkout-schema';

const config = (patch: Record<string, unknown> = {}) => PublicConfig.parse(patch);
const valid: CheckoutValues = {
  ...defaultCheckoutValues,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  state: 'IL',
  city: 'Chicago',
  zip: '60601',
  terms: true,
};
const errors = (c: PublicConfig, v: Partial<CheckoutValues>) => {
  const r = checkoutSchema(c, (iso) => iso === 'US').safeParse({ ...valid, ...v });
  // The form shows the first message of each field.
  return r.success ? {} : Object.fromEntries(r.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
};

describe('checkout fields (spec 01 §5)', () => {
  it('accepts a complete form', () => expect(errors(config(), {})).toEqual({}));

  it('names each missing required field', () => {
    expect(errors(config(), { firstName: ' ', lastName: '', email: '', city: '', zip: '', state: '' })).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      email: 'Email is required.',
      state: 'State is required.',
      city: 'City is required.',
      zip: 'Zipcode is required.',
    });
  });

  it('checks the e-mail pattern and phone digits', () => {
    expect(errors(config(), { email: 'ada@example', phone: '(312) 555-01' })).toEqual({ email: 'Please enter a valid email address', phone: 'Please enter a valid phone #' });
  });

  it('applies the configured e-mail pattern and field lengths, billing block included', () => {
    expect(errors(config(), { email: 'ops@localhost' })).toEqual({ email: 'Please enter a valid email address' });
    expect(errors(config({ EmailRegex: '^[^\\s@]+@[^\\s@]+$' }), { email: 'ops@localhost' })).toEqual({});
    expect(errors(config(), { firstName: 'A'.repeat(51) })).toEqual({ firstName: 'First Name must be at most 50 characters.' });
    expect(errors(config({ FieldLengths: { FirstName: 80 } }), { firstName: 'A'.repeat(51) })).toEqual({});
    const billing = { ...valid.billing, state: 'TX', city: 'C'.repeat(51), zip: '78701', address1: 'A'.repeat(101) };
    expect(errors(config(), { billingSame: false, billing })).toEqual({
      'billing.address1': 'Billing Address 1 must be at most 100 characters.',
      'billing.city': 'Billing City must be at most 50 characters.',
    });
  });

  it('requires the phone only when PhoneNumberMandatory, the street only in AVS mode', () => {
    expect(errors(config(), { phone: '' })).toEqual({});
    expect(errors(config({ PhoneNumberMandatory: true }), { phone: '' })).toEqual({ phone: 'Phone is required.' });
    expect(errors(config({ UseStreetAddressForAVS: true }), { address1: '' })).toEqual({ address1: 'Address 1 is required.' });
  });

  it('does not validate the address when it is not shown', () => {
    expect(errors(config({ ShowFullAddressOnCheckout: false }), { city: '', zip: '', state: '' })).toEqual({});
  });

  it('validates the billing block only when it differs from the main address', () => {
    expect(errors(config(), { billingSame: true, billing: { ...valid.billing, city: '' } })).toEqual({});
    // Its errors name the billing field, as its label does (spec 02 §5 "'{field} is required.'").
    expect(errors(config(), { billingSame: false, billing: { ...valid.billing, state: 'TX', city: '', zip: '78701' } })).toEqual({ 'billing.city': 'Billing City is required.' });
    expect(errors(config(), { billingSame: false, billing: { ...valid.billing, country: '', city: '', zip: '' } })).toEqual({
      'billing.country': 'Billing Country is required.',
      'billing.city': 'Billing City is required.',
      'billing.zip': 'Billing Zipcode is required.',
    });
  });
});

describe('phone', () => {
  it('accepts a number with its country code and refuses one that cannot be a US number', () => {
    expect(errors(config(), { phone: '+1 512 555 0142' })).toEqual({});
    expect(errors(config(), { phone: '+44 20 7946 0958' })).toEqual({ phone: 'Please enter a valid phone #' });
  });
});

describe("checkout fields with \"I'm a member\" (spec 01 §5)", () => {
  const member = (v: Partial<CheckoutValues>, validated: { email: string; lastName: string } | null = null) => {
    const r = checkoutSchema(config(), (iso) => iso === 'US', validated).safeParse({ ...valid, ...v });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('needs the member number while ticked', () => {
    expect(member({ member: true, memberno: ' ' })).toEqual({ memberno: 'Member Number is required.' });
    expect(member({ member: false, memberno: '' })).toEqual({});
  });

  it('needs the e-mail and last name validated for the member rate', () => {
    const validated = { email: 'ada@example.com', lastName: 'Lovelace' };
    expect(member({ member: true, memberno: '200100300', email: 'ADA@example.com' }, validated)).toEqual({});
    expect(member({ member: true, memberno: '200100300', email: 'other@example.com' }, validated)).toEqual({ email: 'E-mail and last name must match the validated membership.' });
    expect(member({ member: true, memberno: '200100300', lastName: 'Byron' }, validated)).toEqual({ email: 'E-mail and last name must match the validated membership.' });
  });
});
