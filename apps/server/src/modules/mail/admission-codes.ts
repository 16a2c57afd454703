/**
 * The admission codes of an e-mail (event bookings, tickets, GA tickets, member passes, gift
 * cards) as inline images (`cid:<code>@barcode`): QR codes (360 px PNG shown at 180 px, so that
 * they fit a 320 px screen and stay sharp) or Code 128 bars, as Public.AdmissionCodeSymbology
 * says; the value printed under an image only with ShowReadableBarcode (spec 01 §9).
 */
import type { ServerConfig } from '../../config/server-config';
import { barcodeBarsPng, QR_IMAGE_PX, qrPng } from '../barcode/render';
import { esc } from './layout';
import type { MailAttachment } from './mailer';

const cidOf = (code: string) => `${code}@barcode`;

/** The inline images of `codes` (in order; a code listed twice is attached once). */
export function codeAttachments(config: ServerConfig, codes: string[]): MailAttachment[] {
  const { AdmissionCodeSymbology: symbology, ShowReadableBarcode: readable } = config.Public;
  const unique = [...new Set(codes)];
  return unique.map((code, i) => ({
    filename: readable ? `${code}.png` : `code-${i + 1}.png`,
    content: symbology === 'qr' ? qrPng(code) : barcodeBarsPng(code),
    cid: cidOf(code),
    contentType: 'image/png',
  }));
}

/** An MJML block of the code's image (`label` names it for screen readers), its value under it when readable. */
export function codeImage(config: ServerConfig, code: string, label: string): string {
  const { AdmissionCodeSymbology: symbology, ShowReadableBarcode: readable } = config.Public;
  const kind = symbology === 'qr' ? 'QR code' : 'Barcode';
  const alt = readable ? `${label} ${kind.toLowerCase()} ${code}` : `${label} ${kind.toLowerCase()}`;
  const width = symbology === 'qr' ? `${QR_IMAGE_PX / 2}px` : '280px';
  const image = `<mj-image src="cid:${esc(cidOf(code))}" alt="${esc(alt)}" width="${width}" align="center" padding="12px 24px 0" />`;
  const caption = `<mj-text align="center" font-size="13px" line-height="18px" color="#52606d" padding="2px 24px 8px">${esc(label)}${readable ? `<br><code class="code-value">${esc(code)}</code>` : ''}</mj-text>`;
  return image + caption;
}
