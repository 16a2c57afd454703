/**
 * Memberships managed in the back office (spec 01 §3 "Membership package", "Membership
 * product", §4 "Membership join/renew"; docs/operator-guide.md#memberships). An admin keeps the
 * packages with their membership types and add-ons (the storefront's `GET membershippackages`
 * and the join/renew pricing read the same rows); the desk searches the memberships sold and
 * extends or cancels one. Every change is audited in its transaction with before/after. The
 * visitor's member rate follows at once: ticket-rate.ts and validateMember read the membership's
 * expiry and `is_cancelled` on every sale.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import { isMembershipCurrent } from '@gt/domain/membership-dates';
import { venueDate } from '@gt/domain/venue-time';
import type {
  AdminMembership,
  AdminMembershipPackage,
  CancelMembershipBody,
  CreateMembershipPackageBody,
  ExtendMembershipBody,
  MembershipSearchQuery,
  MembershipTypeInput,
  UpdateMembershipPackageBody,
} from '@gt/contract/admin/memberships';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import {
  cancelMembershipRow,
  deletePackage,
  deleteType,
  findMembership,
  findPackage,
  insertPackage,
  insertType,
  missingRefs,
  searchMemberships,
  setMembershipExpiry,
  typeHeld,
  updatePackage,
  updateType,
  type MembershipRecord,
  type PackageRecord,
} from './admin-repository';

/** The admin API's view of a package (also what the audit log keeps). */
export function toAdminPackage(r: PackageRecord): AdminMembershipPackage {
  const p = r.row;
  return {
    id: p.membershipPackageId,
    name: p.name,
    description: p.description,
    minMembers: p.minMembers,
    maxMembers: p.maxMembers,
    displayAreaNo: p.displayAreaNo,
    costRateId: p.costRateId,
    showOnline: p.showOnline,
    sortOrder: p.sortOrder,
    membershipCount: r.membershipCount,
    types: r.types.map((t) => ({
      id: t.membershipTypeId,
      productId: t.productId,
      kind: t.kind,
      name: t.name,
      priceCents: t.priceCents,
      taxIds: t.taxIds,
      minQuantity: t.minQuantity,
      maxQuantity: t.maxQuantity,
      durationYears: t.durationYears,
      durationMonths: t.durationMonths,
      durationDays: t.durationDays,
      ageBased: t.ageBased,
      minAge: t.minAge,
      maxAge: t.maxAge,
      udfIds: t.udfIds,
    })),
  };
}

/** 400 when the body names a cost rate, display area, tax or UDF that does not exist. */
async function checkRefs(tx: Tx, b: { costRateId?: number | null; displayAreaNo?: number | null; types?: MembershipTypeInput[] }): Promise<void> {
  if (b.costRateId && (await missingRefs(tx, 'costRate', [b.costRateId])).length) throw new ApiError(400, adminMessages.unknownMemberCostRate);
  if (b.displayAreaNo && (await missingRefs(tx, 'displayArea', [b.displayAreaNo])).length)
    throw new ApiError(400, adminMessages.unknownDisplayArea(b.displayAreaNo));
  const types = b.types ?? [];
  if ((await missingRefs(tx, 'tax', [...new Set(types.flatMap((t) => t.taxIds))])).length) throw new ApiError(400, adminMessages.unknownTax);
  if ((await missingRefs(tx, 'udf', [...new Set(types.flatMap((t) => t.udfIds))])).length) throw new ApiError(400, adminMessages.unknownUdf);
}

const typeValues = (t: MembershipTypeInput, sortOrder: number) => ({ ...t, sortOrder });

async function reread(tx: Tx, id: number): Promise<AdminMembershipPackage> {
  const record = await findPackage(tx, id);
  if (!record) throw new Error('membership package vanished');
  return toAdminPackage(record);
}

/**
 * Creates a package with its types and add-ons (201), each type a new `membership` product.
 * `fixed.productIds` (the demo seed only) gives the types' product ids in order. Errors: 400
 * from the contract, or a cost rate, display area, tax or UDF that does not exist.
 */
export async function createMembershipPackage(
  ctx: AppContext,
  actor: Actor,
  body: CreateMembershipPackageBody,
  fixed: { productIds?: number[] } = {},
): Promise<AdminMembershipPackage> {
  return ctx.db.transaction(async (tx) => {
    await checkRefs(tx, body);
    const { types, ...pkg } = body;
    const id = await insertPackage(tx, pkg);
    for (const [i, t] of types.entries()) await insertType(tx, id, typeValues(t, i), fixed.productIds?.[i]);
    const after = await reread(tx, id);
    await writeAudit(tx, actor, ctx.clock(), { action: 'membership-package.create', entity: 'membership-package', entityId: id, after });
    return after;
  });
}

/**
 * Changes a package. `types`, when sent, replaces the list: a type with an `id` of this package
 * changes (its product's name and price: later sales; memberships sold keep what they paid),
 * one without is added, one left out is removed. Errors: 404 `membershipPackageNotFound`; 400
 * a type id of another package, an unknown reference; 409 removing a type members hold.
 */
