/**
 * Rules of "Add event to cart" (spec 01 §5) and the drawer's Tax and Total, shared by the
 * storefront (to tell the visitor early) and the server (which decides).
 */
import type { BookNowOption, UDFType } from '@gt/contract/catalogue';
import { messages } from './messages';
import type { UnitPrice } from './price-matrix';
import { applyTaxes, sumTaxed, type TaxedAmount } from './tax';

export interface SelectionLine {
  quantity: number;
  affectsCapacity: boolean;
}

export interface UdfAnswer {
  type: UDFType;
  required: boolean;
  /** The entered value; Bit is 'true' when ticked. */
  value: string | undefined;
}

export interface AddEventInput {
  event: { SeatsAvailable: number; BookNowOption: BookNowOption };
  bookingType: { MinimumTickets: number; MaximumTickets: number };
  /** Quantities being added (capacity-affecting or not). */
  lines: readonly SelectionLine[];
  /** Ticket quantity of this event already in the cart. */
  cartedQuantity: number;
  udfs: readonly UdfAnswer[];
}

/** Whether a required UDF is answered: Bit must be ticked, others non-blank (spec 01 §5). */
export function isUdfAnswered(u: UdfAnswer): boolean {
  if (!u.required || u.type === 'Picklist') return true;
  if (u.type === 'Bit') return u.value === 'true';
  return (u.value ?? '').trim() !== '';
}

/** The first broken rule's message, or null when the selection may be added. */
export function addEventError(i: AddEventInput): string | null {
  if (i.event.SeatsAvailable <= 0 || i.event.BookNowOption !== 'Book Now') return messages.ticketsNoLongerAvailable;
  const capacityQty = i.lines.filter((l) => l.affectsCapacity).reduce((n, l) => n + l.quantity, 0);
  if (capacityQty > i.event.SeatsAvailable) return messages.maxTicketsAvailable(i.event.SeatsAvailable);
  const total = i.cartedQuantity + i.lines.reduce((n, l) => n + l.quantity, 0);
  if (total < i.bookingType.MinimumTickets) return messages.minTicketsPerOrder(i.bookingType.MinimumTickets);
  if (i.bookingType.MaximumTickets > 0 && total > i.bookingType.MaximumTickets) return messages.maxTicketsAllowed(i.bookingType.MaximumTickets);
  if (!i.udfs.every(isUdfAnswered)) return messages.fillRequiredUdfs;
  return null;
}

/** Tax and total of priced lines (cents): each line taxed once, then summed. */
export function selectionTotals(lines: readonly { price: UnitPrice; quantity: number }[]): TaxedAmount {
  return sumTaxed(lines.map((l) => applyTaxes(l.price.priceCents * l.quantity, l.price.taxes)));
}
