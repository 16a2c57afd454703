/**
 * Coupons in the admin API (spec 01 §3 "Coupon", §5 "Coupons"; docs/operator-guide.md#coupons):
 * `/api/admin/v1/coupons` (the coupon and its rules), `POST /coupons/:id/codes` (draw unique
 * codes), `/coupon-codes?couponId` (a unique coupon's codes, also as CSV) and
 * `/coupon-uses?couponId` (the transactions that used it, with their bookings). camelCase with an
 * `id` on every record (react-admin); money in integer cents (`dollarCents`); validity in venue
 * dates (YYYY-MM-DD, inclusive); lists answer `{ data, total }`.
 */
import { z } from 'zod';
import { ListQuery } from './users';

export { ListQuery };

export const CouponKind = z.enum(['ticket', 'tourproduct', 'membership']);
export type CouponKind = z.infer<typeof CouponKind>;

const percentage = z
  .number()
  .gt(0, 'A percentage is more than 0 and at most 100.')
  .max(100, 'A percentage is more than 0 and at most 100.')
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'At most 2 decimals.')
  .nullable();
const dollarCents = z
  .number()
  .int('An amount is a whole number of cents.')
  .min(1, 'An amount off is at least one cent.')
  .max(10_000_000, 'An amount off is at most $100,000.')
  .nullable();
const id = z.number().int().positive();
const limit = z.number().int('Enter a whole number.').min(0, 'Enter 0 or more.').max(1_000_000);
const venueDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date as YYYY-MM-DD.')
  .nullable();

/** What the coupon does for a tour product: percentage or cents off each unit; `applyDiscountToTourProductId`: "buy this, discount that" (one unit of that per unit of this, same event). */
export const CouponTourProductRule = z.object({
  tourProductId: id,
  percentage,
  dollarCents,
  applyDiscountToTourProductId: id.nullable().default(null),
});
/** What the coupon does for a general-admission ticket (a product of type gaticket). */
export const CouponGaTicketRule = z.object({ productId: id, percentage, dollarCents });
/** What a membership coupon does for a package: percentage off its lines, or cents off the package; whether on a join, on a renewal. */
export const CouponPackageRule = z.object({
  membershipPackageId: id,
  percentage,
  dollarCents,
  allowOnJoin: z.boolean().default(true),
  allowOnRenewal: z.boolean().default(true),
});

/** A coupon as the back office sees it. `code` is null for a unique-code coupon (its codes: `codeCount`, /coupon-codes). */
export const AdminCoupon = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  kind: CouponKind,
  useFrom: z.string().nullable(),
  useTill: z.string().nullable(),
  requireUniqueCode: z.boolean(),
  /** Unique codes: units one code may discount over its life (0: no limit). */
  maxProductsLimit: z.number().int(),
  /** Units one purchase may discount (0: no cap; a unique coupon needs at least 1). */
  maxProductsPerPurchase: z.number().int(),
  /** Completed transactions allowed (MaxTransactionsPerCoupon; 0: no limit). */
  maxTransactions: z.number().int(),
  /** Completed transactions that used it (TimesUsed). */
  timesUsed: z.number().int(),
  disabled: z.boolean(),
  tourProducts: z.array(CouponTourProductRule),
  gaTickets: z.array(CouponGaTicketRule),
  membershipPackages: z.array(CouponPackageRule),
  /** Unique codes issued. */
  codeCount: z.number().int(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

const couponFields = {
  name: z.string().trim().min(1, 'Enter a name.').max(100),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, 'A code is 3 to 40 letters, digits, - or _.')
    .nullable(),
  kind: CouponKind,
  useFrom: venueDay,
  useTill: venueDay,
  maxProductsLimit: limit,
  maxProductsPerPurchase: limit,
  maxTransactions: limit,
  disabled: z.boolean(),
  tourProducts: z.array(CouponTourProductRule).max(200),
  gaTickets: z.array(CouponGaTicketRule).max(200),
  membershipPackages: z.array(CouponPackageRule).max(200),
};

/** The fields `couponProblem` checks together (a whole coupon: a create body, or a change merged with the stored coupon). */
export interface CouponShape {
  code: string | null;
  kind: CouponKind;
  useFrom: string | null;
  useTill: string | null;
  requireUniqueCode: boolean;
  maxProductsPerPurchase: number;
  tourProducts: readonly { tourProductId: number; percentage: number | null; dollarCents: number | null }[];
  gaTickets: readonly { productId: number; percentage: number | null; dollarCents: number | null }[];
  membershipPackages: readonly { membershipPackageId: number; percentage: number | null; dollarCents: number | null }[];
}

const once = (list: readonly number[]) => new Set(list).size === list.length;

/**
 * What is wrong with a whole coupon, as the field and its message, or null: a plain coupon has a
 * code and a unique-code coupon none (its codes are drawn) and at least 1 unit per purchase; the
 * window in order; a membership coupon names packages only, the other kinds products only, at
 * least one, each once, each with exactly one of a percentage or an amount.
 */
