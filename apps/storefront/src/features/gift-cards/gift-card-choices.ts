/**
 * What the visitor chose for each gift card group of an area (spec 02 §2.11, §4.11): the product
 * (a 'Select Amount' choice, or the group's only product), the amount of each card (the product's
 * price, or the custom amount typed) and the quantity, read from the page's state and the cart.
 */
import type { GiftCardProduct } from '@gt/contract/products';
import { readCustomAmount, type GiftCardChoice, type GiftCardGroup } from '@gt/domain/gift-card-sale';
import { toCents, toDollars } from '@gt/domain/money';
import type { GiftCardCartLine } from '../../stores/sale-cart';

/** A group's state on the page: the product chosen (null: none yet), its quantity, the custom amount typed. */
export interface GroupState {
  productId: number | null;
  quantity: number;
  amountText: string;
}

export interface AreaChoice extends GiftCardChoice {
  product: GiftCardProduct | null;
  /** Each card's amount, cents (0 until known). */
  amountCents: number;
}

export const productBounds = (p: GiftCardProduct) => ({ imageUrl: p.ProductImageURL, priceCents: toCents(p.Price), maxPriceCents: p.MaxPrice === null ? null : toCents(p.MaxPrice) });

/** The page's first state of a group: what the cart holds of it, else nothing chosen. */
export function initialGroupState(group: GiftCardGroup<GiftCardProduct>, cart: readonly GiftCardCartLine[]): GroupState {
  const line = cart.find((l) => group.products.some((p) => p.ProductID === l.ProductID));
  const only = group.kind === 'select' ? null : (group.products[0]?.ProductID ?? null);
  if (!line) return { productId: only, quantity: 0, amountText: '' };
  return { productId: line.ProductID, quantity: line.Custom ? 1 : line.Quantity, amountText: line.Custom ? toDollars(line.AmountCents).toFixed(2) : '' };
}

/** A group's choice: a custom group's amount as typed (invalid outside Min–Max), else the product's price. */
export function groupChoice(group: GiftCardGroup<GiftCardProduct>, state: GroupState): AreaChoice {
  const product = group.products.find((p) => p.ProductID === state.productId) ?? null;
  if (!product) return { product: null, amountCents: 0, quantity: 0, invalidAmount: false };
  if (group.kind !== 'custom') return { product, amountCents: toCents(product.Price), quantity: state.quantity, invalidAmount: false };
  const amount = readCustomAmount(state.amountText, productBounds(product));
  if (amount.kind === 'valid') return { product, amountCents: amount.amountCents, quantity: 1, invalidAmount: false };
  return { product, amountCents: 0, quantity: 0, invalidAmount: amount.kind === 'invalid' };
}

/** The cart lines of the chosen cards of `displayArea`. */
export function cartLinesOf(displayArea: number, groups: readonly GiftCardGroup<GiftCardProduct>[], choices: readonly AreaChoice[]): GiftCardCartLine[] {
  return choices.flatMap((c, i) =>
    c.product && c.quantity > 0 && !c.invalidAmount
      ? [{ ProductID: c.product.ProductID, DisplayArea: displayArea, AmountCents: c.amountCents, Quantity: c.quantity, Custom: groups[i]?.kind === 'custom' }]
      : [],
  );
}
