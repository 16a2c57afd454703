/**
 * Coupons managed by an admin (spec 01 §3 "Coupon", §5 "Coupons"; docs/operator-guide.md#coupons):
 * the three kinds with their rules per tour product, GA ticket or membership package, window and
 * limits; unique codes drawn for a unique-code coupon; disabling (the visitor's lookup then answers
 * as for an unknown code: repository.ts findCoupon). Every change is audited in its transaction.
 * Whether a coupon applies to a cart stays the visitor flow's (service.ts, the domain's coupon.ts).
 */
import { stringify } from 'csv-stringify/sync';
import { couponProblem, type AdminCoupon, type CouponUse, type CreateCouponBody, type GeneratedCodes, type UpdateCouponBody } from '@gt/contract/admin/coupons';
import { adminMessages } from '@gt/domain/admin-messages';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { newUniqueCouponCode } from '../../lib/random-codes';
import { writeAudit, type Actor } from '../audit/repository';
import {
  codeTaken,
  couponUsed,
  deleteCoupon,
  findCouponRecord,
  insertCodes,
  insertCoupon,
  listCodes,
  listCouponUses,
  missingReferences,
  replaceRules,
  updateCoupon,
  type CouponRecord,
  type CouponRules,
} from './admin-repository';

/** The admin API's view of a coupon (also what the audit log keeps). */
export function toAdminCoupon(r: CouponRecord): AdminCoupon {
  const { row } = r;
  return {
    id: row.couponId,
    name: row.name,
    code: row.code,
    kind: row.kind,
    useFrom: row.useFrom,
    useTill: row.useTill,
    requireUniqueCode: row.requireUniqueCode,
    maxProductsLimit: row.maxProductsLimit,
    maxProductsPerPurchase: row.maxProductsPerPurchase,
    maxTransactions: row.maxTransactions,
    timesUsed: row.timesUsed,
    disabled: row.disabled,
    tourProducts: r.tourProducts.map((t) => ({
      tourProductId: t.tourProductId,
      percentage: t.percentage,
      dollarCents: t.dollarCents,
      applyDiscountToTourProductId: t.applyToTourProductId,
    })),
    gaTickets: r.gaTickets.map((g) => ({ productId: g.productId, percentage: g.percentage, dollarCents: g.dollarCents })),
    membershipPackages: r.packages.map((p) => ({ ...p })),
    codeCount: r.codeCount,
  };
}

/** The rule lists of a body in storage terms (absent lists stay absent). */
function rulesOf(b: Pick<UpdateCouponBody, 'tourProducts' | 'gaTickets' | 'membershipPackages'>): Partial<CouponRules> {
  return {
    ...(b.tourProducts && {
      tourProducts: b.tourProducts.map((t) => ({
        tourProductId: t.tourProductId,
        percentage: t.percentage,
        dollarCents: t.dollarCents,
        applyToTourProductId: t.applyDiscountToTourProductId,
      })),
    }),
    ...(b.gaTickets && { gaTickets: b.gaTickets }),
    ...(b.membershipPackages && { packages: b.membershipPackages }),
  };
}

/**
 * Refuses a whole coupon `c` that is inconsistent (400 "Invalid body field '<field>': …", the
 * contract's couponProblem), names records that do not exist (400 unknownCouponTarget) or whose
 * code another coupon uses (409 couponCodeTaken).
 */
