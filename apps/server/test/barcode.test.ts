/** GET /api/v1/Barcode/?barcode&includeLable → Code 128 PNG (spec 01 §7); GET /api/v1/QRCode/?code → QR code PNG. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { barcodeBarsPng } from '../src/modules/barcode/render';
import { startTestStore, type TestStore } from './harness';
import { NOW } from './checkout-support';
import { decodeQr } from './mail-support';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, seed: false });
});
afterAll(async () => {
  await store.close();
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const get = (url: string) => store.app.inject({ method: 'GET', url });
/** Width and height from the PNG IHDR chunk. */
const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('GET /api/v1/Barcode/', () => {
  it('renders a PNG with the readable value under the bars by default', async () => {
    const res = await get('/api/v1/Barcode/?barcode=7K3QJ9ZP2M4TX8VB6N1R&includeLable=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const withLabel = size(res.rawPayload);
    const bare = await get('/api/v1/Barcode/?barcode=7K3QJ9ZP2M4TX8VB6N1R&includeLable=false');
    expect(bare.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(size(bare.rawPayload).width).toBe(withLabel.width);
    expect(size(bare.rawPayload).height).toBeLessThan(withLabel.height);
    const byDefault = await get('/api/v1/Barcode/?barcode=7K3QJ9ZP2M4TX8VB6N1R');
    expect(byDefault.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers without the trailing slash too, and longer values give wider images', async () => {
    const short = await get('/api/v1/Barcode?barcode=AB12');
    const long = await get('/api/v1/Barcode?barcode=AB12AB12AB12AB12AB12');
    expect(short.statusCode).toBe(200);
    expect(size(long.rawPayload).width).toBeGreaterThan(size(short.rawPayload).width);
  });

  it('refuses a missing, too long or odd value', async () => {
    for (const q of ['', 'barcode=', `barcode=${'A'.repeat(65)}`, 'barcode=%3Cscript%3E', 'barcode=A&includeLable=yes']) {
      const res = await get(`/api/v1/Barcode/?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().Errors[0].ErrorMessage).toMatch(/^Invalid query parameter/);
    }
  });
});

describe('GET /api/v1/QRCode/', () => {
  it('renders a 360 px square PNG QR code that reads back as the value, kept out of caches', async () => {
    for (const url of ['/api/v1/QRCode/?code=7K3QJ9ZP2M4TX8VB6N1R', '/api/v1/QRCode?code=7K3QJ9ZP2M4TX8VB6N1R']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(size(res.rawPayload)).toEqual({ width: 360, height: 360 });
      expect(await decodeQr(res.rawPayload)).toBe('7K3QJ9ZP2M4TX8VB6N1R');
    }
    // The longest value still fits, in finer modules.
    const long = 'ab-'.repeat(21) + 'z';
    expect(await decodeQr((await get(`/api/v1/QRCode/?code=${long}`)).rawPayload)).toBe(long);
  });

  it('refuses a missing, too long or odd value', async () => {
    for (const q of ['', 'code=', `code=${'A'.repeat(65)}`, 'code=%3Cscript%3E', 'code=A&size=9']) {
      const res = await get(`/api/v1/QRCode/?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().Errors[0].ErrorMessage).toMatch(/^Invalid query parameter/);
    }
  });
});

/** Dark and light run lengths across the middle row of a PNG, quiet zones (light ends) dropped. */
function runs(png: Buffer): number[] {
  const img = PNG.sync.read(png);
  const y = Math.floor(img.height / 2);
  const dark = Array.from({ length: img.width }, (_, x) => (img.data[(y * img.width + x) * 4] as number) < 128);
  const out: number[] = [];
  dark.forEach((d, x) => (x > 0 && d === dark[x - 1] ? (out[out.length - 1] as number)++ : out.push(1)));
  return dark[0] ? out : out.slice(1, dark.at(-1) ? undefined : -1);
}

describe('e-mail barcode images (bars only)', () => {
  it('draw the same Code 128 bars as the Barcode endpoint, with quiet zones, in under half the bytes', async () => {
    for (const code of ['7K3QJ9ZP2M4TX8VB6N1R', 'AB12', '0000000000000000000A']) {
      const bars = barcodeBarsPng(code);
      const endpoint = (await get(`/api/v1/Barcode/?barcode=${code}&includeLable=false`)).rawPayload;
      expect(runs(bars), code).toEqual(runs(endpoint));
      expect(runs(bars).length, code).toBeGreaterThan(30);
      const img = PNG.sync.read(bars);
      expect(img.data[0], 'light left edge').toBe(255);
      expect(img.data[(img.width - 1) * 4], 'light right edge').toBe(255);
      expect(bars.length).toBeLessThan(endpoint.length / 2);
    }
  });
});
