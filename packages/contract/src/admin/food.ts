/**
 * Food ordering in the admin API (spec 02 §3 "Order location", "Menu", "Menu product", "Option";
 * docs/operator-guide.md#food-ordering): `/api/admin/v1/food-order-locations`, `/food-menus`,
 * `/food-products` and `POST /food-products/:id/sold-out`. camelCase with an `id` on every record
 * (react-admin); money is integer cents (`priceCents`); opening times are venue wall clock `HH:mm`,
 * dates venue `YYYY-MM-DD`; lists answer `{ data, total }`.
 */
import { z } from 'zod';
import { IdParams, ListQuery } from './catalogue-products';

export { IdParams, ListQuery };

const name = z.string().trim().min(1, 'Enter a name.').max(100);
const sortOrder = z.number().int().min(-10_000).max(10_000);
const imageUrl = z.string().trim().max(500).nullable();
const areaNo = z.number().int('Enter a whole number.').min(0, 'Enter 0 or more.').max(1_000_000);
const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Enter a time as HH:mm (24 hours).');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');
const childId = z.number().int().positive().optional();
const uniqueBy = <T>(list: T[], key: (t: T) => unknown) => new Set(list.map(key)).size === list.length;

/** Opening time on a weekday (0 Sunday … 6 Saturday), venue `HH:mm`, opening before closing. */
export const OpeningTimeInput = z
  .object({ weekday: z.number().int().min(0).max(6), opensAt: hhmm, closesAt: hhmm })
  .refine((t) => t.opensAt < t.closesAt, { message: 'The opening time is before the closing time.', path: ['closesAt'] });

/** An exception on one venue date: closed all day (both times empty) or special hours. */
export const OpeningExceptionInput = z
  .object({ date: isoDate, opensAt: hhmm.nullable().default(null), closesAt: hhmm.nullable().default(null) })
  .refine((e) => (e.opensAt === null) === (e.closesAt === null), { message: 'Give both times, or neither for closed all day.', path: ['closesAt'] })
  .refine((e) => e.opensAt === null || e.closesAt === null || e.opensAt < e.closesAt, { message: 'The opening time is before the closing time.', path: ['closesAt'] });

/** A tab location (where an order is brought or collected); `id` for one kept, none for a new one. */
export const TabLocationInput = z.object({ id: childId, name, sortOrder: sortOrder.default(0) });

/** An order location: its display area's menus, node, weekly opening times, exceptions and tab locations. */
export const AdminOrderLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  displayAreaNo: z.number().int(),
  nodeNo: z.number().int(),
  averageWaitMinutes: z.number().int().nullable(),
  mapImageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  openingTimes: z.array(z.object({ weekday: z.number().int(), opensAt: z.string(), closesAt: z.string() })),
  exceptions: z.array(z.object({ date: z.string(), opensAt: z.string().nullable(), closesAt: z.string().nullable() })),
  tabLocations: z.array(z.object({ id: z.number().int(), name: z.string(), sortOrder: z.number().int() })),
});
export type AdminOrderLocation = z.infer<typeof AdminOrderLocation>;

const orderLocationFields = {
  name,
  displayAreaNo: areaNo,
  nodeNo: areaNo,
  averageWaitMinutes: z.number().int('Enter whole minutes.').min(0, 'Enter 0 or more.').max(600).nullable(),
  mapImageUrl: imageUrl,
  sortOrder,
  openingTimes: z
    .array(OpeningTimeInput)
    .max(7)
    .refine((t) => uniqueBy(t, (x) => x.weekday), 'One opening time per weekday.'),
  exceptions: z
    .array(OpeningExceptionInput)
    .max(366)
    .refine((e) => uniqueBy(e, (x) => x.date), 'One exception per date.'),
  tabLocations: z.array(TabLocationInput).max(100),
};
/** POST /food-order-locations: a name, display area and node; the rest defaults (no times: closed). */
export const CreateOrderLocationBody = z
  .object({
    ...orderLocationFields,
    averageWaitMinutes: orderLocationFields.averageWaitMinutes.default(null),
    mapImageUrl: imageUrl.default(null),
    sortOrder: sortOrder.default(0),
    openingTimes: orderLocationFields.openingTimes.default([]),
    exceptions: orderLocationFields.exceptions.default([]),
    tabLocations: orderLocationFields.tabLocations.default([]),
  })
  .strict();
export type CreateOrderLocationBody = z.infer<typeof CreateOrderLocationBody>;
/** PATCH /food-order-locations/:id: lists replace the whole list (tab locations by `id`). */
export const UpdateOrderLocationBody = z.object(orderLocationFields).partial().strict();
export type UpdateOrderLocationBody = z.infer<typeof UpdateOrderLocationBody>;
export const OrderLocationList = z.object({ data: z.array(AdminOrderLocation), total: z.number().int() });

