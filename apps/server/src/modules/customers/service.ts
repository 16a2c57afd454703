/** Customers (spec 01 §3 "Customer", §7 POST/GET customers). */
import type { CreateCustomersRequest, Customer } from '@gt/contract/customers';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { findCustomers, insertCustomers } from './repository';

/**
 * Creates the given customers (guests at checkout) with their addresses and returns them with
 * CustomerID and AddressIDs, in request order. E-mails are stored as given (trimmed).
 */
export async function createCustomers(ctx: AppContext, input: z.output<typeof CreateCustomersRequest>): Promise<Customer[]> {
  const now = ctx.clock();
  return insertCustomers(
    ctx.db,
    input.map((c) => ({
      customerType: c.CustomerType,
      firstName: c.FirstName,
      lastName: c.LastName,
      createdAsGuest: c.CreatedAsGuest,
      guestEmail: c.GuestEmail,
      extCustomerId: c.ExtCustomerID,
      dateOfBirth: c.DateOfBirth,
      createdAt: now,
      addresses: c.CustomerAddress.map((a) => ({
        isPrimary: a.IsPrimaryAddress,
        addressTypeId: a.AddressTypeID,
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
 * The customer with this id whose guest e-mail or an address e-mail equals `email`
 * (case-insensitive): `[customer]`, or `[]` when id and e-mail do not match (one answer for
 * "unknown id" and "wrong e-mail", so that ids cannot be probed).
 */
export async function findCustomerByIdAndEmail(ctx: AppContext, id: number, email: string): Promise<Customer[]> {
  const wanted = email.trim().toLowerCase();
  const found = await findCustomers(ctx.db, [id]);
  return found.filter((c) => c.GuestEmail.toLowerCase() === wanted || c.CustomerAddress.some((a) => a.Email.toLowerCase() === wanted));
}
