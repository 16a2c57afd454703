/**
 * Serves the built storefront under /GT with history fallback: files from
 * the build folder, index.html for any other /GT path; `/` and `/GT` lead to `/GT/products`.
 *
 * Caching and compression (docs/performance.md#storefront-on-a-phone):
 * - files come pre-compressed: the build writes `.br` and `.gz` beside each text file
 *   (apps/storefront/vite.config.ts) and the one the browser accepts is sent
 *   (`Vary: Accept-Encoding`), without compressing per request;
 * - the build's content-hashed files (`/GT/assets/…`) are kept a year, `immutable`;
 * - other public files (logo, images, waivers) an hour, then revalidated (ETag, Last-Modified);
 * - the HTML shell is made per page (http/first-load.ts: the page's code preloaded, its catalogue
 *   answers carried), `no-cache` with an ETag (a changed build or catalogue is picked up at once,
 *   an unchanged one answers 304), and is sent brotli or gzip compressed when accepted.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
import { firstLoadShell } from './first-load';
import type { CheckoutProducts } from '@gt/contract/first-load';
import { messages } from '@gt/domain/messages';

/** Cache policy of the build's hashed files: a new build gives them new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache policy of the other public files (same name across builds). */
export const REVALIDATE_HOURLY = 'public, max-age=3600';

/** Whether a request reads the storefront's static files (GET/HEAD under /GT, or `/`). */
export function isStorefrontFile(req: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0] ?? '';
  return path === '/' || path === '/GT' || path.startsWith('/GT/');
}

/** Whether an `If-None-Match` request header names this ETag (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/** Brotli quality of the per-page shell: made per request, so fast rather than smallest (level 11 is for the build's files). */
const SHELL_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Sends a page's HTML shell: `no-cache` with an ETag of its bytes (304 while the build and the
 * page's catalogue answers are unchanged), brotli or gzip compressed when the browser accepts it.
 */
function sendShell(req: FastifyRequest, reply: FastifyReply, html: string) {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag).header('vary', 'accept-encoding');
  if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send();
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  if (encoding === 'identity') return reply.send(html);
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? brotliCompressSync(html, SHELL_BROTLI) : gzipSync(html));
}

/** `products`: the configuration's donation and fee products (now), which the checkout's HTML carries. */
export async function registerStorefront(app: FastifyInstance, dir: string, products: () => CheckoutProducts = () => ({ donation: null, fee: null })): Promise<void> {
  const indexFile = join(dir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/GT/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are served in place of their originals, never on their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, path) => {
        reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE_HOURLY);
      },
    });
  }
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : '<!doctype html><p>Storefront not built: run npm run build.</p>';
  const render = hasBuild ? await firstLoadShell(app, dir, template, products) : async () => template;
  app.get('/', (_req, reply) => reply.redirect('/GT/products'));
  app.get('/GT', (_req, reply) => reply.redirect('/GT/products'));
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isAsset = /\.[a-z0-9]{1,8}$/i.test(path);
    if (req.method === 'GET' && path.startsWith('/GT/') && !isAsset) return render(req, req.url).then((html) => sendShell(req, reply, html));
    return reply.status(404).send(errorBody(messages.requestedUrlNotFound));
  });
}
