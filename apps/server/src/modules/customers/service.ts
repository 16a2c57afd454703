/** Customers (spec 01 §3 "Customer", §7 POST/GET customers). */
import { AddressTypeID, type CreateCustomersRequest, type CreatedCustomer, type Customer } from '@gt/contract/customers';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { assertContactRules } from './contact-rules';
import { findCustomers, findCustomerWithToken, insertCustomers, tokenMatches } from './repository';

/**
 * Creates the given customers (guests at checkout) with their addresses and returns them with
 * CustomerID (random, not sequential), AddressIDs and the secret CustomerToken a payment must
 * present, in request order. Identity fields are the server's: CreatedAsGuest is true,
 * ExtCustomerID empty, AddressTypeID 1 for the primary (street) address and 2 (billing) for the
 * others. E-mails are stored as given (trimmed). 400 with the spec's text when a name, e-mail or
 * address breaks the configured rules (assertContactRules).
 */
export async function createCustomers(ctx: AppContext, input: z.output<typeof CreateCustomersRequest>): Promise<CreatedCustomer[]> {
  assertContactRules(ctx.config.Public, input);
  const now = ctx.clock();
  return insertCustomers(
    ctx.db,
    input.map((c) => ({
      customerType: c.CustomerType,
      firstName: c.FirstName,
      lastName: c.LastName,
      createdAsGuest: true,
      guestEmail: c.GuestEmail,
      extCustomerId: null,
      dateOfBirth: c.DateOfBirth,
      createdAt: now,
      addresses: c.CustomerAddress.map((a) => ({
        isPrimary: a.IsPrimaryAddress,
        addressTypeId: a.IsPrimaryAddress ? AddressTypeID.Street : AddressTypeID.Billing,
        email: a.Email,
        street1: a.Street1,
        street2: a.Street2,
        citySuburb: a.CitySuburb,
        state: a.State,
        postcode: a.Postcode,
        country: a.Country,
        mobilePhone: a.MobilePhone,
      })),
    })),
  );
}

/**
 * The customer a payment names, when `token` is the CustomerToken returned at its creation;
 * undefined for an unknown id and for a wrong token alike (one answer, so that ids cannot be
 * probed).
 */
export async function customerForPayment(ctx: AppContext, id: number, token: string): Promise<Customer | undefined> {
  const found = await findCustomerWithToken(ctx.db, id);
  return found && tokenMatches(token, found.tokenHash) ? found.customer : undefined;
}

/**
 * The customer with this id whose guest e-mail or an address e-mail equals `email`
 * (case-insensitive): `[customer]`, or `[]` when id and e-mail do not match (one answer for
 * "unknown id" and "wrong e-mail", so that ids cannot be probed).
 */
export async function findCustomerByIdAndEmail(ctx: AppContext, id: number, email: string): Promise<Customer[]> {
  const wanted = email.trim().toLowerCase();
  const found = await findCustomers(ctx.db, [id]);
  return found.filter((c) => c.GuestEmail.toLowerCase() === wanted || c.CustomerAddress.some((a) => a.Email.toLowerCase() === wanted));
}
