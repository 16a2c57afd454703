/**
 * Booking confirmation e-mail (spec 01 §2 "Confirmation screen"): customer name, receipt
 * number, events with their lines (amounts and coupon discounts as the cart shows them under
 * ShowPricesAs, adding up line by line: domain price-display `chargedLineText`), the coupon
 * discounts in the same terms, the donation and fee, totals (ex-tax, tax, paid), each gift
 * card used (masked, with its remaining balance) and the card, GA tickets ('Valid until' when
 * DisplayGATicketExpiryValidity, a barcode each), the gift cards bought (number, PIN and a barcode of the number: the e-mail delivers them), and the barcodes of each event booking and ticket
 * as inline Code 128 images, with the value printed under them only when ShowReadableBarcode
 * (spec 01 §9). Times are in the venue zone.
 */
import type { TabSaleResult } from '@gt/contract/tab-sales';
import type { TransactionResult } from '@gt/contract/transactions';
import { validUntilText } from '@gt/domain/ga-tickets';
import { formatMoney, toCents } from '@gt/domain/money';
import { chargedLineAmounts, taxedCents, type WireChargedLine } from '@gt/contract/receipt-amounts';
import { chargedLineText, shownAmount } from '@gt/domain/price-display';
import { formatInVenue } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { barcodeBarsPng } from '../barcode/render';
import { walletPassPath } from '@gt/contract/wallet';
import { walletOn } from '../../config/server-config';
import { messageIdFor, type MailMessage } from './mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The "Manage my booking" address of a booking (spec 02 §2.3): /findmybooking on the storefront
 * (Mail.StorefrontURL) with bookingID, Name (last name) and Email, which fill in the form and
 * search at once.
 */
