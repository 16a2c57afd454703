/**
 * The checkout form's values, their defaults and labels, and the card expiry they give (spec 01
 * §5 "Checkout fields"). The rules are in checkout-schema.ts, which loads with the first check
 * (zod is not part of the page's first load, docs/performance.md#storefront-on-a-phone).
 */
import type { PublicConfig } from '@gt/contract/config';
import { memberNoLabel } from '@gt/domain/member-rate';

export const emptyAddress = { phone: '', address1: '', address2: '', country: 'US', state: '', city: '', zip: '' };
export type AddressValues = typeof emptyAddress;

export const defaultCheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  ...emptyAddress,
  billingSame: true,
  billing: { ...emptyAddress },
  /** "I'm a member" (spec 01 §2): ticked, and the member number Apply validates. */
  member: false,
  memberno: '',
  cardNumber: '',
  cvv: '',
  month: '',
  year: '',
  expiry: '',
  terms: false,
};
export type CheckoutValues = typeof defaultCheckoutValues;

/** What the billing block's labels (and so its "{field} is required." texts) start with: "Billing City". */
export const BILLING_LABEL_PREFIX = 'Billing ';

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
  memberno: memberNoLabel,
} as const;

/**
 * The card expiry of the form as month and 4-digit year: the Month and Year selects, or the
 * single field as MM/YY or MM/YYYY (spaces allowed around the slash); month 0 when unreadable.
 */
export function cardExpiry(
  v: Pick<CheckoutValues, 'month' | 'year' | 'expiry'>,
  layout: PublicConfig['PaymentMethodType'],
): { expMonth: number; expYear: number } {
  const unreadable = { expMonth: 0, expYear: 0 };
  if (layout === 'MonthYear')
    return /^\d{1,2}$/.test(v.month) && /^\d{4}$/.test(v.year) ? { expMonth: Number(v.month), expYear: Number(v.year) } : unreadable;
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(v.expiry);
  if (!m) return unreadable;
  const year = Number(m[2]);
  return { expMonth: Number(m[1]), expYear: year < 100 ? 2000 + year : year };
}
