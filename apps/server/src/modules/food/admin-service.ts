/**
 * The food catalogue managed in the back office (spec 02 §3 "Order location", "Menu", "Menu
 * product", "Option"; docs/operator-guide.md#food-ordering). Every change runs in one transaction
 * and is audited with before/after. Child lists (tab locations, departments, option groups) are kept
 * by `id`, so what visitors have in their carts keeps its ids; a new one has no id. Money is
 * integer cents; opening times venue `HH:mm`; "today" is the venue date.
 */
import { eq } from 'drizzle-orm';
import { adminMessages } from '@gt/domain/admin-messages';
import { venueDate } from '@gt/domain/venue-time';
import type {
  AdminFoodMenu,
  AdminFoodProduct,
  AdminOrderLocation,
  CreateFoodMenuBody,
  CreateFoodProductBody,
  CreateOrderLocationBody,
  UpdateFoodMenuBody,
  UpdateFoodProductBody,
  UpdateOrderLocationBody,
} from '@gt/contract/admin/food';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import * as f from '../../db/food-schema';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import {
  deleteDepartments,
  deleteOptionGroups,
  existingFoodProducts,
  existingTaxes,
  foodProductRecords,
  foodProductReferences,
  lockFoodProduct,
  lockMenu,
  lockOrderLocation,
  menuNameTaken,
  menuRecords,
  orderLocationHasSales,
  orderLocationNameTaken,
  orderLocationRecords,
  tabLocationsWithSales,
} from './admin-repository';

/** The venue date now. */
export const venueToday = (ctx: AppContext) => venueDate(ctx.clock(), ctx.config.Public.VenueTimeZone);

/**
 * Brings a record's child list to `wanted`: an entry with an `id` of `existing` is updated, one
 * without is inserted (its position is its sort order), the existing ones not named are removed.
 * 400 `unknown` when an `id` is not one of `existing`.
 */
async function syncChildren<T extends { id?: number | undefined }>(
  existing: number[],
  wanted: T[],
  unknown: string,
  ops: { insert(item: T, sortOrder: number): Promise<unknown>; update(id: number, item: T, sortOrder: number): Promise<unknown>; remove(ids: number[]): Promise<unknown> },
): Promise<void> {
  const kept = new Set(wanted.flatMap((w) => (w.id === undefined ? [] : [w.id])));
  if ([...kept].some((id) => !existing.includes(id))) throw new ApiError(400, unknown);
  await ops.remove(existing.filter((id) => !kept.has(id)));
  for (const [i, item] of wanted.entries()) await (item.id === undefined ? ops.insert(item, i) : ops.update(item.id, item, i));
}

const audited = async <T extends Record<string, unknown>>(ctx: AppContext, tx: Tx, actor: Actor, action: string, entity: string, id: number, before: T | undefined, after: T | undefined) =>
  writeAudit(tx, actor, ctx.clock(), { action, entity, entityId: id, before, after });

// ---------------------------------------------------------------- order locations

type LocationInput = Partial<CreateOrderLocationBody>;

async function writeLocationChildren(tx: Tx, id: number, body: LocationInput, existingTabs: number[]): Promise<void> {
  if (body.openingTimes) {
    await tx.delete(f.orderLocationOpeningTimes).where(eq(f.orderLocationOpeningTimes.orderLocationId, id));
    if (body.openingTimes.length > 0) await tx.insert(f.orderLocationOpeningTimes).values(body.openingTimes.map((t) => ({ orderLocationId: id, ...t })));
  }
  if (body.exceptions) {
    await tx.delete(f.orderLocationExceptions).where(eq(f.orderLocationExceptions.orderLocationId, id));
    if (body.exceptions.length > 0)
      await tx.insert(f.orderLocationExceptions).values(body.exceptions.map((e) => ({ orderLocationId: id, venueDate: e.date, opensAt: e.opensAt, closesAt: e.closesAt })));
  }
  if (body.tabLocations) {
    const removed = existingTabs.filter((t) => !body.tabLocations?.some((w) => w.id === t));
    const sold = await tabLocationsWithSales(tx, removed);
    if (sold.length > 0) {
      const [tab] = await tx.select({ name: f.tabLocations.name }).from(f.tabLocations).where(eq(f.tabLocations.tabLocationId, sold[0] ?? -1));
      throw new ApiError(409, adminMessages.tabLocationSold(tab?.name ?? ''));
    }
    await syncChildren(existingTabs, body.tabLocations, adminMessages.unknownTabLocation, {
      insert: (t) => tx.insert(f.tabLocations).values({ orderLocationId: id, name: t.name, sortOrder: t.sortOrder }),
      update: (tabId, t) => tx.update(f.tabLocations).set({ name: t.name, sortOrder: t.sortOrder }).where(eq(f.tabLocations.tabLocationId, tabId)),
      remove: async (ids) => {
        for (const tabId of ids) await tx.delete(f.tabLocations).where(eq(f.tabLocations.tabLocationId, tabId));
      },
    });
  }
}

