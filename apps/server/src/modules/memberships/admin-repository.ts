/**
 * Membership packages and memberships for the back office (db/membership-schema.ts): a package
 * with its types and add-ons (each a `membership` product with its price in cents and taxes, and
 * the membership UDFs it asks); the memberships sold with their persons, searched by name,
 * e-mail or member number; and the writes an operator makes (extend, cancel). Venue dates.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import * as m from '../../db/membership-schema';
import { productTaxes, products } from '../../db/product-schema';
import { costRates, displayAreas, taxes, udfs } from '../../db/schema';
import { lockProductIds } from '../products/repository';

export type PackageRow = typeof m.membershipPackages.$inferSelect;
export type PackageValues = Omit<typeof m.membershipPackages.$inferInsert, 'membershipPackageId'>;
export type TypeRow = typeof m.membershipTypes.$inferSelect;

/** A package with its types (sort order, then id), each with its product's name, price and taxes, and its UDFs. */
export interface PackageRecord {
  row: PackageRow;
  types: (TypeRow & { name: string; priceCents: number; taxIds: number[]; udfIds: number[] })[];
  membershipCount: number;
}

async function withTypes(db: Db | Tx, rows: PackageRow[]): Promise<PackageRecord[]> {
  const ids = rows.map((r) => r.membershipPackageId).concat(-1);
  const types = await db
    .select({ t: m.membershipTypes, name: products.name, priceCents: products.priceCents })
    .from(m.membershipTypes)
    .innerJoin(products, eq(products.productId, m.membershipTypes.productId))
    .where(inArray(m.membershipTypes.membershipPackageId, ids))
    .orderBy(asc(m.membershipTypes.sortOrder), asc(m.membershipTypes.membershipTypeId));
  const typeIds = types.map((x) => x.t.membershipTypeId).concat(-1);
  const [taxRows, udfRows, sold] = await Promise.all([
    db
      .select()
      .from(productTaxes)
      .where(
        inArray(
          productTaxes.productId,
          types.map((x) => x.t.productId),
        ),
      )
      .orderBy(asc(productTaxes.taxId)),
    db.select().from(m.membershipTypeUdfs).where(inArray(m.membershipTypeUdfs.membershipTypeId, typeIds)).orderBy(asc(m.membershipTypeUdfs.udfId)),
    db
      .select({ id: m.memberships.membershipPackageId, n: count() })
      .from(m.memberships)
      .where(inArray(m.memberships.membershipPackageId, ids))
      .groupBy(m.memberships.membershipPackageId),
  ]);
  return rows.map((row) => ({
    row,
    membershipCount: sold.find((s) => s.id === row.membershipPackageId)?.n ?? 0,
    types: types
      .filter((x) => x.t.membershipPackageId === row.membershipPackageId)
      .map((x) => ({
        ...x.t,
        name: x.name,
        priceCents: x.priceCents,
        taxIds: taxRows.filter((r) => r.productId === x.t.productId).map((r) => r.taxId),
        udfIds: udfRows.filter((r) => r.membershipTypeId === x.t.membershipTypeId).map((r) => r.udfId),
      })),
  }));
}

/** Packages in sort order (then id), rows `start`..`end` (exclusive), and the total. */
export async function listPackages(db: Db, start: number, end: number): Promise<{ records: PackageRecord[]; total: number }> {
  const rows = await db
    .select()
    .from(m.membershipPackages)
    .orderBy(asc(m.membershipPackages.sortOrder), asc(m.membershipPackages.membershipPackageId))
    .offset(start)
    .limit(end - start);
  const [n] = await db.select({ n: count() }).from(m.membershipPackages);
  return { records: await withTypes(db, rows), total: n?.n ?? 0 };
}

