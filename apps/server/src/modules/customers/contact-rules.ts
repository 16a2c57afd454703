/**
 * The server side of the configured contact rules (spec 01 §5 "Checkout fields";
 * docs/configuration.md): the customers of POST customers pass domain `contactTextProblem` with the server's own
 * configuration (EmailRegex, FieldLengths), the same function the checkout form applies.
 */
import type { PublicConfig } from '@gt/contract/config';
import type { CreateCustomersRequest } from '@gt/contract/customers';
import { contactTextProblem, type ContactField } from '@gt/domain/contact-rules';
import type { z } from 'zod';
import { ApiError } from '../../http/errors';

type Customer = z.output<typeof CreateCustomersRequest>[number];

/**
 * Throws 400 with the spec's text for the first field that breaks a rule: "First Name is
 * required.", "Please enter a valid email address", "Billing City must be at most 50
 * characters." (labels as on the form; the non-primary address is the billing block).
 */
export function assertContactRules(rules: Pick<PublicConfig, 'EmailRegex' | 'FieldLengths'>, customers: readonly Customer[]): void {
  const check = (field: ContactField, label: string, value: string, required = false) => {
    const problem = contactTextProblem(rules, { field, label, required }, value);
    if (problem) throw new ApiError(400, problem);
  };
  for (const c of customers) {
    check('FirstName', 'First Name', c.FirstName, true);
    check('LastName', 'Last Name', c.LastName, true);
    check('Email', 'Email', c.GuestEmail, true);
    for (const a of c.CustomerAddress) {
      const prefix = a.IsPrimaryAddress ? '' : 'Billing ';
      check('Email', `${prefix}Email`, a.Email);
      check('Address', `${prefix}Address 1`, a.Street1);
      check('Address', `${prefix}Address 2`, a.Street2);
      check('City', `${prefix}City`, a.CitySuburb);
    }
  }
}
