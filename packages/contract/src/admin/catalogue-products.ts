/**
 * The sold catalogue in the admin API (spec 01 §3 "Tour
 * product line", "Cost rate", "User-defined field"): `/api/admin/v1/cost-rates`, `/taxes`,
 * `/tour-products`, `/user-defined-fields`. camelCase with an `id` on every record (react-admin);
 * money is integer cents (`priceCents`), never dollars; lists answer `{ data, total }`.
 */
import { z } from 'zod';
import { ListQuery } from './users';

export { ListQuery };

export const IdParams = z.object({ id: z.coerce.number().int().positive() });

const name = z.string().trim().min(1, 'Enter a name.').max(100);
const optionalText = z.string().trim().max(100).nullable().optional();
const ids = z.array(z.number().int().positive()).max(200);
const uniqueIds = (list: number[]) => new Set(list).size === list.length;

/** A cost rate (price level): with group and subgroup, the rate an identity-verified visitor gets (spec 01 §3, §6). */
export const AdminCostRate = z.object({
  id: z.number().int(),
  name: z.string(),
  groupName: z.string().nullable(),
  subGroupName: z.string().nullable(),
  isDefault: z.boolean(),
  isMemberRate: z.boolean(),
  verifyGroupMembership: z.boolean(),
});
export type AdminCostRate = z.infer<typeof AdminCostRate>;

const costRateFields = {
  name,
  groupName: optionalText,
  subGroupName: optionalText,
  isDefault: z.boolean().optional(),
  isMemberRate: z.boolean().optional(),
  verifyGroupMembership: z.boolean().optional(),
};
/** POST /cost-rates. A verified rate (`verifyGroupMembership`) needs the group it is for. */
export const CreateCostRateBody = z
  .object(costRateFields)
  .strict()
  .refine((b) => !b.verifyGroupMembership || Boolean(b.groupName), { message: 'A verified rate needs a group name.', path: ['groupName'] });
export type CreateCostRateBody = z.infer<typeof CreateCostRateBody>;
/** PATCH /cost-rates/:id: only the fields that change. */
export const UpdateCostRateBody = z.object(costRateFields).partial().strict();
export type UpdateCostRateBody = z.infer<typeof UpdateCostRateBody>;
export const CostRateList = z.object({ data: z.array(AdminCostRate), total: z.number().int() });

/** A tax: a percentage included in the price or added to it (spec 01 §3 "Taxes"). */
export const AdminTax = z.object({ id: z.number().int(), name: z.string(), included: z.boolean(), percentage: z.number() });
export type AdminTax = z.infer<typeof AdminTax>;
const taxFields = {
  name,
  included: z.boolean(),
  percentage: z
    .number()
    .min(0, 'The percentage is between 0 and 100.')
    .max(100, 'The percentage is between 0 and 100.')
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'At most 2 decimals.'),
};
/** POST /taxes. */
export const CreateTaxBody = z.object(taxFields).strict();
export type CreateTaxBody = z.infer<typeof CreateTaxBody>;
/** PATCH /taxes/:id. A change prices later sales; what bookings paid stays. */
export const UpdateTaxBody = z.object(taxFields).partial().strict();
export type UpdateTaxBody = z.infer<typeof UpdateTaxBody>;
export const TaxList = z.object({ data: z.array(AdminTax), total: z.number().int() });

/** A price of a tour product at one cost rate, integer cents (0 to $100,000). */
export const ProductPrice = z.object({
  costRateId: z.number().int().positive(),
  priceCents: z
    .number()
    .int('A price is a whole number of cents.')
    .min(0, 'A price cannot be negative.')
    .max(10_000_000, 'A price is at most $100,000.'),
});
export type ProductPrice = z.infer<typeof ProductPrice>;

/**
 * A tour product (spec 01 §3 "Tour product line"): its prices per cost rate (the PriceMatrix),
 * its taxes, capacity and visibility flags, quantity limits (0: none), its order among a booking
 * type's products (`sortOrder`), and the booking types that sell it.
 */
export const AdminTourProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  information: z.string(),
  affectsCapacity: z.boolean(),
  availableOnline: z.boolean(),
  showOnCalendar: z.boolean(),
  minimumTickets: z.number().int(),
  maximumTickets: z.number().int(),
  sortOrder: z.number().int(),
  isRefundable: z.boolean(),
  applyDiscountToTourProductId: z.number().int().nullable(),
  prices: z.array(ProductPrice),
  taxIds: z.array(z.number().int()),
  bookingTypeIds: z.array(z.number().int()),
});
export type AdminTourProduct = z.infer<typeof AdminTourProduct>;

