/**
 * Reads of the food catalogue (spec 02 §3 "Order location", "Menu", "Menu product", "Option"):
 * order locations with their opening times and tab locations, and the menus of a display area
 * with departments, products, option groups and taxes. Cents; opening times venue `HH:mm`.
 */
import { and, asc, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import { WEEKDAYS, withExceptions, type OpeningTime, type Weekday } from '@gt/domain/opening-hours';
import type { TaxRate } from '@gt/domain/tax';
import type { Db } from '../../db/client';
import * as f from '../../db/food-schema';
import { taxes } from '../../db/schema';

export interface OrderLocationRow {
  orderLocationId: number;
  name: string;
  displayAreaNo: number;
  nodeNo: number;
  averageWaitMinutes: number | null;
  mapImageUrl: string | null;
  openingTimes: OpeningTime[];
  tabLocations: { tabLocationId: number; name: string }[];
}

/**
 * Order locations (of one display area, or all), in display order, with opening times and tab
 * locations. The opening times are those of the seven venue days from `today` (`YYYY-MM-DD`): the
 * weekly times with that week's exceptions (closed days, special hours) in place.
 */
export async function loadOrderLocations(db: Db, today: string, displayAreaNo?: number): Promise<OrderLocationRow[]> {
  const locations = await db
    .select()
    .from(f.orderLocations)
    .where(displayAreaNo === undefined ? undefined : eq(f.orderLocations.displayAreaNo, displayAreaNo))
    .orderBy(asc(f.orderLocations.sortOrder), asc(f.orderLocations.orderLocationId));
  const ids = locations.map((l) => l.orderLocationId).concat(-1);
  const [times, tabs, exceptions] = await Promise.all([
    db.select().from(f.orderLocationOpeningTimes).where(inArray(f.orderLocationOpeningTimes.orderLocationId, ids)).orderBy(asc(f.orderLocationOpeningTimes.openingTimeId)),
    db.select().from(f.tabLocations).where(inArray(f.tabLocations.orderLocationId, ids)).orderBy(asc(f.tabLocations.sortOrder), asc(f.tabLocations.tabLocationId)),
    db
      .select()
      .from(f.orderLocationExceptions)
      .where(and(inArray(f.orderLocationExceptions.orderLocationId, ids), gte(f.orderLocationExceptions.venueDate, today))),
  ]);
  return locations.map((l) => ({
    orderLocationId: l.orderLocationId,
    name: l.name,
    displayAreaNo: l.displayAreaNo,
    nodeNo: l.nodeNo,
    averageWaitMinutes: l.averageWaitMinutes,
    mapImageUrl: l.mapImageUrl,
    openingTimes: withExceptions(
      times.filter((t) => t.orderLocationId === l.orderLocationId).map((t) => ({ Day: WEEKDAYS[t.weekday] as Weekday, Open: t.opensAt, Close: t.closesAt })),
      exceptions.filter((e) => e.orderLocationId === l.orderLocationId).map((e) => ({ date: e.venueDate, opensAt: e.opensAt, closesAt: e.closesAt })),
      today,
    ),
    tabLocations: tabs.filter((t) => t.orderLocationId === l.orderLocationId).map((t) => ({ tabLocationId: t.tabLocationId, name: t.name })),
  }));
}

/** The order location of a tab location (opening times as of venue date `today`), or undefined for an unknown id. */
export async function loadTabLocation(db: Db, tabLocationId: number, today: string): Promise<{ tabLocationName: string; location: OrderLocationRow } | undefined> {
  const [tab] = await db.select().from(f.tabLocations).where(eq(f.tabLocations.tabLocationId, tabLocationId));
  if (!tab) return undefined;
  const location = (await loadOrderLocations(db, today)).find((l) => l.orderLocationId === tab.orderLocationId);
  return location && { tabLocationName: tab.name, location };
}

export interface OptionChoiceRow {
  productId: number;
  name: string;
  priceCents: number;
  isSelected: boolean;
}

export interface OptionGroupRow {
  optionId: number;
  name: string;
  isRequired: boolean;
  choices: OptionChoiceRow[];
}

export interface FoodProductRow {
  productId: number;
  name: string;
  description: string;
  imageUrl: string | null;
  priceCents: number;
  getProductNotes: boolean;
  taxes: (TaxRate & { name: string })[];
  options: OptionGroupRow[];
}

export interface MenuRow {
  name: string;
  imageUrl: string | null;
  departments: { name: string; products: FoodProductRow[] }[];
}

/** On sale on venue date `today`: offered online and not sold out that day. */
const onSale = (today: string) =>
  and(eq(f.foodProducts.availableOnline, true), or(isNull(f.foodProducts.soldOutOn), ne(f.foodProducts.soldOutOn, today)));

/**
 * The menus of a display area, in display order, with their departments and the products on sale
 * on venue date `today` (offered online, not sold out that day; option choices likewise). A
 * department without products and a menu without departments are left out.
 */
export async function loadMenus(db: Db, displayAreaNo: number, today: string): Promise<MenuRow[]> {
  const menus = await db.select().from(f.foodMenus).where(eq(f.foodMenus.displayAreaNo, displayAreaNo)).orderBy(asc(f.foodMenus.sortOrder), asc(f.foodMenus.menuId));
  const departments = await db
    .select()
    .from(f.foodDepartments)
    .where(inArray(f.foodDepartments.menuId, menus.map((m) => m.menuId).concat(-1)))
    .orderBy(asc(f.foodDepartments.sortOrder), asc(f.foodDepartments.departmentId));
  const placed = await db
    .select({ departmentId: f.foodDepartmentProducts.departmentId, product: f.foodProducts })
    .from(f.foodDepartmentProducts)
    .innerJoin(f.foodProducts, eq(f.foodProducts.foodProductId, f.foodDepartmentProducts.foodProductId))
    .where(and(inArray(f.foodDepartmentProducts.departmentId, departments.map((d) => d.departmentId).concat(-1)), onSale(today)))
    .orderBy(asc(f.foodDepartmentProducts.sortOrder), asc(f.foodProducts.foodProductId));
  const productIds = [...new Set(placed.map((p) => p.product.foodProductId))].concat(-1);
  const [groups, taxRows] = await Promise.all([
    db.select().from(f.foodOptionGroups).where(inArray(f.foodOptionGroups.foodProductId, productIds)).orderBy(asc(f.foodOptionGroups.sortOrder), asc(f.foodOptionGroups.optionGroupId)),
    db
      .select({ foodProductId: f.foodProductTaxes.foodProductId, name: taxes.name, included: taxes.included, percentage: taxes.percentage })
      .from(f.foodProductTaxes)
      .innerJoin(taxes, eq(taxes.taxId, f.foodProductTaxes.taxId))
      .where(inArray(f.foodProductTaxes.foodProductId, productIds)),
  ]);
  const choices = await db
    .select({ optionGroupId: f.foodOptionChoices.optionGroupId, isSelected: f.foodOptionChoices.isSelected, product: f.foodProducts })
    .from(f.foodOptionChoices)
    .innerJoin(f.foodProducts, eq(f.foodProducts.foodProductId, f.foodOptionChoices.foodProductId))
    .where(and(inArray(f.foodOptionChoices.optionGroupId, groups.map((g) => g.optionGroupId).concat(-1)), onSale(today)))
    .orderBy(asc(f.foodOptionChoices.sortOrder), asc(f.foodProducts.foodProductId));
  const product = (p: typeof f.foodProducts.$inferSelect): FoodProductRow => ({
    productId: p.foodProductId,
    name: p.name,
    description: p.description,
    imageUrl: p.imageUrl,
    priceCents: p.priceCents,
    getProductNotes: p.getProductNotes,
    taxes: taxRows.filter((t) => t.foodProductId === p.foodProductId).map((t) => ({ name: t.name, included: t.included, percentage: Number(t.percentage) })),
    options: groups
      .filter((g) => g.foodProductId === p.foodProductId)
      .map((g) => ({
        optionId: g.optionGroupId,
        name: g.name,
        isRequired: g.isRequired,
        choices: choices
          .filter((c) => c.optionGroupId === g.optionGroupId)
          .map((c) => ({ productId: c.product.foodProductId, name: c.product.name, priceCents: c.product.priceCents, isSelected: !g.isRequired && c.isSelected })),
      })),
  });
  return menus
    .map((m) => ({
      name: m.name,
      imageUrl: m.imageUrl,
      departments: departments
        .filter((d) => d.menuId === m.menuId)
        .map((d) => ({ name: d.name, products: placed.filter((p) => p.departmentId === d.departmentId).map((p) => product(p.product)) }))
        .filter((d) => d.products.length > 0),
    }))
    .filter((m) => m.departments.length > 0);
}
