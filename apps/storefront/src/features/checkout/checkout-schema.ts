/**
 * Checkout form rules (spec 01 §5 "Checkout fields"): required fields give "{field} is
 * required.", e-mail must match the configured pattern, phone needs ≥ 10 digits and is required
 * per PhoneNumberMandatory, the street address only in AVS mode, address fields only when the
 * address block is shown, the billing block only when "Billing Address same as above" is off;
 * card fields per the payment form layout.
 */
import type { PublicConfig } from '@gt/contract/config';
import { messages } from '@gt/domain/messages';
import { z } from 'zod';

export const emptyAddress = { phone: '', address1: '', address2: '', country: 'US', state: '', city: '', zip: '' };
export type AddressValues = typeof emptyAddress;

export const defaultCheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  ...emptyAddress,
  billingSame: true,
  billing: { ...emptyAddress },
  cardNumber: '',
  cvv: '',
  month: '',
  year: '',
  expiry: '',
  terms: false,
};
export type CheckoutValues = typeof defaultCheckoutValues;

const digits = (s: string) => s.replace(/\D/g, '').length;

/** Field labels, used in the "{field} is required." texts and on the inputs. */
export const labels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address1: 'Address 1',
  address2: 'Address 2',
  country: 'Country',
  state: 'State',
  city: 'City',
  zip: 'Zipcode',
  cardNumber: 'Card Number',
  cvv: 'CVV',
  month: 'Month',
  year: 'Year',
  expiry: 'Expiry',
} as const;

/** Builds the schema for the configuration; `hasStates(country)` tells whether State applies. */
export function checkoutSchema(c: PublicConfig, hasStates: (country: string) => boolean) {
  const emailPattern = new RegExp(c.EmailRegex);
  const addressRules = (a: AddressValues, ctx: z.RefinementCtx, prefix: string[], phoneRequired: boolean) => {
    const req = (key: keyof AddressValues) => {
      if (a[key].trim() === '') ctx.addIssue({ code: 'custom', path: [...prefix, key], message: messages.fieldRequired(labels[key]) });
    };
    if (phoneRequired) req('phone');
    if (a.phone.trim() !== '' && digits(a.phone) < 10) ctx.addIssue({ code: 'custom', path: [...prefix, 'phone'], message: messages.invalidPhone });
    if (!c.ShowFullAddressOnCheckout) return;
    if (c.UseStreetAddressForAVS) req('address1');
    req('country');
    if (hasStates(a.country)) req('state');
    req('city');
    req('zip');
  };
  return z
    .object({
      firstName: z.string().trim().min(1, messages.fieldRequired(labels.firstName)).max(c.FieldLengths.FirstName),
      lastName: z.string().trim().min(1, messages.fieldRequired(labels.lastName)).max(c.FieldLengths.LastName),
      email: z.string().trim().min(1, messages.fieldRequired(labels.email)).max(c.FieldLengths.Email).regex(emailPattern, messages.invalidEmail),
      phone: z.string(),
      address1: z.string().max(c.FieldLengths.Address),
      address2: z.string().max(c.FieldLengths.Address),
      country: z.string(),
      state: z.string(),
      city: z.string().max(c.FieldLengths.City),
      zip: z.string(),
      billingSame: z.boolean(),
      billing: z.object({ phone: z.string(), address1: z.string(), address2: z.string(), country: z.string(), state: z.string(), city: z.string(), zip: z.string() }),
      cardNumber: z.string().trim().min(1, messages.fieldRequired(labels.cardNumber)),
      cvv: z.string().trim().min(1, messages.fieldRequired(labels.cvv)),
      month: z.string(),
      year: z.string(),
      expiry: z.string(),
      terms: z.boolean(),
    })
    .superRefine((v, ctx) => {
      addressRules(v, ctx, [], c.PhoneNumberMandatory);
      if (!v.billingSame && c.ShowFullAddressOnCheckout) addressRules(v.billing, ctx, ['billing'], false);
      const req = (key: 'month' | 'year' | 'expiry') => {
        if (v[key].trim() === '') ctx.addIssue({ code: 'custom', path: [key], message: messages.fieldRequired(labels[key]) });
      };
      if (c.PaymentMethodType === 'MonthYear') {
        req('month');
        req('year');
      } else {
        req('expiry');
        if (v.expiry.trim() !== '' && !/^(0[1-9]|1[0-2])\/\d{2}$/.test(v.expiry)) ctx.addIssue({ code: 'custom', path: ['expiry'], message: c.Messages.ExpiryInvalid });
      }
    });
}

/** The card expiry of the form as month and 4-digit year. */
export function cardExpiry(v: Pick<CheckoutValues, 'month' | 'year' | 'expiry'>, layout: PublicConfig['PaymentMethodType']): { expMonth: number; expYear: number } {
  if (layout === 'MonthYear') return { expMonth: Number(v.month), expYear: Number(v.year) };
  const [mm = '0', yy = '0'] = v.expiry.split('/');
  return { expMonth: Number(mm), expYear: 2000 + Number(yy) };
}