/** One package with its types; `forUpdate` locks its row. */
export async function findPackage(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<PackageRecord | undefined> {
  const q = db.select().from(m.membershipPackages).where(eq(m.membershipPackages.membershipPackageId, id));
  const [record] = await withTypes(db, opts.forUpdate ? await q.for('update') : await q);
  return record;
}

/** Of `ids`, the ones that do not exist in `kind`'s table. */
export async function missingRefs(tx: Tx, kind: 'costRate' | 'tax' | 'udf' | 'displayArea', ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const q = {
    costRate: () => tx.select({ id: costRates.costRateId }).from(costRates).where(inArray(costRates.costRateId, ids)),
    tax: () => tx.select({ id: taxes.taxId }).from(taxes).where(inArray(taxes.taxId, ids)),
    udf: () => tx.select({ id: udfs.udfId }).from(udfs).where(inArray(udfs.udfId, ids)),
    displayArea: () => tx.select({ id: displayAreas.displayAreaNo }).from(displayAreas).where(inArray(displayAreas.displayAreaNo, ids)),
  }[kind];
  const found = new Set((await q()).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function insertPackage(tx: Tx, values: PackageValues & { membershipPackageId?: number }): Promise<number> {
  const [row] = await tx.insert(m.membershipPackages).values(values).returning({ id: m.membershipPackages.membershipPackageId });
  if (!row) throw new Error('membership package not inserted');
  return row.id;
}

export async function updatePackage(tx: Tx, id: number, values: Partial<PackageValues>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(m.membershipPackages).set(values).where(eq(m.membershipPackages.membershipPackageId, id));
}

/** What a type write stores: its product's name, price and taxes, its own fields and UDFs. */
export interface TypeValues {
  kind: 'Membership' | 'AddOn';
  name: string;
  priceCents: number;
  taxIds: number[];
  minQuantity: number;
  maxQuantity: number;
  durationYears: number;
  durationMonths: number;
  durationDays: number;
  ageBased: boolean;
  minAge: number;
  maxAge: number;
  udfIds: number[];
  sortOrder: number;
}

const productOf = (v: TypeValues) => ({ name: v.name, priceCents: v.priceCents, minQuantity: v.minQuantity, maxQuantity: v.maxQuantity });
const typeOf = (v: TypeValues) => ({
  kind: v.kind,
  minQuantity: v.minQuantity,
  maxQuantity: v.maxQuantity,
  durationYears: v.durationYears,
  durationMonths: v.durationMonths,
  durationDays: v.durationDays,
  ageBased: v.ageBased,
  minAge: v.ageBased ? v.minAge : 0,
  maxAge: v.ageBased ? v.maxAge : 0,
  sortOrder: v.sortOrder,
});

async function replaceTypeLists(tx: Tx, typeId: number, productId: number, v: TypeValues): Promise<void> {
  await tx.delete(productTaxes).where(eq(productTaxes.productId, productId));
  if (v.taxIds.length) await tx.insert(productTaxes).values(v.taxIds.map((taxId) => ({ productId, taxId })));
  await tx.delete(m.membershipTypeUdfs).where(eq(m.membershipTypeUdfs.membershipTypeId, typeId));
  if (v.udfIds.length) await tx.insert(m.membershipTypeUdfs).values(v.udfIds.map((udfId) => ({ membershipTypeId: typeId, udfId })));
}

/**
 * Adds a type to a package with its product (`productId`: the given one, as the demo seed keeps
 * its ids, else the next free product id under lockProductIds); the type id is the product
 * id when that is free, so that both name the same thing.
 */
export async function insertType(tx: Tx, packageId: number, v: TypeValues, productId?: number): Promise<number> {
  let id = productId;
  if (id === undefined) {
    await lockProductIds(tx);
    const [r] = await tx.select({ max: sql<number>`coalesce(max(${products.productId}), 0)::int` }).from(products);
    id = (r?.max ?? 0) + 1;
  }
  await tx.insert(products).values({ productId: id, productType: 'membership', ...productOf(v) });
  // Explicit ids (never the serial): the product's id, or past the largest when another type has it.
  const [taken] = await tx
    .select({ id: m.membershipTypes.membershipTypeId, max: sql<number>`(select max(membership_type_id) from membership_types)::int` })
    .from(m.membershipTypes)
    .where(eq(m.membershipTypes.membershipTypeId, id));
  const typeId = taken ? taken.max + 1 : id;
  const [row] = await tx
    .insert(m.membershipTypes)
    .values({ membershipTypeId: typeId, membershipPackageId: packageId, productId: id, ...typeOf(v) })
    .returning({ id: m.membershipTypes.membershipTypeId });
  if (!row) throw new Error('membership type not inserted');
  await replaceTypeLists(tx, row.id, id, v);
  return row.id;
}

export async function updateType(tx: Tx, type: TypeRow, v: TypeValues): Promise<void> {
  await tx.update(products).set(productOf(v)).where(eq(products.productId, type.productId));
  await tx.update(m.membershipTypes).set(typeOf(v)).where(eq(m.membershipTypes.membershipTypeId, type.membershipTypeId));
  await replaceTypeLists(tx, type.membershipTypeId, type.productId, v);
}

/** Whether members hold the type. */
export async function typeHeld(tx: Tx, typeId: number): Promise<boolean> {
  const [r] = await tx
    .select({ id: m.membershipMembers.membershipId })
    .from(m.membershipMembers)
    .where(eq(m.membershipMembers.membershipTypeId, typeId))
    .limit(1);
  return Boolean(r);
}

/** Removes a type, its UDF links and its product (with its taxes) when no sale names the product. */
export async function deleteType(tx: Tx, type: TypeRow): Promise<void> {
  await tx.delete(m.membershipTypeUdfs).where(eq(m.membershipTypeUdfs.membershipTypeId, type.membershipTypeId));
  await tx.delete(m.membershipTypes).where(eq(m.membershipTypes.membershipTypeId, type.membershipTypeId));
  const sold = await tx.execute(sql`select 1 from transaction_product_lines where product_id = ${type.productId}::int limit 1`);
  if ((sold as unknown as { rows: unknown[] }).rows.length === 0) {
    await tx.delete(productTaxes).where(eq(productTaxes.productId, type.productId));
    await tx.delete(products).where(eq(products.productId, type.productId));
  }
}

export async function deletePackage(tx: Tx, id: number): Promise<void> {
  await tx.delete(m.membershipPackages).where(eq(m.membershipPackages.membershipPackageId, id));
}

/** A membership sold with its persons, as the back office shows it. */
export interface MembershipRecord {
  id: number;
  membershipPackageId: number;
  packageName: string;
  startDate: string;
  expiryDate: string;
  renewals: number;
  receiptNo: number;
  isCancelled: boolean;
  members: {
    customerId: number;
    memberNo: string;
    firstName: string;
    lastName: string;
    email: string;
    typeName: string;
    isPrimary: boolean;
    expiryDate: string;
  }[];
}

const MEMBERSHIP_SELECT = sql`select ms.membership_id as id, ms.membership_package_id as "membershipPackageId", p.name as "packageName",
    ms.start_date::text as "startDate", ms.expiry_date::text as "expiryDate", ms.renewals, ms.receipt_no as "receiptNo",
    ms.is_cancelled as "isCancelled",
    coalesce((select json_agg(json_build_object('customerId', mm.customer_id, 'memberNo', mm.member_no, 'firstName', c.first_name,
        'lastName', c.last_name, 'email', coalesce(nullif(c.guest_email, ''), (select a.email from customer_addresses a
          where a.customer_id = c.customer_id and a.email <> '' order by a.is_primary desc limit 1), ''),
        'typeName', pr.name, 'isPrimary', mm.is_primary, 'expiryDate', mm.expiry_date::text)
        order by mm.is_primary desc, c.last_name, c.first_name)
      from membership_members mm join customers c on c.customer_id = mm.customer_id
      join membership_types t on t.membership_type_id = mm.membership_type_id join products pr on pr.product_id = t.product_id
      where mm.membership_id = ms.membership_id), '[]') as members
  from memberships ms join membership_packages p on p.membership_package_id = ms.membership_package_id`;

/**
 * Memberships whose persons match `q` (member number exactly, or a part of a first, last or
 * full name or of an e-mail, case-insensitive), in a `status` on `today` (venue date); latest
 * expiry first, rows `start`..`end` (exclusive); and the total.
 */
export async function searchMemberships(
  db: Db,
  f: { q?: string; status?: 'Current' | 'Expired' | 'Cancelled'; today: string; start: number; end: number },
): Promise<{ rows: MembershipRecord[]; total: number }> {
  const like = `%${(f.q ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = f.q
    ? sql`exists (select 1 from membership_members mm join customers c on c.customer_id = mm.customer_id
        where mm.membership_id = ms.membership_id and (mm.member_no = ${f.q}
          or lower(c.first_name || ' ' || c.last_name) like ${like} or lower(c.guest_email) like ${like}
          or exists (select 1 from customer_addresses a where a.customer_id = c.customer_id and lower(a.email) like ${like})))`
    : sql`true`;
  const state =
    f.status === 'Cancelled'
      ? sql`ms.is_cancelled`
      : f.status === 'Current'
        ? sql`not ms.is_cancelled and ms.expiry_date >= ${f.today}::date`
        : f.status === 'Expired'
          ? sql`not ms.is_cancelled and ms.expiry_date < ${f.today}::date`
          : sql`true`;
  const where = sql`${match} and ${state}`;
  const rows = (await db.execute(
    sql`${MEMBERSHIP_SELECT} where ${where} order by ms.expiry_date desc, ms.membership_id desc offset ${f.start}::int limit ${f.end - f.start}::int`,
  )) as unknown as { rows: MembershipRecord[] };
  const total = (await db.execute(sql`select count(*)::int as n from memberships ms where ${where}`)) as unknown as { rows: { n: number }[] };
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** One membership with its persons; `forUpdate` locks the membership's row first. */
export async function findMembership(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<MembershipRecord | undefined> {
  if (opts.forUpdate) await db.select({ id: m.memberships.membershipId }).from(m.memberships).where(eq(m.memberships.membershipId, id)).for('update');
  const r = (await db.execute(sql`${MEMBERSHIP_SELECT} where ms.membership_id = ${id}::int`)) as unknown as { rows: MembershipRecord[] };
  return r.rows[0];
}

/**
 * Moves a membership's expiry to `expiryDate`, and each person's whose period ended with the
 * membership's (`previous`).
 */
export async function setMembershipExpiry(tx: Tx, id: number, previous: string, expiryDate: string): Promise<void> {
  await tx.update(m.memberships).set({ expiryDate }).where(eq(m.memberships.membershipId, id));
  await tx
    .update(m.membershipMembers)
    .set({ expiryDate })
    .where(and(eq(m.membershipMembers.membershipId, id), eq(m.membershipMembers.expiryDate, previous)));
}

export async function cancelMembershipRow(tx: Tx, id: number): Promise<void> {
  await tx.update(m.memberships).set({ isCancelled: true }).where(eq(m.memberships.membershipId, id));
}
