/**
 * Checkout form rules (spec 01 §5 "Checkout fields"): required fields give "{field} is
 * required.", names, e-mail and address lines follow the configured rules (domain
 * `contactTextProblem`: EmailRegex and FieldLengths, as the server applies them to the customer,
 * billing block included), phone must be a complete US number (domain phone: 10 digits, a
 * leading +1 allowed) and is required
 * per PhoneNumberMandatory, the street address only in AVS mode, address fields only when the
 * address block is shown, the billing block only when "Billing Address same as above" is off.
 * The card is not in this form: the provider's hosted fields check it (HostedCardFields).
 */
import type { PublicConfig } from '@gt/contract/config';
import { contactTextProblem, type ContactField } from '@gt/domain/contact-rules';
import { messages } from '@gt/domain/messages';
import { isValidatedMember } from '@gt/domain/member-rate';
import { isUsPhone } from '@gt/domain/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { BILLING_LABEL_PREFIX, labels, type AddressValues, type CheckoutValues } from './checkout-values';

// No code generation in the browser: zod's JIT probes `new Function`, which the CSP refuses
// (a console error on every checkout, docs/performance.md#storefront-on-a-phone). The interpreter is fast enough for one form.
z.config({ jitless: true });

/**
 * Builds the schema for the configuration; `hasStates(country)` tells whether State applies.
 * With "I'm a member" ticked the member number is required; with a member rate applied
 * (`validatedMember`) the e-mail and last name must be the validated member's (configured
 * UserMembershipValidatedEmailAndLastName, on the e-mail field; spec 01 §5).
 */
export function checkoutSchema(c: PublicConfig, hasStates: (country: string) => boolean, validatedMember: { email: string; lastName: string } | null = null) {
  /** A name or e-mail field checked with the configured contact rules. */
  const contact = (field: ContactField, label: string) =>
    z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const message = contactTextProblem(c, { field, label, required: true }, v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
  const addressRules = (a: AddressValues, ctx: z.RefinementCtx, prefix: string[], phoneRequired: boolean) => {
    // The billing block's errors name the billing field, as its labels do ("Billing City is required.").
    const label = (key: keyof AddressValues) => `${prefix.length > 0 ? BILLING_LABEL_PREFIX : ''}${labels[key]}`;
    const req = (key: keyof AddressValues) => {
      if (a[key].trim() === '') ctx.addIssue({ code: 'custom', path: [...prefix, key], message: messages.fieldRequired(label(key)) });
    };
    if (phoneRequired) req('phone');
    if (a.phone.trim() !== '' && !isUsPhone(a.phone)) ctx.addIssue({ code: 'custom', path: [...prefix, 'phone'], message: messages.invalidPhone });
    if (!c.ShowFullAddressOnCheckout) return;
    for (const [key, field] of [['address1', 'Address'], ['address2', 'Address'], ['city', 'City']] as const) {
      const message = contactTextProblem(c, { field, label: label(key) }, a[key]);
      if (message) ctx.addIssue({ code: 'custom', path: [...prefix, key], message });
    }
    if (c.UseStreetAddressForAVS) req('address1');
    req('country');
    if (hasStates(a.country)) req('state');
    req('city');
    req('zip');
  };
  return z
    .object({
      firstName: contact('FirstName', labels.firstName),
      lastName: contact('LastName', labels.lastName),
      email: contact('Email', labels.email),
      phone: z.string(),
      address1: z.string(),
      address2: z.string(),
      country: z.string(),
      state: z.string(),
      city: z.string(),
      zip: z.string(),
      billingSame: z.boolean(),
      billing: z.object({ phone: z.string(), address1: z.string(), address2: z.string(), country: z.string(), state: z.string(), city: z.string(), zip: z.string() }),
      member: z.boolean(),
      memberno: z.string(),
      terms: z.boolean(),
    })
    .superRefine((v, ctx) => {
      addressRules(v, ctx, [], c.PhoneNumberMandatory);
      if (v.member && v.memberno.trim() === '') ctx.addIssue({ code: 'custom', path: ['memberno'], message: messages.fieldRequired(labels.memberno) });
      if (validatedMember && !isValidatedMember(validatedMember, v))
        ctx.addIssue({ code: 'custom', path: ['email'], message: c.Messages.UserMembershipValidatedEmailAndLastName });
      if (!v.billingSame && c.ShowFullAddressOnCheckout) addressRules(v.billing, ctx, ['billing'], false);
    });
}

/** `checkoutSchema`'s arguments. */
export type CheckoutRuleInputs = Parameters<typeof checkoutSchema>;

let lastRules: { inputs: CheckoutRuleInputs; resolver: Resolver<CheckoutValues> } | null = null;

/**
 * The checkout form's react-hook-form resolver for `checkoutSchema(...inputs)`; the schema is
 * made again only when an input changes (the page passes the same objects while nothing changed).
 */
export function checkoutResolver(inputs: CheckoutRuleInputs): Resolver<CheckoutValues> {
  if (!lastRules || lastRules.inputs.some((v, i) => v !== inputs[i])) lastRules = { inputs, resolver: zodResolver(checkoutSchema(...inputs)) };
  return lastRules.resolver;
}
