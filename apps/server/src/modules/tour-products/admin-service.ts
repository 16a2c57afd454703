/**
 * Tour products managed by an admin (spec 01 §3 "Tour product line"):
 * name, information, prices per cost rate (integer cents), taxes, AffectsCapacity,
 * AvailableOnline, ShowOnCalendar, min/max quantity, order, and the booking types that sell it.
 * The public `/api/v1/tourproducts` reads the same tables on every request, so a change shows in
 * the storefront at once (its ETag is a hash of the answer). A price change never touches what
 * bookings paid: booking lines keep their own unit prices and taxes. A sold product cannot be
 * deleted (it is taken offline instead). Every change is audited with before/after.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import type { AdminTourProduct, CreateTourProductBody, UpdateTourProductBody } from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import {
  deleteTourProduct,
  findTourProduct,
  insertTourProduct,
  missingIds,
  replaceBookingTypes,
  replacePrices,
  replaceTaxes,
  tourProductReferences,
  updateTourProduct,
  type TourProductRecord,
} from './admin-repository';

/** The admin API's view of a product (also what the audit log keeps). */
export function toAdminTourProduct({ row, prices, taxIds, bookingTypeIds }: TourProductRecord): AdminTourProduct {
  return {
    id: row.tourProductId,
    name: row.name,
    information: row.information,
    affectsCapacity: row.affectsCapacity,
    availableOnline: row.availableOnline,
    showOnCalendar: row.showOnCalendar,
    minimumTickets: row.minimumTickets,
    maximumTickets: row.maximumTickets,
    sortOrder: row.sortOrder,
    isRefundable: row.isRefundable,
    applyDiscountToTourProductId: row.applyDiscountToTourProductId,
    prices,
    taxIds,
    bookingTypeIds,
  };
}

/** Refuses (400) references to cost rates, taxes, booking types or a discount product that do not exist. */
async function checkReferences(tx: Tx, body: UpdateTourProductBody): Promise<void> {
  if (
    body.prices &&
    (
      await missingIds(
        tx,
        'costRate',
        body.prices.map((p) => p.costRateId),
      )
    ).length
  )
    throw new ApiError(400, adminMessages.unknownCostRate);
  if (body.taxIds && (await missingIds(tx, 'tax', body.taxIds)).length) throw new ApiError(400, adminMessages.unknownTax);
  if (body.bookingTypeIds && (await missingIds(tx, 'bookingType', body.bookingTypeIds)).length)
    throw new ApiError(400, adminMessages.unknownChosenBookingType);
  const discount = body.applyDiscountToTourProductId;
  if (discount != null && (await missingIds(tx, 'tourProduct', [discount])).length)
    throw new ApiError(400, adminMessages.unknownDiscountProduct);
}

const byCostRate = (prices: { costRateId: number; priceCents: number }[]) => [...prices].sort((a, b) => a.costRateId - b.costRateId);
const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

async function reload(tx: Tx, id: number): Promise<AdminTourProduct> {
  const record = await findTourProduct(tx, id);
  if (!record) throw new ApiError(404, adminMessages.tourProductNotFound);
  return toAdminTourProduct(record);
}

/** Creates a product with its prices, taxes and booking types (201). Errors: 400 unknown references. */
export async function createTourProduct(ctx: AppContext, actor: Actor, body: CreateTourProductBody): Promise<AdminTourProduct> {
  return ctx.db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const { prices, taxIds, bookingTypeIds, ...fields } = body;
    const row = await insertTourProduct(tx, fields);
    await replacePrices(tx, row.tourProductId, byCostRate(prices));
    await replaceTaxes(tx, row.tourProductId, ascending(taxIds));
    await replaceBookingTypes(tx, row.tourProductId, ascending(bookingTypeIds));
    const after = await reload(tx, row.tourProductId);
    await writeAudit(tx, actor, ctx.clock(), { action: 'tour-product.create', entity: 'tour-product', entityId: after.id, after });
    return after;
  });
}

/**
 * Changes a product; a list given (prices, taxIds, bookingTypeIds) replaces the whole list.
 * Errors: 404 `tourProductNotFound`; 400 unknown references, minimum above maximum.
 */
export async function changeTourProduct(
  ctx: AppContext,
  actor: Actor,
  id: number,
  change: UpdateTourProductBody,
): Promise<AdminTourProduct> {
  return ctx.db.transaction(async (tx) => {
    const found = await findTourProduct(tx, id, { forUpdate: true });
    if (!found) throw new ApiError(404, adminMessages.tourProductNotFound);
    const before = toAdminTourProduct(found);
    const min = change.minimumTickets ?? before.minimumTickets;
    const max = change.maximumTickets ?? before.maximumTickets;
    if (min > 0 && max > 0 && min > max)
      throw new ApiError(400, "Invalid body field 'minimumTickets': The minimum is more than the maximum.");
    if (change.applyDiscountToTourProductId === id) throw new ApiError(400, adminMessages.unknownDiscountProduct);
    await checkReferences(tx, change);
    const { prices, taxIds, bookingTypeIds, ...fields } = change;
    await updateTourProduct(tx, id, fields);
    if (prices) await replacePrices(tx, id, byCostRate(prices));
    if (taxIds) await replaceTaxes(tx, id, ascending(taxIds));
    if (bookingTypeIds) await replaceBookingTypes(tx, id, ascending(bookingTypeIds));
    const after = await reload(tx, id);
    await writeAudit(tx, actor, ctx.clock(), { action: 'tour-product.update', entity: 'tour-product', entityId: id, before, after });
    return after;
  });
}

/** Deletes a product never sold nor held. Errors: 404; 409 `tourProductSold`, `tourProductInUse`. */
export async function removeTourProduct(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const found = await findTourProduct(tx, id, { forUpdate: true });
    if (!found) throw new ApiError(404, adminMessages.tourProductNotFound);
    const refs = await tourProductReferences(tx, id);
    if (refs.sold) throw new ApiError(409, adminMessages.tourProductSold);
    if (refs.inUse) throw new ApiError(409, adminMessages.tourProductInUse);
    await deleteTourProduct(tx, id);
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'tour-product.delete',
      entity: 'tour-product',
      entityId: id,
      before: toAdminTourProduct(found),
    });
  });
}
