/**
 * Booking confirmation e-mail (spec 01 §2 "Confirmation screen"): customer name, receipt
 * number, events with their lines (amounts and coupon discounts as the cart shows them under
 * ShowPricesAs, adding up line by line: domain price-display `chargedLineText`), the coupon
 * discounts in the same terms, the donation and fee, totals (ex-tax, tax, paid), each gift
 * card used (masked, with its remaining balance) and the card, GA tickets ('Valid until' when
 * DisplayGATicketExpiryValidity, a code each), the gift cards bought (number, PIN and a code of
 * the number: the e-mail delivers them), and the codes of each event booking and ticket as inline
 * images (QR or Code 128, admission-codes.ts), with the value printed under them only when
 * ShowReadableBarcode (spec 01 §9); each booked event's Manage my booking button, waiver link and
 * calendar entry (.ics, calendar.ts). Times are in the venue zone. HTML in the venue's layout
 * (layout.ts) and a plain-text part.
 */
import type { TabSaleResult } from '@gt/contract/tab-sales';
import type { TransactionResult } from '@gt/contract/transactions';
import { validUntilText } from '@gt/domain/ga-tickets';
import { formatMoney, toCents } from '@gt/domain/money';
import { chargedLineAmounts, taxedCents, type WireChargedLine } from '@gt/contract/receipt-amounts';
import { chargedLineText, shownAmount } from '@gt/domain/price-display';
import { formatInVenue } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { walletPassPath } from '@gt/contract/wallet';
import { walletOn } from '../../config/server-config';
import { codeAttachments, codeImage } from './admission-codes';
import { calendarAttachment } from './calendar';
import { amountRows, type Block, button, divider, esc, heading, item, paragraph, renderMail, storefrontBase, textFooter } from './layout';
import { messageIdFor, type MailMessage } from './mailer';

/**
 * The "Manage my booking" address of a booking (spec 02 §2.3): /findmybooking on the storefront
 * (Mail.StorefrontURL) with bookingID, Name (last name) and Email, which fill in the form and
 * search at once.
 */
export function manageBookingLink(ctx: AppContext, bookingId: number, lastName: string, email: string): string {
  const query = new URLSearchParams({ bookingID: String(bookingId), Name: lastName, Email: email });
  return `${storefrontBase(ctx.config)}/findmybooking?${query}`;
}

/**
 * The "Add to Apple Wallet" address of a booking's pass (docs/operator-guide.md#apple-wallet-passes)
 * on the server that serves the storefront (Mail.StorefrontURL's origin), or null when Wallet
 * passes are off.
 */
export function walletPassUrl(ctx: AppContext, barcode: string): string | null {
  return walletOn(ctx.config.Wallet) ? `${new URL(ctx.config.Mail.StorefrontURL).origin}${walletPassPath(barcode)}` : null;
}

