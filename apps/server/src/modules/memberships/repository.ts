/**
 * Members and their memberships as stored (db/membership-schema.ts): the member behind a member
 * number, the memberships a customer belongs to with their persons, the member validations and
 * the customer UDF values. Venue dates `YYYY-MM-DD`.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customerAddresses, customers } from '../../db/customer-schema';
import { customerUdfValues, memberValidations } from '../../db/membership-schema';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The person behind a member number, with what validation compares and their membership. */
export interface MemberRecord {
  customerId: number;
  memberNo: string;
  firstName: string;
  lastName: string;
  /** Guest e-mail first, then address e-mails (non-empty). */
  emails: string[];
  phones: string[];
  streets: string[];
  isPrimary: boolean;
  membershipId: number;
  membershipPackageId: number;
  expiryDate: string;
  isCancelled: boolean;
  memberCostRateId: number | null;
}

const MEMBER_SELECT = sql`select m.customer_id, m.member_no, c.first_name, c.last_name, m.is_primary, m.membership_id,
    ms.membership_package_id, ms.expiry_date::text as expiry_date, ms.is_cancelled, p.cost_rate_id,
    array_remove(array[nullif(c.guest_email, '')] || array(select a.email from customer_addresses a where a.customer_id = c.customer_id and a.email <> ''), null) as emails,
    array(select a.mobile_phone from customer_addresses a where a.customer_id = c.customer_id and a.mobile_phone <> '') as phones,
    array(select a.street1 from customer_addresses a where a.customer_id = c.customer_id and a.street1 <> '') as streets
  from membership_members m join customers c on c.customer_id = m.customer_id
  join memberships ms on ms.membership_id = m.membership_id join membership_packages p on p.membership_package_id = ms.membership_package_id`;

type MemberRow = {
  customer_id: number;
  member_no: string;
  first_name: string;
  last_name: string;
  is_primary: boolean;
  membership_id: number;
  membership_package_id: number;
  expiry_date: string;
  is_cancelled: boolean;
  cost_rate_id: number | null;
  emails: string[];
  phones: string[];
  streets: string[];
};

const toRecord = (r: MemberRow): MemberRecord => ({
  customerId: r.customer_id,
  memberNo: r.member_no,
  firstName: r.first_name,
  lastName: r.last_name,
  emails: r.emails,
  phones: r.phones,
  streets: r.streets,
  isPrimary: r.is_primary,
  membershipId: r.membership_id,
  membershipPackageId: r.membership_package_id,
  expiryDate: r.expiry_date,
  isCancelled: r.is_cancelled,
  memberCostRateId: r.cost_rate_id,
});

/** The member with this member number, or undefined. */
export async function findMemberByNo(db: Db, memberNo: string): Promise<MemberRecord | undefined> {
  const rows = rowsOf<MemberRow>(await db.execute(sql`${MEMBER_SELECT} where m.member_no = ${memberNo}`));
  return rows[0] && toRecord(rows[0]);
}

/** The member records of a customer (one per membership they belong to), latest expiry first. */
export async function memberRecordsOf(db: Db, customerId: number): Promise<MemberRecord[]> {
  return rowsOf<MemberRow>(
    await db.execute(sql`${MEMBER_SELECT} where m.customer_id = ${customerId}::int order by ms.expiry_date desc`),
  ).map(toRecord);
}

