/**
 * The confirmation e-mail template (spec 01 §2 "Confirmation screen", §9 ShowReadableBarcode,
 * ShowPricesAs; docs/configuration.md): line amounts as the cart shows them, and the barcode
 * values printed only when configured; GA tickets with their validity and a barcode each, and the
 * gift cards bought with their numbers and PINs (docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought);
 * the admission codes as QR (default) or Code 128 images (Public.AdmissionCodeSymbology), a
 * calendar entry per booked event, the venue's address and contact, and a plain-text part.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context';
import { loadConfig } from '../src/config/server-config';
import { confirmationEmail } from '../src/modules/mail/confirmation-email';
import { calendarsOf, decodeQr, inlineImage, sampleReceipt as receipt } from './mail-support';

const email = (Public: Record<string, unknown>, Mail: Record<string, unknown> = {}, r: TransactionResult = receipt) =>
  confirmationEmail({ config: loadConfig({}, { DataDir: 'memory://', Public, Mail }) } as unknown as AppContext, r);
/** The cids of a message's inline images. */
const cids = (m: Awaited<ReturnType<typeof email>>) => m.attachments?.flatMap((a) => (a.cid && a.cid !== 'logo@venue' ? [a.cid] : []));

describe('confirmation e-mail', () => {
  it('shows each line as the cart does: ex-tax under extax, with tax under inctax', async () => {
    expect((await email({ ShowPricesAs: 'extax' })).text).toContain('2 × Tour Guest: $112.38');
    expect((await email({ ShowPricesAs: 'extax' })).html).toContain('2 × Tour Guest: $112.38');
    expect((await email({ ShowPricesAs: 'inctax' })).text).toContain('2 × Tour Guest: $118.00');
    expect((await email({})).text).toContain('Total paid: $118.00');
  });

  it('prints the code values only with ShowReadableBarcode', async () => {
    const codes = ['EVENTBARCODE0000001', 'TICKETBARCODE000001', 'TICKETBARCODE000002'];
    const readable = await email({ ShowReadableBarcode: true });
    for (const c of codes) {
      expect(readable.html).toContain(`<code class="code-value">${c}</code>`);
      expect(readable.text).toContain(c);
    }
    expect(readable.html).toContain('alt="Tour Guest 2 qr code TICKETBARCODE000002"');
    const hidden = await email({ ShowReadableBarcode: false });
    // The images are still attached and shown; only their values are left out of the text.
    expect(cids(hidden)).toEqual(codes.map((c) => `${c}@barcode`));
    expect(hidden.html).toContain('alt="Tour Guest 2 qr code"');
    const withoutImageRefs = hidden.html.replaceAll(/cid:[A-Z0-9]+@barcode/g, '');
    for (const c of codes) {
      expect(withoutImageRefs).not.toContain(c);
      expect(hidden.text).not.toContain(c);
      expect(hidden.attachments?.map((a) => a.filename).join()).not.toContain(c);
    }
  });

  it('shows each admission code as a QR code a phone reads back, 180 px wide (fits a 320 px screen), drawn at 2×', async () => {
    const m = await email({});
    for (const code of ['EVENTBARCODE0000001', 'TICKETBARCODE000001', 'TICKETBARCODE000002']) {
      const png = inlineImage(m, `${code}@barcode`).content;
      expect(await decodeQr(png)).toBe(code);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([360, 360]);
    }
    expect(m.html).toMatch(/<img\s+alt="Booking 7 qr code EVENTBARCODE0000001" src="cid:EVENTBARCODE0000001@barcode" style="[^"]*width:100%;[^"]*" width="180"/);
  });

  it('shows Code 128 bars instead with AdmissionCodeSymbology code128', async () => {
    const m = await email({ AdmissionCodeSymbology: 'code128' });
    const png = inlineImage(m, 'TICKETBARCODE000001@barcode').content;
    expect(await decodeQr(png)).toBeNull();
    expect(png.readUInt32BE(16)).toBeGreaterThan(png.readUInt32BE(20) * 3);
    expect(m.html).toContain('alt="Tour Guest 1 barcode TICKETBARCODE000001"');
  });

  it('links each booking to Manage my booking with a button, the find form filled in (spec 02 §2.3)', async () => {
    const link = 'http://localhost:3000/GT/findmybooking?bookingID=7&Name=Lee&Email=ann.lee%40example.org';
    const m = await email({});
    expect(m.text).toContain(`Manage my booking: ${link}`);
    expect(m.html).toMatch(new RegExp(`<a\\s+href="${link.replaceAll('&', '&#38;').replaceAll('?', '\\?')}"[^>]*>\\s*Manage my booking\\s*</a>`));
  });

  it("carries a plain-text part and the venue's logo, name, address, phone and contact e-mail", async () => {
    const m = await email({}, { StorefrontURL: 'https://tickets.harborlights.example/GT/' });
    // The demo's SVG logo (a storefront file) goes inline as a PNG at 2×: mail clients show no SVG.
    expect(m.html).toMatch(/<img\s+alt="Harbor Lights Aquarium" src="cid:logo@venue"[^>]* width="200"/);
    const logo = inlineImage(m, 'logo@venue').content;
    expect([logo.readUInt32BE(16), logo.readUInt32BE(20)]).toEqual([400, 96]);
    // A logo elsewhere is linked by its address.
    const remote = await email({ LogoURL: 'https://cdn.example/venue.png' });
    expect(remote.html).toContain('src="https://cdn.example/venue.png"');
    expect(remote.attachments?.map((a) => a.cid)).not.toContain('logo@venue');
    for (const part of [m.html, m.text]) {
      for (const s of ['Harbor Lights Aquarium', '1 Harbor Lights Pier, Bayport, TX 77500', '(555) 010-0123', 'tickets@harborlights.example']) expect(part).toContain(s);
    }
    expect(m.html).toContain('href="mailto:tickets@harborlights.example"');
    const own = await email({ VenueName: 'Bay Museum', VenueAddress: '5 Dock St', VenuePhone: '+1 555 0199' }, { ReplyTo: 'Visitor desk <help@bay.example>' });
    expect(own.text).toMatch(/\n--\nBay Museum\n5 Dock St\n\+1 555 0199\nhelp@bay\.example$/);
    expect(own.html).toContain('href="tel:+15550199"');
  });

  it("adds a calendar entry per booked event at the venue's time, with the booking ID and Manage my booking link", async () => {
    const [cal, ...more] = calendarsOf(await email({}));
    expect(more).toEqual([]);
    expect(cal).toMatchObject({
      filename: 'booking-7.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      method: 'PUBLISH',
      uid: 'booking-7@localhost',
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Behind-the-Scenes Tour',
      location: 'Harbor Lights Aquarium, 1 Harbor Lights Pier, Bayport, TX 77500',
      // 10:00 and 11:30 in Chicago (CST, UTC−6) on November 25.
      start: '2026-11-25T16:00:00.000Z',
      end: '2026-11-25T17:30:00.000Z',
      // Written when the booking was paid (09:00 CST), so a message rendered again is the same.
      stamp: '2026-11-23T15:00:00.000Z',
    });
    expect(cal?.description).toBe('Booking 7\nManage my booking: http://localhost:3000/GT/findmybooking?bookingID=7&Name=Lee&Email=ann.lee%40example.org');
    // In summer the venue is on CDT (UTC−5): 10:00 is 15:00 UTC.
    const july = { ...receipt, Events: receipt.Events.map((e) => ({ ...e, EventStartDateTime: '2026-07-01T10:00:00-05:00', EventEndDateTime: '2026-07-01T11:30:00-05:00' })) };
    expect(calendarsOf(await email({}, {}, july))[0]).toMatchObject({ start: '2026-07-01T15:00:00.000Z', end: '2026-07-01T16:30:00.000Z' });
  });

  it('links the waiver with a button when the event needs one', async () => {
    const waiver = { ...receipt, Events: receipt.Events.map((e) => ({ ...e, WaiverRequired: true, WaiverURL: 'https://harborlights.example/waiver?e=43&x=1' })) };
    const m = await email({}, {}, waiver);
    expect(m.text).toContain('  Waiver: https://harborlights.example/waiver?e=43&x=1');
    expect(m.html).toMatch(/<a\s+href="https:\/\/harborlights\.example\/waiver\?e=43&#38;x=1"[^>]*>\s*Sign the waiver\s*<\/a>/);
    expect((await email({})).html).not.toContain('Sign the waiver');
  });
});