/** Builds the confirmation message of a receipt; its Message-ID derives from the receipt number. */
export async function confirmationEmail(ctx: AppContext, r: TransactionResult): Promise<MailMessage> {
  const { config } = ctx;
  const { VenueName: venue, Currency: currency, VenueTimeZone: zone, ShowPricesAs, ShowReadableBarcode: readable, DisplayGATicketExpiryValidity: showValidity } = config.Public;
  const money = (dollars: number) => formatMoney(toCents(dollars), currency);
  const lineText = (p: WireChargedLine & { CouponCode: string | null }) => chargedLineText({ ...chargedLineAmounts(p), couponCode: p.CouponCode }, ShowPricesAs, currency);
  const when = (iso: string) => formatInVenue(iso, zone, 'MMMM DD, YYYY hh:mm a');
  const email = r.Customer.CustomerAddress[0]?.Email ?? '';
  const name = `${r.Customer.FirstName} ${r.Customer.LastName}`;
  const memberships = r.MembershipPackages ?? [];
  const passes = memberships.flatMap((m) => m.Members.flatMap((u) => (u.Barcode ? [u.Barcode] : [])));
  const cards = r.GiftCards.flatMap((g) => g.Giftcards.map((c) => c.GiftcardNo));
  const codes = [...r.Events.map((e) => e.Barcode), ...r.Products.flatMap((p) => p.Barcodes), ...r.GATickets.flatMap((g) => g.Barcodes), ...passes, ...cards];
  const img = (code: string, label: string) => codeImage(config, code, label);
  const text: string[] = [`Thank you, ${name}!`, `Receipt number: ${r.ReceiptNo}`, ''];
  const html: Block[] = [paragraph(`Your booking with ${esc(venue)} is confirmed. Receipt number: <strong>${r.ReceiptNo}</strong>.`)];
  const calendars = r.Events.map((e) => {
    const lines = r.Products.filter((p) => p.BookingID === e.BookingID);
    const manage = manageBookingLink(ctx, e.BookingID, r.Customer.LastName, email);
    const wallet = walletPassUrl(ctx, e.Barcode);
    text.push(`${e.EventName}, ${when(e.EventStartDateTime)} (booking ${e.BookingID}${readable ? `, barcode ${e.Barcode}` : ''})`, `  Manage my booking: ${manage}`);
    if (wallet) text.push(`  Add to Apple Wallet: ${wallet}`);
    html.push(divider(), heading(e.EventName), paragraph(`${esc(when(e.EventStartDateTime))} · booking ${e.BookingID}`), button(manage, 'Manage my booking'));
    if (wallet) html.push(button(wallet, 'Add to Apple Wallet', true));
    if (e.WaiverRequired && e.WaiverURL) {
      text.push(`  Waiver: ${e.WaiverURL}`);
      html.push(paragraph('Every guest must sign the waiver before the visit.'), button(e.WaiverURL, 'Sign the waiver', true));
    }
    html.push(...img(e.Barcode, `Booking ${e.BookingID}`));
    for (const p of lines) {
      text.push(`  ${p.Quantity} × ${p.TourProductName}: ${lineText(p)}${readable ? ` (tickets: ${p.Barcodes.join(', ')})` : ''}`);
      html.push(item(`${p.Quantity} × ${esc(p.TourProductName)}: ${esc(lineText(p))}`), ...p.Barcodes.flatMap((b, i) => img(b, `${p.TourProductName} ${i + 1}`)));
    }
    return calendarAttachment(config, { bookingId: e.BookingID, eventName: e.EventName, start: e.EventStartDateTime, end: e.EventEndDateTime, manageLink: manage, sequence: 0, cancelled: false, stamp: r.TransactionDate });
  });
  for (const g of r.GATickets) {
    const valid = g.ValidUntil && showValidity ? ` · ${validUntilText(g.ValidUntil)}` : '';
    text.push(`${g.Quantity} × ${g.ProductName}: ${lineText(g)}${valid}${readable ? ` (tickets: ${g.Barcodes.join(', ')})` : ''}`);
    html.push(divider(), heading(g.ProductName), paragraph(`${g.Quantity} × ${esc(lineText(g))}${esc(valid)}`), ...g.Barcodes.flatMap((b, i) => img(b, `${g.ProductName} ${i + 1}`)));
  }
  // Memberships (spec 01 §4): the expiry the database holds and a pass per member (unless DisableMemberPassBarcode).
  for (const m of memberships) {
    const expires = `${m.IsRenewal ? 'Renewed' : 'Joined'}, valid until ${formatInVenue(`${m.MembershipExpiryDate.slice(0, 10)}T12:00:00Z`, 'UTC', 'MMMM DD, YYYY')}`;
    text.push(`${m.PackageName}: ${expires}`);
    html.push(divider(), heading(m.PackageName), paragraph(esc(expires)));
    for (const u of m.Members) {
      const member = `${u.FirstName} ${u.LastName} (${u.MembershipTypeName}), member number ${u.MemberNo}`;
      text.push(`  ${member}`);
      html.push(item(esc(member)), ...(u.Barcode ? img(u.Barcode, `Member pass ${u.FirstName} ${u.LastName}`) : []));
    }
  }
  for (const g of r.GiftCards) {
    text.push(`${g.Quantity} × ${g.ProductName} of ${money(g.Amount)}:`);
    html.push(divider(), heading(g.ProductName));
    for (const c of g.Giftcards) {
      text.push(`  Gift card ${c.GiftcardNo}${c.Pin ? `, PIN ${c.Pin}` : ''}: ${money(g.Amount)}`);
      html.push(item(`Gift card <strong>${esc(c.GiftcardNo)}</strong>${c.Pin ? `, PIN <strong>${esc(c.Pin)}</strong>` : ''}: ${money(g.Amount)}`), ...img(c.GiftcardNo, `${g.ProductName} gift card`));
    }
  }
  // A tab sale (docs/food-ordering.md): its order number, location and lines with options and notes.
  if ('OrderNumber' in r) {
    const tab = r as TabSaleResult;
    text.push(`Order number ${tab.OrderNumber}, ${tab.OrderLocation} · ${tab.TabLocationName}`);
    html.push(divider(), heading(`Order number ${tab.OrderNumber}`), paragraph(`${esc(tab.OrderLocation)} · ${esc(tab.TabLocationName)}`));
    for (const p of tab.OrderProducts) {
      const line = `${p.Quantity} × ${p.ProductName}${p.Options.length ? ` (${p.Options.map((o) => o.ProductName).join(', ')})` : ''}${p.ProductNotes ? `: ${p.ProductNotes}` : ''}`;
      text.push(`  ${line}`);
      html.push(paragraph(esc(line)));
    }
  }
  const totals: [string, string][] = [
    ...(r.TotalDiscount > 0 ? [['Coupon discounts', `−${formatMoney(shownAmount(taxedCents(r.TotalDiscountExTax, r.TotalDiscount), ShowPricesAs), currency)}`] as [string, string]] : []),
    ...[r.Donation, r.TransactionFee].flatMap((l): [string, string][] => (l ? [[l.ProductName, money(l.Amount)]] : [])),
    ['Total sales excluding tax', money(r.TotalExTax)],
    ['Total tax', money(r.TotalTax)],
    ['Total paid', money(r.TotalPaid)],
  ];
  const payments = r.Payments.map((p): [string, string] =>
    'GiftcardNo' in p ? [`Gift card ${p.GiftcardNo} (balance remaining ${money(p.BalanceRemaining)})`, money(p.PaymentAmount)] : [`Card ${p.MaskedCardNumber.slice(-4)}`, money(p.PaymentAmount)],
  );
  text.push('', ...[...totals, ...payments].map(([label, amount]) => `${label}: ${amount}`), '', ...textFooter(config));
  html.push(divider(), amountRows(totals, true), ...(payments.length ? [amountRows(payments)] : []));
  const first = r.Events[0];
  const { html: body, inline } = await renderMail(ctx, {
    title: `Thank you, ${name}!`,
    preheader: first ? `${first.EventName}, ${when(first.EventStartDateTime)}. Receipt ${r.ReceiptNo}.` : `Receipt ${r.ReceiptNo}.`,
    blocks: html,
  });
  return {
    to: email,
    subject: `${venue} booking confirmation, receipt ${r.ReceiptNo}`,
    text: text.join('\n'),
    html: body,
    attachments: [...inline, ...(await codeAttachments(config, codes)), ...calendars],
    tag: `receipt-${r.ReceiptNo}`,
    messageId: messageIdFor(config, `receipt-${r.ReceiptNo}.confirmation`),
  };
}
