/**
 * The e-mail of a booking change (spec 02 §2.8): what
 * the change did (cancelled, new date and time, tickets changed, payment received), the lines it
 * wrote (returned ones negative), what was paid and refunded (a new gift card with its number,
 * PIN and balance), and the booking as it now stands with its Manage my booking link. Line
 * amounts, coupon discounts, subtotal and tax are shown as the cart shows them (ShowPricesAs,
 * domain price-display). Times in the venue zone. In the venue's layout (layout.ts) with a
 * plain-text part; the booking's code when it still stands; and its calendar entry again
 * (calendar.ts: the same UID, SEQUENCE the change's receipt number less the confirmation's, so
 * that each later change is higher; METHOD:CANCEL when cancelled).
 */
import type { BookingChangeResult } from '@gt/contract/booking-changes';
import { chargedLineAmounts, taxedCents } from '@gt/contract/receipt-amounts';
import { formatMoney, toCents } from '@gt/domain/money';
import { chargedLineText, chargedTotals, shownAmount } from '@gt/domain/price-display';
import { formatInVenue } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { codeAttachments, codeImage } from './admission-codes';
import { calendarAttachment } from './calendar';
import { manageBookingLink } from './confirmation-email';
import { button, esc, paragraph, renderMail, textFooter } from './layout';
import { messageIdFor, type MailMessage } from './mailer';

const HEADLINES: Record<BookingChangeResult['TransactionType'], string> = {
  'Cancel Booking': 'Your booking has been cancelled',
  'Booking Payment': 'We received your payment',
  'Modify Tickets': 'Your tickets have been changed',
  'Change Date / Time': 'Your booking has a new date and time',
};

/** Builds the e-mail of a booking change or cancellation; its Message-ID derives from the change's receipt number. */
export async function bookingChangeEmail(ctx: AppContext, r: BookingChangeResult): Promise<MailMessage> {
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
  const cancelled = b.BookingStatus === 'Cancelled';
  const calendar = calendarAttachment(ctx.config, {
    bookingId: r.BookingID,
    eventName: b.BookingName,
    start: b.EventStartDateTime,
    end: b.EventEndDateTime,
    manageLink: manage,
    sequence: Math.max(1, r.ReceiptNo - b.ConfirmationNumber),
    cancelled,
    stamp: r.TransactionDate,
  });
  const blocks = [
    ...lines.slice(1).flatMap((l) => (l ? [paragraph(esc(l))] : [])),
    button(manage, 'Manage my booking'),
    ...(cancelled ? [] : codeImage(ctx.config, b.Barcode, `Booking ${r.BookingID}`)),
  ];
  const { html, inline } = await renderMail(ctx, { title: headline, preheader: `Booking ${r.BookingID}: ${b.BookingName}, ${when(b.EventStartDateTime)}.`, blocks });
  return {
    to: r.Customer.CustomerAddress[0]?.Email ?? '',
    subject: `${venue}: ${headline.toLowerCase()} (booking ${r.BookingID})`,
    text: [...lines, '', `Manage my booking: ${manage}`, '', ...textFooter(ctx.config)].join('\n'),
    html,
    attachments: [...inline, ...(cancelled ? [] : await codeAttachments(ctx.config, [b.Barcode])), calendar],
    tag: `receipt-${r.ReceiptNo}`,
    messageId: messageIdFor(ctx.config, `receipt-${r.ReceiptNo}.change`),
  };
}