const count = z.number().int('Enter a whole number.').min(0, 'Enter 0 or more.').max(10_000);
const tourProductFields = {
  name,
  information: z.string().trim().max(2000),
  affectsCapacity: z.boolean(),
  availableOnline: z.boolean(),
  showOnCalendar: z.boolean(),
  minimumTickets: count,
  maximumTickets: count,
  sortOrder: z.number().int().min(-10_000).max(10_000),
  isRefundable: z.boolean(),
  applyDiscountToTourProductId: z.number().int().positive().nullable(),
  prices: z
    .array(ProductPrice)
    .max(100)
    .refine((p) => uniqueIds(p.map((x) => x.costRateId)), 'One price per cost rate.'),
  taxIds: ids.refine(uniqueIds, 'Each tax once.'),
  bookingTypeIds: ids.refine(uniqueIds, 'Each booking type once.'),
};
const limitsInOrder = (b: { minimumTickets?: number; maximumTickets?: number }) =>
  !b.maximumTickets || !b.minimumTickets || b.minimumTickets <= b.maximumTickets;
const limitsMessage = { message: 'The minimum is more than the maximum.', path: ['minimumTickets'] };

/** POST /tour-products: a name and at least one price; the rest defaults (online, on the calendar, uses seats). */
export const CreateTourProductBody = z
  .object({
    ...tourProductFields,
    information: tourProductFields.information.default(''),
    affectsCapacity: z.boolean().default(true),
    availableOnline: z.boolean().default(true),
    showOnCalendar: z.boolean().default(true),
    minimumTickets: count.default(0),
    maximumTickets: count.default(0),
    sortOrder: tourProductFields.sortOrder.default(0),
    isRefundable: z.boolean().default(true),
    applyDiscountToTourProductId: tourProductFields.applyDiscountToTourProductId.default(null),
    prices: tourProductFields.prices.refine((p) => p.length > 0, 'Give at least one price.'),
    taxIds: tourProductFields.taxIds.default([]),
    bookingTypeIds: tourProductFields.bookingTypeIds.default([]),
  })
  .strict()
  .refine(limitsInOrder, limitsMessage);
export type CreateTourProductBody = z.infer<typeof CreateTourProductBody>;
/** PATCH /tour-products/:id: lists (prices, taxes, booking types) replace the whole list. */
export const UpdateTourProductBody = z.object(tourProductFields).partial().strict();
export type UpdateTourProductBody = z.infer<typeof UpdateTourProductBody>;
export const TourProductList = z.object({ data: z.array(AdminTourProduct), total: z.number().int() });
/** GET /tour-products filters: a booking type's products. */
export const TourProductQuery = ListQuery.extend({ bookingTypeId: z.coerce.number().int().positive().optional() });

export const UdfType = z.enum(['Text', 'Bit', 'Date', 'Decimal', 'Picklist']);
/** An option of a picklist field; `id` is kept across edits (new options get one). */
export const PicklistOption = z.object({ id: z.number().int().optional(), option: z.string().trim().min(1, 'Enter the option.').max(100) });

/** A user-defined field asked at checkout (spec 01 §3 "User-defined field"), in a category, with the booking types that ask it. */
export const AdminUdf = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  udfType: UdfType,
  categoryName: z.string(),
  isRequired: z.boolean(),
  length: z.number().int(),
  sortOrder: z.number().int(),
  picklist: z.array(z.object({ id: z.number().int(), option: z.string() })),
  bookingTypeIds: z.array(z.number().int()),
});
export type AdminUdf = z.infer<typeof AdminUdf>;

const udfFields = {
  name,
  description: z.string().trim().max(500),
  udfType: UdfType,
  categoryName: z.string().trim().min(1, 'Enter a category.').max(100),
  isRequired: z.boolean(),
  length: z.number().int().min(1).max(2000),
  sortOrder: z.number().int().min(-10_000).max(10_000),
  picklist: z
    .array(PicklistOption)
    .max(200)
    .refine((l) => new Set(l.map((o) => o.option)).size === l.length, 'Each option once.'),
  bookingTypeIds: ids.refine(uniqueIds, 'Each booking type once.'),
};
const picklistMessage = { message: 'A picklist needs at least one option.', path: ['picklist'] };
/** POST /user-defined-fields: a Picklist field needs options. */
export const CreateUdfBody = z
  .object({
    ...udfFields,
    description: udfFields.description.default(''),
    isRequired: z.boolean().default(false),
    length: udfFields.length.default(100),
    sortOrder: udfFields.sortOrder.default(0),
    picklist: udfFields.picklist.default([]),
    bookingTypeIds: udfFields.bookingTypeIds.default([]),
  })
  .strict()
  .refine((b) => b.udfType !== 'Picklist' || b.picklist.length > 0, picklistMessage);
export type CreateUdfBody = z.infer<typeof CreateUdfBody>;
/** PATCH /user-defined-fields/:id. */
export const UpdateUdfBody = z.object(udfFields).partial().strict();
export type UpdateUdfBody = z.infer<typeof UpdateUdfBody>;
export const UdfList = z.object({ data: z.array(AdminUdf), total: z.number().int() });
