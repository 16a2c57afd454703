/**
 * The food catalogue for the back office (db/food-schema.ts): order locations with opening times,
 * exceptions and tab locations; menus with departments; food products with taxes and option
 * groups. Reads assemble the admin records; writes replace a record's child lists.
 */
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { AdminFoodMenu, AdminFoodProduct, AdminOrderLocation } from '@gt/contract/admin/food';
import type { Db, Tx } from '../../db/client';
import * as f from '../../db/food-schema';
import { taxes } from '../../db/schema';

type Reader = Db | Tx;
const NONE = [-1];
const byIds = <T>(ids: number[], rows: T[], id: (r: T) => number) => ids.map((i) => rows.find((r) => id(r) === i)).filter((r): r is T => r !== undefined);

/** One page of ids in display order (`sort` then id), and the total. */
async function page(db: Reader, table: typeof f.orderLocations | typeof f.foodMenus, start: number, end: number) {
  const id = 'orderLocationId' in table ? table.orderLocationId : table.menuId;
  const rows = await db
    .select({ id })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(id))
    .offset(start)
    .limit(end - start);
  const [n] = await db.select({ n: count() }).from(table);
  return { ids: rows.map((r) => r.id), total: n?.n ?? 0 };
}

/** The order locations with these ids (in that order), as the admin API shows them. */
export async function orderLocationRecords(db: Reader, ids: number[]): Promise<AdminOrderLocation[]> {
  const list = ids.concat(NONE);
  const [rows, times, exceptions, tabs] = await Promise.all([
    db.select().from(f.orderLocations).where(inArray(f.orderLocations.orderLocationId, list)),
    db.select().from(f.orderLocationOpeningTimes).where(inArray(f.orderLocationOpeningTimes.orderLocationId, list)).orderBy(asc(f.orderLocationOpeningTimes.weekday), asc(f.orderLocationOpeningTimes.openingTimeId)),
    db.select().from(f.orderLocationExceptions).where(inArray(f.orderLocationExceptions.orderLocationId, list)).orderBy(asc(f.orderLocationExceptions.venueDate)),
    db.select().from(f.tabLocations).where(inArray(f.tabLocations.orderLocationId, list)).orderBy(asc(f.tabLocations.sortOrder), asc(f.tabLocations.tabLocationId)),
  ]);
  return byIds(ids, rows, (r) => r.orderLocationId).map((l) => ({
    id: l.orderLocationId,
    name: l.name,
    displayAreaNo: l.displayAreaNo,
    nodeNo: l.nodeNo,
    averageWaitMinutes: l.averageWaitMinutes,
    mapImageUrl: l.mapImageUrl,
    sortOrder: l.sortOrder,
    openingTimes: times.filter((t) => t.orderLocationId === l.orderLocationId).map((t) => ({ weekday: t.weekday, opensAt: t.opensAt, closesAt: t.closesAt })),
    exceptions: exceptions.filter((e) => e.orderLocationId === l.orderLocationId).map((e) => ({ date: e.venueDate, opensAt: e.opensAt, closesAt: e.closesAt })),
    tabLocations: tabs.filter((t) => t.orderLocationId === l.orderLocationId).map((t) => ({ id: t.tabLocationId, name: t.name, sortOrder: t.sortOrder })),
  }));
}

/** Order locations `start`..`end` (exclusive) in display order, and the total. */
export async function listOrderLocations(db: Db, start: number, end: number): Promise<{ data: AdminOrderLocation[]; total: number }> {
  const { ids, total } = await page(db, f.orderLocations, start, end);
  return { data: await orderLocationRecords(db, ids), total };
}

/** Locks the order location's row (in `tx`) and answers its record, or undefined. */
export async function lockOrderLocation(tx: Tx, id: number): Promise<AdminOrderLocation | undefined> {
  const [row] = await tx.select({ id: f.orderLocations.orderLocationId }).from(f.orderLocations).where(eq(f.orderLocations.orderLocationId, id)).for('update');
  return row && (await orderLocationRecords(tx, [id]))[0];
}

/** Whether another order location (not `exceptId`) has this name. */
export async function orderLocationNameTaken(tx: Tx, name: string, exceptId = -1): Promise<boolean> {
  const [row] = await tx
    .select({ id: f.orderLocations.orderLocationId })
    .from(f.orderLocations)
    .where(and(eq(f.orderLocations.name, name), ne(f.orderLocations.orderLocationId, exceptId)));
  return Boolean(row);
}

