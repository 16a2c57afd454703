/**
 * Coupon storage (spec 01 §3 "Coupon", §4 "Coupons"; db/coupon-schema.ts): lookup by code (a
 * plain coupon's code, case-insensitive, or a unique coupon's own code), the units a unique code
 * has left, its holds, and the guarded writes of a completed transaction.
 */
import { sql } from 'drizzle-orm';
import type { Coupon, CouponProductRule } from '@gt/domain/coupon';
import type { Db } from '../../db/client';

/** A coupon as stored, in domain terms, with what only the wire shows. */
export interface StoredCoupon extends Coupon {
  maxProductsLimit: number;
  packages: { membershipPackageId: number; percentage: number | null; dollarCents: number | null; allowOnJoin: boolean; allowOnRenewal: boolean }[];
}

type Row = {
  coupon_id: number;
  code: string;
  kind: Coupon['kind'];
  use_from: string | null;
  use_till: string | null;
  require_unique_code: boolean;
  max_products_limit: number;
  max_products_per_purchase: number;
  max_transactions: number;
  times_used: number;
  remaining: number | null;
  rules: CouponProductRule[] | null;
  packages: StoredCoupon['packages'] | null;
};

const rows = async <T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/**
 * SQL: units of unique code `code` reserved at `now` by carts other than `exceptTourHoldRef`: a
 * reservation counts until its own expiry while its seat hold has a live line, so that one that
 * lapsed stays lapsed when its cart takes its seats again. `countLapsed` (race-test control
 * only): counted whenever the seat hold has a live line, as before reservations had an expiry.
 */
const heldSql = (code: ReturnType<typeof sql>, now: string, exceptTourHoldRef: string | null, countLapsed = false) => sql`coalesce((
  select sum(h.quantity) from unique_coupon_holds h
  where h.code = ${code} and h.tour_hold_ref is distinct from ${exceptTourHoldRef}
    and (${countLapsed}::boolean or h.expires_at > ${now}::timestamptz)
    and exists (select 1 from tour_holds t where t.hold_ref = h.tour_hold_ref and t.expires_at > ${now}::timestamptz)), 0)`;

/** SQL: when the seat hold `tourHoldRef` lapses (its latest line's expiry), or `now` when it has no live line. */
const seatHoldEndSql = (tourHoldRef: string, now: string) => sql`greatest(${now}::timestamptz,
  (select max(t.expires_at) from tour_holds t where t.hold_ref = ${tourHoldRef}))`;

/**
 * The coupon whose code is `code` (a plain coupon's code, case-insensitive, or a unique coupon's
 * own code), with its rules; for a unique code the units it has left at `now` (its limit less
 * what was redeemed and what other carts' live holds reserve; null without a limit), the cart
 * `exceptTourHoldRef`'s own holds not counted. Undefined when unknown or disabled in the back
 * office (a disabled coupon answers as an unknown code, everywhere a visitor uses one).
 */
export async function findCoupon(db: Db, code: string, now: Date, exceptTourHoldRef: string | null = null): Promise<StoredCoupon | undefined> {
  const at = now.toISOString();
  const [row] = await rows<Row>(
    db,
    sql`with found as (
        select c.*, c.code as own_code, null::text as unique_code, 0 as products_used from coupons c
          where lower(c.code) = lower(${code}) and not c.require_unique_code and not c.disabled
        union all
        select c.*, u.code as own_code, u.code as unique_code, u.products_used from unique_coupon_codes u join coupons c using (coupon_id)
          where u.code = upper(${code}) and c.require_unique_code and not c.disabled)
      select f.coupon_id, f.own_code as code, f.kind, f.use_from::text, f.use_till::text, f.require_unique_code,
        f.max_products_limit, f.max_products_per_purchase, f.max_transactions, f.times_used,
        case when f.unique_code is null or f.max_products_limit = 0 then null
          else (f.max_products_limit - f.products_used - ${heldSql(sql`f.unique_code`, at, exceptTourHoldRef)})::int end as remaining,
        (select json_agg(x.rule order by x.tour_product_id, x.product_id) from (
          select r.tour_product_id, 0 as product_id, json_build_object('tourProductId', r.tour_product_id, 'percentage', r.percentage::float8,
            'dollarCents', r.dollar_cents, 'applyToTourProductId', r.apply_to_tour_product_id) as rule
          from coupon_tour_products r where r.coupon_id = f.coupon_id
          union all
          select 0, g.product_id, json_build_object('tourProductId', 0, 'productId', g.product_id, 'percentage', g.percentage::float8,
            'dollarCents', g.dollar_cents, 'applyToTourProductId', null) from coupon_products g where g.coupon_id = f.coupon_id) x) as rules,
        (select json_agg(json_build_object('membershipPackageId', p.membership_package_id, 'percentage', p.percentage::float8,
          'dollarCents', p.dollar_cents, 'allowOnJoin', p.allow_on_join, 'allowOnRenewal', p.allow_on_renewal) order by p.membership_package_id)
          from coupon_membership_packages p where p.coupon_id = f.coupon_id) as packages
      from found f limit 1`,
  );
  if (!row) return undefined;
  return {
    couponId: row.coupon_id,
    code: row.code,
    kind: row.kind,
    useFrom: row.use_from,
    useTill: row.use_till,
    unique: row.require_unique_code,
    maxProductsLimit: row.max_products_limit,
    maxProductsPerPurchase: row.max_products_per_purchase,
    remainingProducts: row.remaining === null ? null : Number(row.remaining),
    maxTransactions: row.max_transactions,
    timesUsed: row.times_used,
    products: row.rules ?? [],
    packages: row.packages ?? [],
  };
}