async function checkCoupon(tx: Tx, c: AdminCoupon): Promise<void> {
  const problem = couponProblem(c);
  if (problem) throw new ApiError(400, `Invalid body field '${problem.path}': ${problem.message}`);
  const missing = await missingReferences(tx, {
    tourProductIds: [...new Set(c.tourProducts.flatMap((t) => [t.tourProductId, ...(t.applyDiscountToTourProductId ? [t.applyDiscountToTourProductId] : [])]))],
    gaProductIds: c.gaTickets.map((g) => g.productId),
    packageIds: c.membershipPackages.map((p) => p.membershipPackageId),
  });
  if (missing.tourProducts.length) throw new ApiError(400, adminMessages.unknownCouponTarget('tour product', missing.tourProducts.join(', ')));
  if (missing.gaTickets.length) throw new ApiError(400, adminMessages.unknownCouponTarget('GA ticket', missing.gaTickets.join(', ')));
  if (missing.packages.length) throw new ApiError(400, adminMessages.unknownCouponTarget('membership package', missing.packages.join(', ')));
  if (c.code && (await codeTaken(tx, c.code, c.id || null))) throw new ApiError(409, adminMessages.couponCodeTaken);
}

async function readCoupon(tx: Tx, id: number): Promise<AdminCoupon> {
  const rec = await findCouponRecord(tx, id);
  if (!rec) throw new ApiError(404, adminMessages.couponNotFound);
  return toAdminCoupon(rec);
}

/**
 * Creates a coupon (201) with its rules; a plain coupon's code is kept in capitals (visitors type
 * it in any case). Errors: 400 from the contract or checkCoupon; 409 couponCodeTaken.
 */
export async function createCoupon(ctx: AppContext, actor: Actor, body: CreateCouponBody): Promise<AdminCoupon> {
  return ctx.db.transaction(async (tx) => {
    const code = body.code ? body.code.toUpperCase() : null;
    const shape: AdminCoupon = { ...body, code, id: 0, timesUsed: 0, codeCount: 0 };
    await checkCoupon(tx, shape);
    const id = await insertCoupon(tx, {
      name: body.name,
      code,
      kind: body.kind,
      useFrom: body.useFrom,
      useTill: body.useTill,
      requireUniqueCode: body.requireUniqueCode,
      maxProductsLimit: body.maxProductsLimit,
      maxProductsPerPurchase: body.maxProductsPerPurchase,
      maxTransactions: body.maxTransactions,
      disabled: body.disabled,
    });
    await replaceRules(tx, id, rulesOf(body));
    const after = await readCoupon(tx, id);
    await writeAudit(tx, actor, ctx.clock(), { action: 'coupon.create', entity: 'coupon', entityId: id, after });
    return after;
  });
}

/**
 * Changes a coupon (only the fields sent; a rule list replaces the whole list), checked whole
 * after the change. Its kind of code (plain or unique) stays; `disabled` turns it off for
 * visitors at once. Errors: 404 couponNotFound; 400 as createCoupon; 409 couponCodeTaken.
 */
export async function changeCoupon(ctx: AppContext, actor: Actor, id: number, change: UpdateCouponBody): Promise<AdminCoupon> {
  return ctx.db.transaction(async (tx) => {
    const stored = await findCouponRecord(tx, id, { forUpdate: true });
    if (!stored) throw new ApiError(404, adminMessages.couponNotFound);
    const before = toAdminCoupon(stored);
    const { tourProducts, gaTickets, membershipPackages, ...fields } = change;
    const values = { ...fields, ...(fields.code ? { code: fields.code.toUpperCase() } : {}) };
    const merged: AdminCoupon = {
      ...before,
      ...values,
      tourProducts: tourProducts ?? before.tourProducts,
      gaTickets: gaTickets ?? before.gaTickets,
      membershipPackages: membershipPackages ?? before.membershipPackages,
    };
    await checkCoupon(tx, merged);
    await updateCoupon(tx, id, values);
    await replaceRules(tx, id, rulesOf(change));
    const after = await readCoupon(tx, id);
    await writeAudit(tx, actor, ctx.clock(), { action: 'coupon.update', entity: 'coupon', entityId: id, before, after });
    return after;
  });
}

