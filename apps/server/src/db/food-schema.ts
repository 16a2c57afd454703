/**
 * Food ordering to a tab (spec 02 §3 "Order location", "Menu", "Menu product", "Option",
 * "Tab-sale transaction"; docs/food-ordering.md). Menus belong to a display area number, as the spec's
 * `GET products?ProductType=foodmenusimple&DisplayArea` reads them; an order location shows the
 * menus of its display area. Money is integer cents; opening times are venue wall-clock `HH:mm`.
 * A paid tab sale is a `transactions` row (its receipt number) with its order: lines as sold
 * (names and prices copied, so the kitchen and the receipt never change with the catalogue).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customer-schema';
import { taxes, transactions } from './schema';
import type { KitchenState } from '@gt/contract/tab-sales';

/** A chosen option as sold (tab_sale_lines.options). */
export interface SoldOption {
  OptionID: number;
  OptionName: string;
  ProductID: number;
  ProductName: string;
  /** The option's share of the line unit (cents): ex-tax, tax, total. */
  exTaxCents: number;
  taxCents: number;
  totalCents: number;
}

const hhmm = (column: unknown) => sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

export const orderLocations = pgTable('order_locations', {
  orderLocationId: serial('order_location_id').primaryKey(),
  name: text('name').notNull().unique(),
  displayAreaNo: integer('display_area_no').notNull(),
  nodeNo: integer('node_no').notNull(),
  averageWaitMinutes: integer('average_wait_minutes'),
  mapImageUrl: text('map_image_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Opening times per weekday (0 Sunday … 6 Saturday); the first entry of a day is the one used. */
export const orderLocationOpeningTimes = pgTable(
  'order_location_opening_times',
  {
    openingTimeId: serial('opening_time_id').primaryKey(),
    orderLocationId: integer('order_location_id')
      .notNull()
      .references(() => orderLocations.orderLocationId),
    weekday: smallint('weekday').notNull(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
  },
  (t) => [
    index('opening_times_location_idx').on(t.orderLocationId),
    check('opening_weekday', sql`${t.weekday} between 0 and 6`),
    check('opening_times_format', sql`${hhmm(t.opensAt)} and ${hhmm(t.closesAt)}`),
    check('opening_times_order', sql`${t.opensAt} < ${t.closesAt}`),
  ],
);

/**
 * Exceptions to the weekly opening times on one venue date (docs/operator-guide.md#food-ordering):
 * closed all day (no times) or open at special hours. They replace that date's weekday entry.
 */
export const orderLocationExceptions = pgTable(
  'order_location_exceptions',
  {
    exceptionId: serial('exception_id').primaryKey(),
    orderLocationId: integer('order_location_id')
      .notNull()
      .references(() => orderLocations.orderLocationId),
    venueDate: date('venue_date', { mode: 'string' }).notNull(),
    opensAt: text('opens_at'),
    closesAt: text('closes_at'),
  },
  (t) => [
    uniqueIndex('order_location_exceptions_date_idx').on(t.orderLocationId, t.venueDate),
    check('exception_times', sql`(${t.opensAt} is null and ${t.closesAt} is null) or (${hhmm(t.opensAt)} and ${hhmm(t.closesAt)} and ${t.opensAt} < ${t.closesAt})`),
  ],
);

/** Where an order is brought or collected (a table area, a pickup window). */
export const tabLocations = pgTable('tab_locations', {
  tabLocationId: serial('tab_location_id').primaryKey(),
  orderLocationId: integer('order_location_id')
    .notNull()
    .references(() => orderLocations.orderLocationId),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const foodMenus = pgTable(
  'food_menus',
  {
    menuId: serial('menu_id').primaryKey(),
    displayAreaNo: integer('display_area_no').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  // Routes name a menu: /ordersubmenu/{MenuName}.
  (t) => [uniqueIndex('food_menus_area_name_idx').on(t.displayAreaNo, t.name)],
);

export const foodDepartments = pgTable('food_departments', {
  departmentId: serial('department_id').primaryKey(),
  menuId: integer('menu_id')
    .notNull()
    .references(() => foodMenus.menuId),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Menu products and option products alike (an option choice is a product with its own price). */
export const foodProducts = pgTable(
  'food_products',
  {
    foodProductId: serial('food_product_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    priceCents: integer('price_cents').notNull(),
    getProductNotes: boolean('get_product_notes').notNull().default(false),
    availableOnline: boolean('available_online').notNull().default(true),
    /** Sold out on this venue date (left off the menus that day; on sale again the next venue day). */
    soldOutOn: date('sold_out_on', { mode: 'string' }),
  },
  (t) => [check('food_price_non_negative', sql`${t.priceCents} >= 0`)],
);

export const foodProductTaxes = pgTable(
  'food_product_taxes',
  {
    foodProductId: integer('food_product_id')
      .notNull()
      .references(() => foodProducts.foodProductId),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.taxId),
  },
  (t) => [primaryKey({ columns: [t.foodProductId, t.taxId] })],
);

export const foodDepartmentProducts = pgTable(
  'food_department_products',
  {
    departmentId: integer('department_id')
      .notNull()
      .references(() => foodDepartments.departmentId),
    foodProductId: integer('food_product_id')
      .notNull()
      .references(() => foodProducts.foodProductId),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.foodProductId] }), index('food_department_products_product_idx').on(t.foodProductId)],
);

/** Option groups of a menu product: required ones take exactly one choice, optional ones any. */
export const foodOptionGroups = pgTable(
  'food_option_groups',
  {
    optionGroupId: serial('option_group_id').primaryKey(),
    foodProductId: integer('food_product_id')
      .notNull()
      .references(() => foodProducts.foodProductId),
    name: text('name').notNull(),
    isRequired: boolean('is_required').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('food_option_groups_product_idx').on(t.foodProductId)],
);

export const foodOptionChoices = pgTable(
  'food_option_choices',
  {
    optionGroupId: integer('option_group_id')
      .notNull()
      .references(() => foodOptionGroups.optionGroupId),
    foodProductId: integer('food_product_id')
      .notNull()
      .references(() => foodProducts.foodProductId),
    /** Checked when the options dialog opens (optional groups only). */
    isSelected: boolean('is_selected').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.optionGroupId, t.foodProductId] })],
);

/**
 * A paid tab sale (spec 02 §3 "Tab-sale transaction"): its receipt, location, tab customer and
 * order number. `tab_sale_id` is the kitchen feed's cursor. LeaveOrderOpen is always false online
 * (the payment closes the tab); SendToKitchen always true.
 */
export const tabSales = pgTable(
  'tab_sales',
  {
    tabSaleId: serial('tab_sale_id').primaryKey(),
    receiptNo: integer('receipt_no')
      .notNull()
      .unique()
      .references(() => transactions.receiptNo),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId),
    orderLocationId: integer('order_location_id')
      .notNull()
      .references(() => orderLocations.orderLocationId),
    tabLocationId: integer('tab_location_id')
      .notNull()
      .references(() => tabLocations.tabLocationId),
    nodeNo: integer('node_no').notNull(),
    /** The venue date the order number counts in. */
    venueDate: date('venue_date', { mode: 'string' }).notNull(),
    orderNumber: integer('order_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile').notNull(),
    leaveOrderOpen: boolean('leave_order_open').notNull().default(false),
    sendToKitchen: boolean('send_to_kitchen').notNull().default(true),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** Where the kitchen is with the order: new → preparing → ready, only forward (docs/food-ordering.md#kitchen-screen). */
    kitchenState: text('kitchen_state').$type<KitchenState>().notNull().default('new'),
  },
  (t) => [
    uniqueIndex('tab_sales_order_number_idx').on(t.orderLocationId, t.venueDate, t.orderNumber),
    index('tab_sales_venue_date_idx').on(t.venueDate),
    check('tab_sales_kitchen_state', sql`${t.kitchenState} in ('new', 'preparing', 'ready')`),
  ],
);

/** The last order number given per order location and venue day (incremented in the sale's transaction). */
export const orderNumbers = pgTable(
  'order_numbers',
  {
    orderLocationId: integer('order_location_id')
      .notNull()
      .references(() => orderLocations.orderLocationId),
    venueDate: date('venue_date', { mode: 'string' }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderLocationId, t.venueDate] })],
);

/** Order lines of a tab sale, priced by the server (cents), names as sold. */
export const tabSaleLines = pgTable(
  'tab_sale_lines',
  {
    tabSaleLineId: serial('tab_sale_line_id').primaryKey(),
    tabSaleId: integer('tab_sale_id')
      .notNull()
      .references(() => tabSales.tabSaleId),
    productLineNo: integer('product_line_no').notNull(),
    foodProductId: integer('food_product_id')
      .notNull()
      .references(() => foodProducts.foodProductId),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    notes: text('notes').notNull().default(''),
    /** Chosen options as sold: option group, its name, the product chosen, its name and price. */
    options: jsonb('options').$type<SoldOption[]>().notNull().default([]),
    exTaxCents: integer('ex_tax_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [index('tab_sale_lines_sale_idx').on(t.tabSaleId), check('tab_sale_line_quantity', sql`${t.quantity} between 1 and 50`)],
);
