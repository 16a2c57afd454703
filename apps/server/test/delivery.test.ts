/**
 * How the server delivers bytes (docs/performance.md#storefront-on-a-phone): the storefront's build pre-compressed
 * (brotli / gzip as accepted), hashed assets cached a year and immutable, the HTML shell
 * revalidated by ETag, API answers of 1 KiB and more compressed, server-sent events never
 * compressed, and ETags with 304 answers on the catalogue.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KITCHEN_KEY, kitchenConfig } from './food-support';
import { scriptText } from '../src/http/first-load';
import { startTestStore, type TestStore } from './harness';
import { NOW } from './support';

/** A well-formed hold reference that no hold has. */
const UNKNOWN_HOLD = 'a'.repeat(24);
const SCRIPT = `export const text = "${'storefront '.repeat(400)}";`;
const HTML = `<!doctype html><html><head><title>GT</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`;

let store: TestStore;
let files: string;
beforeAll(async () => {
  files = await mkdtemp(join(tmpdir(), 'gt-delivery-'));
  await mkdir(join(files, 'assets'));
  await writeFile(join(files, 'index.html'), HTML);
  // As the build writes them: the file and its compressed copies (apps/storefront/vite.config.ts).
  await writeFile(join(files, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(join(files, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(files, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(files, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  store = await startTestStore({ now: NOW, config: { ...kitchenConfig, StorefrontDir: files } });
});
afterAll(async () => {
  await store.close();
  await rm(files, { recursive: true });
});

const get = (url: string, headers: InjectOptions['headers'] = {}) => store.app.inject({ method: 'GET', url, headers });
const decode = (res: Awaited<ReturnType<typeof get>>) =>
  res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;

describe('storefront files', () => {
  it('sends the pre-compressed copy the browser accepts, brotli first, else the file as it is', async () => {
    const url = '/GT/assets/index-Ab12Cd34.js';
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get(url, { 'accept-encoding': accept });
      expect([accept, res.statusCode, res.headers['content-encoding'], res.headers['content-type']]).toEqual([accept, 200, encoding, expect.stringMatching(/^(text|application)\/javascript/)]);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res).toString()).toBe(SCRIPT);
    }
  });

  it('keeps hashed assets a year (immutable) and other public files an hour, with validators', async () => {
    expect((await get('/GT/assets/index-Ab12Cd34.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await get('/GT/logo.svg');
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    expect(logo.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect((await get('/GT/logo.svg', { 'if-none-match': logo.headers.etag as string })).statusCode).toBe(304);
  });

  it('never serves the compressed copies as files of their own', async () => {
    expect((await get('/GT/assets/index-Ab12Cd34.js.br')).statusCode).toBe(404);
  });

  it('revalidates the HTML shell by ETag (no-cache; 304 while the build and the page are unchanged) and compresses it', async () => {
    const page = await get('/GT/checkout/', { 'accept-encoding': 'br' });
    expect([page.statusCode, page.headers['content-type'], page.headers['cache-control'], page.headers['content-encoding']]).toEqual([200, 'text/html; charset=utf-8', 'no-cache', 'br']);
    expect(decode(page).toString()).toMatch(/^<!doctype html><html><head><title>GT<\/title><\/head><body><script type="application\/json" id="gt-first-load">\{.*\}<\/script><div id="root"><\/div>/);
    const again = await get('/GT/checkout/', { 'if-none-match': page.headers.etag as string });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });
});

describe('first load of a page (the page\'s data and code with the HTML)', () => {
  /** The `{url: answer}` object a page's shell carries. */
  const carried = async (path: string) => {
    const html = (await get(path)).body;
    const json = /<script type="application\/json" id="gt-first-load">(.*?)<\/script>/.exec(html)?.[1];
    expect(json, path).toBeDefined();
    return JSON.parse(json as string) as Record<string, unknown>;
  };

  it('carries the answers of the catalogue GETs the page starts with, as the API gives them', async () => {
    const products = await carried('/GT/products');
    expect(Object.keys(products)).toEqual(['/api/v1/config', '/api/v1/DisplayAreas?type=bookingtypes']);
    expect(products['/api/v1/DisplayAreas?type=bookingtypes']).toEqual((await get('/api/v1/DisplayAreas?type=bookingtypes')).json());
    expect(products['/api/v1/config']).toEqual((await get('/api/v1/config')).json());
    expect(Object.keys(await carried('/GT/calendar/Area/1'))).toEqual(['/api/v1/config', '/api/v1/DisplayAreas?type=bookingtypes', '/api/v1/BookingTypes?DisplayArea=1']);
    expect(Object.keys(await carried('/GT/checkout'))).toEqual(['/api/v1/config', '/api/v1/CountryAndStates', '/api/v1/membershippackages', '/api/v1/Products?ProductType=donation&ProductID=9001']);
  });

  it('carries the transaction fee product too while the fee applies (the checkout prices it on the first draw)', async () => {
    const withFee = await startTestStore({ now: NOW, config: { StorefrontDir: files, Public: { ApplyTransactionFee: true } } });
    try {
      const html = (await withFee.app.inject({ method: 'GET', url: '/GT/checkout' })).body;
      const json = JSON.parse(/<script type="application\/json" id="gt-first-load">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
      expect(Object.keys(json)).toContain('/api/v1/Products?ProductType=transactionfee&ProductID=9002');
      expect(json['/api/v1/Products?ProductType=transactionfee&ProductID=9002']).toMatchObject([{ ProductID: 9002 }]);
    } finally {
      await withFee.close();
    }
  });

  it('leaves out an answer that is not 200 (the browser asks and shows the error), and a malformed id asks for nothing more', async () => {
    expect((await get('/api/v1/BookingTypes?BookingTypeID=987654')).statusCode).toBe(404);
    expect(Object.keys(await carried('/GT/calendar/987654'))).toEqual(['/api/v1/config']);
    expect(Object.keys(await carried('/GT/calendar/x'))).toEqual(['/api/v1/config']);
  });

  it('never lets carried text close the script element (a display text of "</script><script>…")', () => {
    const json = JSON.stringify({ DisplayText: '</script><script>alert(1)</script><!--' });
    expect(scriptText(json)).toBe('{"DisplayText":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--"}');
    expect(JSON.parse(scriptText(json))).toEqual(JSON.parse(json));
  });
});

describe('API answers', () => {
  it('are compressed from 1 KiB on (a month of events), with the same JSON', async () => {
    const url = '/api/v1/TourEvents?BookingTypeID=1&From=2026-11-01&To=2026-11-30';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(JSON.parse(decode(br).toString())).toEqual(plain.json());
    expect(JSON.parse(decode(await get(url, { 'accept-encoding': 'gzip' })).toString())).toEqual(plain.json());
  });

  it('compress the calendars\' month (Fields=Calendar) too', async () => {
    const url = '/api/v1/TourEvents?BookingTypeID=1&From=2026-11-01&To=2026-11-30&Fields=Calendar';
    const plain = await get(url);
    for (const encoding of ['br', 'gzip']) {
      const packed = await get(url, { 'accept-encoding': encoding });
      expect([encoding, packed.headers['content-encoding']]).toEqual([encoding, encoding]);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
      expect(JSON.parse(decode(packed).toString())).toEqual(plain.json());
    }
  });

  it('are sent as they are below 1 KiB', async () => {
    const res = await get('/api/v1/costrates', { 'accept-encoding': 'br, gzip' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compress the kitchen feed’s event stream (each event must arrive as it is written)', async () => {
    const address = await store.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { 'x-middleware-key': KITCHEN_KEY, 'accept-encoding': 'br, gzip' };
    const { res, first } = await new Promise<{ res: IncomingMessage; first: string }>((resolve, reject) => {
      const req = request(`${address}/middleware/api/KitchenOrders/stream`, { headers }, (res) => {
        res.once('data', (chunk: Buffer) => {
          req.destroy();
          resolve({ res, first: chunk.toString() });
        });
      });
      req.on('error', reject).end();
    });
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    // The first line arrives as written, not held back in a compressor's buffer.
    expect(first).toBe('retry: 3000\n\n');
  });
});

describe('catalogue validators', () => {
  it('give catalogue GETs an ETag (no-cache) and answer a matching If-None-Match with 304 and no body', async () => {
    const calendar = '/api/v1/TourEvents?BookingTypeID=1&From=2026-11-24&To=2026-11-24&Fields=Calendar';
    for (const url of ['/api/v1/DisplayAreas', '/api/v1/BookingTypes?BookingTypeID=1', '/api/v1/TourEvents?BookingTypeID=1&From=2026-11-24&To=2026-11-24', calendar, '/api/v1/config']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect([url, first.statusCode, first.headers['cache-control'], first.headers.etag]).toEqual([url, 200, 'no-cache', expect.stringMatching(/^"[\w-]{27}"$/)]);
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string });
      expect([url, again.statusCode, again.body, again.headers.etag]).toEqual([url, 304, '', first.headers.etag]);
    }
  });

  it('send the full answer when it changed (another ETag)', async () => {
    const res = await get('/api/v1/DisplayAreas', { 'if-none-match': '"stale"' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toEqual([]);
  });

  it('keep one visitor’s view of the seats private, and leave personal answers uncached', async () => {
    const seats = await get(`/api/v1/TourEvents?BookingTypeID=1&From=2026-11-24&To=2026-11-24&TourHoldRef=${UNKNOWN_HOLD}`);
    expect(seats.headers['cache-control']).toBe('private, no-cache');
    const calendar = await get(`/api/v1/TourEvents?BookingTypeID=1&From=2026-11-24&To=2026-11-24&TourHoldRef=${UNKNOWN_HOLD}&Fields=Calendar`);
    expect(calendar.headers['cache-control']).toBe('private, no-cache');
    const hold = await get(`/api/v1/TourHolds/${UNKNOWN_HOLD}`);
    expect([hold.headers['cache-control'], hold.headers.etag]).toEqual(['no-store', undefined]);
  });
});
