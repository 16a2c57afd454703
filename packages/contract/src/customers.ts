/**
 * Customers (spec 01 §3 "Customer", §7 `POST customers`, `GET customers`). Guests are created at
 * checkout with two addresses: the primary street address (AddressTypeID 1) and the billing
 * address (AddressTypeID 2). Dates are `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { Id, IdParam, VenueDate } from './wire';

export const AddressTypeID = { Street: 1, Billing: 2 } as const;

const text = (max: number) => z.string().trim().max(max).default('');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const Email = z.string().trim().max(100).regex(EMAIL, 'must be a valid email address');

export const CustomerAddressInput = z.object({
  IsPrimaryAddress: z.boolean(),
  AddressTypeID: Id,
  Email: z.union([Email, z.literal('')]).default(''),
  Street1: text(100),
  Street2: text(100),
  CitySuburb: text(50),
  State: text(50),
  Postcode: text(10),
  Country: text(60),
  MobilePhone: text(20),
});

export const CustomerInput = z
  .object({
    CustomerType: z.literal('Individual').default('Individual'),
    FirstName: z.string().trim().min(1, 'is required').max(50),
    LastName: z.string().trim().min(1, 'is required').max(50),
    CreatedAsGuest: z.boolean().default(true),
    GuestEmail: Email,
    /** Identity-verification service user id, when verified. */
    ExtCustomerID: z.string().max(100).nullable().default(null),
    DateOfBirth: VenueDate.nullable().default(null),
    CustomerAddress: z.array(CustomerAddressInput).min(1).max(4),
  })
  .refine((c) => c.CustomerAddress.filter((a) => a.IsPrimaryAddress).length === 1, {
    message: 'must have exactly one primary address',
    path: ['CustomerAddress'],
  });
export type CustomerInput = z.input<typeof CustomerInput>;

/** `POST /api/v1/customers` body: an array of customers (spec 01 §7). */
export const CreateCustomersRequest = z.array(CustomerInput).min(1).max(10);

export const CustomerAddress = z.object({
  AddressID: z.number().int(),
  IsPrimaryAddress: z.boolean(),
  AddressTypeID: z.number().int(),
  Email: z.string(),
  Street1: z.string(),
  Street2: z.string(),
  CitySuburb: z.string(),
  State: z.string(),
  Postcode: z.string(),
  Country: z.string(),
  MobilePhone: z.string(),
});

export const Customer = z.object({
  CustomerID: z.number().int(),
  CustomerType: z.literal('Individual'),
  FirstName: z.string(),
  LastName: z.string(),
  CreatedAsGuest: z.boolean(),
  GuestEmail: z.string(),
  ExtCustomerID: z.string().nullable(),
  DateOfBirth: z.string().nullable(),
  CustomerAddress: z.array(CustomerAddress),
  /** Empty for guests. */
  LinkedIndividuals: z.array(z.never()),
  /** Filled by the memberships issue; empty for now. */
  Memberships: z.array(
    z.object({
      MembershipPackageID: z.number().int(),
      MembershipPackageName: z.string(),
      MembershipExpiryDate: z.string(),
      IsCancelled: z.boolean(),
      IsRenewed: z.boolean(),
    }),
  ),
});
export type Customer = z.infer<typeof Customer>;

/** `GET /api/v1/customers?CustomerID&Email`: both must match (the e-mail protects the id). */
export const CustomersQuery = z.object({ CustomerID: IdParam, Email: z.string().trim().max(100) }).strict();