const productIds = z
  .array(z.number().int().positive())
  .max(200)
  .refine((p) => uniqueBy(p, (x) => x), 'Each product once.');

/** A menu of a display area with its departments (each listing its products in order). */
export const AdminFoodMenu = z.object({
  id: z.number().int(),
  name: z.string(),
  displayAreaNo: z.number().int(),
  imageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  departments: z.array(z.object({ id: z.number().int(), name: z.string(), productIds: z.array(z.number().int()) })),
});
export type AdminFoodMenu = z.infer<typeof AdminFoodMenu>;
const menuFields = {
  name,
  displayAreaNo: areaNo,
  imageUrl,
  sortOrder,
  departments: z.array(z.object({ id: childId, name, productIds })).max(50),
};
/** POST /food-menus. The name is unique within its display area. */
export const CreateFoodMenuBody = z
  .object({ ...menuFields, imageUrl: imageUrl.default(null), sortOrder: sortOrder.default(0), departments: menuFields.departments.default([]) })
  .strict();
export type CreateFoodMenuBody = z.infer<typeof CreateFoodMenuBody>;
/** PATCH /food-menus/:id: `departments` replaces the list (kept by `id`). */
export const UpdateFoodMenuBody = z.object(menuFields).partial().strict();
export type UpdateFoodMenuBody = z.infer<typeof UpdateFoodMenuBody>;
export const FoodMenuList = z.object({ data: z.array(AdminFoodMenu), total: z.number().int() });

/** An option group: required (exactly one choice; `isSelected` ignored) or optional (any; `isSelected` ticks a choice at first). */
export const OptionGroupInput = z
  .object({
    id: childId,
    name,
    isRequired: z.boolean(),
    choices: z
      .array(z.object({ productId: z.number().int().positive(), isSelected: z.boolean().default(false) }))
      .min(1, 'Give at least one choice.')
      .max(50)
      .refine((c) => uniqueBy(c, (x) => x.productId), 'Each choice once.'),
  });

/**
 * A food product: a menu product or an option choice (its price is what the choice adds). Cents.
 * `soldOutToday`: marked sold out for the current venue date (`soldOutOn`).
 */
export const AdminFoodProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  priceCents: z.number().int(),
  getProductNotes: z.boolean(),
  availableOnline: z.boolean(),
  taxIds: z.array(z.number().int()),
  optionGroups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      isRequired: z.boolean(),
      choices: z.array(z.object({ productId: z.number().int(), isSelected: z.boolean() })),
    }),
  ),
  soldOutOn: z.string().nullable(),
  soldOutToday: z.boolean(),
});
export type AdminFoodProduct = z.infer<typeof AdminFoodProduct>;

const foodProductFields = {
  name,
  description: z.string().trim().max(2000),
  imageUrl,
  priceCents: z
    .number()
    .int('A price is a whole number of cents.')
    .min(0, 'A price cannot be negative.')
    .max(10_000_000, 'A price is at most $100,000.'),
  getProductNotes: z.boolean(),
  availableOnline: z.boolean(),
  taxIds: z
    .array(z.number().int().positive())
    .max(20)
    .refine((t) => uniqueBy(t, (x) => x), 'Each tax once.'),
  optionGroups: z.array(OptionGroupInput).max(20),
};
/** POST /food-products: a name and a price; no notes, online, no taxes and no options by default. */
export const CreateFoodProductBody = z
  .object({
    ...foodProductFields,
    description: foodProductFields.description.default(''),
    imageUrl: imageUrl.default(null),
    getProductNotes: z.boolean().default(false),
    availableOnline: z.boolean().default(true),
    taxIds: foodProductFields.taxIds.default([]),
    optionGroups: foodProductFields.optionGroups.default([]),
  })
  .strict();
export type CreateFoodProductBody = z.infer<typeof CreateFoodProductBody>;
/** PATCH /food-products/:id: `optionGroups` and `taxIds` replace the lists (groups kept by `id`). */
export const UpdateFoodProductBody = z.object(foodProductFields).partial().strict();
export type UpdateFoodProductBody = z.infer<typeof UpdateFoodProductBody>;
export const FoodProductList = z.object({ data: z.array(AdminFoodProduct), total: z.number().int() });

/** POST /food-products/:id/sold-out: `soldOut` true marks it sold out for today (venue date), false puts it back on sale. */
export const SoldOutBody = z.object({ soldOut: z.boolean() }).strict();
export type SoldOutBody = z.infer<typeof SoldOutBody>;
