/**
 * The HTML shell of a storefront page with what its first load needs (docs/performance.md#storefront-on-a-phone,
 * @gt/contract/first-load): `<link rel="modulepreload">` for the page's lazily loaded code and
 * its imports (from the build's `.vite/manifest.json`), and the answers of the catalogue GETs
 * the page starts with, as `<script type="application/json" id="gt-first-load">{url: body}`.
 * The scripts, the page's code and its data then load side by side instead of one after the
 * other. The answers come from the API's own routes (in-process requests under the visitor's
 * address, so they count against the visitor's rate limit like the browser's own requests); an
 * answer other than 200 is left out and the browser asks for it as usual. Catalogue pages are
 * also rendered here (the storefront's entry-server.tsx, built into `<dist>-ssr`), so that their
 * heading, cards and images show before the scripts have run.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readCheckoutCart } from '@gt/contract/checkout-cart';
import { CARRIED_CART, CHECKOUT_CART_COOKIE, firstLoad, type CheckoutProducts } from '@gt/contract/first-load';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** page → `/GT/assets/…` files of its route module and the chunks it imports, minus the entry's. */
function pageScripts(dir: string, shell: string): Map<string, string[]> {
  const manifestFile = join(dir, '.vite', 'manifest.json');
  const scripts = new Map<string, string[]>();
  if (!existsSync(manifestFile)) return scripts;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  for (const [key, chunk] of Object.entries(manifest)) {
    const page = /^src\/app\/routes\/([\w-]+)\.tsx$/.exec(key)?.[1];
    if (!page) continue;
    const files = new Set<string>();
    const visit = (c: ManifestChunk | undefined) => {
      if (!c || files.has(c.file)) return;
      files.add(c.file);
      for (const k of c.imports ?? []) visit(manifest[k]);
    };
    visit(chunk);
    // The shell already loads the entry and its imports.
    scripts.set(page, [...files].map((f) => `/GT/${f}`).filter((href) => !shell.includes(`"${href}"`)));
  }
  return scripts;
}

/** JSON as the text of a `<script>` element: no `<` that could close it (or open a comment). */
export const scriptText = (json: string) => json.replace(/</g, '\\u003c');

/** The storefront's server render (apps/storefront/src/entry-server.tsx, built into `<dist>-ssr`). */
interface PageRenderer {
  renderPage(location: string, answers: ReadonlyMap<string, unknown>): Promise<string>;
}

/** The server render built beside `dir` (the storefront's dist: `dist-ssr`), or null without one. */
async function loadRenderer(dir: string): Promise<PageRenderer | null> {
  const file = join(`${resolve(dir)}-ssr`, 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/** The entry's module script and the build's module preloads in index.html. */
const SCRIPT_TAGS = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>|<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * A server-rendered page loads its scripts once it has painted (public/start-app.js): the module
 * script and preloads of `page` become one deferred classic script listing them, entry first.
 */
function startAfterPaint(page: string, pageScripts: string[]): string {
  const entry: string[] = [];
  const preloads: string[] = [];
  const html = page.replace(SCRIPT_TAGS, (_tag, src: string | undefined, href: string | undefined) => {
    if (src) entry.push(src);
    else if (href) preloads.push(href);
    return '';
  });
  const ordered = [...entry, ...preloads, ...pageScripts];
  return html.replace('</head>', () => `<script defer src="/GT/start-app.js" data-scripts="${ordered.join(' ')}"></script></head>`);
}

/** How long a rendered page is reused for the same address and the same answers. */
const RENDER_REUSE_MS = 10_000;
const RENDER_REUSE_MAX = 200;

/**
 * The server render's HTML, reused for RENDER_REUSE_MS while the address and the answers are
 * the same (a busy landing page costs one render per 10 s, not one per visitor; "today" on a
 * calendar is at most 10 s late). Oldest first out beyond RENDER_REUSE_MAX pages.
 */
const reuse = new Map<string, { html: Promise<string>; until: number }>();
function rendered(url: string, answers: (readonly [string, string])[], render: () => Promise<string>): Promise<string> {
  const key = createHash('sha256').update(url).update(JSON.stringify(answers)).digest('base64url');
  const now = Date.now();
  const hit = reuse.get(key);
  if (hit && hit.until > now) return hit.html;
  const html = render();
  reuse.delete(key);
  reuse.set(key, { html, until: now + RENDER_REUSE_MS });
  html.catch(() => reuse.delete(key));
  for (const [k, v] of reuse) if (reuse.size > RENDER_REUSE_MAX || v.until <= now) reuse.delete(k);
  return html;
}

/** The build's `<div id="root">` with the start-up overlay in it. */
const ROOT = /<div id="root">[\s\S]*?<\/div>(?=\s*<\/body>)/;

/**
 * Makes the page-specific shell: `render(req, url)` → the HTML text of `template` (the build's
 * index.html) for the page at `url` (path and query). Without a manifest (an old build) no code is
 * preloaded; the preloads are low priority like the entry's (vite.config.ts `lowPriorityScripts`).
 * A page the contract marks `render` gets the server render's HTML in `#root` (`data-rendered`:
 * start.tsx hydrates it) instead of the start-up overlay; a render that fails, lacks an answer (not 200) or has no build
 * leaves the overlay, and the browser renders the page as before.
 */
export async function firstLoadShell(app: FastifyInstance, dir: string, template: string, products: () => CheckoutProducts) {
  const scripts = pageScripts(dir, template);
  const renderer = await loadRenderer(dir);
  return async function render(req: FastifyRequest, url: string): Promise<string> {
    const pathname = url.split('?')[0] ?? url;
    // The checkout is rendered with the cart the cookie names (@gt/contract/checkout-cart).
    const cart = readCheckoutCart(parseCookies(req.headers.cookie ?? '')[CHECKOUT_CART_COOKIE]);
    const load = firstLoad(pathname, products(), cart);
    if (!load) return template;
    const answered = await Promise.all(
      load.requests.map(async (request) => {
        const res = await app.inject({ method: 'GET', url: request, remoteAddress: req.ip, headers: { accept: 'application/json' } });
        return res.statusCode === 200 ? ([request, res.body] as const) : null;
      }),
    );
    const answers = answered.filter((a) => a !== null);
    // A page is rendered only from all of its answers: one missing (e.g. the 404 of an unknown
    // booking type) would fail its render, and the browser would log a hydration error before
    // its redirect to /not-found. The browser renders such a page itself.
    const complete = answers.length === load.requests.length;
    if (load.page === 'checkout' && cart !== null && cart.length > 0) answers.push([CARRIED_CART, JSON.stringify(cart)]);
    const pageCode = scripts.get(load.page) ?? [];
    const data = `<script type="application/json" id="gt-first-load">${scriptText(`{${answers.map(([u, body]) => `${JSON.stringify(u)}:${body}`).join(',')}}`)}</script>`;
    const html = load.render && complete && renderer ? await rendered(url, answers, () => renderer.renderPage(url, new Map(answers.map(([u, body]) => [u, JSON.parse(body) as unknown])))).catch((err: unknown) => (req.log.warn({ err, url }, 'server render failed'), null)) : null;
    const page =
      html === null
        ? template.replace('</head>', () => `${pageCode.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`).join('')}</head>`)
        : startAfterPaint(template, pageCode).replace(ROOT, () => `<div id="root" data-rendered>${html}</div>`);
    return page.replace('<div id="root"', () => `${data}<div id="root"`);
  };
}
