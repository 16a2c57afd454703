/**
 * Taxes managed by an admin (spec 01 §3 "Taxes"): a name, a percentage
 * (2 decimals) and whether it is included in the price. A change prices later sales only: booking
 * lines keep the tax they were charged. A tax that a product applies cannot be deleted. Audited.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import type { AdminTax, CreateTaxBody, UpdateTaxBody } from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import { deleteTax, findTax, insertTax, taxUsed, updateTax, type TaxRow } from './admin-repository';

/** The admin API's view of a tax (also what the audit log keeps). */
export const toAdminTax = (t: TaxRow): AdminTax => ({ id: t.taxId, name: t.name, included: t.included, percentage: Number(t.percentage) });

/** Creates a tax (201). */
export async function createTax(ctx: AppContext, actor: Actor, body: CreateTaxBody): Promise<AdminTax> {
  return ctx.db.transaction(async (tx) => {
    const after = toAdminTax(await insertTax(tx, body));
    await writeAudit(tx, actor, ctx.clock(), { action: 'tax.create', entity: 'tax', entityId: after.id, after });
    return after;
  });
}

/** Changes a tax. Errors: 404 `taxNotFound`. */
export async function changeTax(ctx: AppContext, actor: Actor, id: number, change: UpdateTaxBody): Promise<AdminTax> {
  return ctx.db.transaction(async (tx) => {
    const before = await findTax(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.taxNotFound);
    const after = toAdminTax(await updateTax(tx, id, change));
    await writeAudit(tx, actor, ctx.clock(), { action: 'tax.update', entity: 'tax', entityId: id, before: toAdminTax(before), after });
    return after;
  });
}

/** Deletes a tax no product applies. Errors: 404; 409 `taxInUse`. */
export async function removeTax(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await findTax(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.taxNotFound);
    if (await taxUsed(tx, id)) throw new ApiError(409, adminMessages.taxInUse);
    await deleteTax(tx, id);
    await writeAudit(tx, actor, ctx.clock(), { action: 'tax.delete', entity: 'tax', entityId: id, before: toAdminTax(before) });
  });
}
