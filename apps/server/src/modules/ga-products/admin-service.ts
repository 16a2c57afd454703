/**
 * GA tickets managed by an admin (spec 02 §3 "GA ticket"; docs/operator-guide.md#ga-tickets):
 * price and original price (integer cents; an original price above the price shows "You Save"),
 * display area (of type `products`), department and orders, sell window and validity (venue
 * dates), terms, quantity limits (0: none), image and taxes. And the checkout products the
 * configuration names (DonationProductID, TransactionFeeProductID, spec 01 §9): name and amounts.
 * The storefront's `GET /api/v1/Products` reads the same rows on every request, so a change shows
 * at once; what transactions paid stays on their lines. Every change is audited with before/after.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import {
  gaRuleMessages,
  gaRules,
  type AdminCheckoutProduct,
  type AdminGaProduct,
  type CreateGaProductBody,
  type UpdateCheckoutProductBody,
  type UpdateGaProductBody,
} from '@gt/contract/admin/ga-products';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import { findDisplayArea } from '../display-areas/repository';
import { missingIds } from '../tour-products/admin-repository';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  nextGaProductId,
  productReferences,
  replaceProductTaxes,
  updateProduct,
  type ProductRecord,
  type ProductValues,
} from './admin-repository';

const GA: ['gaticket'] = ['gaticket'];
const CHECKOUT: ['donation', 'transactionfee'] = ['donation', 'transactionfee'];

/** The admin API's view of a GA ticket (also what the audit log keeps). */
export function toAdminGaProduct({ row, taxIds }: ProductRecord): AdminGaProduct {
  return {
    id: row.productId,
    name: row.name,
    priceCents: row.priceCents,
    originalPriceCents: row.originalPriceCents,
    displayAreaId: row.displayAreaNo,
    sortOrder: row.sortOrder,
    department: row.department,
    departmentSortOrder: row.departmentSortOrder,
    sellFrom: row.sellFrom,
    sellTill: row.sellTill,
    validUntil: row.validUntil,
    terms: row.terms,
    minQuantity: row.minQuantity,
    maxQuantity: row.maxQuantity,
    imageUrl: row.imageUrl,
    taxIds,
  };
}

/** The admin API's view of the donation or the fee product. */
export function toAdminCheckoutProduct({ row }: ProductRecord): AdminCheckoutProduct {
  return {
    id: row.productId,
    productType: row.productType as AdminCheckoutProduct['productType'],
    name: row.name,
    priceCents: row.priceCents,
    maxPriceCents: row.maxPriceCents,
    percentage: row.percentage,
  };
}

/** The columns of the body's fields (only those given). */
function columns(body: UpdateGaProductBody): Partial<ProductValues> {
  const { displayAreaId, taxIds: _taxes, ...rest } = body;
  return { ...rest, ...(displayAreaId === undefined ? {} : { displayAreaNo: displayAreaId }) };
}

/**
 * The references and the rules across fields, on the ticket as it will be. Errors: 400
 * `gaDisplayArea` (missing or not of type products), `unknownTax`, the contract's rule messages.
 */
async function check(tx: Tx, next: AdminGaProduct, change: UpdateGaProductBody): Promise<void> {
  for (const rule of ['limits', 'window', 'saving'] as const) {
    const field = { limits: 'minQuantity', window: 'sellTill', saving: 'originalPriceCents' }[rule];
    if (!gaRules[rule](next)) throw new ApiError(400, `Invalid body field '${field}': ${gaRuleMessages[rule]}`);
  }
  if (change.displayAreaId !== undefined) {
    const area = await findDisplayArea(tx, change.displayAreaId);
    if (area?.areaType !== 'products') throw new ApiError(400, adminMessages.gaDisplayArea);
  }
  if (change.taxIds && (await missingIds(tx, 'tax', change.taxIds)).length) throw new ApiError(400, adminMessages.unknownTax);
}

async function reload(tx: Tx, id: number): Promise<AdminGaProduct> {
  const record = await findProduct(tx, id, GA);
  if (!record) throw new ApiError(404, adminMessages.gaProductNotFound);
  return toAdminGaProduct(record);
}

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

