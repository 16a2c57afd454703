/**
 * Catalogue images (docs/operator-guide.md * well-kept library, served with long cache headers). An upload is decoded by `sharp`, which
 * decides the type from the bytes (never from the file name or the browser's content type):
 * JPEG, PNG or WebP only. It is turned upright (EXIF orientation), shrunk to at most
 * `MAX_IMAGE_WIDTH` pixels wide (never enlarged), stripped of its metadata (camera, location) and
 * stored in the database under a hash of the stored bytes, so `/images/<id>.<ext>` never changes.
 */
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { adminMessages } from '@gt/domain/admin-messages';
import type { UploadedImage } from '@gt/contract/admin/catalogue';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import { insertImage, type ImageRow } from './repository';

/** Largest upload accepted, in bytes (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Widest stored image, in pixels: large enough for a full-width banner on a wide screen. */
export const MAX_IMAGE_WIDTH = 1600;
/** Decoding refuses images of more pixels than this (a small file that would expand to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;

const TYPES = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  webp: { contentType: 'image/webp', ext: 'webp' },
} as const;
type Format = keyof typeof TYPES;

export const EXTENSIONS: Record<string, ImageRow['contentType']> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The public address of a stored image. */
export const imageUrl = (row: Pick<ImageRow, 'imageId' | 'contentType'>): string =>
  `/images/${row.imageId}.${Object.entries(EXTENSIONS).find(([, t]) => t === row.contentType)?.[0] ?? 'bin'}`;

/** The image's format as sharp reads it from the bytes, or null when it is not an image we take. */
async function formatOf(bytes: Buffer): Promise<Format | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return meta.format in TYPES ? (meta.format as Format) : null;
  } catch {
    return null;
  }
}

/**
 * Checks, resizes and stores an uploaded image (`bytes` at most MAX_IMAGE_BYTES, checked by the
 * route while reading). Errors: 400 `imageType` for anything but a decodable JPEG, PNG or WebP.
 * The upload is audited (entity `image`, its address and size).
 */
export async function storeImage(ctx: AppContext, actor: Actor, bytes: Buffer, fileName: string): Promise<UploadedImage> {
  const format = await formatOf(bytes);
  if (!format) throw new ApiError(400, adminMessages.imageType);
  let out: { data: Buffer; info: OutputInfo };
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    out = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new ApiError(400, adminMessages.imageType);
  }
  const { contentType } = TYPES[format];
  const imageId = createHash('sha256').update(out.data).digest('base64url').slice(0, 32);
  const row = { imageId, contentType, width: out.info.width, height: out.info.height, bytes: out.data };
  const url = imageUrl(row);
  await ctx.db.transaction(async (tx) => {
    const added = await insertImage(tx, { ...row, createdAt: ctx.clock() });
    if (added)
      await writeAudit(tx, actor, ctx.clock(), {
        action: 'image.upload',
        entity: 'image',
        entityId: imageId,
        after: { url, fileName: fileName.slice(0, 200), contentType, width: row.width, height: row.height, bytes: out.data.length },
      });
  });
  return { id: imageId, url, contentType, width: row.width, height: row.height, bytes: out.data.length };
}
