/**
 * Gift cards for sale (spec 02 §2.11, §3 "Gift card product", §4.11, §5 "Gift card purchase";
 * spec 01 §5 "Custom gift card amount"): how an area's products are grouped on the page, which
 * amounts a product allows, and the rules of a selection. Pure; integer cents. The storefront's
 * page and the server's check of a transaction use the same functions.
 */
import { messages } from './messages';
import { NON_CAPACITY_MAX } from './quantity';

/** Gift card quantity on the purchase page: 0 to 999, step 1 (spec 02 §9). */
export const GIFT_CARD_QUANTITY = { min: 0, max: NON_CAPACITY_MAX } as const;

/** What grouping and amount rules need of a gift card product. */
export interface GiftCardSaleProduct {
  imageUrl: string | null;
  /** The fixed amount, or the smallest custom amount, cents. */
  priceCents: number;
  /** The largest custom amount, cents; null: the amount is fixed at the price. */
  maxPriceCents: number | null;
}

/**
 * How a group is bought: several products → an amount drop-down ('Select Amount') and a
 * quantity; one product with a maximum price → a custom amount; one without → its quantity.
 */
export type GiftCardGroupKind = 'select' | 'custom' | 'fixed';

export interface GiftCardGroup<T> {
  imageUrl: string | null;
  kind: GiftCardGroupKind;
  products: T[];
}

/** The products grouped by image, in the order each image first appears (spec 02 §2.11). */
export function giftCardGroups<T>(products: readonly T[], key: (p: T) => GiftCardSaleProduct): GiftCardGroup<T>[] {
  const groups: GiftCardGroup<T>[] = [];
  for (const p of products) {
    const image = key(p).imageUrl;
    const group = groups.find((g) => g.imageUrl === image);
    if (group) group.products.push(p);
    else groups.push({ imageUrl: image, kind: 'fixed', products: [p] });
  }
  for (const g of groups) {
    const [only] = g.products;
    g.kind = g.products.length > 1 ? 'select' : only !== undefined && key(only).maxPriceCents !== null ? 'custom' : 'fixed';
  }
  return groups;
}

/**
 * The title of a group: its only product's name, or the words its products' names end with in
 * common ("$25 Ocean Gift Card", "$50 Ocean Gift Card" → "Ocean Gift Card"); 'Gift card' when
 * they share none.
 */
export function giftCardGroupTitle(names: readonly string[]): string {
  const [first, ...rest] = names.map((n) => n.trim().split(/\s+/));
  if (!first) return 'Gift card';
  let common = first;
  for (const words of rest) {
    let n = 0;
    while (n < common.length && n < words.length && common[common.length - 1 - n] === words[words.length - 1 - n]) n++;
    common = common.slice(common.length - n);
  }
  return common.join(' ') || 'Gift card';
}

/**
 * Whether a product may be bought at `amountCents` each: a fixed product at its price only; a
 * custom one above 0 and within Price–MaxPrice, both ends included and both checked (docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought).
 */
export function giftCardAmountValid(p: Pick<GiftCardSaleProduct, 'priceCents' | 'maxPriceCents'>, amountCents: number): boolean {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return false;
  return p.maxPriceCents === null ? amountCents === p.priceCents : amountCents >= p.priceCents && amountCents <= p.maxPriceCents;
}

/** A custom amount as typed: none (empty or 0: nothing chosen), a valid amount in cents, or invalid. */
export type CustomAmount = { kind: 'none' } | { kind: 'valid'; amountCents: number } | { kind: 'invalid' };

/**
 * Reads a typed custom amount (dollars, at most 2 decimals) against the product's bounds (spec 02
 * §5: "A custom amount applies only if it is a number above 0"; outside Min–Max it is flagged
 * invalid). Text that is not an amount is invalid.
 */
export function readCustomAmount(typed: string, p: Pick<GiftCardSaleProduct, 'priceCents' | 'maxPriceCents'>): CustomAmount {
  const text = typed.trim();
  if (text === '') return { kind: 'none' };
  if (!/^-?\d+(\.\d{0,2})?$|^-?\.\d{1,2}$/.test(text)) return { kind: 'invalid' };
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = (Number(whole) * 100 + Number(fraction.padEnd(2, '0'))) * (text.startsWith('-') ? -1 : 1);
  if (cents === 0) return { kind: 'none' };
  return giftCardAmountValid(p, cents) ? { kind: 'valid', amountCents: cents } : { kind: 'invalid' };
}

/** One choice on the purchase page: its quantity, and whether its custom amount is flagged invalid. */
export interface GiftCardChoice {
  quantity: number;
  invalidAmount: boolean;
}

/**
 * Whether the area's choices may go to the cart (spec 02 §5 "Gift card purchase"): a custom amount
 * flagged invalid → 'Please enter valid amount.'; no quantity chosen → 'Please select any
 * giftcard'. Returns the text, or null.
 */
export function giftCardSelectionProblem(choices: readonly GiftCardChoice[]): string | null {
  if (choices.some((c) => c.invalidAmount)) return messages.invalidGiftCardAmount;
  if (!choices.some((c) => c.quantity > 0)) return messages.selectAnyGiftCard;
  return null;
}
