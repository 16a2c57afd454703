/** Customers and their addresses (spec 01 §3 "Customer"). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Customer } from '@gt/contract/customers';
import type { Db } from '../../db/client';
import { customerAddresses, customers } from '../../db/customer-schema';

type NewCustomer = Omit<typeof customers.$inferInsert, 'customerId'> & {
  addresses: Omit<typeof customerAddresses.$inferInsert, 'addressId' | 'customerId'>[];
};

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;

/** Inserts customers with their addresses in one transaction; returns them in the wire shape, in order. */
export async function insertCustomers(db: Db, list: NewCustomer[]): Promise<Customer[]> {
  return db.transaction(async (tx) => {
    const created: Customer[] = [];
    for (const { addresses, ...c } of list) {
      const [row] = await tx.insert(customers).values(c).returning();
      const customer = row as CustomerRow;
      const rows = await tx
        .insert(customerAddresses)
        .values(addresses.map((a) => ({ ...a, customerId: customer.customerId })))
        .returning();
      created.push(toWire(customer, rows));
    }
    return created;
  });
}

/** Customers by id in the wire shape (addresses primary first); missing ids are left out. */
export async function findCustomers(db: Db, ids: number[]): Promise<Customer[]> {
  if (ids.length === 0) return [];
  const [rows, addresses] = await Promise.all([
    db.select().from(customers).where(inArray(customers.customerId, ids)),
    db.select().from(customerAddresses).where(inArray(customerAddresses.customerId, ids)).orderBy(asc(customerAddresses.addressId)),
  ]);
  const byId = new Map(rows.map((c) => [c.customerId, c]));
  return ids.flatMap((id) => {
    const c = byId.get(id);
    return c ? [toWire(c, addresses.filter((a) => a.customerId === id))] : [];
  });
}

/** A customer row and its address rows (by address id) in the wire shape, primary address first. */
function toWire(c: CustomerRow, addresses: readonly AddressRow[]): Customer {
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
    Memberships: [],
  };
}

/** Whether a customer exists. */
export async function customerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: customers.customerId }).from(customers).where(eq(customers.customerId, id));
  return Boolean(row);
}
