/**
 * Gift cards in the admin API (spec 02 §3 "Gift card product", spec 01 §4 "Gift card holds";
 * docs/operator-guide.md#gift-cards): `/api/admin/v1/gift-card-products` (the cards for sale in the
 * display areas of type `giftcard`) and `/api/admin/v1/gift-cards` (issued cards, their ledger, an
 * operator's issue, adjustment and void). Money is integer cents; sell windows are venue dates
 * (`YYYY-MM-DD`, inclusive); ledger times are UTC instants. A card's PIN is never part of any answer.
 */
import { z } from 'zod';
import { ImageUrl } from './catalogue';
import { ListQuery } from './users';

export { ListQuery };

const VenueDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date as YYYY-MM-DD.').nullable(),
);
const Cents = (what: string) =>
  z
    .number()
    .int(`${what} is a whole number of cents.`)
    .min(100, `${what} is at least $1.00.`)
    .max(10_000_000, `${what} is at most $100,000.`);

/**
 * A gift card product (spec 02 §3): sold in display area `displayAreaId` (type `giftcard`) for
 * `priceCents`, or any amount from `priceCents` to `maxPriceCents` when that is set (a custom
 * amount); between `sellFrom` and `sellTill` (venue dates, inclusive; null: open); products with
 * the same image form one group (the amount drop-down) in the storefront.
 */
export const AdminGiftCardProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  displayAreaId: z.number().int().nullable(),
  priceCents: z.number().int(),
  maxPriceCents: z.number().int().nullable(),
  sellFrom: z.string().nullable(),
  sellTill: z.string().nullable(),
  imageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type AdminGiftCardProduct = z.infer<typeof AdminGiftCardProduct>;

const productFields = {
  name: z.string().trim().min(1, 'Enter a name.').max(100),
  displayAreaId: z.number().int().positive(),
  priceCents: Cents('The price'),
  maxPriceCents: Cents('The largest amount').nullable(),
  sellFrom: VenueDate,
  sellTill: VenueDate,
  imageUrl: ImageUrl,
  sortOrder: z.number().int().min(-10_000).max(10_000),
};
const maxAbovePrice = (b: { priceCents?: number; maxPriceCents?: number | null }) =>
  b.maxPriceCents == null || b.priceCents === undefined || b.maxPriceCents >= b.priceCents;
const windowInOrder = (b: { sellFrom?: string | null; sellTill?: string | null }) => !b.sellFrom || !b.sellTill || b.sellFrom <= b.sellTill;

/** POST /gift-card-products: name, area and price; a fixed amount, open window and order 0 by default. */
export const CreateGiftCardProductBody = z
  .object({
    ...productFields,
    maxPriceCents: productFields.maxPriceCents.default(null),
    sellFrom: productFields.sellFrom.default(null),
    sellTill: productFields.sellTill.default(null),
    imageUrl: productFields.imageUrl.default(null),
    sortOrder: productFields.sortOrder.default(0),
  })
  .strict()
  .refine(maxAbovePrice, { message: 'The largest amount is less than the price.', path: ['maxPriceCents'] })
  .refine(windowInOrder, { message: 'The sell window ends before it starts.', path: ['sellTill'] });
export type CreateGiftCardProductBody = z.infer<typeof CreateGiftCardProductBody>;
/** PATCH /gift-card-products/:id: only the fields that change (checked again against the stored ones). */
export const UpdateGiftCardProductBody = z.object(productFields).partial().strict();
export type UpdateGiftCardProductBody = z.infer<typeof UpdateGiftCardProductBody>;
export const GiftCardProductList = z.object({ data: z.array(AdminGiftCardProduct), total: z.number().int() });
export const GiftCardProductQuery = ListQuery.extend({ displayAreaId: z.coerce.number().int().positive().optional() });

/** What a ledger entry records: issue (+), redeem (− a payment), refund (+), adjust (±, an operator's), void (− the rest). */
export const LEDGER_KINDS = ['issue', 'redeem', 'refund', 'adjust', 'void'] as const;

