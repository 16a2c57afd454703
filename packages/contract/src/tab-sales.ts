/**
 * The Tab Sale transaction (spec 02 §3 "Tab-sale transaction", §7 "A tab sale adds tab customer
 * fields"; spec 01 §4 "Checkout") posted to `POST {middleware}/api/Transactions` like a ticket
 * sale, its receipt (spec 01 §3 "Payment result / receipt": TabID, TabLocationName,
 * OrderProducts, plus the order number and location), and the kitchen feed of paid tab sales.
 * Money is dollars with 2 decimals; each line carries the client's price so that the server can
 * refuse one it does not agree with.
 */
import { z } from 'zod';
import { BookingChangeRequest, BookingChangeResult } from './booking-changes';
import { PayerFields, TransactionPaymentLine, TransactionRequest, TransactionResult } from './transactions';
import { FreeText, Id, INT32_MAX, Dollars, VenueDateTime } from './wire';
import { MAX_PRODUCT_NOTES } from './plain-rules';

/** Longest product notes (a multi-line field of the options dialog; defined in plain-rules). */
export { MAX_PRODUCT_NOTES };

export const OrderProductLine = z.object({
  ProductLineNo: Id,
  /** The menu product. */
  ProductID: Id,
  Quantity: z.number().int().min(1, 'Please select quantity').max(50, 'Please select quantity'),
  ProductNotes: FreeText(MAX_PRODUCT_NOTES, { multiline: true }).default(''),
  /** The chosen options: an option group of the product and the product chosen in it. */
  Options: z.array(z.object({ OptionID: Id, ProductID: Id })).max(50).default([]),
  /** Line amounts ((product + options, each taxed per unit) × quantity: domain food-pricing), dollars. */
  LinePriceExTax: Dollars,
  LinePriceTax: Dollars,
  LinePriceIncTax: Dollars,
});
export type OrderProductLine = z.input<typeof OrderProductLine>;

const Name = FreeText(100).pipe(z.string().min(1, 'is required'));

export const TabSaleRequest = z
  .object({
    ...PayerFields,
    TransactionType: z.literal('Tab Sale'),
    TabCustomerFirstName: Name,
    TabCustomerLastName: Name,
    /** The number the kitchen calls; a US phone number (at least 10 digits). */
    TabCustomerMobile: FreeText(30),
    TabLocationID: Id,
    /** The tab is closed by this payment. */
    LeaveOrderOpen: z.literal(false),
    /** The order goes to the kitchen feed. */
    SendToKitchen: z.literal(true),
    Products: z.array(OrderProductLine).min(1).max(100),
    /** One card payment line; empty only for a zero-total order. */
    Payments: z.array(TransactionPaymentLine).max(1).default([]),
  })
  .superRefine((t, ctx) => {
    const nos = t.Products.map((p) => p.ProductLineNo);
    if (new Set(nos).size !== nos.length) ctx.addIssue({ code: 'custom', path: ['Products'], message: 'ProductLineNo must be unique' });
  });
export type TabSaleRequest = z.input<typeof TabSaleRequest>;

/** The body of POST Transactions: a ticket sale (TransactionType 'Sale', the default), a tab sale, or a booking change (booking-changes.ts). */
export const PaymentTransactionRequest = z.discriminatedUnion('TransactionType', [TabSaleRequest, TransactionRequest, BookingChangeRequest]);

export const ReceiptOrderOption = z.object({ OptionID: z.number().int(), OptionName: z.string(), ProductID: z.number().int(), ProductName: z.string() });

export const ReceiptOrderProduct = z.object({
  ProductLineNo: z.number().int(),
  ProductID: z.number().int(),
  ProductName: z.string(),
  Quantity: z.number().int(),
  ProductNotes: z.string(),
  Options: z.array(ReceiptOrderOption),
  LinePriceExTax: Dollars,
  LinePriceTax: Dollars,
  LinePriceIncTax: Dollars,
});
export type ReceiptOrderProduct = z.infer<typeof ReceiptOrderProduct>;

/** Where the kitchen is with an order: new (paid), preparing, ready for pickup; it only moves forward. */
export const KITCHEN_STATES = ['new', 'preparing', 'ready'] as const;
export const KitchenState = z.enum(KITCHEN_STATES);
export type KitchenState = z.infer<typeof KitchenState>;

/** The receipt of a tab sale: a TransactionResult (no events, no ticket lines) with the order. */
export const TabSaleResult = TransactionResult.extend({
  TabID: z.number().int(),
  TabLocationID: z.number().int(),
  TabLocationName: z.string(),
  OrderLocation: z.string(),
  /** Counts from 1 per order location and venue day. */
  OrderNumber: z.number().int(),
  OrderProducts: z.array(ReceiptOrderProduct),
  /** The kitchen's state of the order when the receipt was read (GET Transactions/{key} gives the current one). */
  KitchenState: KitchenState.optional(),
});
export type TabSaleResult = z.infer<typeof TabSaleResult>;

/** Any receipt of POST Transactions (a tab sale's first: it carries more fields). */
export const PaymentTransactionResult = z.union([TabSaleResult, TransactionResult, BookingChangeResult]);

/** One paid order as the kitchen display reads it. */
export const KitchenOrder = z.object({
  /** The feed cursor: increases with every paid order. */
  TabID: z.number().int(),
  ReceiptNo: z.number().int(),
  OrderNumber: z.number().int(),
  OrderLocationID: z.number().int(),
  OrderLocation: z.string(),
  NodeNo: z.number().int(),
  TabLocationID: z.number().int(),
  TabLocationName: z.string(),
  TabCustomerFirstName: z.string(),
  TabCustomerLastName: z.string(),
  TabCustomerMobile: z.string(),
  /** When it was paid, venue time. */
  PlacedAt: VenueDateTime,
  SendToKitchen: z.boolean(),
  KitchenState,
  OrderProducts: z.array(ReceiptOrderProduct.omit({ LinePriceExTax: true, LinePriceTax: true, LinePriceIncTax: true })),
});
export type KitchenOrder = z.infer<typeof KitchenOrder>;

export const KitchenOrdersQuery = z
  .object({
    /** Orders with a TabID above this cursor (0: from the start). */
    after: z.coerce.number().int().min(0).max(INT32_MAX).default(0),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    OrderLocationID: z.coerce.number().int().positive().max(INT32_MAX).optional(),
  })
  .strict();

export const KitchenOrdersResponse = z.object({
  Orders: z.array(KitchenOrder),
  /** Pass as `after` next time: the last TabID returned, or the one given when none. */
  Cursor: z.number().int(),
});
export type KitchenOrdersResponse = z.infer<typeof KitchenOrdersResponse>;
