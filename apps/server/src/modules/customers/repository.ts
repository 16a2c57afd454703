/** Customers and their addresses (spec 01 §3 "Customer"). */
import { membershipDateTime } from '@gt/domain/membership-dates';
import { asc, eq, getTableColumns, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { CreatedCustomer, Customer } from '@gt/contract/customers';
import type { Db, Tx } from '../../db/client';
import { customerAddresses, customers } from '../../db/customer-schema';
import { membershipMembers, membershipPackages, memberships } from '../../db/membership-schema';
import { newSecret } from '../../lib/random-codes';

type NewCustomer = Omit<typeof customers.$inferInsert, 'customerId' | 'tokenHash'> & {
  addresses: Omit<typeof customerAddresses.$inferInsert, 'addressId' | 'customerId'>[];
};

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;

/** Customer ids are drawn at random from this range (9–10 digits), not from a sequence. */
const ID_MIN = 100_000_000;
const ID_MAX = 2_147_483_647;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Whether `token` is the one whose SHA-256 is `hash` (constant time). */
export function tokenMatches(token: string, hash: string | null): boolean {
  if (!hash) return false;
  return timingSafeEqual(Buffer.from(sha256(token), 'hex'), Buffer.from(hash, 'hex'));
}

/**
 * Inserts customers with their addresses, each under a random id (drawn again on the rare
 * collision) with a fresh 128-bit CustomerToken stored as its SHA-256; returns them in the wire
 * shape with the token, in order. A customer and its addresses are one statement (a checkout's
 * guest is one round trip); several customers are written in one transaction.
 */
export async function insertCustomers(db: Db, list: NewCustomer[]): Promise<CreatedCustomer[]> {
  const write = async (q: Db | Tx) => {
    const created: CreatedCustomer[] = [];
    for (const c of list) {
      const token = newSecret();
      const row = { ...c, tokenHash: sha256(token) };
      let written: Awaited<ReturnType<typeof insertWithAddresses>>;
      while (!(written = await insertWithAddresses(q, row, randomInt(ID_MIN, ID_MAX))));
      // A new customer belongs to no membership yet.
      created.push({ ...toWire(written.row, written.addresses, []), CustomerToken: token });
    }
    return created;
  };
  return list.length === 1 ? write(db) : db.transaction(write);
}

/**
 * One customer row and its address rows written by one statement under `customerId`; undefined
 * when that id is taken (nothing written).
 */
async function insertWithAddresses(
  db: Db | Tx,
  { addresses, ...c }: NewCustomer & { tokenHash: string },
  customerId: number,
): Promise<{ row: CustomerRow; addresses: AddressRow[] } | undefined> {
  const row: CustomerRow = {
    customerId,
    customerType: c.customerType ?? 'Individual',
    firstName: c.firstName,
    lastName: c.lastName,
    createdAsGuest: c.createdAsGuest ?? true,
    guestEmail: c.guestEmail,
    extCustomerId: c.extCustomerId ?? null,
    dateOfBirth: c.dateOfBirth ?? null,
    createdAt: c.createdAt,
    tokenHash: c.tokenHash,
  };
  const result = (await db.execute(sql`with c as (
      insert into customers (customer_id, customer_type, first_name, last_name, created_as_guest, guest_email, ext_customer_id, date_of_birth, created_at, token_hash)
      values (${row.customerId}, ${row.customerType}, ${row.firstName}, ${row.lastName}, ${row.createdAsGuest}, ${row.guestEmail},
        ${row.extCustomerId}, ${row.dateOfBirth}, ${row.createdAt}, ${row.tokenHash})
      on conflict (customer_id) do nothing returning customer_id),
    a as (
      insert into customer_addresses (customer_id, is_primary, address_type_id, email, street1, street2, city_suburb, state, postcode, country, mobile_phone)
      select c.customer_id, x."isPrimary", x."addressTypeId", x.email, x.street1, x.street2, x."citySuburb", x.state, x.postcode, x.country, x."mobilePhone"
      from c, json_to_recordset(${JSON.stringify(addresses)}::json) as x("isPrimary" boolean, "addressTypeId" int, email text, street1 text,
        street2 text, "citySuburb" text, state text, postcode text, country text, "mobilePhone" text)
      returning *)
    select (select count(*) from c)::int as written, coalesce((select json_agg(json_build_object('addressId', a.address_id, 'customerId', a.customer_id,
      'isPrimary', a.is_primary, 'addressTypeId', a.address_type_id, 'email', a.email, 'street1', a.street1, 'street2', a.street2,
      'citySuburb', a.city_suburb, 'state', a.state, 'postcode', a.postcode, 'country', a.country, 'mobilePhone', a.mobile_phone)) from a), '[]'::json) as addresses`)) as unknown as {
    rows: { written: number; addresses: AddressRow[] }[];
  };
  const [out] = result.rows;
  if (!out?.written) return undefined;
  return { row, addresses: out.addresses };
}

/**
 * Inserts one customer row under a random id (drawn again on the rare collision), or under
 * `fixedId` (the demo seed's; an Error if it is taken).
 */
export async function insertCustomerRow(db: Db, c: Omit<typeof customers.$inferInsert, 'customerId'>, fixedId?: number): Promise<CustomerRow> {
  for (;;) {
    const [row] = await db
      .insert(customers)
      .values({ ...c, customerId: fixedId ?? randomInt(ID_MIN, ID_MAX) })
      .onConflictDoNothing({ target: customers.customerId })
      .returning();
    if (row) return row;
    if (fixedId !== undefined) throw new Error(`customer ${fixedId} exists`);
  }
}

/** `json_build_object('key', column, …)` of a select's fields (the keys drizzle would map them to). */
const jsonObject = (fields: Record<string, SQLWrapper>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field}`),
    sql`, `,
  )})`;

/**
 * A customer in the wire shape with its token hash, or undefined: one statement (the payment's
 * first step), its addresses and memberships gathered as JSON beside the customer's row.
 */
export async function findCustomerWithToken(db: Db, id: number): Promise<{ customer: Customer; tokenHash: string | null } | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(customers),
      // Table-qualified by hand: drizzle leaves the columns of a one-table select unqualified.
      addresses: sql<AddressRow[]>`coalesce((select json_agg(${jsonObject(getTableColumns(customerAddresses))}) from customer_addresses
        where customer_addresses.customer_id = customers.customer_id), '[]'::json)`,
      held: sql<MembershipRow[]>`coalesce((select json_agg(${jsonObject(membershipFields)} order by memberships.expiry_date) from membership_members
        inner join memberships on memberships.membership_id = membership_members.membership_id
        inner join membership_packages on membership_packages.membership_package_id = memberships.membership_package_id
        where membership_members.customer_id = customers.customer_id), '[]'::json)`,
    })
    .from(customers)
    .where(eq(customers.customerId, id));
  if (!row) return undefined;
  const { addresses, held, ...customer } = row;
  return { customer: toWire(customer, addresses, held), tokenHash: customer.tokenHash };
}

