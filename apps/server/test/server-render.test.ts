/**
 * How the server puts a storefront page's server render into its HTML shell (issue 16,
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

/** Renders `<h1>` + the location + the carried display areas' names; "/GT/calendar/13" fails. */
const RENDERER = `
globalThis.renders = [];
export async function renderPage(location, answers) {
  globalThis.renders.push(location);
  if (location === '/GT/calendar/13') throw new Error('cannot render');
  const areas = answers.get('/api/v1/DisplayAreas?type=bookingtypes') ?? [];
  return '<h1>Rendered ' + location + '</h1>' + areas.map((a) => '<p>' + a.AreaName + '</p>').join('');
}`;

let store: TestStore;
let dir: string;
const renders = () => (globalThis as unknown as { renders: string[] }).renders;

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

const page = async (url: string) => (await store.app.inject({ method: 'GET', url })).body;

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

  it("leaves the pages that depend on the browser's cart to the browser, with their code preloaded as usual", async () => {
    const before = renders().length;
    const html = await page('/GT/checkout');
    expect(renders().length).toBe(before);
    expect(html).toContain('<div class="gt-boot">Loading</div>');
    expect(html).toContain('<script type="module" crossorigin src="/GT/assets/index-A1.js"></script>');
  });

  it('sends the plain shell when the render fails', async () => {
    const html = await page('/GT/calendar/13');
    expect(renders()).toContain('/GT/calendar/13');
    expect(html).toContain('<div id="root"><div class="gt-boot">Loading</div></div>');
    expect(html).toContain('<script type="module" crossorigin src="/GT/assets/index-A1.js"></script>');
  });

  it('renders a page once for many visitors while its address and answers are the same', async () => {
    const count = () => renders().filter((r) => r === '/GT/products?y=2').length;
    await Promise.all([page('/GT/products?y=2'), page('/GT/products?y=2'), page('/GT/products?y=2')]);
    expect(count()).toBe(1);
  });
});
