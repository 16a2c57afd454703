/** Code 128 barcode images (spec 01 §7 GET Barcode; confirmation e-mail). */
import bwipjs, { toBuffer } from 'bwip-js/node';
import { PNG } from 'pngjs';

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