/** The tab locations (of these ids) that have sales. */
export async function tabLocationsWithSales(tx: Tx, tabLocationIds: number[]): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: f.tabSales.tabLocationId })
    .from(f.tabSales)
    .where(inArray(f.tabSales.tabLocationId, tabLocationIds.concat(NONE)));
  return rows.map((r) => r.id);
}

/** Whether the order location has sales. */
export async function orderLocationHasSales(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: f.tabSales.tabSaleId }).from(f.tabSales).where(eq(f.tabSales.orderLocationId, id)).limit(1);
  return Boolean(row);
}

/** The menus with these ids (in that order), with departments and their products in order. */
export async function menuRecords(db: Reader, ids: number[]): Promise<AdminFoodMenu[]> {
  const list = ids.concat(NONE);
  const [rows, departments] = await Promise.all([
    db.select().from(f.foodMenus).where(inArray(f.foodMenus.menuId, list)),
    db.select().from(f.foodDepartments).where(inArray(f.foodDepartments.menuId, list)).orderBy(asc(f.foodDepartments.sortOrder), asc(f.foodDepartments.departmentId)),
  ]);
  const placed = await db
    .select()
    .from(f.foodDepartmentProducts)
    .where(inArray(f.foodDepartmentProducts.departmentId, departments.map((d) => d.departmentId).concat(NONE)))
    .orderBy(asc(f.foodDepartmentProducts.sortOrder));
  return byIds(ids, rows, (r) => r.menuId).map((m) => ({
    id: m.menuId,
    name: m.name,
    displayAreaNo: m.displayAreaNo,
    imageUrl: m.imageUrl,
    sortOrder: m.sortOrder,
    departments: departments
      .filter((d) => d.menuId === m.menuId)
      .map((d) => ({ id: d.departmentId, name: d.name, productIds: placed.filter((p) => p.departmentId === d.departmentId).map((p) => p.foodProductId) })),
  }));
}

/** Menus `start`..`end` (exclusive) in display order, and the total. */
export async function listMenus(db: Db, start: number, end: number): Promise<{ data: AdminFoodMenu[]; total: number }> {
  const { ids, total } = await page(db, f.foodMenus, start, end);
  return { data: await menuRecords(db, ids), total };
}

/** Locks the menu's row (in `tx`) and answers its record, or undefined. */
export async function lockMenu(tx: Tx, id: number): Promise<AdminFoodMenu | undefined> {
  const [row] = await tx.select({ id: f.foodMenus.menuId }).from(f.foodMenus).where(eq(f.foodMenus.menuId, id)).for('update');
  return row && (await menuRecords(tx, [id]))[0];
}

/** Whether another menu (not `exceptId`) of the display area has this name. */
export async function menuNameTaken(tx: Tx, displayAreaNo: number, name: string, exceptId = -1): Promise<boolean> {
  const [row] = await tx
    .select({ id: f.foodMenus.menuId })
    .from(f.foodMenus)
    .where(and(eq(f.foodMenus.displayAreaNo, displayAreaNo), eq(f.foodMenus.name, name), ne(f.foodMenus.menuId, exceptId)));
  return Boolean(row);
}

/** Deletes departments (and their product placements). */
export async function deleteDepartments(tx: Tx, departmentIds: number[]): Promise<void> {
  if (departmentIds.length === 0) return;
  await tx.delete(f.foodDepartmentProducts).where(inArray(f.foodDepartmentProducts.departmentId, departmentIds));
  await tx.delete(f.foodDepartments).where(inArray(f.foodDepartments.departmentId, departmentIds));
}

