/**
 * A camera for the door scanner's journeys: a code's QR image as the server draws it for the
 * receipt and the confirmation e-mail (`GET /api/v1/QRCode/?code=`, the e-mail's inline image is
 * the same picture) on a white 640×480 picture, written as a YUV4MPEG2 video (greyscale: the Y plane is the picture's pixels from
 * sharp, U and V are 128) that Chromium plays as its webcam, looping
 * (`--use-file-for-fake-video-capture`).
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type TestInfo } from '@playwright/test';
import sharp from 'sharp';

const W = 640;
const H = 480;
const FRAMES = 10;

/** Writes the video of the QR image `png` (360 px square) to `file` (.y4m). */
async function writeQrVideo(png: Buffer, file: string): Promise<void> {
  const y = await sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } })
    .composite([{ input: png, gravity: 'centre' }])
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  if (y.length !== W * H) throw new Error(`expected ${W * H} grey pixels, got ${y.length}`);
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420\n`), ...Array.from({ length: FRAMES }, () => frame)]),
  );
}

/** A Chromium (the project's launch options) whose camera shows `code` as a QR code. */
export async function browserSeeing(code: string, testInfo: TestInfo): Promise<Browser> {
  const file = testInfo.outputPath(`camera-${code}.y4m`);
  const res = await fetch(new URL(`/api/v1/QRCode/?code=${encodeURIComponent(code)}`, testInfo.project.use.baseURL));
  if (!res.ok) throw new Error(`QR code of ${code}: ${res.status}`);
  await writeQrVideo(Buffer.from(await res.arrayBuffer()), file);
  const base = testInfo.project.use.launchOptions ?? {};
  return chromium.launch({
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
}
