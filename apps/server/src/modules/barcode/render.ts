/** Admission code images: Code 128 barcodes (spec 01 §7 GET Barcode) and QR codes (GET QRCode), for pages and e-mails. */
import bwipjs, { toBuffer } from 'bwip-js/node';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';

/** Pixel width and height of a QR code image: shown at half of it, 180 CSS px (fits a 320 px screen), so sharp on 2× screens. */
export const QR_IMAGE_PX = 360;

/**
 * PNG of `text` as a QR code, QR_IMAGE_PX square (8-bit grayscale, black on white): the `qrcode`
 * library encodes (error correction M, 15 %: a scuffed screen or a crease still scans) and pngjs
 * writes the raster, each module a whole number of pixels, centred in a quiet zone of at least
 * the 4 modules the standard asks for. About ten times cheaper than the library's own PNG writer.
 */
export function qrPng(text: string): Buffer {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const scale = Math.floor(QR_IMAGE_PX / (size + 8));
  const offset = Math.floor((QR_IMAGE_PX - size * scale) / 2);
  const png = new PNG({ width: QR_IMAGE_PX, height: QR_IMAGE_PX, colorType: 0, inputColorType: 0, bitDepth: 8 });
  png.data.fill(0xff);
  const row = Buffer.alloc(QR_IMAGE_PX);
  for (let y = 0; y < size; y++) {
    row.fill(0xff);
    for (let x = 0; x < size; x++) if (data[y * size + x]) row.fill(0, offset + x * scale, offset + (x + 1) * scale);
    for (let k = 0; k < scale; k++) row.copy(png.data, (offset + y * scale + k) * QR_IMAGE_PX);
  }
  // Filter "Up" for every row (repeated rows are then all zeros), not pngjs's per-row search.
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, filterType: 2 });
}

/** PNG of a Code 128 barcode; `withText` prints the human-readable value under the bars. */
export function barcodePng(text: string, withText: boolean): Promise<Buffer> {
  return toBuffer({
    bcid: 'code128',
    text,
    scale: 2,
    height: 12,
    includetext: withText,
    textxalign: 'center',
    paddingwidth: 8,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}

/** Pixels per narrowest bar, quiet zone either side (10 modules, as Code 128 requires), bar height. */
const MODULE_PX = 2;
const QUIET_MODULES = 10;
const BAR_HEIGHT_PX = 68;

/**
 * PNG of the bars only of a Code 128 barcode (8-bit grayscale, black on white, quiet zones),
 * for the confirmation e-mail, which prints the value as text under it. About five times
 * cheaper than barcodePng: bwip-js only encodes (its bar/space widths) and pngjs writes the
 * raster, instead of bwip-js drawing and compressing the image itself.
 */
export function barcodeBarsPng(text: string): Buffer {
  // The default export's raw() encodes; the named export `raw` is BWIPP's "raw" symbology.
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  const widths = symbol && 'sbs' in symbol ? symbol.sbs : [];
  const modules = widths.reduce((a, b) => a + b, 0) + 2 * QUIET_MODULES;
  const row = Buffer.alloc(modules * MODULE_PX, 0xff);
  let x = QUIET_MODULES * MODULE_PX;
  widths.forEach((w, i) => {
    if (i % 2 === 0) row.fill(0, x, x + w * MODULE_PX); // bars at even positions, spaces between
    x += w * MODULE_PX;
  });
  const png = new PNG({ width: row.length, height: BAR_HEIGHT_PX, colorType: 0, inputColorType: 0, bitDepth: 8 });
  for (let y = 0; y < BAR_HEIGHT_PX; y++) row.copy(png.data, y * row.length);
  // Filter "Up" for every row (rows after the first are then all zeros), not pngjs's per-row search.
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, filterType: 2 });
}
