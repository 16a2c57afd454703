/**
 * How the server puts a storefront page's server render into its HTML shell (docs/performance.md#storefront-on-a-phone,
 * http/first-load.ts), with a stand-in for the storefront's dist-ssr/entry-server.js that records
 * what it is asked (the real render is tested in apps/storefront/src/entry-server.test.tsx and
 * in a browser by e2e/tests/server-render.spec.ts).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness';
import { NOW } from './support';

const HTML = `<!doctype html><html><head><title>GT</title>
<script type="module" crossorigin src="/GT/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/GT/assets/vendor-B2.js">
</head><body><div id="root"><div class="gt-boot">Loading</div></div>
</body></html>`;

/** Renders `<h1>` + the location + the carried display areas' names; "/GT/calendar/3" fails. */
const RENDERER = `
globalThis.renders = [];
globalThis.answered = [];
export async function renderPage(location, answers) {
  globalThis.renders.push(location);
  globalThis.answered.push(answers);
  if (location === '/GT/calendar/3') throw new Error('cannot render');
  const areas = answers.get('/api/v1/DisplayAreas?type=bookingtypes') ?? [];
  return '<h1>Rendered ' + location + '</h1>' + areas.map((a) => '<p>' + a.AreaName + '</p>').join('');
}`;

let store: TestStore;
let dir: string;
const renders = () => (globalThis as unknown as { renders: string[] }).renders;
/** The answers the stand-in was last asked to render with. */
const lastAnswers = () => (globalThis as unknown as { answered: ReadonlyMap<string, unknown>[] }).answered.at(-1);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gt-render-'));
  await mkdir(join(dir, 'dist', '.vite'), { recursive: true });
  await mkdir(join(dir, 'dist-ssr'));
  await writeFile(join(dir, 'dist', 'index.html'), HTML);
  await writeFile(join(dir, 'dist', '.vite', 'manifest.json'), JSON.stringify({ 'src/app/routes/products.tsx': { file: 'assets/products-C3.js', imports: ['_vendor'] }, _vendor: { file: 'assets/vendor-B2.js' } }));
  await writeFile(join(dir, 'dist-ssr', 'entry-server.js'), RENDERER);
  store = await startTestStore({ now: NOW, config: { StorefrontDir: join(dir, 'dist') } });
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true });
});

const page = async (url: string, cookie?: string) => (await store.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;
const cartCookie = (cart: unknown) => `gt-checkout=${encodeURIComponent(typeof cart === 'string' ? cart : JSON.stringify(cart))}`;

describe('server-rendered pages', () => {
  it('puts the render of a catalogue page in #root, in place of the start-up overlay, from the carried answers', async () => {
    const html = await page('/GT/products');
    const areas = (await store.app.inject({ method: 'GET', url: '/api/v1/DisplayAreas?type=bookingtypes' })).json<{ AreaName: string }[]>();
    expect(html).toContain(`<div id="root" data-rendered><h1>Rendered /GT/products</h1>${areas.map((a) => `<p>${a.AreaName}</p>`).join('')}</div>`);
    expect(html).not.toContain('gt-boot');
  });

  it("starts its scripts after the first paint: the entry first, then the build's and the page's preloads, in one deferred script", async () => {
    const html = await page('/GT/products?x=1');
    expect(html).toContain('<script defer src="/GT/start-app.js" data-scripts="/GT/assets/index-A1.js /GT/assets/vendor-B2.js /GT/assets/products-C3.js"></script></head>');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(renders()).toContain('/GT/products?x=1');
  });

  it('renders the checkout with the cart its cookie names, carrying the cart and its events and booking types (@gt/contract/checkout-cart)', async () => {
    const events = (await store.app.inject({ method: 'GET', url: '/api/v1/TourEvents?BookingTypeID=1&From=2026-11-24&To=2026-11-24' })).json<{ TourEventID: number }[]>();
    const [a, b] = events.map((e) => e.TourEventID);
    const cart = [b, a].map((id) => ({ TourEventID: id, BookingTypeID: 1, lines: [{ TourProductID: 1, Quantity: 2 }] }));
    const html = await page('/GT/checkout', cartCookie(cart));
    expect(html).toContain('<div id="root" data-rendered><h1>Rendered /GT/checkout</h1>');
    const answers = lastAnswers();
    expect(answers?.get('#cart')).toEqual(cart);
    const listed = answers?.get(`/api/v1/TourEvents?TourEventList=${a}%2C${b}`) as { TourEventID: number }[];
    expect(listed.map((e) => e.TourEventID)).toEqual([a, b]);
    expect(answers?.get('/api/v1/BookingTypes?BookingTypeID=1')).toMatchObject([{ BookingTypeID: 1 }]);
    // The browser gets what the page was rendered from.
    const carried = JSON.parse(/<script type="application\/json" id="gt-first-load">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(carried['#cart']).toEqual(cart);
    expect(Object.keys(carried)).toContain(`/api/v1/TourEvents?TourEventList=${a}%2C${b}`);
  });

  it('renders the checkout of a visitor without the cookie as an empty cart', async () => {
    const html = await page('/GT/checkout');
    expect(html).toContain('<div id="root" data-rendered><h1>Rendered /GT/checkout</h1>');
    expect([...(lastAnswers()?.keys() ?? [])].filter((k) => k === '#cart' || k.includes('TourEvents'))).toEqual([]);
  });

  it("leaves the checkout to the browser while the cart holds what only the browser knows, or the cookie is malformed, with its code preloaded as usual", async () => {
    const bad = [{ TourEventID: 0, BookingTypeID: 1, lines: [{ TourProductID: 1, Quantity: 1 }] }];
    for (const cookie of [cartCookie('browser'), cartCookie('[{"TourEventID":'), cartCookie(bad), cartCookie([]), `gt-checkout=${'x'.repeat(3001)}`]) {
      const before = renders().length;
      const html = await page('/GT/checkout', cookie);
      expect(renders().length, cookie).toBe(before);
      expect(html).toContain('<div class="gt-boot">Loading</div>');
      expect(html).toContain('<script type="module" crossorigin src="/GT/assets/index-A1.js"></script>');
      expect(html).not.toContain('"#cart"');
    }
  });

  it('sends the plain shell when the render fails', async () => {
    const html = await page('/GT/calendar/3');
    expect(renders()).toContain('/GT/calendar/3');
    expect(html).toContain('<div id="root"><div class="gt-boot">Loading</div></div>');
    expect(html).toContain('<script type="module" crossorigin src="/GT/assets/index-A1.js"></script>');
  });

  it('leaves a page to the browser when one of its answers is missing: /GT/calendar/999 (no such booking type, 404) goes to /not-found there without a hydration error', async () => {
    const before = renders().length;
    const html = await page('/GT/calendar/999');
    expect(renders().length).toBe(before);
    expect(html).toContain('<div id="root"><div class="gt-boot">Loading</div></div>');
    expect(html).toContain('<script type="module" crossorigin src="/GT/assets/index-A1.js"></script>');
  });

  it('renders a page once for many visitors while its address and answers are the same', async () => {
    const count = () => renders().filter((r) => r === '/GT/products?y=2').length;
    await Promise.all([page('/GT/products?y=2'), page('/GT/products?y=2'), page('/GT/products?y=2')]);
    expect(count()).toBe(1);
  });
});
