/**
 * Rules of manage my booking (spec 02 §4.1–4.4, §6, §9 "Refund eligibility"): the shape of a
 * booking ID, which refunds a booking may take and the dialog's eligibility sentence, how a
 * sale's payments are shared by its bookings, what a returned part of a line is worth, and what a
 * change of date must carry.
 * Integer cents; no I/O.
 */
import { luhnChecksumOk } from './card';
import type { Coupon } from './coupon';
import { messages } from './messages';
import { mulDivRound } from './money';
import { priceOrder, type OrderLineInput, type PricedOrder } from './order-pricing';

/** Whether `id` (digits) has the shape of a booking ID we issue: 10 digits ending in a Luhn check digit. */
export function bookingIdValid(id: string): boolean {
  return /^[1-9]\d{9}$/.test(id) && luhnChecksumOk(id);
}

/** Refund types of the manage checkout (spec 02 §4.1); '' is a change without a refund. */
export type RefundType = 'CancelBooking' | 'CreditCardRefund' | 'GiftCardRefund' | 'CancelGiftCardRefund' | 'AdditionalPayment' | '';

export interface RefundFlags {
  allowRefunds: boolean;
  allowRefundToGiftcardOnly: boolean;
}

/** A booking's payments as the refund rules see them. */
export interface RefundPayments {
  /** The booking's payments (card charges and gift card redemptions). */
  count: number;
  /** A card payment with a token that can still take money back. */
  cardOnFile: boolean;
  /** What the booking's card payments can take back (paid less refunded), cents. */
  cardRefundableCents: number;
}

/**
 * Where a refund of `refundCents` may go (spec 02 §4.2, §4.4, §6, §9).
 * Cancel flow (§6, §4.2): the card with refunds allowed, exactly one payment and a card on file
 * (whatever gift-card-only says); a gift card with gift-card-only, or when refunds are allowed and
 * the card is not offered (§4.2 "otherwise a gift card refund is used"): a booking paid once by
 * card is refunded "through card on file".
 * Change flow (§4.4, §9): the card with refunds allowed, gift-card-only off and a card on file that
 * can take back the whole refund (a booking paid partly by gift cards is not offered a card refund
 * its card could not take back); a gift card with refunds allowed or gift-card-only.
 */
export function refundOptions(
  flow: 'cancel' | 'change',
  f: RefundFlags,
  payments: RefundPayments,
  refundCents: number,
): { card: boolean; giftCard: boolean } {
  if (flow === 'cancel') {
    const card = f.allowRefunds && payments.count === 1 && payments.cardOnFile;
    return { card, giftCard: f.allowRefundToGiftcardOnly || (f.allowRefunds && !card) };
  }
  return {
    card: f.allowRefunds && !f.allowRefundToGiftcardOnly && payments.cardOnFile && payments.cardRefundableCents >= refundCents,
    giftCard: f.allowRefunds || f.allowRefundToGiftcardOnly,
  };
}

/** The refund dialog's eligibility sentence (spec 02 §9) for `amount` (formatted), or '' when no refund is possible. */
export function refundEligibilityText(o: { card: boolean; giftCard: boolean }, amount: string): string {
  if (o.card && o.giftCard) return `You are eligible for a refund of ${amount} to a gift card or card on file.`;
  if (o.giftCard) return `You are eligible for a refund of ${amount} to a gift card.`;
  if (o.card) return `You are eligible for a refund of ${amount} through card on file.`;
  return '';
}

/** Cancel Booking is hidden when refunds are not allowed and something was paid (spec 02 §2.4, §6). */
export function canCancel(f: RefundFlags, totalPaidCents: number): boolean {
  return f.allowRefunds || f.allowRefundToGiftcardOnly || totalPaidCents <= 0;
}

/** A payment that a sale's bookings share: a card charge or a gift card redemption (cents). */
export interface SalePayment<R> {
  ref: R;
  amountCents: number;
}

