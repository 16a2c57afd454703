/**
 * Food cart rules (spec 02 §4.10, §5 "Food"; spec 01 §5 "Add event to cart"). The cart holds
 * order lines: a menu product with its chosen options, notes and quantity, under a generated
 * UniqueID. Adding an item equal to a line (same product, same notes, same chosen options) adds
 * to that line; editing a line into one equal to another line merges the two. Food orders are
 * never mixed with other cart contents, either way.
 */

/** One chosen option: the option group and the product chosen in it. */
export interface OrderLineChoice {
  OptionID: number;
  ProductID: number;
}

/** What the options dialog produces: a product with its notes, chosen options and quantity. */
export interface OrderItem {
  ProductID: number;
  Quantity: number;
  ProductNotes: string;
  Options: OrderLineChoice[];
}

/** A cart order line: an item with its generated unique id. */
export interface OrderLine extends OrderItem {
  UniqueID: string;
}

/** Food item quantity (spec 02 §9): 1 to 50, step 1. */
export const FOOD_QUANTITY = { min: 1, max: 50 } as const;

const choicesKey = (options: readonly OrderLineChoice[]) =>
  options
    .map((o) => `${o.OptionID}:${o.ProductID}`)
    .sort()
    .join(',');

/** Whether two items are the same order item: same product, same notes (trimmed), same chosen options in any order. */
export function sameOrderItem(a: Omit<OrderItem, 'Quantity'>, b: Omit<OrderItem, 'Quantity'>): boolean {
  return a.ProductID === b.ProductID && a.ProductNotes.trim() === b.ProductNotes.trim() && choicesKey(a.Options) === choicesKey(b.Options);
}

const capped = (q: number) => Math.min(q, FOOD_QUANTITY.max);

/**
 * The lines after adding `item`: an equal line gets the quantity added (capped at 50), else a new
 * line with `newId()` is appended.
 */
export function addOrderLine(lines: readonly OrderLine[], item: OrderItem, newId: () => string): OrderLine[] {
  const same = lines.find((l) => sameOrderItem(l, item));
  if (same) return lines.map((l) => (l === same ? { ...l, Quantity: capped(l.Quantity + item.Quantity) } : l));
  return [...lines, { ...item, ProductNotes: item.ProductNotes.trim(), UniqueID: newId() }];
}

/**
 * The lines after editing line `uniqueId` into `item`: when it now equals another line, the two
 * merge (quantities summed, capped at 50; the edited line goes, the other keeps its place);
 * otherwise the line takes the item's options, notes and quantity. An unknown id changes nothing.
 */
export function editOrderLine(lines: readonly OrderLine[], uniqueId: string, item: OrderItem): OrderLine[] {
  const other = lines.find((l) => l.UniqueID !== uniqueId && sameOrderItem(l, item));
  if (other) return lines.filter((l) => l.UniqueID !== uniqueId).map((l) => (l === other ? { ...l, Quantity: capped(l.Quantity + item.Quantity) } : l));
  return lines.map((l) => (l.UniqueID === uniqueId ? { ...item, ProductNotes: item.ProductNotes.trim(), UniqueID: uniqueId } : l));
}

/** The lines without line `uniqueId`. */
export function removeOrderLine(lines: readonly OrderLine[], uniqueId: string): OrderLine[] {
  return lines.filter((l) => l.UniqueID !== uniqueId);
}

/** Units in the food cart (the header badge counts order products, spec 01 §2). */
export function orderItemCount(lines: readonly Pick<OrderLine, 'Quantity'>[]): number {
  return lines.reduce((n, l) => n + l.Quantity, 0);
}

/** The option groups of a menu product, as the rules need them. */
export interface OptionGroupRule {
  OptionID: number;
  IsRequired: boolean;
  /** The products that may be chosen in the group. */
  ProductIDs: readonly number[];
}

export type OrderItemProblem = 'quantity' | 'required-option' | 'invalid-option';

/**
 * Why an item cannot go to the cart, or null (spec 02 §5 "Food"): `quantity` below 1 or above 50
 * ('Please select quantity'); `required-option` when a required group has no choice ('Please
 * select required option first'); `invalid-option` for a choice not offered in its group, two
 * choices in a required (single-choice) group, or the same choice twice.
 */
export function orderItemProblem(groups: readonly OptionGroupRule[], item: Pick<OrderItem, 'Quantity' | 'Options'>): OrderItemProblem | null {
  for (const o of item.Options) {
    const g = groups.find((x) => x.OptionID === o.OptionID);
    if (!g || !g.ProductIDs.includes(o.ProductID)) return 'invalid-option';
  }
  if (new Set(item.Options.map((o) => `${o.OptionID}:${o.ProductID}`)).size !== item.Options.length) return 'invalid-option';
  for (const g of groups.filter((x) => x.IsRequired)) {
    const chosen = item.Options.filter((o) => o.OptionID === g.OptionID).length;
    if (chosen > 1) return 'invalid-option';
    if (chosen === 0) return 'required-option';
  }
  if (!Number.isInteger(item.Quantity) || item.Quantity < FOOD_QUANTITY.min || item.Quantity > FOOD_QUANTITY.max) return 'quantity';
  return null;
}

/** Which configured message refuses an addition (PublicConfig.Messages key), or null. */
export type CartConflict = 'CartConflict' | 'OrderItemsInCart';

/**
 * Food and other carts exclude each other (spec 02 §4.10; spec 01 §5): adding food to a cart
 * that holds events, membership packages, GA tickets or gift cards is refused with the configured
 * CartConflict message; adding anything else (or finding a booking) while the cart holds order
 * items is refused with the configured OrderItemsInCart message.
 */
export function cartConflict(adding: 'food' | 'other', cart: { orderItems: number; otherItems: number }): CartConflict | null {
  if (adding === 'food') return cart.otherItems > 0 ? 'CartConflict' : null;
  return cart.orderItems > 0 ? 'OrderItemsInCart' : null;
}