export async function changeMembershipPackage(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: UpdateMembershipPackageBody,
): Promise<AdminMembershipPackage> {
  return ctx.db.transaction(async (tx) => {
    const before = await findPackage(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.membershipPackageNotFound);
    const { types, ...pkg } = body;
    const min = pkg.minMembers ?? before.row.minMembers;
    const max = pkg.maxMembers ?? before.row.maxMembers;
    if (max && min > max) throw new ApiError(400, "Invalid body field 'minMembers': The minimum members is more than the maximum.");
    await checkRefs(tx, body);
    await updatePackage(tx, id, pkg);
    if (types) {
      const current = new Map(before.types.map((t) => [t.membershipTypeId, t]));
      for (const t of types) if (t.id !== undefined && !current.has(t.id)) throw new ApiError(400, adminMessages.unknownMembershipType(t.id));
      const kept = new Set(types.map((t) => t.id));
      for (const t of before.types)
        if (!kept.has(t.membershipTypeId)) {
          if (await typeHeld(tx, t.membershipTypeId)) throw new ApiError(409, adminMessages.membershipTypeHeld(t.name));
          await deleteType(tx, t);
        }
      for (const [i, t] of types.entries()) {
        const existing = t.id === undefined ? undefined : current.get(t.id);
        if (existing) await updateType(tx, existing, typeValues(t, i));
        else await insertType(tx, id, typeValues(t, i));
      }
    }
    const after = await reread(tx, id);
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'membership-package.update',
      entity: 'membership-package',
      entityId: id,
      before: toAdminPackage(before),
      after,
    });
    return after;
  });
}

/** Deletes a package never sold, with its types. Errors: 404; 409 `membershipPackageSold`. */
export async function removeMembershipPackage(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await findPackage(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.membershipPackageNotFound);
    if (before.membershipCount > 0) throw new ApiError(409, adminMessages.membershipPackageSold);
    for (const t of before.types) await deleteType(tx, t);
    await deletePackage(tx, id);
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'membership-package.delete',
      entity: 'membership-package',
      entityId: id,
      before: toAdminPackage(before),
    });
  });
}

const today = (ctx: AppContext) => venueDate(ctx.clock(), ctx.config.Public.VenueTimeZone);

/** The admin API's view of a membership on the venue's `today`. */
export function toAdminMembership(r: MembershipRecord, onDay: string): AdminMembership {
  const primary = r.members.find((x) => x.isPrimary) ?? r.members[0];
  return {
    id: r.id,
    membershipPackageId: r.membershipPackageId,
    packageName: r.packageName,
    startDate: r.startDate,
    expiryDate: r.expiryDate,
    renewals: r.renewals,
    receiptNo: r.receiptNo,
    status: r.isCancelled ? 'Cancelled' : isMembershipCurrent(r.expiryDate, onDay) ? 'Current' : 'Expired',
    primaryName: primary ? `${primary.firstName} ${primary.lastName}`.trim() : '',
    primaryEmail: primary?.email ?? '',
    memberNos: r.members.map((x) => x.memberNo),
    members: r.members,
  };
}

/** GET /memberships: a page of the memberships matching `q` and `status`, latest expiry first. */
export async function listMemberships(ctx: AppContext, q: MembershipSearchQuery): Promise<{ data: AdminMembership[]; total: number }> {
  const day = today(ctx);
  const { rows, total } = await searchMemberships(ctx.db, { ...q, today: day });
  return { data: rows.map((r) => toAdminMembership(r, day)), total };
}

/** GET /memberships/:id, or undefined. */
export async function getMembership(ctx: AppContext, id: number): Promise<AdminMembership | undefined> {
  const r = await findMembership(ctx.db, id);
  return r && toAdminMembership(r, today(ctx));
}

/**
 * Extends a membership to `expiryDate` (venue date), and each person whose period ended with
 * it; a renewal priced from the old expiry then fails its guard (book.ts) rather than extend
 * twice. Errors: 404 `membershipNotFound`; 409 `membershipCancelled`; 400 `extendNotLater`.
 */
export async function extendMembership(ctx: AppContext, actor: Actor, id: number, body: ExtendMembershipBody): Promise<AdminMembership> {
  return ctx.db.transaction(async (tx) => {
    const before = await findMembership(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.membershipNotFound);
    if (before.isCancelled) throw new ApiError(409, adminMessages.membershipCancelled);
    if (body.expiryDate <= before.expiryDate) throw new ApiError(400, adminMessages.extendNotLater(before.expiryDate));
    await setMembershipExpiry(tx, id, before.expiryDate, body.expiryDate);
    const after = await findMembership(tx, id);
    if (!after) throw new Error('membership vanished');
    const day = today(ctx);
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'membership.extend',
      entity: 'membership',
      entityId: id,
      before: toAdminMembership(before, day),
      after: toAdminMembership(after, day),
    });
    return toAdminMembership(after, day);
  });
}

/**
 * Cancels a membership: from now on its members get no member rate and cannot renew it (the
 * storefront reads `is_cancelled`). Errors: 404; 409 `membershipCancelled` (already).
 */
export async function cancelMembership(ctx: AppContext, actor: Actor, id: number, body: CancelMembershipBody): Promise<AdminMembership> {
  return ctx.db.transaction(async (tx) => {
    const before = await findMembership(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.membershipNotFound);
    if (before.isCancelled) throw new ApiError(409, adminMessages.membershipCancelled);
    await cancelMembershipRow(tx, id);
    const day = today(ctx);
    const after = toAdminMembership({ ...before, isCancelled: true }, day);
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'membership.cancel',
      entity: 'membership',
      entityId: id,
      before: { ...toAdminMembership(before, day), reason: body.reason },
      after,
    });
    return after;
  });
}