describe('confirmation e-mail of GA tickets and gift cards bought', () => {
  const sale: TransactionResult = {
    ...receipt,
    Events: [],
    Products: [],
    GATickets: [
      { ProductLineNo: 1, ProductID: 2002, ProductName: 'Shark Tunnel Photo', Quantity: 2, LinePriceExTax: 30, LinePriceTax: 2.48, LinePriceIncTax: 32.48, CouponCode: null, DiscountAmount: 0, DiscountExTax: 0, ValidUntil: '2027-02-21', Barcodes: ['GATICKETBARCODE00001', 'GATICKETBARCODE00002'] },
    ],
    GiftCards: [
      { ProductLineNo: 2, ProductID: 3004, ProductName: 'Gift Card, any amount', Amount: 40, Quantity: 1, Giftcards: [{ GiftcardNo: 'K4PA3FXYZ9QW2M7T', Pin: '0482' }] },
    ],
    TotalExTax: 70,
    TotalTax: 2.48,
    TotalPaid: 72.48,
  };
  const mail = (Public: Record<string, unknown>) => email(Public, {}, sale);

  it('lists each GA ticket with its validity and a code per ticket, and each card bought with its number, PIN and code', async () => {
    const m = await mail({});
    expect(m.text).toContain('2 × Shark Tunnel Photo: $30.00 · Valid until Feb 21, 2027 (tickets: GATICKETBARCODE00001, GATICKETBARCODE00002)');
    // A barcode per gift card bought too (spec 01 §2), of its number, as for tickets.
    expect(cids(m)).toEqual(['GATICKETBARCODE00001@barcode', 'GATICKETBARCODE00002@barcode', 'K4PA3FXYZ9QW2M7T@barcode']);
    expect(await decodeQr(inlineImage(m, 'K4PA3FXYZ9QW2M7T@barcode').content)).toBe('K4PA3FXYZ9QW2M7T');
    expect(m.text).toContain('Gift card K4PA3FXYZ9QW2M7T, PIN 0482: $40.00');
    expect(m.html).toContain('Gift card <strong>K4PA3FXYZ9QW2M7T</strong>, PIN <strong>0482</strong>: $40.00');
    expect(m.html).toContain('src="cid:K4PA3FXYZ9QW2M7T@barcode"');
    // No booked event, no calendar entry.
    expect(calendarsOf(m)).toEqual([]);
  });

  it('leaves the validity out when DisplayGATicketExpiryValidity is off', async () => {
    expect((await mail({ DisplayGATicketExpiryValidity: false })).text).not.toContain('Valid until');
  });
});