/**
 * How a sale's payments are shared by its bookings: bookings in order (by id), each taking what
 * its lines cost from the payments in order (the card, then gift cards by number) until they run
 * out; what is left pays the sale's other lines (donation, fee, GA tickets). A sale paid less
 * than its bookings cost (taken unpaid) leaves the later bookings short: their balance owing.
 * Returns each booking's shares, by booking.
 */
export function allocateSalePayments<R>(
  bookings: readonly { bookingId: number; totalCents: number }[],
  payments: readonly SalePayment<R>[],
): Map<number, SalePayment<R>[]> {
  const left = payments.map((p) => ({ ...p }));
  const out = new Map<number, SalePayment<R>[]>();
  for (const b of bookings) {
    let due = Math.max(0, b.totalCents);
    const shares: SalePayment<R>[] = [];
    for (const p of left) {
      if (due === 0) break;
      const take = Math.min(due, p.amountCents);
      if (take <= 0) continue;
      shares.push({ ref: p.ref, amountCents: take });
      p.amountCents -= take;
      due -= take;
    }
    out.set(b.bookingId, shares);
  }
  return out;
}

/** A booked line's amounts (cents) and quantity. */
export interface LineAmounts {
  quantity: number;
  exTaxCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * What returning `units` more units of a line is worth, when `returnedBefore` units were returned
 * already: the line's amounts scaled to the units returned after, less those to the units returned
 * before (each rounded half up), so that returning a whole line, in any steps, gives back exactly
 * its amounts. Positive cents (the caller writes them negative).
 */
export function returnedAmounts(
  line: LineAmounts,
  returnedBefore: number,
  units: number,
): { exTaxCents: number; taxCents: number; totalCents: number } {
  if (units <= 0 || returnedBefore < 0 || returnedBefore + units > line.quantity) throw new RangeError('returned units out of range');
  const share = (cents: number, n: number) => Math.sign(cents) * mulDivRound(Math.abs(cents), n, line.quantity);
  const part = (cents: number) => share(cents, returnedBefore + units) - share(cents, returnedBefore);
  const totalCents = part(line.totalCents);
  const taxCents = part(line.taxCents);
  return { exTaxCents: totalCents - taxCents, taxCents, totalCents };
}

/**
 * The new tickets of a booking change, priced (spec 02 §2.5 "new cost", "coupon applied", §4.7):
 * the lines at the booking's cost rate with the applied coupons' discounts, by the checkout's
 * `priceOrder` (no donation, fee or gift card: the change's payment covers the amount due).
 * The storefront shows this and the server prices the change with it again. Cents.
 */
export function priceNewTickets(lines: readonly OrderLineInput[], coupons: readonly Coupon[]): PricedOrder {
  return priceOrder({ lines, coupons, donationCents: 0, fee: null, giftCards: [] });
}

/** A current line of a booking, as the change-date rule needs it. */
export interface BookedProduct {
  tourProductId: number;
  name: string;
  /** Units the booking still has of the line. */
  quantity: number;
  refundable: boolean;
}

/**
 * Change Date / Time carries the booking's non-refundable products to the new date (spec 02 §2.6
 * "not refundable", §4.4): the new date's quantity of each such product must be at least what
 * the booking has of it, else the change would return (refund) part of it. `chosen`: units per
 * tour product on the new date. Returns the spec's "{Product} is not refundable." for the first
 * product left behind, or null.
 */
export function nonRefundableLeftBehind(booked: readonly BookedProduct[], chosen: ReadonlyMap<number, number>): string | null {
  const owed = new Map<number, BookedProduct & { units: number }>();
  for (const b of booked.filter((x) => !x.refundable && x.quantity > 0)) {
    const o = owed.get(b.tourProductId);
    owed.set(b.tourProductId, { ...b, units: (o?.units ?? 0) + b.quantity });
  }
  for (const o of owed.values()) if ((chosen.get(o.tourProductId) ?? 0) < o.units) return messages.productNotRefundable(o.name);
  return null;
}