export function manageBookingLink(ctx: AppContext, bookingId: number, lastName: string, email: string): string {
  const query = new URLSearchParams({ bookingID: String(bookingId), Name: lastName, Email: email });
  return `${ctx.config.Mail.StorefrontURL.replace(/\/+$/, '')}/findmybooking?${query}`;
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
export function confirmationEmail(ctx: AppContext, r: TransactionResult): MailMessage {
  const { VenueName: venue, Currency: currency, VenueTimeZone: zone, ShowPricesAs, ShowReadableBarcode: readable, DisplayGATicketExpiryValidity: showValidity } = ctx.config.Public;
  const money = (dollars: number) => formatMoney(toCents(dollars), currency);
  const lineText = (p: WireChargedLine & { CouponCode: string | null }) => chargedLineText({ ...chargedLineAmounts(p), couponCode: p.CouponCode }, ShowPricesAs, currency);
  const when = (iso: string) => formatInVenue(iso, zone, 'MMMM DD, YYYY hh:mm a');
  const name = `${r.Customer.FirstName} ${r.Customer.LastName}`;
  const memberships = r.MembershipPackages ?? [];
  const passes = memberships.flatMap((m) => m.Members.flatMap((u) => (u.Barcode ? [u.Barcode] : [])));
  const cards = r.GiftCards.flatMap((g) => g.Giftcards.map((c) => c.GiftcardNo));
  const barcodes = [...r.Events.map((e) => e.Barcode), ...r.Products.flatMap((p) => p.Barcodes), ...r.GATickets.flatMap((g) => g.Barcodes), ...passes, ...cards];
  const attachments = barcodes.map((code, i) => ({
    filename: readable ? `${code}.png` : `barcode-${i + 1}.png`,
    content: barcodeBarsPng(code),
    cid: `${code}@barcode`,
    contentType: 'image/png',
  }));
  const img = (code: string) => (readable ? `<img src="cid:${code}@barcode" alt="Barcode ${code}"><br><code>${code}</code>` : `<img src="cid:${code}@barcode" alt="Barcode">`);
  const text: string[] = [`Thank you, ${name}!`, `Receipt number: ${r.ReceiptNo}`, ''];
  const html: string[] = [`<h1>Thank you, ${esc(name)}!</h1>`, `<p>Receipt number: <strong>${r.ReceiptNo}</strong></p>`];
  for (const e of r.Events) {
    const lines = r.Products.filter((p) => p.BookingID === e.BookingID);
    const manage = manageBookingLink(ctx, e.BookingID, r.Customer.LastName, r.Customer.CustomerAddress[0]?.Email ?? '');
    const wallet = walletPassUrl(ctx, e.Barcode);
    text.push(`${e.EventName}, ${when(e.EventStartDateTime)} (booking ${e.BookingID}${readable ? `, barcode ${e.Barcode}` : ''})`, `  Manage my booking: ${manage}`);
    if (wallet) text.push(`  Add to Apple Wallet: ${wallet}`);
    html.push(
      `<h2>${esc(e.EventName)}</h2><p>${esc(when(e.EventStartDateTime))} · booking ${e.BookingID} · <a href="${esc(manage)}">Manage my booking</a>${wallet ? ` · <a href="${esc(wallet)}">Add to Apple Wallet</a>` : ''}</p>${img(e.Barcode)}<ul>`,
    );
    for (const p of lines) {
      text.push(`  ${p.Quantity} × ${p.TourProductName}: ${lineText(p)}${readable ? ` (tickets: ${p.Barcodes.join(', ')})` : ''}`);
      html.push(`<li>${p.Quantity} × ${esc(p.TourProductName)}: ${esc(lineText(p))}<br>${p.Barcodes.map(img).join('<br>')}</li>`);
    }
    html.push('</ul>');
    if (e.WaiverRequired && e.WaiverURL) {
      text.push(`  Waiver: ${e.WaiverURL}`);
      html.push(`<p>Please sign the waiver: ${esc(e.WaiverURL)}</p>`);
    }
  }
  for (const g of r.GATickets) {
    const valid = g.ValidUntil && showValidity ? ` · ${validUntilText(g.ValidUntil)}` : '';
    text.push(`${g.Quantity} × ${g.ProductName}: ${lineText(g)}${valid}${readable ? ` (tickets: ${g.Barcodes.join(', ')})` : ''}`);
    html.push(`<h2>${esc(g.ProductName)}</h2><p>${g.Quantity} × ${esc(lineText(g))}${esc(valid)}</p>${g.Barcodes.map(img).join('<br>')}`);
  }
  // Memberships (spec 01 §4): the expiry the database holds and a pass per member (unless DisableMemberPassBarcode).
  for (const m of memberships) {
    const expires = `${m.IsRenewal ? 'Renewed' : 'Joined'}, valid until ${formatInVenue(`${m.MembershipExpiryDate.slice(0, 10)}T12:00:00Z`, 'UTC', 'MMMM DD, YYYY')}`;
    text.push(`${m.PackageName}: ${expires}`);
    html.push(`<h2>${esc(m.PackageName)}</h2><p>${esc(expires)}</p><ul>`);
    for (const u of m.Members) {
      text.push(`  ${u.FirstName} ${u.LastName} (${u.MembershipTypeName}), member number ${u.MemberNo}`);
      html.push(`<li>${esc(`${u.FirstName} ${u.LastName} (${u.MembershipTypeName}), member number ${u.MemberNo}`)}${u.Barcode ? `<br>${img(u.Barcode)}` : ''}</li>`);
    }
    html.push('</ul>');
  }
  for (const g of r.GiftCards) {
    text.push(`${g.Quantity} × ${g.ProductName} of ${money(g.Amount)}:`);
    html.push(`<h2>${esc(g.ProductName)}</h2><ul>`);
    for (const c of g.Giftcards) {
      text.push(`  Gift card ${c.GiftcardNo}${c.Pin ? `, PIN ${c.Pin}` : ''}: ${money(g.Amount)}`);
      html.push(`<li>Gift card <strong>${esc(c.GiftcardNo)}</strong>${c.Pin ? `, PIN <strong>${esc(c.Pin)}</strong>` : ''}: ${money(g.Amount)}<br>${img(c.GiftcardNo)}</li>`);
    }
    html.push('</ul>');
  }
  // A tab sale (docs/food-ordering.md): its order number, location and lines with options and notes.
  if ('OrderNumber' in r) {
    const tab = r as TabSaleResult;
    text.push(`Order number ${tab.OrderNumber}, ${tab.OrderLocation} · ${tab.TabLocationName}`);
    html.push(`<h2>Order number ${tab.OrderNumber}</h2><p>${esc(tab.OrderLocation)} · ${esc(tab.TabLocationName)}</p><ul>`);
    for (const p of tab.OrderProducts) {
      const line = `${p.Quantity} × ${p.ProductName}${p.Options.length ? ` (${p.Options.map((o) => o.ProductName).join(', ')})` : ''}${p.ProductNotes ? `: ${p.ProductNotes}` : ''}`;
      text.push(`  ${line}`);
      html.push(`<li>${esc(line)}</li>`);
    }
    html.push('</ul>');
  }
  const totals = [
    ...(r.TotalDiscount > 0 ? [`Coupon discounts: −${formatMoney(shownAmount(taxedCents(r.TotalDiscountExTax, r.TotalDiscount), ShowPricesAs), currency)}`] : []),
    ...[r.Donation, r.TransactionFee].flatMap((l) => (l ? [`${l.ProductName}: ${money(l.Amount)}`] : [])),
    `Total sales excluding tax: ${money(r.TotalExTax)}`,
    `Total tax: ${money(r.TotalTax)}`,
    `Total paid: ${money(r.TotalPaid)}`,
    ...r.Payments.map((p) =>
      'GiftcardNo' in p
        ? `Gift card ${p.GiftcardNo}: ${money(p.PaymentAmount)} (balance remaining ${money(p.BalanceRemaining)})`
        : `Card ${p.MaskedCardNumber.slice(-4)}: ${money(p.PaymentAmount)}`,
    ),
  ];
  text.push('', ...totals);
  html.push(`<p>${totals.map(esc).join('<br>')}</p>`);
  return {
    to: r.Customer.CustomerAddress[0]?.Email ?? '',
    subject: `${venue} booking confirmation, receipt ${r.ReceiptNo}`,
    text: text.join('\n'),
    html: `<!doctype html><html><body>${html.join('\n')}</body></html>`,
    attachments,
    tag: `receipt-${r.ReceiptNo}`,
    messageId: messageIdFor(ctx.config, `receipt-${r.ReceiptNo}.confirmation`),
  };
}
