/**
 * The images of an Apple Wallet pass, made once per process with sharp from Wallet.LogoFile (any
 * image sharp reads: PNG, JPEG, SVG…), or a plain square in the pass's background colour when
 * none is configured: icon.png 29×29 and logo.png 160×50, each with its @2x.
 */
import sharp from 'sharp';
import type { ServerConfig } from '../../config/server-config';

const SIZES = { icon: [29, 29], logo: [160, 50] } as const;

/** `rgb(r, g, b)` as sharp's colour ({r, g, b}); black when it is not one. */
function rgb(css: string): { r: number; g: number; b: number } {
  const [r = 0, g = 0, b = 0] = (css.match(/\d+/g) ?? []).map(Number);
  return { r, g, b };
}

async function make(w: ServerConfig['Wallet'], width: number, height: number): Promise<Buffer> {
  const source = w.LogoFile ? sharp(w.LogoFile) : sharp({ create: { width, height, channels: 4, background: { ...rgb(w.BackgroundColor), alpha: 1 } } });
  return source.resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
}

const made = new WeakMap<ServerConfig['Wallet'], Promise<Record<string, Buffer>>>();

/** The pass's image files by name (icon.png, icon@2x.png, logo.png, logo@2x.png). */
export function passImages(w: ServerConfig['Wallet']): Promise<Record<string, Buffer>> {
  let images = made.get(w);
  if (!images) {
    images = (async () => {
      const files: Record<string, Buffer> = {};
      for (const [name, [width, height]] of Object.entries(SIZES)) {
        files[`${name}.png`] = await make(w, width, height);
        files[`${name}@2x.png`] = await make(w, width * 2, height * 2);
      }
      return files;
    })();
    images.catch(() => made.delete(w));
    made.set(w, images);
  }
  return images;
}