export function couponProblem(c: CouponShape): { path: string; message: string } | null {
  if (!c.requireUniqueCode && !c.code) return { path: 'code', message: 'Enter the code visitors type.' };
  if (c.requireUniqueCode && c.code) return { path: 'code', message: 'A unique-code coupon has no code of its own: generate its codes.' };
  if (c.requireUniqueCode && c.maxProductsPerPurchase < 1)
    return { path: 'maxProductsPerPurchase', message: 'A unique-code coupon discounts at least 1 ticket per purchase.' };
  if (c.useFrom && c.useTill && c.useFrom > c.useTill) return { path: 'useTill', message: 'The last day is before the first day.' };
  const membership = c.kind === 'membership';
  if (membership && (c.tourProducts.length > 0 || c.gaTickets.length > 0))
    return { path: 'tourProducts', message: 'A membership coupon discounts membership packages only.' };
  if (!membership && c.membershipPackages.length > 0)
    return { path: 'membershipPackages', message: 'Only a membership coupon discounts membership packages.' };
  if (membership && c.membershipPackages.length === 0) return { path: 'membershipPackages', message: 'Add the packages it discounts.' };
  if (!membership && c.tourProducts.length + c.gaTickets.length === 0)
    return { path: 'tourProducts', message: 'Add the tour products or GA tickets it discounts.' };
  if (!once(c.tourProducts.map((r) => r.tourProductId))) return { path: 'tourProducts', message: 'Each tour product once.' };
  if (!once(c.gaTickets.map((r) => r.productId))) return { path: 'gaTickets', message: 'Each GA ticket once.' };
  if (!once(c.membershipPackages.map((r) => r.membershipPackageId))) return { path: 'membershipPackages', message: 'Each package once.' };
  for (const [path, rules] of [['tourProducts', c.tourProducts], ['gaTickets', c.gaTickets], ['membershipPackages', c.membershipPackages]] as const)
    if (rules.some((r) => (r.percentage === null) === (r.dollarCents === null))) return { path, message: 'Give each rule a percentage or an amount off, not both.' };
  return null;
}

/** POST /coupons. `requireUniqueCode` is fixed once created. Defaults: open window, no limits, enabled. */
export const CreateCouponBody = z
  .object({
    ...couponFields,
    code: couponFields.code.default(null),
    requireUniqueCode: z.boolean().default(false),
    useFrom: venueDay.default(null),
    useTill: venueDay.default(null),
    maxProductsLimit: limit.default(0),
    maxProductsPerPurchase: limit.default(0),
    maxTransactions: limit.default(0),
    disabled: z.boolean().default(false),
    tourProducts: couponFields.tourProducts.default([]),
    gaTickets: couponFields.gaTickets.default([]),
    membershipPackages: couponFields.membershipPackages.default([]),
  })
  .strict()
  .superRefine((b, ctx) => {
    const problem = couponProblem(b);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type CreateCouponBody = z.infer<typeof CreateCouponBody>;
/** PATCH /coupons/:id: only the fields that change; rule lists replace the whole list. */
export const UpdateCouponBody = z.object(couponFields).partial().strict();
export type UpdateCouponBody = z.infer<typeof UpdateCouponBody>;
export const CouponList = z.object({ data: z.array(AdminCoupon), total: z.number().int() });
/** GET /coupons filters: a name or code containing `q` (any case). */
export const CouponQuery = ListQuery.extend({ q: z.string().trim().max(100).optional() });

/** POST /coupons/:id/codes: draw `count` new codes (16 Crockford base32 characters, 80 random bits each). */
export const GenerateCodesBody = z
  .object({ count: z.number().int('Enter a whole number.').min(1, 'Generate 1 to 1000 codes at a time.').max(1000, 'Generate 1 to 1000 codes at a time.') })
  .strict();
export const GeneratedCodes = z.object({ codes: z.array(z.string()), codeCount: z.number().int() });
export type GeneratedCodes = z.infer<typeof GeneratedCodes>;

/** A unique code and the units it has discounted. */
export const CouponCode = z.object({ id: z.string(), code: z.string(), productsUsed: z.number().int() });
export const CouponCodeList = z.object({ data: z.array(CouponCode), total: z.number().int() });
/** GET /coupon-codes?couponId: a coupon's codes by code; `format=csv` downloads all of them. */
export const CouponCodesQuery = ListQuery.extend({
  couponId: z.coerce.number().int().positive(),
  format: z.enum(['csv']).optional(),
});

/** A completed transaction that used the coupon (`id`: its receipt number), with the bookings it made or changed (their booking IDs). */
export const CouponUse = z.object({
  id: z.number().int(),
  receiptNo: z.number().int(),
  /** UTC ISO. */
  transactionDate: z.string(),
  transactionType: z.string(),
  customerName: z.string(),
  uniqueCode: z.string().nullable(),
  /** Units the coupon discounted. */
  products: z.number().int(),
  bookingIds: z.array(z.number().int()),
});
export type CouponUse = z.infer<typeof CouponUse>;
export const CouponUseList = z.object({ data: z.array(CouponUse), total: z.number().int() });
/** GET /coupon-uses?couponId: newest first. */
export const CouponUsesQuery = ListQuery.extend({ couponId: z.coerce.number().int().positive() });