/** One entry of a card's ledger, or one of its carts' holds (`hold`: not money moved, shown while it counts or after). */
export const GiftCardLedgerEntry = z.object({
  kind: z.enum([...LEDGER_KINDS, 'hold']),
  amountCents: z.number().int(),
  /** UTC instant. */
  at: z.string(),
  /** The sale or booking change it belongs to (issue, redeem), else null. */
  receiptNo: z.number().int().nullable(),
  /** Operator entries: why and who. */
  reason: z.string().nullable(),
  operator: z.string().nullable(),
  /** Holds: until when it counts (UTC) and whether it still does ('live', 'released', 'lapsed'). */
  holdState: z.enum(['live', 'released', 'lapsed']).nullable(),
});
export type GiftCardLedgerEntry = z.infer<typeof GiftCardLedgerEntry>;

/**
 * An issued card (its `id` is its number): balance (the sum of its ledger, cents), what live cart
 * holds reserve, who bought it (the sale's customer) or who it was issued to by hand, and whether
 * it is void. Never its PIN; `hasPin` says whether the visitor needs one.
 */
export const AdminGiftCard = z.object({
  id: z.string(),
  maskedNo: z.string(),
  issuedAt: z.string(),
  issuedCents: z.number().int(),
  balanceCents: z.number().int(),
  heldCents: z.number().int(),
  buyerName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  /** 'sale' (bought in the storefront), 'refund' (a booking's refund), 'operator' (by hand) or 'demo'. */
  source: z.enum(['sale', 'refund', 'operator', 'demo']),
  receiptNo: z.number().int().nullable(),
  voided: z.boolean(),
  hasPin: z.boolean(),
});
export type AdminGiftCard = z.infer<typeof AdminGiftCard>;
/** GET /gift-cards/:id: the card and its ledger, oldest first. */
export const AdminGiftCardDetail = AdminGiftCard.extend({ ledger: z.array(GiftCardLedgerEntry) });
export type AdminGiftCardDetail = z.infer<typeof AdminGiftCardDetail>;

export const GiftCardList = z.object({ data: z.array(AdminGiftCard), total: z.number().int() });
/** GET /gift-cards?q: the end of a card number (at least 4 characters), or a buyer's name or e-mail (prefix, any case). */
export const GiftCardSearchQuery = ListQuery.extend({ q: z.string().trim().max(100).optional() });
export const GiftCardParams = z.object({ id: z.string().trim().min(1).max(40) });

const Reason = z.string().trim().min(3, 'Give a reason (at least 3 characters).').max(500);

/** POST /gift-cards: a card issued by hand (a goodwill credit), without a PIN, for someone. */
export const IssueGiftCardBody = z
  .object({
    amountCents: Cents('The amount'),
    holderName: z.string().trim().min(1, 'Enter who the card is for.').max(200),
    holderEmail: z.preprocess((v) => (v === '' ? null : v), z.email('Enter a valid e-mail address.').max(254).nullable()).default(null),
    reason: Reason,
  })
  .strict();
export type IssueGiftCardBody = z.infer<typeof IssueGiftCardBody>;

/** POST /gift-cards/:id/adjustments: adds (positive) or takes (negative) cents, with a reason. */
export const AdjustGiftCardBody = z
  .object({
    amountCents: z
      .number()
      .int('The amount is a whole number of cents.')
      .min(-10_000_000, 'The amount is at most $100,000.')
      .max(10_000_000, 'The amount is at most $100,000.')
      .refine((n) => n !== 0, 'Enter an amount other than 0.'),
    reason: Reason,
  })
  .strict();
export type AdjustGiftCardBody = z.infer<typeof AdjustGiftCardBody>;

/** POST /gift-cards/:id/void: takes the whole balance; the card can no longer pay. */
export const VoidGiftCardBody = z.object({ reason: Reason }).strict();
export type VoidGiftCardBody = z.infer<typeof VoidGiftCardBody>;
