/** Reading what an e-mail carries as a visitor's phone and calendar would: QR images decoded, .ics entries parsed. */
import type { TransactionResult } from '@gt/contract/transactions';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { MailAttachment, MailMessage } from '../src/modules/mail/mailer';

/** The text a QR code image (PNG) encodes, or null when no QR code is found in it. */
export async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** The inline image of `cid` of a message. */
export const inlineImage = (m: MailMessage, cid: string): MailAttachment => {
  const a = m.attachments?.find((x) => x.cid === cid);
  if (!a) throw new Error(`no inline image ${cid}`);
  return a;
};

export interface CalendarEvent {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string;
  description: string;
  /** DTSTART and DTEND as UTC instants (ISO). */
  start: string;
  end: string;
  /** DTSTAMP, when the entry was written (ISO). */
  stamp: string;
}

/** The .ics attachments of a message, parsed (one VEVENT each). */
export function calendarsOf(m: MailMessage): (CalendarEvent & { filename: string; contentType: string })[] {
  return (m.attachments ?? [])
    .filter((a) => a.filename.endsWith('.ics'))
    .map((a) => {
      const cal = new ICAL.Component(ICAL.parse(a.content.toString('utf8')));
      const ev = new ICAL.Event(cal.getFirstSubcomponent('vevent') ?? undefined);
      const vevent = ev.component;
      return {
        filename: a.filename,
        contentType: a.contentType,
        method: String(cal.getFirstPropertyValue('method')),
        uid: ev.uid,
        sequence: ev.sequence,
        status: String(vevent.getFirstPropertyValue('status')),
        summary: ev.summary,
        location: ev.location,
        description: ev.description,
        start: ev.startDate.toJSDate().toISOString(),
        end: ev.endDate.toJSDate().toISOString(),
        stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
      };
    });
}

/** A receipt of one event booking of 2 tickets (3 admission codes), for the e-mail tests. */
export const sampleReceipt: TransactionResult = {
  ReceiptNo: 100001,
  TransactionDate: '2026-11-23T09:00:00-06:00',
  CustomerID: 1,
  Customer: { FirstName: 'Ann', LastName: 'Lee', CustomerAddress: [{ Email: 'ann.lee@example.org' }] },
  Events: [
    {
      BookingID: 7,
      Barcode: 'EVENTBARCODE0000001',
      TourEventID: 43,
      BookingTypeID: 2,
      EventName: 'Behind-the-Scenes Tour',
      EventStartDateTime: '2026-11-25T10:00:00-06:00',
      EventEndDateTime: '2026-11-25T11:30:00-06:00',
      WaiverRequired: false,
      WaiverURL: null,
    },
  ],
  Products: [
    {
      ProductLineNo: 1,
      ProductID: 5,
      TourEventID: 43,
      TourProductID: 5,
      TourProductName: 'Tour Guest',
      Quantity: 2,
      CostRateID: 1,
      LinePriceExTax: 112.38,
      LinePriceTax: 5.62,
      LinePriceIncTax: 118,
      BookingID: 7,
      BookingStatus: 'Booked',
      Barcodes: ['TICKETBARCODE000001', 'TICKETBARCODE000002'],
      CouponCode: null,
      DiscountAmount: 0,
      DiscountExTax: 0,
    },
  ],
  Payments: [],
  GATickets: [],
  GiftCards: [],
  Donation: null,
  TransactionFee: null,
  TotalDiscount: 0,
  TotalDiscountExTax: 0,
  TotalExTax: 112.38,
  TotalTax: 5.62,
  TotalPaid: 118,
};
