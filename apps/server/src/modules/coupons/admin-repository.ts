/**
 * Coupons for the back office (db/coupon-schema.ts): list, read, write with their rules, the codes
 * of unique coupons, and the transactions that used one. The visitor's lookups are in
 * repository.ts.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import * as c from '../../db/coupon-schema';
import { membershipPackages } from '../../db/membership-schema';
import { products } from '../../db/product-schema';
import { tourProducts } from '../../db/schema';

export type CouponRow = typeof c.coupons.$inferSelect;
export type CouponValues = Omit<typeof c.coupons.$inferInsert, 'couponId' | 'timesUsed'>;
type TourRule = Omit<typeof c.couponTourProducts.$inferSelect, 'couponId'>;
type GaRule = Omit<typeof c.couponProducts.$inferSelect, 'couponId'>;
type PackageRule = Omit<typeof c.couponMembershipPackages.$inferSelect, 'couponId'>;

/** A coupon with its rules and the number of unique codes issued. */
export interface CouponRecord {
  row: CouponRow;
  tourProducts: TourRule[];
  gaTickets: GaRule[];
  packages: PackageRule[];
  codeCount: number;
}
export type CouponRules = Pick<CouponRecord, 'tourProducts' | 'gaTickets' | 'packages'>;

const rows = async <T>(db: Db | Tx, q: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** The rules and code counts of the coupons `list`, in its order. */
async function withRules(db: Db | Tx, list: CouponRow[]): Promise<CouponRecord[]> {
  if (list.length === 0) return [];
  const ids = list.map((r) => r.couponId);
  const tours = await db.select().from(c.couponTourProducts).where(inArray(c.couponTourProducts.couponId, ids)).orderBy(asc(c.couponTourProducts.tourProductId));
  const gas = await db.select().from(c.couponProducts).where(inArray(c.couponProducts.couponId, ids)).orderBy(asc(c.couponProducts.productId));
  const packs = await db
    .select()
    .from(c.couponMembershipPackages)
    .where(inArray(c.couponMembershipPackages.couponId, ids))
    .orderBy(asc(c.couponMembershipPackages.membershipPackageId));
  const codes = await db
    .select({ couponId: c.uniqueCouponCodes.couponId, n: count() })
    .from(c.uniqueCouponCodes)
    .where(inArray(c.uniqueCouponCodes.couponId, ids))
    .groupBy(c.uniqueCouponCodes.couponId);
  const strip = <T extends { couponId: number }>({ couponId: _, ...rest }: T) => rest;
  return list.map((row) => ({
    row,
    tourProducts: tours.filter((r) => r.couponId === row.couponId).map(strip),
    gaTickets: gas.filter((r) => r.couponId === row.couponId).map(strip),
    packages: packs.filter((r) => r.couponId === row.couponId).map(strip),
    codeCount: codes.find((x) => x.couponId === row.couponId)?.n ?? 0,
  }));
}

/** Coupons `start`..`end` (exclusive) by id, those whose name or code contains `q` (any case), and the total. */
export async function listCoupons(db: Db, q: { start: number; end: number; q?: string }): Promise<{ rows: CouponRecord[]; total: number }> {
  const pattern = q.q ? `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = pattern ? sql`(${c.coupons.name} ilike ${pattern} or ${c.coupons.code} ilike ${pattern})` : undefined;
  const page = await db
    .select()
    .from(c.coupons)
    .where(where)
    .orderBy(asc(c.coupons.couponId))
    .offset(q.start)
    .limit(q.end - q.start);
  const [n] = await db.select({ n: count() }).from(c.coupons).where(where);
  return { rows: await withRules(db, page), total: n?.n ?? 0 };
}

/** The coupon `id` with its rules (`forUpdate`: its row locked until the transaction ends). */
export async function findCouponRecord(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<CouponRecord | undefined> {
  const q = db.select().from(c.coupons).where(eq(c.coupons.couponId, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row && (await withRules(db, [row]))[0];
}

export async function insertCoupon(tx: Tx, values: CouponValues): Promise<number> {
  const [row] = await tx.insert(c.coupons).values(values).returning({ id: c.coupons.couponId });
  if (!row) throw new Error('coupon not inserted');
  return row.id;
}

export async function updateCoupon(tx: Tx, id: number, values: Partial<CouponValues>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(c.coupons).set(values).where(eq(c.coupons.couponId, id));
}

/** Replaces the rule lists given (absent: kept). */
export async function replaceRules(tx: Tx, couponId: number, rules: Partial<CouponRules>): Promise<void> {
  if (rules.tourProducts) {
    await tx.delete(c.couponTourProducts).where(eq(c.couponTourProducts.couponId, couponId));
    if (rules.tourProducts.length) await tx.insert(c.couponTourProducts).values(rules.tourProducts.map((r) => ({ couponId, ...r })));
  }
  if (rules.gaTickets) {
    await tx.delete(c.couponProducts).where(eq(c.couponProducts.couponId, couponId));
    if (rules.gaTickets.length) await tx.insert(c.couponProducts).values(rules.gaTickets.map((r) => ({ couponId, ...r })));
  }
  if (rules.packages) {
    await tx.delete(c.couponMembershipPackages).where(eq(c.couponMembershipPackages.couponId, couponId));
    if (rules.packages.length) await tx.insert(c.couponMembershipPackages).values(rules.packages.map((r) => ({ couponId, ...r })));
  }
}

/** Which of the ids named by rules do not exist: tour products, GA tickets (products of type gaticket), membership packages. */
export async function missingReferences(
  db: Db | Tx,
  ids: { tourProductIds: number[]; gaProductIds: number[]; packageIds: number[] },
): Promise<{ tourProducts: number[]; gaTickets: number[]; packages: number[] }> {
  const found = async (list: number[], q: (l: number[]) => Promise<{ id: number }[]>) => {
    if (list.length === 0) return [];
    const have = new Set((await q(list)).map((r) => r.id));
    return list.filter((x) => !have.has(x));
  };
  return {
    tourProducts: await found(ids.tourProductIds, (l) =>
      db.select({ id: tourProducts.tourProductId }).from(tourProducts).where(inArray(tourProducts.tourProductId, l)),
    ),
    gaTickets: await found(ids.gaProductIds, (l) =>
      db
        .select({ id: products.productId })
        .from(products)
        .where(and(inArray(products.productId, l), eq(products.productType, 'gaticket'))),
    ),
    packages: await found(ids.packageIds, (l) =>
      db.select({ id: membershipPackages.membershipPackageId }).from(membershipPackages).where(inArray(membershipPackages.membershipPackageId, l)),
    ),
  };
}

/** Whether a visitor's code `code` is taken by another coupon (`exceptId`), plain (any case) or unique. */
export async function codeTaken(db: Db | Tx, code: string, exceptId: number | null): Promise<boolean> {
  const found = await rows<{ x: number }>(
    db,
    sql`select 1 as x from coupons where lower(code) = lower(${code}) and coupon_id is distinct from ${exceptId}
        union all select 1 from unique_coupon_codes where code = upper(${code}) limit 1`,
  );
  return found.length > 0;
}

/** Whether the coupon was ever used (a completed transaction, a unit of a code redeemed) or is in a cart now (a unique code's hold). */
export async function couponUsed(tx: Tx, id: number): Promise<boolean> {
  const found = await rows<{ x: number }>(
    tx,
    sql`select 1 as x from coupon_redemptions where coupon_id = ${id}
        union all select 1 from unique_coupon_codes u where u.coupon_id = ${id}
          and (u.products_used > 0 or exists (select 1 from unique_coupon_holds h where h.code = u.code))
        union all select 1 from coupons where coupon_id = ${id} and times_used > 0 limit 1`,
  );
  return found.length > 0;
}

/** Deletes the coupon with its rules and codes (an unused one: couponUsed). */
export async function deleteCoupon(tx: Tx, id: number): Promise<void> {
  await tx.delete(c.uniqueCouponCodes).where(eq(c.uniqueCouponCodes.couponId, id));
  await replaceRules(tx, id, { tourProducts: [], gaTickets: [], packages: [] });
  await tx.delete(c.coupons).where(eq(c.coupons.couponId, id));
}

/** Adds the codes to the unique coupon; those already taken (by any coupon) are skipped. Returns those added. */
export async function insertCodes(tx: Tx, couponId: number, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const added = await tx
    .insert(c.uniqueCouponCodes)
    .values(codes.map((code) => ({ code, couponId })))
    .onConflictDoNothing()
    .returning({ code: c.uniqueCouponCodes.code });
  return added.map((r) => r.code);
}

/** The coupon's codes by code, `start`..`end` (exclusive; all without), and their total. */
export async function listCodes(db: Db, couponId: number, page?: { start: number; end: number }) {
  const q = db
    .select({ code: c.uniqueCouponCodes.code, productsUsed: c.uniqueCouponCodes.productsUsed })
    .from(c.uniqueCouponCodes)
    .where(eq(c.uniqueCouponCodes.couponId, couponId))
    .orderBy(asc(c.uniqueCouponCodes.code));
  const list = page ? await q.offset(page.start).limit(page.end - page.start) : await q;
  const [n] = await db.select({ n: count() }).from(c.uniqueCouponCodes).where(eq(c.uniqueCouponCodes.couponId, couponId));
  return { rows: list, total: n?.n ?? 0 };
}

export interface CouponUseRow {
  receiptNo: number;
  transactionDate: string;
  transactionType: string;
  customerName: string;
  uniqueCode: string | null;
  products: number;
  bookingIds: number[];
}

/**
 * The completed transactions that used the coupon, newest first, `start`..`end` (exclusive), with
 * their customer and the booking IDs (booking_no) they made or changed; and their total.
 */
export async function listCouponUses(db: Db, couponId: number, start: number, end: number): Promise<{ rows: CouponUseRow[]; total: number }> {
  const list = await rows<{
    receipt_no: number;
    transaction_date: string | Date;
    transaction_type: string;
    customer_name: string;
    unique_code: string | null;
    products: number;
    booking_ids: (number | string)[] | null;
  }>(
    db,
    sql`select r.receipt_no, t.transaction_date, t.transaction_type, trim(cu.first_name || ' ' || cu.last_name) as customer_name,
          r.unique_code, r.products,
          (select array_agg(b.booking_no order by b.booking_id) from bookings b
            where b.receipt_no = r.receipt_no or b.booking_id = t.booking_id) as booking_ids
        from coupon_redemptions r
        join transactions t on t.receipt_no = r.receipt_no
        join customers cu on cu.customer_id = t.customer_id
        where r.coupon_id = ${couponId}
        order by t.transaction_date desc, r.receipt_no desc
        offset ${start} limit ${end - start}`,
  );
  const [n] = await db.select({ n: count() }).from(c.couponRedemptions).where(eq(c.couponRedemptions.couponId, couponId));
  return {
    rows: list.map((r) => ({
      receiptNo: Number(r.receipt_no),
      transactionDate: new Date(r.transaction_date).toISOString(),
      transactionType: r.transaction_type,
      customerName: r.customer_name,
      uniqueCode: r.unique_code,
      products: Number(r.products),
      bookingIds: (r.booking_ids ?? []).map(Number),
    })),
    total: n?.n ?? 0,
  };
}