/** Stores a member validation under the SHA-256 of its token. */
export async function insertValidation(
  db: Db,
  v: { token: string; customerId: number; memberNo: string; lastName: string; email: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insert(memberValidations)
    .values({
      tokenHash: sha256(v.token),
      customerId: v.customerId,
      memberNo: v.memberNo,
      lastName: v.lastName,
      email: v.email,
      createdAt: v.now,
      expiresAt: v.expiresAt,
    });
}

/** The live validation of a token (not expired at `now`), or undefined. */
export async function findValidation(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(memberValidations)
    .where(and(eq(memberValidations.tokenHash, sha256(token)), gt(memberValidations.expiresAt, now)));
  return row;
}

/** A membership with its persons (contact details from their customer records, UDF values). */
export interface StoredMembership {
  membershipId: number;
  membershipPackageId: number;
  packageName: string;
  startDate: string;
  expiryDate: string;
  isCancelled: boolean;
  renewals: number;
  primaryCustomerId: number;
  members: {
    customerId: number;
    isPrimary: boolean;
    membershipTypeId: number;
    memberNo: string;
    expiryDate: string;
    firstName: string;
    lastName: string;
    email: string;
    dob: string;
    phone: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zipcode: string;
    country: string;
    udfs: { UDFID: number; Value: string }[];
  }[];
}

/** The memberships `customerId` belongs to (or the one with this id), with all their persons, latest expiry first. */
export async function loadMemberships(db: Db, f: { customerId?: number; membershipId?: number }): Promise<StoredMembership[]> {
  const where =
    f.membershipId !== undefined
      ? sql`ms.membership_id = ${f.membershipId}::int`
      : sql`ms.membership_id in (select membership_id from membership_members where customer_id = ${f.customerId ?? 0}::int)`;
  return rowsOf<StoredMembership>(
    await db.execute(sql`
    select ms.membership_id as "membershipId", ms.membership_package_id as "membershipPackageId", p.name as "packageName",
      ms.start_date::text as "startDate", ms.expiry_date::text as "expiryDate", ms.is_cancelled as "isCancelled", ms.renewals,
      ms.primary_customer_id as "primaryCustomerId",
      (select json_agg(json_build_object('customerId', m.customer_id, 'isPrimary', m.is_primary, 'membershipTypeId', m.membership_type_id,
          'memberNo', m.member_no, 'expiryDate', m.expiry_date::text, 'firstName', c.first_name, 'lastName', c.last_name,
          'email', coalesce(nullif(c.guest_email, ''), a.email, ''), 'dob', coalesce(c.date_of_birth::text, ''), 'phone', coalesce(a.mobile_phone, ''),
          'address1', coalesce(a.street1, ''), 'address2', coalesce(a.street2, ''), 'city', coalesce(a.city_suburb, ''), 'state', coalesce(a.state, ''),
          'zipcode', coalesce(a.postcode, ''), 'country', coalesce(a.country, ''),
          'udfs', coalesce((select json_agg(json_build_object('UDFID', u.udf_id, 'Value', u.value) order by u.udf_id) from customer_udf_values u where u.customer_id = m.customer_id), '[]'))
          order by m.is_primary desc, c.last_name, c.first_name)
        from membership_members m join customers c on c.customer_id = m.customer_id
        left join customer_addresses a on a.customer_id = c.customer_id and a.is_primary
        where m.membership_id = ms.membership_id) as members
    from memberships ms join membership_packages p on p.membership_package_id = ms.membership_package_id
    where ${where} order by ms.expiry_date desc, ms.membership_id`),
  ).map((m) => ({ ...m, members: m.members ?? [] }));
}

/** Members whose last name and e-mail (guest or an address's) match, case-insensitive, with their membership (lost member number). */
export async function membersByNameAndEmail(
  db: Db,
  lastName: string,
  email: string,
): Promise<{ firstName: string; lastName: string; memberNo: string; packageName: string; expiryDate: string }[]> {
  return rowsOf(
    await db.execute(sql`select c.first_name as "firstName", c.last_name as "lastName", m.member_no as "memberNo", p.name as "packageName", ms.expiry_date::text as "expiryDate"
      from membership_members m join customers c on c.customer_id = m.customer_id
      join memberships ms on ms.membership_id = m.membership_id join membership_packages p on p.membership_package_id = ms.membership_package_id
      where lower(c.last_name) = lower(${lastName}) and (lower(c.guest_email) = lower(${email})
        or exists (select 1 from customer_addresses a where a.customer_id = c.customer_id and lower(a.email) = lower(${email})))
      order by ms.expiry_date desc limit 20`),
  );
}

/** Customer UDF values of the given customers. */
export async function customerUdfs(db: Db, customerIds: number[]): Promise<{ CustomerID: number; UDFID: number; Value: string }[]> {
  if (customerIds.length === 0) return [];
  const rows = await db.select().from(customerUdfValues).where(inArray(customerUdfValues.customerId, customerIds));
  return rows.map((r) => ({ CustomerID: r.customerId, UDFID: r.udfId, Value: r.value }));
}

/** Replaces the given UDF values of customers (insert or update each). */
export async function upsertCustomerUdfs(db: Db, values: { CustomerID: number; UDFID: number; Value: string }[]): Promise<void> {
  if (values.length === 0) return;
  await db
    .insert(customerUdfValues)
    .values(values.map((v) => ({ customerId: v.CustomerID, udfId: v.UDFID, value: v.Value })))
    .onConflictDoUpdate({ target: [customerUdfValues.customerId, customerUdfValues.udfId], set: { value: sql`excluded.value` } });
}

/**
 * Replaces a member's e-mail on file (spec 01 §2 "Confirmation dialog when the entered e-mail
 * differs from the e-mail on file"): the customer's guest e-mail becomes
 * `email`, and so does every address e-mail equal to the previous e-mail on file
 * (case-insensitive); the validation behind `token` now carries `email` (the buyer's e-mail the
 * member rate checks at pay time). Runs in `tx`, with the caller's audit entry.
 */
export async function replaceMemberEmail(tx: Db | Tx, v: { token: string; customerId: number; previous: string; email: string }): Promise<void> {
  await tx.update(customers).set({ guestEmail: v.email }).where(eq(customers.customerId, v.customerId));
  if (v.previous !== '')
    await tx
      .update(customerAddresses)
      .set({ email: v.email })
      .where(and(eq(customerAddresses.customerId, v.customerId), sql`lower(${customerAddresses.email}) = lower(${v.previous})`));
  await tx.update(memberValidations).set({ email: v.email }).where(eq(memberValidations.tokenHash, sha256(v.token)));
}
