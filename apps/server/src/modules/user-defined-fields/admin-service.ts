/**
 * User-defined fields managed by an admin (spec 01 §3 "User-defined
 * field"): name, description, type (Text, Bit, Date, Decimal, Picklist), category, required,
 * length, order, picklist options, and the booking types that ask it at checkout. Picklist
 * options keep their ids across edits (matched by id, then by text); new options get new ids.
 * A field visitors have answered cannot be deleted. Every change is audited with before/after.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import type { AdminUdf, CreateUdfBody, UpdateUdfBody } from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import { missingIds } from '../tour-products/admin-repository';
import {
  deleteUdf,
  findUdf,
  insertUdf,
  replaceUdfBookingTypes,
  udfReferences,
  updateUdf,
  type UdfRecord,
  type UdfRow,
} from './admin-repository';

/** The admin API's view of a field (also what the audit log keeps). */
export function toAdminUdf({ row, bookingTypeIds }: UdfRecord): AdminUdf {
  return {
    id: row.udfId,
    name: row.name,
    description: row.description,
    udfType: row.udfType,
    categoryName: row.categoryName,
    isRequired: row.isRequired,
    length: row.length,
    sortOrder: row.sortOrder,
    picklist: row.picklist.map((o) => ({ id: o.UDFPicklistID, option: o.Option })),
    bookingTypeIds,
  };
}

/** The stored picklist of `options`: known ids (or texts) keep their id, new options get the next ones (udfId × 100 + n, as the seed). */
export function picklistIds(udfId: number, existing: UdfRow['picklist'], options: { id?: number; option: string }[]): UdfRow['picklist'] {
  let next = Math.max(udfId * 100, ...existing.map((o) => o.UDFPicklistID)) + 1;
  return options.map(({ id, option }) => {
    const kept = existing.find((o) => o.UDFPicklistID === id) ?? existing.find((o) => o.Option === option);
    return { UDFPicklistID: kept?.UDFPicklistID ?? next++, Option: option };
  });
}

async function checkBookingTypes(tx: Tx, ids: number[] | undefined): Promise<void> {
  if (ids && (await missingIds(tx, 'bookingType', ids)).length) throw new ApiError(400, adminMessages.unknownChosenBookingType);
}

async function reload(tx: Tx, id: number): Promise<AdminUdf> {
  const record = await findUdf(tx, id);
  if (!record) throw new ApiError(404, adminMessages.udfNotFound);
  return toAdminUdf(record);
}

/** Creates a field (201). Errors: 400 unknown booking types, a picklist without options. */
export async function createUdf(ctx: AppContext, actor: Actor, body: CreateUdfBody): Promise<AdminUdf> {
  return ctx.db.transaction(async (tx) => {
    await checkBookingTypes(tx, body.bookingTypeIds);
    const { picklist, bookingTypeIds, ...fields } = body;
    const row = await insertUdf(tx, { ...fields, picklist: [] });
    if (picklist.length) await updateUdf(tx, row.udfId, { picklist: picklistIds(row.udfId, [], picklist) });
    await replaceUdfBookingTypes(
      tx,
      row.udfId,
      [...bookingTypeIds].sort((a, b) => a - b),
    );
    const after = await reload(tx, row.udfId);
    await writeAudit(tx, actor, ctx.clock(), { action: 'udf.create', entity: 'user-defined-field', entityId: after.id, after });
    return after;
  });
}

/** Changes a field; `picklist` and `bookingTypeIds` replace the whole list. Errors: 404 `udfNotFound`; 400. */
export async function changeUdf(ctx: AppContext, actor: Actor, id: number, change: UpdateUdfBody): Promise<AdminUdf> {
  return ctx.db.transaction(async (tx) => {
    const found = await findUdf(tx, id, { forUpdate: true });
    if (!found) throw new ApiError(404, adminMessages.udfNotFound);
    const before = toAdminUdf(found);
    await checkBookingTypes(tx, change.bookingTypeIds);
    const { picklist, bookingTypeIds, ...fields } = change;
    const nextPicklist = picklist ? picklistIds(id, found.row.picklist, picklist) : found.row.picklist;
    if ((change.udfType ?? found.row.udfType) === 'Picklist' && nextPicklist.length === 0)
      throw new ApiError(400, "Invalid body field 'picklist': A picklist needs at least one option.");
    await updateUdf(tx, id, { ...fields, ...(picklist ? { picklist: nextPicklist } : {}) });
    if (bookingTypeIds)
      await replaceUdfBookingTypes(
        tx,
        id,
        [...bookingTypeIds].sort((a, b) => a - b),
      );
    const after = await reload(tx, id);
    await writeAudit(tx, actor, ctx.clock(), { action: 'udf.update', entity: 'user-defined-field', entityId: id, before, after });
    return after;
  });
}

/** Deletes a field nobody has answered. Errors: 404; 409 `udfAnswered`, `udfInUse`. */
export async function removeUdf(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const found = await findUdf(tx, id, { forUpdate: true });
    if (!found) throw new ApiError(404, adminMessages.udfNotFound);
    const refs = await udfReferences(tx, id);
    if (refs.answered) throw new ApiError(409, adminMessages.udfAnswered);
    if (refs.membershipTypes) throw new ApiError(409, adminMessages.udfInUse);
    await deleteUdf(tx, id);
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'udf.delete',
      entity: 'user-defined-field',
      entityId: id,
      before: toAdminUdf(found),
    });
  });
}
