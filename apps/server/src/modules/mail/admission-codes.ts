/**
 * The admission codes of an e-mail (event bookings, tickets, GA tickets, member passes, gift
 * cards) as inline images (`cid:<code>@barcode`): QR codes (360 px PNG shown at 180 px, so that
 * they fit a 320 px screen and stay sharp) or Code 128 bars, as Public.AdmissionCodeSymbology
 * says; the value printed under an image only with ShowReadableBarcode (spec 01 §9).
 */
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import type { ServerConfig } from '../../config/server-config';
import { barcodeBarsPng, qrPng } from '../barcode/render';
import { type Block, caption, codeBlock, esc } from './layout';
import type { MailAttachment } from './mailer';

const cidOf = (code: string) => `${code}@barcode`;

/**
 * The inline images of `codes` (in order; a code listed twice is attached once). Each image is a
 * few milliseconds of work: the event loop is let go between them, so that an order of many
 * tickets or gift cards does not hold up other requests while its e-mail is built.
 */
export async function codeAttachments(config: ServerConfig, codes: string[]): Promise<MailAttachment[]> {
  const { AdmissionCodeSymbology: symbology, ShowReadableBarcode: readable } = config.Public;
  const out: MailAttachment[] = [];
  for (const [i, code] of [...new Set(codes)].entries()) {
    if (i > 0) await setImmediatePromise();
    out.push({
      filename: readable ? `${code}.png` : `code-${i + 1}.png`,
      content: symbology === 'qr' ? qrPng(code) : barcodeBarsPng(code),
      cid: cidOf(code),
      contentType: 'image/png',
    });
  }
  return out;
}

/** The blocks of the code's image (`label` names it for screen readers) and caption, its value under it when readable. */
export function codeImage(config: ServerConfig, code: string, label: string): Block[] {
  const { AdmissionCodeSymbology: symbology, ShowReadableBarcode: readable } = config.Public;
  const kind = symbology === 'qr' ? 'qr code' : 'barcode';
  const alt = readable ? `${label} ${kind} ${code}` : `${label} ${kind}`;
  return [
    codeBlock(`cid:${cidOf(code)}`, alt, symbology === 'qr'),
    caption(`${esc(label)}${readable ? `<br><code class="code-value">${esc(code)}</code>` : ''}`),
  ];
}
