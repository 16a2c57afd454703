/**
 * Customers (spec 01 §3 "Customer", §7 `POST customers`, `GET customers`). Guests are created at
 * checkout with two addresses: the primary street address (AddressTypeID 1) and the billing
 * address (AddressTypeID 2). Dates are `YYYY-MM-DD`. Names, e-mails and addresses are free text
 * here (bounded by MAX_CONTACT_TEXT); the configured rules (EmailRegex, FieldLengths, required
 * names) are applied by the server with domain `contactTextProblem`, as by the checkout form.
 */
import { z } from 'zod';
import { FreeText, IdParam, MAX_CONTACT_TEXT, VenueDate } from './wire';

export const AddressTypeID = { Street: 1, Billing: 2 } as const;

const text = (max: number) => FreeText(max).default('');
const contact = FreeText(MAX_CONTACT_TEXT);

/**
 * An address as the browser sends it. Its AddressTypeID is not taken from the browser: the
 * primary address is the street address (1), the others billing (2); a sent AddressTypeID is
 * ignored (docs/architecture.md#identity-and-secrets: identity fields come from the server).
 */
export const CustomerAddressInput = z.object({
  IsPrimaryAddress: z.boolean(),
  Email: text(MAX_CONTACT_TEXT),
  Street1: text(MAX_CONTACT_TEXT),
  Street2: text(MAX_CONTACT_TEXT),
  CitySuburb: text(MAX_CONTACT_TEXT),
  State: text(50),
  Postcode: text(10),
  Country: text(60),
  MobilePhone: text(20),
});

export const CustomerInput = z
  .object({
    CustomerType: z.literal('Individual').default('Individual'),
    FirstName: contact,
    LastName: contact,
    GuestEmail: contact,
    DateOfBirth: VenueDate.nullable().default(null),
    CustomerAddress: z.array(CustomerAddressInput).min(1).max(4),
  })
  .refine((c) => c.CustomerAddress.filter((a) => a.IsPrimaryAddress).length === 1, {
    message: 'must have exactly one primary address',
    path: ['CustomerAddress'],
  });
export type CustomerInput = z.input<typeof CustomerInput>;
// CreatedAsGuest (always true online) and ExtCustomerID (set only from the identity-verification
// service, never from the browser) are not inputs: sent values are ignored (zod strips them).

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
  /** The memberships the customer belongs to (empty for a new guest), by expiry; dates YYYY-MM-DDT00:00:00. */
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

/**
 * A customer as `POST customers` returns it, with its secret CustomerToken (128 bits, shown
 * once): a payment naming this CustomerID must send it (docs/architecture.md#identity-and-secrets), so that nobody can book
 * for, or read the details of, a customer they did not create.
 */
export const CreatedCustomer = Customer.extend({ CustomerToken: z.string() });
export type CreatedCustomer = z.infer<typeof CreatedCustomer>;

/** `GET /api/v1/customers?CustomerID&Email`: both must match (the e-mail protects the id). */
export const CustomersQuery = z.object({ CustomerID: IdParam, Email: FreeText(MAX_CONTACT_TEXT) }).strict();
