/**
 * General-admission tickets and the checkout products in the admin API (spec 02 §3 "GA ticket";
 * spec 01 §7 Products, §9 DonationProductID / TransactionFeeProductID):
 * `/api/admin/v1/ga-products` (create, change, delete) and `/checkout-products` (the donation and
 * the transaction fee: read and change only). camelCase with an `id` (react-admin); money is
 * integer cents, dates are venue calendar dates `YYYY-MM-DD`; lists answer `{ data, total }`.
 */
import { z } from 'zod';
import { emptyAsNull, ImageUrl } from './catalogue';
import { ListQuery } from './users';

export { ListQuery };

const cents = z
  .number()
  .int('A price is a whole number of cents.')
  .min(0, 'A price cannot be negative.')
  .max(10_000_000, 'A price is at most $100,000.');
const quantity = z.number().int('Enter a whole number.').min(0, 'Enter 0 (no limit) or more.').max(10_000);
const order = z.number().int().min(-100_000).max(100_000);
/** A venue calendar date, or none. */
const VenueDate = z.preprocess(
  emptyAsNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a real date.')
    .nullable(),
);
const OptionalText = (max: number) => z.preprocess(emptyAsNull, z.string().trim().max(max).nullable());
const ids = z
  .array(z.number().int().positive())
  .max(50)
  .refine((l) => new Set(l).size === l.length, 'Each tax once.');

/**
 * A GA ticket: sold by quantity in a display area of type `products`, grouped by department
 * (ordered by `departmentSortOrder`, then `sortOrder`), on sale from `sellFrom` to `sellTill`
 * (inclusive; none: always), valid until `validUntil`; `originalPriceCents` above the price
 * shows "You Save" on the storefront; quantity limits 0 mean none.
 */
export const AdminGaProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  displayAreaId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  department: z.string().nullable(),
  departmentSortOrder: z.number().int(),
  sellFrom: z.string().nullable(),
  sellTill: z.string().nullable(),
  validUntil: z.string().nullable(),
  terms: z.string(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  imageUrl: z.string().nullable(),
  taxIds: z.array(z.number().int()),
});
export type AdminGaProduct = z.infer<typeof AdminGaProduct>;

const gaFields = {
  name: z.string().trim().min(1, 'Enter a name.').max(200),
  priceCents: cents,
  originalPriceCents: cents.nullable(),
  displayAreaId: z.number().int().positive('Choose a display area.'),
  sortOrder: order,
  department: OptionalText(100),
  departmentSortOrder: order,
  sellFrom: VenueDate,
  sellTill: VenueDate,
  validUntil: VenueDate,
  terms: z.string().trim().max(20_000),
  minQuantity: quantity,
  maxQuantity: quantity,
  imageUrl: ImageUrl,
  taxIds: ids,
};

/** The rules across fields, on the product as it will be (the server checks them again after a PATCH merges). */
export const gaRules = {
  limits: (b: { minQuantity?: number; maxQuantity?: number }) => !b.maxQuantity || !b.minQuantity || b.minQuantity <= b.maxQuantity,
  window: (b: { sellFrom?: string | null; sellTill?: string | null }) => !b.sellFrom || !b.sellTill || b.sellFrom <= b.sellTill,
  saving: (b: { priceCents?: number; originalPriceCents?: number | null }) =>
    b.originalPriceCents == null || b.priceCents === undefined || b.originalPriceCents > b.priceCents,
};
export const gaRuleMessages = {
  limits: 'The minimum quantity is more than the maximum.',
  window: 'The sell window ends before it starts.',
  saving: 'The original price must be more than the price (it shows "You Save").',
};

/** POST /ga-products: a name, a price and a display area; the rest defaults (no limits, always on sale, no saving). */
export const CreateGaProductBody = z
  .object({
    ...gaFields,
    originalPriceCents: gaFields.originalPriceCents.default(null),
    sortOrder: order.default(0),
    department: gaFields.department.default(null),
    departmentSortOrder: order.default(0),
    sellFrom: gaFields.sellFrom.default(null),
    sellTill: gaFields.sellTill.default(null),
    validUntil: gaFields.validUntil.default(null),
    terms: gaFields.terms.default(''),
    minQuantity: quantity.default(0),
    maxQuantity: quantity.default(0),
    imageUrl: gaFields.imageUrl.default(null),
    taxIds: ids.default([]),
  })
  .strip()
  .refine(gaRules.limits, { message: gaRuleMessages.limits, path: ['minQuantity'] })
  .refine(gaRules.window, { message: gaRuleMessages.window, path: ['sellTill'] })
  .refine(gaRules.saving, { message: gaRuleMessages.saving, path: ['originalPriceCents'] });
export type CreateGaProductBody = z.infer<typeof CreateGaProductBody>;
/** PATCH /ga-products/:id: the fields that change; `taxIds` replaces the list (read-only `id` is ignored). */
export const UpdateGaProductBody = z.object(gaFields).partial().strip();
export type UpdateGaProductBody = z.infer<typeof UpdateGaProductBody>;
export const GaProductList = z.object({ data: z.array(AdminGaProduct), total: z.number().int() });
/** GET /ga-products filters: one display area's tickets. */
export const GaProductQuery = ListQuery.extend({ displayAreaId: z.coerce.number().int().positive().optional() });

/**
 * The donation (`priceCents` the smallest gift, `maxPriceCents` the largest) and the transaction
 * fee (`priceCents` its flat part, `percentage` of the subtotal) offered at checkout.
 */
export const AdminCheckoutProduct = z.object({
  id: z.number().int(),
  productType: z.enum(['donation', 'transactionfee']),
  name: z.string(),
  priceCents: z.number().int(),
  maxPriceCents: z.number().int().nullable(),
  percentage: z.number().nullable(),
});
export type AdminCheckoutProduct = z.infer<typeof AdminCheckoutProduct>;
/** PATCH /checkout-products/:id: `maxPriceCents` is the donation's, `percentage` the fee's. */
export const UpdateCheckoutProductBody = z
  .object({
    name: gaFields.name,
    priceCents: cents,
    maxPriceCents: cents.nullable(),
    percentage: z
      .number()
      .min(0, 'The percentage is between 0 and 100.')
      .max(100, 'The percentage is between 0 and 100.')
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'At most 2 decimals.'),
  })
  .partial()
  .strip();
export type UpdateCheckoutProductBody = z.infer<typeof UpdateCheckoutProductBody>;
export const CheckoutProductList = z.object({ data: z.array(AdminCheckoutProduct), total: z.number().int() });
