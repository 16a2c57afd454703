/**
 * The e-mail of a booking change (spec 02 §2.8): what
 * the change did (cancelled, new date and time, tickets changed, payment received), the lines it
 * wrote (returned ones negative), what was paid and refunded (a new gift card with its number,
 * PIN and balance), and the booking as it now stands with its Manage my booking link. Line
 * amounts, coupon discounts, subtotal and tax are shown as the cart shows them (ShowPricesAs,
 * domain price-display). Times in the venue zone.
 */
import type { BookingChangeResult } from '@gt/contract/booking-changes';
import { chargedLineAmounts, taxedCents } from '@gt/contract/receipt-amounts';
import { formatMoney, toCents } from '@gt/domain/money';
import { chargedLineText, chargedTotals, shownAmount } from '@gt/domain/price-display';
import { formatInVenue } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { manageBookingLink } from './confirmation-email';
import { messageIdFor, type MailMessage } from './mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HEADLINES: Record<BookingChangeResult['TransactionType'], string> = {
  'Cancel Booking': 'Your booking has been cancelled',
  'Booking Payment': 'We received your payment',
  'Modify Tickets': 'Your tickets have been changed',
  'Change Date / Time': 'Your booking has a new date and time',
};

export function bookingChangeEmail(ctx: AppContext, r: BookingChangeResult): MailMessage {
  const { VenueName: venue, Currency: currency, VenueTimeZone: zone, ShowPricesAs } = ctx.config.Public;
  const money = (dollars: number) => formatMoney(toCents(dollars), currency);
  const when = (iso: string) => formatInVenue(iso, zone, 'MMM D, YYYY hh:mm a');
  const b = r.Booking;
  const name = `${r.Customer.FirstName} ${r.Customer.LastName}`;
  const headline = HEADLINES[r.TransactionType];
  const now = b.BookingProducts.map((p) => taxedCents(p.ProductLinePriceExTax, p.ProductLinePriceInclTax));
  const totals = chargedTotals(now, ShowPricesAs);
  const lines = [
    `${headline}, ${name}.`,
    `Booking ${r.BookingID}: ${b.BookingName}, ${when(b.EventStartDateTime)}. Receipt number: ${r.ReceiptNo}.`,
    '',
    ...r.Lines.map(
      (l) =>
        `${l.Quantity > 0 ? '' : 'Returned: '}${Math.abs(l.Quantity)} × ${l.TourProductName} (${when(l.EventStartDateTime)}): ` +
        chargedLineText({ ...chargedLineAmounts(l), couponCode: l.CouponCode }, ShowPricesAs, currency),
    ),
    ...r.Payments.map((p) =>
      'GiftcardNo' in p
        ? `Paid with gift card ${p.GiftcardNo}: ${money(p.PaymentAmount)}`
        : `Paid by card ${p.MaskedCardNumber.slice(-4)}: ${money(p.PaymentAmount)}`,
    ),
    ...r.Refunds.map((f) =>
      f.RefundType === 'Card'
        ? `Refunded to your card ${f.Description}: ${money(f.Amount)}`
        : `Refunded to a new gift card ${f.GiftcardNo}${f.Pin ? `, PIN ${f.Pin}` : ''}: ${money(f.Amount)} (balance ${money(f.GiftcardBalance ?? f.Amount)})`,
    ),
    '',
    ...(b.BookingStatus === 'Cancelled'
      ? []
      : [
          ...b.BookingProducts.map((p, i) => `${p.Quantity} × ${p.TourProductName}: ${formatMoney(shownAmount(now[i] as (typeof now)[number], ShowPricesAs), currency)}`),
          `Subtotal: ${formatMoney(totals.subtotalCents, currency)} · ${totals.taxIncluded ? 'Tax included' : 'Tax'}: ${formatMoney(totals.taxCents, currency)}`,
        ]),
    `Total: ${money(b.TotalAmount)} · Total paid: ${money(b.TotalPaid)} · Balance owing: ${money(b.BalanceOwing)}`,
  ];
  const manage = manageBookingLink(ctx, r.BookingID, r.Customer.LastName, r.Customer.CustomerAddress[0]?.Email ?? '');
  return {
    to: r.Customer.CustomerAddress[0]?.Email ?? '',
    subject: `${venue}: ${headline.toLowerCase()} (booking ${r.BookingID})`,
    text: [...lines, '', `Manage my booking: ${manage}`].join('\n'),
    html: `<!doctype html><html><body><h1>${esc(headline)}</h1>${lines
      .slice(1)
      .map((l) => (l ? `<p>${esc(l)}</p>` : ''))
      .join('\n')}<p><a href="${esc(manage)}">Manage my booking</a></p></body></html>`,
    tag: `receipt-${r.ReceiptNo}`,
    messageId: messageIdFor(ctx.config, `receipt-${r.ReceiptNo}.change`),
  };
}
