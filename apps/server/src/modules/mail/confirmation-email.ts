/**
 * Booking confirmation e-mail (spec 01 §2 "Confirmation screen"): customer name, receipt
 * number, events with their lines, totals (ex-tax, tax, paid) and the barcodes of each event
 * booking and ticket as inline Code 128 images with the value printed under them. Times are in
 * the venue zone.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { formatMoney, toCents } from '@gt/domain/money';
import { formatInVenue } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { barcodeBarsPng } from '../barcode/render';
import type { MailMessage } from './mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Builds the confirmation message of a receipt. */
export function confirmationEmail(ctx: AppContext, r: TransactionResult): MailMessage {
  const { VenueName: venue, Currency: currency, VenueTimeZone: zone } = ctx.config.Public;
  const money = (dollars: number) => formatMoney(toCents(dollars), currency);
  const when = (iso: string) => formatInVenue(iso, zone, 'MMMM DD, YYYY hh:mm a');
  const name = `${r.Customer.FirstName} ${r.Customer.LastName}`;
  const barcodes = [...r.Events.map((e) => e.Barcode), ...r.Products.flatMap((p) => p.Barcodes)];
  const attachments = barcodes.map((code) => ({
    filename: `${code}.png`,
    content: barcodeBarsPng(code),
    cid: `${code}@barcode`,
    contentType: 'image/png',
  }));
  const img = (code: string) => `<img src="cid:${code}@barcode" alt="Barcode ${code}"><br><code>${code}</code>`;
  const text: string[] = [`Thank you, ${name}!`, `Receipt number: ${r.ReceiptNo}`, ''];
  const html: string[] = [`<h1>Thank you, ${esc(name)}!</h1>`, `<p>Receipt number: <strong>${r.ReceiptNo}</strong></p>`];
  for (const e of r.Events) {
    const lines = r.Products.filter((p) => p.BookingID === e.BookingID);
    text.push(`${e.EventName}, ${when(e.EventStartDateTime)} (booking ${e.BookingID}, barcode ${e.Barcode})`);
    html.push(`<h2>${esc(e.EventName)}</h2><p>${esc(when(e.EventStartDateTime))} · booking ${e.BookingID}</p>${img(e.Barcode)}<ul>`);
    for (const p of lines) {
      text.push(`  ${p.Quantity} × ${p.TourProductName}: ${money(p.LinePriceIncTax)} (tickets: ${p.Barcodes.join(', ')})`);
      html.push(`<li>${p.Quantity} × ${esc(p.TourProductName)}: ${money(p.LinePriceIncTax)}<br>${p.Barcodes.map(img).join('<br>')}</li>`);
    }
    html.push('</ul>');
    if (e.WaiverRequired && e.WaiverURL) {
      text.push(`  Waiver: ${e.WaiverURL}`);
      html.push(`<p>Please sign the waiver: ${esc(e.WaiverURL)}</p>`);
    }
  }
  const totals = [
    `Total sales excluding tax: ${money(r.TotalExTax)}`,
    `Total tax: ${money(r.TotalTax)}`,
    `Total paid: ${money(r.TotalPaid)}`,
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
  };
}