/**
 * Creates an order location (201) with its opening times, exceptions and tab locations.
 * Errors: 409 `orderLocationNameTaken`.
 */
export async function createOrderLocation(ctx: AppContext, actor: Actor, body: CreateOrderLocationBody): Promise<AdminOrderLocation> {
  return ctx.db.transaction(async (tx) => {
    if (await orderLocationNameTaken(tx, body.name)) throw new ApiError(409, adminMessages.orderLocationNameTaken);
    const { openingTimes: _t, exceptions: _e, tabLocations: _l, ...fields } = body;
    const [row] = await tx.insert(f.orderLocations).values(fields).returning({ id: f.orderLocations.orderLocationId });
    if (!row) throw new Error('order location not inserted');
    await writeLocationChildren(tx, row.id, body, []);
    const [after] = await orderLocationRecords(tx, [row.id]);
    await audited(ctx, tx, actor, 'order-location.create', 'order-location', row.id, undefined, after);
    return after as AdminOrderLocation;
  });
}

/**
 * Changes an order location; lists sent replace the whole list. Errors: 404
 * `orderLocationNotFound`; 409 `orderLocationNameTaken`, `tabLocationSold` (removing a tab
 * location with orders); 400 `unknownTabLocation`.
 */
export async function changeOrderLocation(ctx: AppContext, actor: Actor, id: number, change: UpdateOrderLocationBody): Promise<AdminOrderLocation> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOrderLocation(tx, id);
    if (!before) throw new ApiError(404, adminMessages.orderLocationNotFound);
    if (change.name !== undefined && (await orderLocationNameTaken(tx, change.name, id))) throw new ApiError(409, adminMessages.orderLocationNameTaken);
    const { openingTimes: _t, exceptions: _e, tabLocations: _l, ...fields } = change;
    if (Object.keys(fields).length > 0) await tx.update(f.orderLocations).set(fields).where(eq(f.orderLocations.orderLocationId, id));
    await writeLocationChildren(tx, id, change, before.tabLocations.map((t) => t.id));
    const [after] = await orderLocationRecords(tx, [id]);
    await audited(ctx, tx, actor, 'order-location.update', 'order-location', id, before, after);
    return after as AdminOrderLocation;
  });
}

/** Deletes an order location without orders. Errors: 404; 409 `orderLocationSold`. */
export async function removeOrderLocation(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockOrderLocation(tx, id);
    if (!before) throw new ApiError(404, adminMessages.orderLocationNotFound);
    if (await orderLocationHasSales(tx, id)) throw new ApiError(409, adminMessages.orderLocationSold);
    await tx.delete(f.orderLocationOpeningTimes).where(eq(f.orderLocationOpeningTimes.orderLocationId, id));
    await tx.delete(f.orderLocationExceptions).where(eq(f.orderLocationExceptions.orderLocationId, id));
    await tx.delete(f.orderNumbers).where(eq(f.orderNumbers.orderLocationId, id));
    await tx.delete(f.tabLocations).where(eq(f.tabLocations.orderLocationId, id));
    await tx.delete(f.orderLocations).where(eq(f.orderLocations.orderLocationId, id));
    await audited(ctx, tx, actor, 'order-location.delete', 'order-location', id, before, undefined);
  });
}

// ---------------------------------------------------------------- menus

async function writeDepartments(tx: Tx, menuId: number, departments: NonNullable<UpdateFoodMenuBody['departments']>, existing: number[]): Promise<void> {
  const products = await existingFoodProducts(tx, departments.flatMap((d) => d.productIds));
  if (departments.some((d) => d.productIds.some((p) => !products.has(p)))) throw new ApiError(400, adminMessages.unknownFoodProduct);
  const place = async (departmentId: number, productIds: number[]) => {
    await tx.delete(f.foodDepartmentProducts).where(eq(f.foodDepartmentProducts.departmentId, departmentId));
    if (productIds.length > 0) await tx.insert(f.foodDepartmentProducts).values(productIds.map((foodProductId, sortOrder) => ({ departmentId, foodProductId, sortOrder })));
  };
  await syncChildren(existing, departments, adminMessages.unknownDepartment, {
    insert: async (d, sortOrder) => {
      const [row] = await tx.insert(f.foodDepartments).values({ menuId, name: d.name, sortOrder }).returning({ id: f.foodDepartments.departmentId });
      await place(row?.id ?? -1, d.productIds);
    },
    update: async (departmentId, d, sortOrder) => {
      await tx.update(f.foodDepartments).set({ name: d.name, sortOrder }).where(eq(f.foodDepartments.departmentId, departmentId));
      await place(departmentId, d.productIds);
    },
    remove: (ids) => deleteDepartments(tx, ids),
  });
}