/**
 * Reserves up to `quantity` units of the unique code for the cart `tourHoldRef` (replacing the
 * cart's earlier hold on it) until its seat hold lapses, under the code's row lock (`lock` false:
 * race-test control only): as many as the code's limit (0: none) less what was redeemed and
 * other carts' live reservations leaves. Returns the units reserved and those left after it
 * (null: no limit), or null when none is left.
 */
export async function reserveUniqueCoupon(
  db: Db,
  r: { code: string; couponHoldRef: string; tourHoldRef: string; quantity: number; now: Date; lock: boolean; afterCheck?: () => Promise<void> },
): Promise<{ quantity: number; remaining: number | null } | null> {
  return db.transaction(async (tx) => {
    const at = r.now.toISOString();
    // The lock first, then the count in a new snapshot that sees every hold committed before it.
    if (r.lock) await lockCode(tx, r.code);
    const [code] = await rows<{ left: number | null }>(
      tx,
      sql`select case when c.max_products_limit = 0 then null
            else (c.max_products_limit - u.products_used - ${heldSql(sql`u.code`, at, r.tourHoldRef)})::int end as left
          from unique_coupon_codes u join coupons c using (coupon_id) where u.code = ${r.code}`,
    );
    if (!code) return null;
    const left = code.left === null ? null : Number(code.left);
    const quantity = left === null ? r.quantity : Math.min(r.quantity, left);
    if (quantity < 1) return null;
    await r.afterCheck?.();
    await tx.execute(sql`delete from unique_coupon_holds where tour_hold_ref = ${r.tourHoldRef} and code = ${r.code}`);
    await tx.execute(
      sql`insert into unique_coupon_holds (coupon_hold_ref, code, tour_hold_ref, quantity, created_at, expires_at)
          values (${r.couponHoldRef}, ${r.code}, ${r.tourHoldRef}, ${quantity}, ${at}::timestamptz, ${seatHoldEndSql(r.tourHoldRef, at)})`,
    );
    return { quantity, remaining: left === null ? null : left - quantity };
  });
}

/**
 * After the seat hold `tourHoldRef` was taken or changed at `now`: its unique coupon reservations
 * that are still live last as long as it does now. Lapsed ones stay lapsed.
 */
export async function extendUniqueCouponHolds(db: Db, tourHoldRef: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(
    sql`update unique_coupon_holds set expires_at = ${seatHoldEndSql(tourHoldRef, at)}
        where tour_hold_ref = ${tourHoldRef} and expires_at > ${at}::timestamptz`,
  );
}

/**
 * Before a payment's card is charged: whether the cart `tourHoldRef` still has `units` of the
 * unique code, under the code's row lock (`lock` false: race-test control only). Its live
 * reservation has them; a lapsed one has them only if the code's limit less what was redeemed
 * and other carts' live reservations still leaves them, and is then renewed. Either way the
 * reservation then lasts as long as the seat hold (which the payment has just made live for a
 * while). False, nothing written, when the units are gone or the cart reserved fewer.
 */
export async function confirmUniqueCouponUnits(db: Db, r: { code: string; tourHoldRef: string; units: number; now: Date; lock: boolean }): Promise<boolean> {
  const at = r.now.toISOString();
  return db.transaction(async (tx) => {
    if (r.lock) await lockCode(tx, r.code);
    const done = await rows<{ code: string }>(
      tx,
      sql`update unique_coupon_holds h set expires_at = ${seatHoldEndSql(r.tourHoldRef, at)}
          from unique_coupon_codes u join coupons c using (coupon_id)
          where h.tour_hold_ref = ${r.tourHoldRef} and h.code = ${r.code} and h.quantity >= ${r.units} and u.code = h.code
            and (c.max_products_limit = 0 or c.max_products_limit - u.products_used - ${heldSql(sql`u.code`, at, r.tourHoldRef)} >= ${r.units})
          returning h.code`,
    );
    return done.length > 0;
  });
}

