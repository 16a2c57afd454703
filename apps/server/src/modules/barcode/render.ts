/** Code 128 barcode images (spec 01 §7 GET Barcode; confirmation e-mail). */
import { toBuffer } from 'bwip-js/node';

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
