/**
 * Cost rates managed by an admin (spec 01 §3 "Cost rate", §6 verified
 * rates by group and subgroup). Every change is audited in its transaction with before/after.
 * A rate that has been sold, the configured default (DefaultCostRateID) and a membership
 * package's rate cannot be deleted; deleting an unused rate removes the product prices at it.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import type { AdminCostRate, CreateCostRateBody, UpdateCostRateBody } from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import { costRateReferences, deleteCostRate, findCostRate, insertCostRate, updateCostRate, type CostRateRow } from './admin-repository';

/** The admin API's view of a cost rate row (also what the audit log keeps). */
export function toAdminCostRate(r: CostRateRow): AdminCostRate {
  return {
    id: r.costRateId,
    name: r.name,
    groupName: r.groupName,
    subGroupName: r.subGroupName,
    isDefault: r.isDefault,
    isMemberRate: r.isMemberRate,
    verifyGroupMembership: r.verifyGroupMembership,
  };
}

const blankToNull = (s: string | null | undefined) => (s === undefined ? undefined : s ? s : null);

/** Creates a cost rate (201). Errors: 400 from the contract (a verified rate needs its group). */
export async function createCostRate(ctx: AppContext, actor: Actor, body: CreateCostRateBody): Promise<AdminCostRate> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertCostRate(tx, {
      name: body.name,
      groupName: blankToNull(body.groupName) ?? null,
      subGroupName: blankToNull(body.subGroupName) ?? null,
      isDefault: body.isDefault ?? false,
      isMemberRate: body.isMemberRate ?? false,
      verifyGroupMembership: body.verifyGroupMembership ?? false,
    });
    const after = toAdminCostRate(row);
    await writeAudit(tx, actor, ctx.clock(), { action: 'cost-rate.create', entity: 'cost-rate', entityId: row.costRateId, after });
    return after;
  });
}

/** Changes a cost rate. Errors: 404 `costRateNotFound`; 400 a verified rate without a group. */
export async function changeCostRate(ctx: AppContext, actor: Actor, id: number, change: UpdateCostRateBody): Promise<AdminCostRate> {
  return ctx.db.transaction(async (tx) => {
    const before = await findCostRate(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.costRateNotFound);
    const next = {
      ...change,
      ...(change.groupName === undefined ? {} : { groupName: blankToNull(change.groupName) }),
      ...(change.subGroupName === undefined ? {} : { subGroupName: blankToNull(change.subGroupName) }),
    };
    const merged = { ...before, ...next };
    if (merged.verifyGroupMembership && !merged.groupName)
      throw new ApiError(400, "Invalid body field 'groupName': A verified rate needs a group name.");
    const row = await updateCostRate(tx, id, next);
    const after = toAdminCostRate(row);
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'cost-rate.update',
      entity: 'cost-rate',
      entityId: id,
      before: toAdminCostRate(before),
      after,
    });
    return after;
  });
}

/** Deletes an unused cost rate. Errors: 404; 409 `costRateIsDefault`, `costRateSold`, `costRateInUse`. */
export async function removeCostRate(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await findCostRate(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.costRateNotFound);
    if (id === ctx.config.Public.DefaultCostRateID) throw new ApiError(409, adminMessages.costRateIsDefault);
    const refs = await costRateReferences(tx, id);
    if (refs.sold) throw new ApiError(409, adminMessages.costRateSold);
    if (refs.membershipPackages > 0) throw new ApiError(409, adminMessages.costRateInUse);
    await deleteCostRate(tx, id);
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'cost-rate.delete',
      entity: 'cost-rate',
      entityId: id,
      before: toAdminCostRate(before),
    });
  });
}
