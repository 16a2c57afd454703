/** Guest customers and their addresses (spec 01 §3 "Customer"). */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Customers (spec 01 §3 "Customer"); guests are created at checkout. */
export const customers = pgTable(
  'customers',
  {
    customerId: serial('customer_id').primaryKey(),
    customerType: text('customer_type', { enum: ['Individual'] })
      .notNull()
      .default('Individual'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAsGuest: boolean('created_as_guest').notNull().default(true),
    guestEmail: text('guest_email').notNull(),
    extCustomerId: text('ext_customer_id'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * SHA-256 (hex) of the secret CustomerToken returned once by POST customers: a payment must
     * present it to name this customer (docs/architecture.md#identity-and-secrets). Null for customers not created online.
     */
    tokenHash: text('token_hash'),
  },
  (t) => [
    index('customers_email_idx').on(sql`lower(${t.guestEmail})`),
    // The back office's prefix searches (lower(x) like 'abc%'): text_pattern_ops serves `like` whatever the collation.
    index('customers_email_prefix_idx').using('btree', sql`lower(${t.guestEmail}) text_pattern_ops`),
    index('customers_last_name_prefix_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    index('customers_first_name_prefix_idx').using('btree', sql`lower(${t.firstName}) text_pattern_ops`),
  ],
);

/** Addresses of a customer: AddressTypeID 1 street (primary), 2 billing. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    addressId: serial('address_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId),
    isPrimary: boolean('is_primary').notNull(),
    addressTypeId: integer('address_type_id').notNull(),
    email: text('email').notNull().default(''),
    street1: text('street1').notNull().default(''),
    street2: text('street2').notNull().default(''),
    citySuburb: text('city_suburb').notNull().default(''),
    state: text('state').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    country: text('country').notNull().default(''),
    mobilePhone: text('mobile_phone').notNull().default(''),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    index('customer_addresses_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
  ],
);