/** The food products with these ids (in that order); `soldOutToday` against venue date `today`. */
export async function foodProductRecords(db: Reader, ids: number[], today: string): Promise<AdminFoodProduct[]> {
  const list = ids.concat(NONE);
  const [rows, taxRows, groups] = await Promise.all([
    db.select().from(f.foodProducts).where(inArray(f.foodProducts.foodProductId, list)),
    db.select().from(f.foodProductTaxes).where(inArray(f.foodProductTaxes.foodProductId, list)).orderBy(asc(f.foodProductTaxes.taxId)),
    db.select().from(f.foodOptionGroups).where(inArray(f.foodOptionGroups.foodProductId, list)).orderBy(asc(f.foodOptionGroups.sortOrder), asc(f.foodOptionGroups.optionGroupId)),
  ]);
  const choices = await db
    .select()
    .from(f.foodOptionChoices)
    .where(inArray(f.foodOptionChoices.optionGroupId, groups.map((g) => g.optionGroupId).concat(NONE)))
    .orderBy(asc(f.foodOptionChoices.sortOrder));
  return byIds(ids, rows, (r) => r.foodProductId).map((p) => ({
    id: p.foodProductId,
    name: p.name,
    description: p.description,
    imageUrl: p.imageUrl,
    priceCents: p.priceCents,
    getProductNotes: p.getProductNotes,
    availableOnline: p.availableOnline,
    taxIds: taxRows.filter((t) => t.foodProductId === p.foodProductId).map((t) => t.taxId),
    optionGroups: groups
      .filter((g) => g.foodProductId === p.foodProductId)
      .map((g) => ({
        id: g.optionGroupId,
        name: g.name,
        isRequired: g.isRequired,
        choices: choices.filter((c) => c.optionGroupId === g.optionGroupId).map((c) => ({ productId: c.foodProductId, isSelected: c.isSelected })),
      })),
    soldOutOn: p.soldOutOn,
    soldOutToday: p.soldOutOn === today,
  }));
}

/** Food products `start`..`end` (exclusive) by id, and the total. */
export async function listFoodProducts(db: Db, start: number, end: number, today: string): Promise<{ data: AdminFoodProduct[]; total: number }> {
  const rows = await db
    .select({ id: f.foodProducts.foodProductId })
    .from(f.foodProducts)
    .orderBy(asc(f.foodProducts.foodProductId))
    .offset(start)
    .limit(end - start);
  const [n] = await db.select({ n: count() }).from(f.foodProducts);
  return { data: await foodProductRecords(db, rows.map((r) => r.id), today), total: n?.n ?? 0 };
}

/** Locks the product's row (in `tx`) and answers its record, or undefined. */
export async function lockFoodProduct(tx: Tx, id: number, today: string): Promise<AdminFoodProduct | undefined> {
  const [row] = await tx.select({ id: f.foodProducts.foodProductId }).from(f.foodProducts).where(eq(f.foodProducts.foodProductId, id)).for('update');
  return row && (await foodProductRecords(tx, [id], today))[0];
}

/** Which of these ids are food products / taxes. */
export async function existingFoodProducts(tx: Tx, ids: number[]): Promise<Set<number>> {
  const rows = await tx.select({ id: f.foodProducts.foodProductId }).from(f.foodProducts).where(inArray(f.foodProducts.foodProductId, ids.concat(NONE)));
  return new Set(rows.map((r) => r.id));
}
export async function existingTaxes(tx: Tx, ids: number[]): Promise<Set<number>> {
  const rows = await tx.select({ id: taxes.taxId }).from(taxes).where(inArray(taxes.taxId, ids.concat(NONE)));
  return new Set(rows.map((r) => r.id));
}

/** Whether the product was ordered, and whether another product's option group offers it. */
export async function foodProductReferences(tx: Tx, id: number): Promise<{ sold: boolean; option: boolean }> {
  const [sold] = await tx.select({ id: f.tabSaleLines.tabSaleLineId }).from(f.tabSaleLines).where(eq(f.tabSaleLines.foodProductId, id)).limit(1);
  const [option] = await tx
    .select({ id: f.foodOptionChoices.optionGroupId })
    .from(f.foodOptionChoices)
    .innerJoin(f.foodOptionGroups, eq(f.foodOptionGroups.optionGroupId, f.foodOptionChoices.optionGroupId))
    .where(and(eq(f.foodOptionChoices.foodProductId, id), ne(f.foodOptionGroups.foodProductId, id)))
    .limit(1);
  return { sold: Boolean(sold), option: Boolean(option) };
}

/** Deletes option groups and their choices. */
export async function deleteOptionGroups(tx: Tx, groupIds: number[]): Promise<void> {
  if (groupIds.length === 0) return;
  await tx.delete(f.foodOptionChoices).where(inArray(f.foodOptionChoices.optionGroupId, groupIds));
  await tx.delete(f.foodOptionGroups).where(inArray(f.foodOptionGroups.optionGroupId, groupIds));
}