/** Creates a menu (201) with its departments. Errors: 409 `foodMenuNameTaken`; 400 `unknownFoodProduct`. */
export async function createFoodMenu(ctx: AppContext, actor: Actor, body: CreateFoodMenuBody): Promise<AdminFoodMenu> {
  return ctx.db.transaction(async (tx) => {
    if (await menuNameTaken(tx, body.displayAreaNo, body.name)) throw new ApiError(409, adminMessages.foodMenuNameTaken);
    const { departments, ...fields } = body;
    const [row] = await tx.insert(f.foodMenus).values(fields).returning({ id: f.foodMenus.menuId });
    if (!row) throw new Error('menu not inserted');
    await writeDepartments(tx, row.id, departments, []);
    const [after] = await menuRecords(tx, [row.id]);
    await audited(ctx, tx, actor, 'food-menu.create', 'food-menu', row.id, undefined, after);
    return after as AdminFoodMenu;
  });
}

/** Changes a menu; `departments` replaces the list. Errors: 404; 409 name taken; 400 unknown department or product. */
export async function changeFoodMenu(ctx: AppContext, actor: Actor, id: number, change: UpdateFoodMenuBody): Promise<AdminFoodMenu> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockMenu(tx, id);
    if (!before) throw new ApiError(404, adminMessages.foodMenuNotFound);
    const { departments, ...fields } = change;
    if (await menuNameTaken(tx, fields.displayAreaNo ?? before.displayAreaNo, fields.name ?? before.name, id)) throw new ApiError(409, adminMessages.foodMenuNameTaken);
    if (Object.keys(fields).length > 0) await tx.update(f.foodMenus).set(fields).where(eq(f.foodMenus.menuId, id));
    if (departments) await writeDepartments(tx, id, departments, before.departments.map((d) => d.id));
    const [after] = await menuRecords(tx, [id]);
    await audited(ctx, tx, actor, 'food-menu.update', 'food-menu', id, before, after);
    return after as AdminFoodMenu;
  });
}

/** Deletes a menu and its departments (the products stay). Errors: 404. */
export async function removeFoodMenu(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockMenu(tx, id);
    if (!before) throw new ApiError(404, adminMessages.foodMenuNotFound);
    await deleteDepartments(tx, before.departments.map((d) => d.id));
    await tx.delete(f.foodMenus).where(eq(f.foodMenus.menuId, id));
    await audited(ctx, tx, actor, 'food-menu.delete', 'food-menu', id, before, undefined);
  });
}

// ---------------------------------------------------------------- food products

type ProductInput = Partial<CreateFoodProductBody>;

async function writeProductChildren(tx: Tx, id: number, body: ProductInput, existingGroups: number[]): Promise<void> {
  if (body.taxIds) {
    const found = await existingTaxes(tx, body.taxIds);
    if (body.taxIds.some((t) => !found.has(t))) throw new ApiError(400, adminMessages.unknownTax);
    await tx.delete(f.foodProductTaxes).where(eq(f.foodProductTaxes.foodProductId, id));
    if (body.taxIds.length > 0) await tx.insert(f.foodProductTaxes).values(body.taxIds.map((taxId) => ({ foodProductId: id, taxId })));
  }
  if (!body.optionGroups) return;
  const choiceIds = body.optionGroups.flatMap((g) => g.choices.map((c) => c.productId));
  if (choiceIds.includes(id)) throw new ApiError(400, adminMessages.optionOfItself);
  const found = await existingFoodProducts(tx, choiceIds);
  if (choiceIds.some((c) => !found.has(c))) throw new ApiError(400, adminMessages.unknownFoodProduct);
  type Group = NonNullable<ProductInput['optionGroups']>[number];
  const choose = async (optionGroupId: number, g: Group) => {
    await tx.delete(f.foodOptionChoices).where(eq(f.foodOptionChoices.optionGroupId, optionGroupId));
    // A required group takes exactly one choice: none is ticked at first.
    await tx.insert(f.foodOptionChoices).values(g.choices.map((c, sortOrder) => ({ optionGroupId, foodProductId: c.productId, isSelected: !g.isRequired && c.isSelected, sortOrder })));
  };
  await syncChildren(existingGroups, body.optionGroups, adminMessages.unknownOptionGroup, {
    insert: async (g, sortOrder) => {
      const [row] = await tx.insert(f.foodOptionGroups).values({ foodProductId: id, name: g.name, isRequired: g.isRequired, sortOrder }).returning({ id: f.foodOptionGroups.optionGroupId });
      await choose(row?.id ?? -1, g);
    },
    update: async (groupId, g, sortOrder) => {
      await tx.update(f.foodOptionGroups).set({ name: g.name, isRequired: g.isRequired, sortOrder }).where(eq(f.foodOptionGroups.optionGroupId, groupId));
      await choose(groupId, g);
    },
    remove: (ids) => deleteOptionGroups(tx, ids),
  });
}

