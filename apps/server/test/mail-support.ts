/** Reading what an e-mail carries as a visitor's phone and calendar would: QR images decoded, .ics entries parsed. */
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
      };
    });
}