/** Deletes a coupon never used and in no cart, with its rules and codes. Errors: 404; 409 couponUsed (disable it instead). */
export async function removeCoupon(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const stored = await findCouponRecord(tx, id, { forUpdate: true });
    if (!stored) throw new ApiError(404, adminMessages.couponNotFound);
    if (await couponUsed(tx, id)) throw new ApiError(409, adminMessages.couponUsed);
    await deleteCoupon(tx, id);
    await writeAudit(tx, actor, ctx.clock(), { action: 'coupon.delete', entity: 'coupon', entityId: id, before: toAdminCoupon(stored) });
  });
}

/**
 * Adds the codes `codes` (upper case; those another coupon has are skipped) to the unique-code
 * coupon `id`, audited as `coupon.codes` with how many (the codes themselves are not logged).
 * Returns the codes added and how many it has now. Errors: 404; 409 couponNotUnique.
 */
export async function issueCouponCodes(ctx: AppContext, actor: Actor, id: number, codes: readonly string[]): Promise<GeneratedCodes> {
  return ctx.db.transaction(async (tx) => {
    const stored = await findCouponRecord(tx, id, { forUpdate: true });
    if (!stored) throw new ApiError(404, adminMessages.couponNotFound);
    if (!stored.row.requireUniqueCode) throw new ApiError(409, adminMessages.couponNotUnique);
    const added = await insertCodes(tx, id, [...new Set(codes.map((x) => x.toUpperCase()))]);
    const codeCount = stored.codeCount + added.length;
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'coupon.codes',
      entity: 'coupon',
      entityId: id,
      before: { codeCount: stored.codeCount },
      after: { added: added.length, codeCount },
    });
    return { codes: added, codeCount };
  });
}

/**
 * POST /coupons/:id/codes: draws `count` (1–1000) new codes for the unique-code coupon `id`, each
 * 16 Crockford base32 characters from the CSPRNG (80 bits), unique among all coupons' codes (a
 * draw that meets a taken one is drawn again). Errors as issueCouponCodes.
 */
export async function generateCouponCodes(ctx: AppContext, actor: Actor, id: number, count: number): Promise<GeneratedCodes> {
  const draw = (n: number) => Array.from({ length: n }, newUniqueCouponCode);
  let result = await issueCouponCodes(ctx, actor, id, draw(count));
  // 80 random bits: a repeat is practically impossible, but the answer still gives `count` codes.
  for (let round = 0; result.codes.length < count && round < 5; round++) {
    const more = await issueCouponCodes(ctx, actor, id, draw(count - result.codes.length));
    result = { codes: [...result.codes, ...more.codes], codeCount: more.codeCount };
  }
  return result;
}

/** GET /coupon-codes?couponId&format=csv: every code of the coupon as CSV (Code, Units used). Errors: 404. */
export async function couponCodesCsv(ctx: AppContext, couponId: number): Promise<{ filename: string; csv: string }> {
  const stored = await findCouponRecord(ctx.db, couponId);
  if (!stored) throw new ApiError(404, adminMessages.couponNotFound);
  const { rows } = await listCodes(ctx.db, couponId);
  return {
    filename: `coupon-${couponId}-codes.csv`,
    csv: stringify([['Code', 'Units used'], ...rows.map((r) => [r.code, String(r.productsUsed)])]),
  };
}

/** GET /coupon-codes?couponId: a page of the coupon's codes, by code. */
export async function couponCodePage(ctx: AppContext, couponId: number, start: number, end: number) {
  const { rows, total } = await listCodes(ctx.db, couponId, { start, end });
  return { data: rows.map((r) => ({ id: r.code, ...r })), total };
}

/** GET /coupon-uses?couponId: the completed transactions that used the coupon, newest first, with the booking IDs to open. */
export async function couponUsePage(ctx: AppContext, couponId: number, start: number, end: number): Promise<{ data: CouponUse[]; total: number }> {
  const { rows, total } = await listCouponUses(ctx.db, couponId, start, end);
  return { data: rows.map((r) => ({ id: r.receiptNo, ...r })), total };
}