/**
 * Creates a GA ticket (201) with the next GA id (admin-repository.ts `nextGaProductId`).
 * Errors: 400 `gaDisplayArea`, `unknownTax`, the contract's rules.
 */
export async function createGaProduct(ctx: AppContext, actor: Actor, body: CreateGaProductBody): Promise<AdminGaProduct> {
  return ctx.db.transaction(async (tx) => {
    await check(tx, { id: 0, ...body }, body);
    const productId = await nextGaProductId(tx);
    await insertProduct(tx, { productId, productType: 'gaticket', ...(columns(body) as ProductValues) });
    await replaceProductTaxes(tx, productId, ascending(body.taxIds));
    const after = await reload(tx, productId);
    await writeAudit(tx, actor, ctx.clock(), { action: 'ga-product.create', entity: 'ga-product', entityId: productId, after });
    return after;
  });
}

/** Changes the given fields; `taxIds` replaces the list. Errors: 404 `gaProductNotFound`; 400 as creating. */
export async function changeGaProduct(ctx: AppContext, actor: Actor, id: number, change: UpdateGaProductBody): Promise<AdminGaProduct> {
  return ctx.db.transaction(async (tx) => {
    const found = await findProduct(tx, id, GA, { forUpdate: true });
    if (!found) throw new ApiError(404, adminMessages.gaProductNotFound);
    const before = toAdminGaProduct(found);
    await check(tx, { ...before, ...change }, change);
    await updateProduct(tx, id, columns(change));
    if (change.taxIds) await replaceProductTaxes(tx, id, ascending(change.taxIds));
    const after = await reload(tx, id);
    await writeAudit(tx, actor, ctx.clock(), { action: 'ga-product.update', entity: 'ga-product', entityId: id, before, after });
    return after;
  });
}

/** Deletes a GA ticket never sold nor discounted by a coupon. Errors: 404; 409 `gaProductSold`, `gaProductInUse`. */
export async function removeGaProduct(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const found = await findProduct(tx, id, GA, { forUpdate: true });
    if (!found) throw new ApiError(404, adminMessages.gaProductNotFound);
    const refs = await productReferences(tx, id);
    if (refs.sold) throw new ApiError(409, adminMessages.gaProductSold);
    if (refs.coupons) throw new ApiError(409, adminMessages.gaProductInUse);
    await deleteProduct(tx, id);
    await writeAudit(tx, actor, ctx.clock(), { action: 'ga-product.delete', entity: 'ga-product', entityId: id, before: toAdminGaProduct(found) });
  });
}

/**
 * Changes the donation's name and amounts (`priceCents` smallest, `maxPriceCents` largest) or the
 * fee's (`priceCents` flat, `percentage` of the subtotal). Errors: 404 `checkoutProductNotFound`;
 * 400 `donationOnly`, `feeOnly`, `donationRange`.
 */
export async function changeCheckoutProduct(
  ctx: AppContext,
  actor: Actor,
  id: number,
  change: UpdateCheckoutProductBody,
): Promise<AdminCheckoutProduct> {
  return ctx.db.transaction(async (tx) => {
    const found = await findProduct(tx, id, CHECKOUT, { forUpdate: true });
    if (!found) throw new ApiError(404, adminMessages.checkoutProductNotFound);
    const before = toAdminCheckoutProduct(found);
    const donation = before.productType === 'donation';
    if (!donation && change.maxPriceCents !== undefined) throw new ApiError(400, adminMessages.donationOnly);
    if (donation && change.percentage !== undefined) throw new ApiError(400, adminMessages.feeOnly);
    const next = { ...before, ...change };
    if (donation && next.maxPriceCents !== null && next.maxPriceCents < next.priceCents) throw new ApiError(400, adminMessages.donationRange);
    await updateProduct(tx, id, change);
    const after = toAdminCheckoutProduct((await findProduct(tx, id, CHECKOUT)) as ProductRecord);
    await writeAudit(tx, actor, ctx.clock(), { action: 'checkout-product.update', entity: 'checkout-product', entityId: id, before, after });
    return after;
  });
}