/** Customers by id in the wire shape (addresses primary first); missing ids are left out. */
export async function findCustomers(db: Db, ids: number[]): Promise<Customer[]> {
  if (ids.length === 0) return [];
  const [rows, addresses, held] = await Promise.all([
    db.select().from(customers).where(inArray(customers.customerId, ids)),
    db.select().from(customerAddresses).where(inArray(customerAddresses.customerId, ids)).orderBy(asc(customerAddresses.addressId)),
    membershipsOf(db, ids),
  ]);
  const byId = new Map(rows.map((c) => [c.customerId, c]));
  return ids.flatMap((id) => {
    const c = byId.get(id);
    return c ? [toWire(c, addresses.filter((a) => a.customerId === id), held)] : [];
  });
}

type MembershipRow = Awaited<ReturnType<typeof membershipsOf>>[number];

/** What a customer's membership shows (Customer.Memberships). */
const membershipFields = {
  customerId: membershipMembers.customerId,
  packageId: memberships.membershipPackageId,
  packageName: membershipPackages.name,
  expiryDate: memberships.expiryDate,
  isCancelled: memberships.isCancelled,
  renewals: memberships.renewals,
};

/** The memberships the customers belong to (as primary holder or another person), latest expiry first. */
function membershipsOf(db: Db, ids: number[]) {
  return db
    .select(membershipFields)
    .from(membershipMembers)
    .innerJoin(memberships, eq(memberships.membershipId, membershipMembers.membershipId))
    .innerJoin(membershipPackages, eq(membershipPackages.membershipPackageId, memberships.membershipPackageId))
    .where(inArray(membershipMembers.customerId, ids))
    .orderBy(asc(memberships.expiryDate));
}

/**
 * A customer row, its address rows (by address id) and memberships in the wire shape, primary
 * address first, memberships by expiry (YYYY-MM-DDT00:00:00; IsRenewed: renewed at least once).
 */
function toWire(c: CustomerRow, addresses: readonly AddressRow[], held: readonly MembershipRow[]): Customer {
  return {
    CustomerID: c.customerId,
    CustomerType: c.customerType,
    FirstName: c.firstName,
    LastName: c.lastName,
    CreatedAsGuest: c.createdAsGuest,
    GuestEmail: c.guestEmail,
    ExtCustomerID: c.extCustomerId,
    DateOfBirth: c.dateOfBirth,
    CustomerAddress: [...addresses]
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.addressId - b.addressId)
      .map((a) => ({
        AddressID: a.addressId,
        IsPrimaryAddress: a.isPrimary,
        AddressTypeID: a.addressTypeId,
        Email: a.email,
        Street1: a.street1,
        Street2: a.street2,
        CitySuburb: a.citySuburb,
        State: a.state,
        Postcode: a.postcode,
        Country: a.country,
        MobilePhone: a.mobilePhone,
      })),
    LinkedIndividuals: [],
    Memberships: held
      .filter((m) => m.customerId === c.customerId)
      .map((m) => ({
        MembershipPackageID: m.packageId,
        MembershipPackageName: m.packageName,
        MembershipExpiryDate: membershipDateTime(m.expiryDate),
        IsCancelled: m.isCancelled,
        IsRenewed: m.renewals > 0,
      })),
  };
}
