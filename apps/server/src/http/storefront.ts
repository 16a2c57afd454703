/**
 * Serves the built storefront under /GT with history fallback (TOOLCHAIN gotcha 8): files from
 * the build folder, index.html for any other /GT path; `/` and `/GT` lead to `/GT/products`.
 *
 * Caching and compression (issue 16):
 * - files come pre-compressed: the build writes `.br` and `.gz` beside each text file
 *   (apps/storefront/vite.config.ts) and the one the browser accepts is sent
 *   (`Vary: Accept-Encoding`), without compressing per request;
 * - the build's content-hashed files (`/GT/assets/…`) are kept a year, `immutable`;
 * - other public files (logo, images, waivers) an hour, then revalidated (ETag, Last-Modified);
 * - the HTML shell is `no-cache` with an ETag (a changed build is picked up at once, an unchanged
 *   one answers 304), and is sent brotli or gzip compressed when the browser accepts it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
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

/**
 * The HTML shell, its ETag and its compressed forms, made once at start-up (like the routes of the
 * build's files: a rebuild is served after a restart).
 */
function htmlShell(indexFile: string | null) {
  const html = indexFile ? readFileSync(indexFile) : Buffer.from('<!doctype html><p>Storefront not built: run npm run build.</p>');
  return {
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    bodies: { br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }), identity: html },
  };
}

function sendShell(req: FastifyRequest, reply: FastifyReply, shell: ReturnType<typeof htmlShell>) {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', shell.etag).header('vary', 'accept-encoding');
  if (matchesEtag(req.headers['if-none-match'], shell.etag)) return reply.status(304).send();
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(shell.bodies[encoding]);
}

export async function registerStorefront(app: FastifyInstance, dir: string): Promise<void> {
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
  const shell = htmlShell(hasBuild ? indexFile : null);
  app.get('/', (_req, reply) => reply.redirect('/GT/products'));
  app.get('/GT', (_req, reply) => reply.redirect('/GT/products'));
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isAsset = /\.[a-z0-9]{1,8}$/i.test(path);
    if (req.method === 'GET' && path.startsWith('/GT/') && !isAsset) return sendShell(req, reply, shell);
    return reply.status(404).send(errorBody(messages.requestedUrlNotFound));
  });
}
