/**
 * Products that are not tour products (spec 01 §7 `GET Products?ProductID&ProductType`; spec 02
 * §3 "GA ticket", "Gift card product", §7): the donation, the transaction fee, general-admission
 * tickets and gift cards for sale. Money is dollars with 2 decimals; dates are venue dates.
 */
import { z } from 'zod';
import { Dollars, FreeText, IdParam, VenueDate } from './wire';

export const ProductType = z.enum(['donation', 'transactionfee', 'gaticket', 'giftcard']);

/**
 * `DisplayArea` (GA tickets) and `displayarea` (gift cards, as the spec spells it) are the same
 * filter. An empty `GACouponCode` is answered "Please enter Coupon number." (spec 02 §5).
 */
export const ProductsQuery = z
  .object({ ProductType, ProductID: IdParam.optional(), DisplayArea: IdParam.optional(), displayarea: IdParam.optional(), GACouponCode: FreeText(50).optional() })
  .strict();

/** The donation or the transaction fee. */
export const Product = z.object({
  ProductID: z.number().int(),
  ProductName: z.string(),
  ProductType: z.enum(['donation', 'transactionfee']),
  /** Donation: the smallest Other amount; fee: the flat part. */
  Price: Dollars,
  /** Donation: the largest Other amount (null: no maximum); fee: null. */
  MaxPrice: Dollars.nullable(),
  /** Fee: percentage of the subtotal; donation: null. */
  Percentage: z.number().nullable(),
});
export type Product = z.infer<typeof Product>;

/** A tax of a GA ticket. */
export const ProductTax = z.object({ TaxIncluded: z.boolean(), TaxPercentage: z.number() });

/**
 * A general-admission ticket (spec 02 §3 "GA ticket"): listed within its sell window; Price is
 * the list price (a coupon applies at the cart, like on tour tickets); You Save = OriginalPrice −
 * Price when OriginalPrice is set; MaxQuantity 0: no limit.
 */
export const GaTicket = z.object({
  ProductID: z.number().int(),
  ProductName: z.string(),
  ProductType: z.literal('gaticket'),
  Price: Dollars,
  OriginalPrice: Dollars.nullable(),
  MinQuantity: z.number().int(),
  MaxQuantity: z.number().int(),
  ProductSellStartDate: VenueDate.nullable(),
  ProductSellEndDate: VenueDate.nullable(),
  DisplayArea: z.number().int().nullable(),
  SortOrder: z.number().int(),
  TermsConditions: z.string(),
  /** Shown as 'Valid until' when DisplayGATicketExpiryValidity is on. */
  GATicketExpiryDate: VenueDate.nullable(),
  GATicketDepartments: z.array(z.object({ DepartmentName: z.string(), DepartmentSortOrder: z.number().int() })),
  Taxes: z.array(ProductTax),
  /** The GACouponCode of the request when it discounts this ticket, else null. */
  CouponCodeApplied: z.string().nullable(),
});
export type GaTicket = z.infer<typeof GaTicket>;

/**
 * A gift card for sale (spec 02 §3 "Gift card product"): listed within its sell window; products
 * with the same image form a group (the 'Select Amount' drop-down); MaxPrice set: a custom amount
 * between Price and MaxPrice.
 */
export const GiftCardProduct = z.object({
  ProductID: z.number().int(),
  ProductName: z.string(),
  ProductType: z.literal('giftcard'),
  Price: Dollars,
  MaxPrice: Dollars.nullable(),
  DisplayArea: z.number().int().nullable(),
  ProductImageURL: z.string().nullable(),
  SellStart: VenueDate.nullable(),
  SellEnd: VenueDate.nullable(),
  SortOrder: z.number().int(),
});
export type GiftCardProduct = z.infer<typeof GiftCardProduct>;

/** The answer of `GET Products`: the products of the requested type. */
export const ProductsResponse = z.union([z.array(Product), z.array(GaTicket), z.array(GiftCardProduct)]);
