/**
 * The checkout form's values, their defaults and labels (spec 01 §5 "Checkout fields"; the card
 * is not one of them: the provider's hosted fields take it, HostedCardFields). The rules are in checkout-schema.ts, which loads with the first check
 * (zod is not part of the page's first load, docs/performance.md#storefront-on-a-phone).
 */
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
  memberno: memberNoLabel,
} as const;