/**
 * Creates a food product (201) with its taxes and option groups (choices are other food products:
 * their price is what the choice adds). `opts.id` keeps a given id (the demo seed only).
 * Errors: 400 `unknownTax`, `unknownFoodProduct`.
 */
export async function createFoodProduct(ctx: AppContext, actor: Actor, body: CreateFoodProductBody, opts: { id?: number } = {}): Promise<AdminFoodProduct> {
  return ctx.db.transaction(async (tx) => {
    const { taxIds: _t, optionGroups: _g, ...fields } = body;
    const [row] = await tx
      .insert(f.foodProducts)
      .values({ ...fields, ...(opts.id === undefined ? {} : { foodProductId: opts.id }) })
      .returning({ id: f.foodProducts.foodProductId });
    if (!row) throw new Error('food product not inserted');
    await writeProductChildren(tx, row.id, body, []);
    const [after] = await foodProductRecords(tx, [row.id], venueToday(ctx));
    await audited(ctx, tx, actor, 'food-product.create', 'food-product', row.id, undefined, after);
    return after as AdminFoodProduct;
  });
}

/**
 * Changes a food product; `taxIds` and `optionGroups` replace the lists (groups kept by `id`). A
 * new price applies to later orders. Errors: 404 `foodProductNotFound`; 400 unknown tax, product
 * or option group, `optionOfItself`.
 */
export async function changeFoodProduct(ctx: AppContext, actor: Actor, id: number, change: UpdateFoodProductBody): Promise<AdminFoodProduct> {
  return ctx.db.transaction(async (tx) => {
    const today = venueToday(ctx);
    const before = await lockFoodProduct(tx, id, today);
    if (!before) throw new ApiError(404, adminMessages.foodProductNotFound);
    const { taxIds: _t, optionGroups: _g, ...fields } = change;
    if (Object.keys(fields).length > 0) await tx.update(f.foodProducts).set(fields).where(eq(f.foodProducts.foodProductId, id));
    await writeProductChildren(tx, id, change, before.optionGroups.map((g) => g.id));
    const [after] = await foodProductRecords(tx, [id], today);
    await audited(ctx, tx, actor, 'food-product.update', 'food-product', id, before, after);
    return after as AdminFoodProduct;
  });
}

/**
 * Marks the product sold out for today (venue date; `soldOut` true) or back on sale (false). The
 * storefront's menus leave it out until the next venue day, and an order naming it is refused.
 * Errors: 404 `foodProductNotFound`.
 */
export async function setFoodProductSoldOut(ctx: AppContext, actor: Actor, id: number, soldOut: boolean): Promise<AdminFoodProduct> {
  return ctx.db.transaction(async (tx) => {
    const today = venueToday(ctx);
    const before = await lockFoodProduct(tx, id, today);
    if (!before) throw new ApiError(404, adminMessages.foodProductNotFound);
    await tx.update(f.foodProducts).set({ soldOutOn: soldOut ? today : null }).where(eq(f.foodProducts.foodProductId, id));
    const [after] = await foodProductRecords(tx, [id], today);
    await audited(ctx, tx, actor, 'food-product.sold-out', 'food-product', id, { soldOutOn: before.soldOutOn }, { soldOutOn: after?.soldOutOn ?? null });
    return after as AdminFoodProduct;
  });
}

/**
 * Deletes a food product never ordered and no other product's option (its own option groups,
 * taxes and menu placements go with it). Errors: 404; 409 `foodProductSold`, `foodProductIsOption`.
 */
export async function removeFoodProduct(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockFoodProduct(tx, id, venueToday(ctx));
    if (!before) throw new ApiError(404, adminMessages.foodProductNotFound);
    const refs = await foodProductReferences(tx, id);
    if (refs.sold) throw new ApiError(409, adminMessages.foodProductSold);
    if (refs.option) throw new ApiError(409, adminMessages.foodProductIsOption);
    await deleteOptionGroups(tx, before.optionGroups.map((g) => g.id));
    await tx.delete(f.foodProductTaxes).where(eq(f.foodProductTaxes.foodProductId, id));
    await tx.delete(f.foodDepartmentProducts).where(eq(f.foodDepartmentProducts.foodProductId, id));
    await tx.delete(f.foodProducts).where(eq(f.foodProducts.foodProductId, id));
    await audited(ctx, tx, actor, 'food-product.delete', 'food-product', id, before, undefined);
  });
}
