/**
 * General-admission tickets (spec 02 §2.9, §3 "GA ticket", §5 "GA tickets", §9 "GA ticket
 * stepper"): the sell window, the order of the listing, 'You Save', the stepper's bounds, the
 * rules of a selection and the order line a GA ticket becomes. Pure; integer cents, venue dates
 * (YYYY-MM-DD). The storefront and the server's re-pricing use the same functions.
 */
import { messages } from './messages';
import type { OrderLineInput } from './order-pricing';
import { NON_CAPACITY_MAX } from './quantity';
import type { TaxRate } from './tax';
import { formatVenueWall } from './venue-time';

/**
 * Whether a product is on sale on the venue date `today`: within SellStart–SellEnd, both days
 * included, either end open when null (spec 02 §2.11 "inclusive, including today", §5 "Only
 * tickets within their sell start and end dates are listed").
 */
export function withinSellWindow(sellFrom: string | null, sellTill: string | null, today: string): boolean {
  return (sellFrom === null || sellFrom <= today) && (sellTill === null || today <= sellTill);
}

/** What ordering a GA ticket needs: its department (and its order) and its own order. */
export interface GaSortable {
  department: string | null;
  departmentSortOrder: number;
  sortOrder: number;
  name: string;
}

export interface GaDepartment<T> {
  /** The department's name ('' for tickets without one). */
  name: string;
  tickets: T[];
}

/**
 * The tickets grouped by department, departments by their sort order, tickets by theirs (ties by
 * name), spec 02 §2.9. Tickets without a department form a group named '' placed by their
 * department sort order like any other.
 */
export function gaDepartments<T>(tickets: readonly T[], key: (t: T) => GaSortable): GaDepartment<T>[] {
  const sorted = [...tickets].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x.departmentSortOrder - y.departmentSortOrder || (x.department ?? '').localeCompare(y.department ?? '') || x.sortOrder - y.sortOrder || x.name.localeCompare(y.name);
  });
  const groups: GaDepartment<T>[] = [];
  for (const t of sorted) {
    const name = key(t).department ?? '';
    const last = groups.at(-1);
    if (last && last.name === name) last.tickets.push(t);
    else groups.push({ name, tickets: [t] });
  }
  return groups;
}

/** 'You Save': the original price less the price, cents; null when there is no saving to show. */
export function youSaveCents(priceCents: number, originalPriceCents: number | null): number | null {
  return originalPriceCents !== null && originalPriceCents > priceCents ? originalPriceCents - priceCents : null;
}

/**
 * The most a GA ticket's stepper offers (spec 02 §5, §9): MaxQuantity less what the cart already
 * holds of it, never below 0; without a maximum (0) the non-capacity maximum 999 less the cart's.
 */
export function gaStepperMax(maxQuantity: number, inCart: number): number {
  return Math.max(0, (maxQuantity > 0 ? maxQuantity : NON_CAPACITY_MAX) - inCart);
}

/** A GA ticket's quantity limits and the quantity chosen on the page (`quantity`) or held in the cart (`inCart`). */
export interface GaChoice {
  name: string;
  minQuantity: number;
  maxQuantity: number;
  quantity: number;
  inCart: number;
}

/**
 * Whether a GA selection may be added to the cart (spec 02 §5 "GA tickets"): nothing chosen →
 * 'Please select quantity first'; a ticket whose quantity (with what the cart holds of it) is
 * below its minimum → '{ProductName} (Please select at least {MinQuantity} quantity)'; above its
 * maximum → 'Maximum of {n} tickets allowed'. Returns the text, or null.
 */
export function gaSelectionProblem(choices: readonly GaChoice[]): string | null {
  const chosen = choices.filter((c) => c.quantity > 0);
  if (chosen.length === 0) return messages.gaSelectQuantity;
  return gaQuantityProblem(chosen.map((c) => ({ ...c, quantity: c.quantity + c.inCart })));
}

/**
 * The quantity rules of GA lines bought (the cart's, or a transaction's): below a ticket's
 * minimum → '{ProductName} (Please select at least {MinQuantity} quantity)'; above its maximum
 * (0: none) → 'Maximum of {n} tickets allowed'. Returns the first text, or null.
 */
export function gaQuantityProblem(lines: readonly Pick<GaChoice, 'name' | 'minQuantity' | 'maxQuantity' | 'quantity'>[]): string | null {
  for (const l of lines) {
    if (l.minQuantity > 0 && l.quantity < l.minQuantity) return messages.gaMinimumQuantity(l.name, l.minQuantity);
    if (l.maxQuantity > 0 && l.quantity > l.maxQuantity) return messages.maxTicketsAllowed(l.maxQuantity);
  }
  return null;
}

/**
 * A GA ticket as a line of the order's pricing (domain order-pricing): keyed `ga:{ProductID}`,
 * no event, taxed per unit; tax-included when every tax is.
 */
export function gaOrderLine(t: { productId: number; priceCents: number; taxes: readonly TaxRate[] }, quantity: number): OrderLineInput {
  return {
    key: `ga:${t.productId}`,
    tourEventId: 0,
    tourProductId: 0,
    productId: t.productId,
    quantity,
    unitPriceCents: t.priceCents,
    taxIncluded: t.taxes.length > 0 && t.taxes.every((x) => x.included),
    taxes: t.taxes,
  };
}

/** The spec's date format of the GA pages (spec 02 §9 'MMM D, YYYY'). */
export const GA_DATE_FORMAT = 'MMM D, YYYY';

/** 'Valid until' and a GA ticket's expiry date (a venue date), e.g. `Valid until Feb 21, 2027`. */
export function validUntilText(expiryDate: string): string {
  return `Valid until ${formatVenueWall(expiryDate, GA_DATE_FORMAT)}`;
}