/** The units the cart's hold `couponHoldRef` reserves on unique code `code`, or 0. */
export async function uniqueCouponHoldQuantity(db: Db, couponHoldRef: string, code: string, tourHoldRef: string): Promise<number> {
  const [row] = await rows<{ quantity: number }>(
    db,
    sql`select quantity from unique_coupon_holds where coupon_hold_ref = ${couponHoldRef} and code = ${code} and tour_hold_ref = ${tourHoldRef}`,
  );
  return row?.quantity ?? 0;
}

/**
 * Locks a unique code's row until the transaction ends. Taken in its own statement, so that the
 * next statement's snapshot sees every hold and redemption committed before the lock was granted
 * (a locking SELECT re-reads only the locked row, not its subqueries).
 */
async function lockCode(db: Db, code: string): Promise<void> {
  await db.execute(sql`select 1 from unique_coupon_codes where code = ${code} for update`);
}

/** Releases a unique coupon hold (removed from the cart, cart discarded). */
export async function releaseUniqueCouponHold(db: Db, couponHoldRef: string): Promise<void> {
  await db.execute(sql`delete from unique_coupon_holds where coupon_hold_ref = ${couponHoldRef}`);
}

/**
 * In the booking transaction: counts one use of a plain coupon, guarded (times_used < max, 0: no
 * max). With `guard` false (race-test control only) reads, waits for `between`, then writes the
 * count it read plus one, unguarded. Whether granted.
 */
export async function useCoupon(db: Db, couponId: number, guard: boolean, between?: () => Promise<void>): Promise<boolean> {
  if (!guard) {
    const [c] = await rows<{ times_used: number; max_transactions: number }>(db, sql`select times_used, max_transactions from coupons where coupon_id = ${couponId}`);
    if (!c || (c.max_transactions > 0 && c.times_used >= c.max_transactions)) return false;
    await between?.();
    await db.execute(sql`update coupons set times_used = ${c.times_used + 1} where coupon_id = ${couponId}`);
    return true;
  }
  const done = await rows<{ id: number }>(
    db,
    sql`update coupons set times_used = times_used + 1
        where coupon_id = ${couponId} and (max_transactions = 0 or times_used < max_transactions) returning coupon_id as id`,
  );
  return done.length === 1;
}

/** Adds one use to each coupon (unguarded: coupons without a maximum, after their booking committed). */
export async function countUses(db: Db, couponIds: number[]): Promise<void> {
  await db.execute(sql`update coupons set times_used = times_used + 1 where coupon_id = any(${`{${couponIds.join(',')}}`}::int[])`);
}

/**
 * In the booking transaction: redeems `units` of a unique code for the cart `tourHoldRef` under
 * the code's row lock (`lock` false: race-test control only; its limit less redeemed and other
 * carts' live reservations must leave them; `countLapsed`: see heldSql), and deletes the cart's
 * hold on it. Whether granted.
 */
export async function redeemUniqueCoupon(
  db: Db,
  r: { code: string; tourHoldRef: string; units: number; now: Date; lock: boolean; countLapsed?: boolean },
): Promise<boolean> {
  const at = r.now.toISOString();
  if (r.lock) await lockCode(db, r.code);
  const done = await rows<{ code: string }>(
    db,
    sql`update unique_coupon_codes u set products_used = u.products_used + ${r.units}
        from coupons c
        where u.code = ${r.code} and c.coupon_id = u.coupon_id
          and (c.max_products_limit = 0 or c.max_products_limit - u.products_used - ${heldSql(sql`u.code`, at, r.tourHoldRef, r.countLapsed)} >= ${r.units})
        returning u.code`,
  );
  await db.execute(sql`delete from unique_coupon_holds where tour_hold_ref = ${r.tourHoldRef} and code = ${r.code}`);
  return done.length === 1;
}

/** Records the coupons a transaction used. */
export async function insertRedemptions(db: Db, receiptNo: number, list: { couponId: number; uniqueCode: string | null; products: number }[]): Promise<void> {
  if (list.length === 0) return;
  await db.execute(
    sql`insert into coupon_redemptions (receipt_no, coupon_id, unique_code, products)
        select ${receiptNo}::int, x.coupon_id, x.unique_code, x.products
        from jsonb_to_recordset(${JSON.stringify(list.map((l) => ({ coupon_id: l.couponId, unique_code: l.uniqueCode, products: l.products })))}::jsonb)
          as x(coupon_id int, unique_code text, products int)`,
  );
}
