/**
 * Serves the built storefront under /GT with history fallback (TOOLCHAIN gotcha 8): files from
 * the build folder, index.html for any other /GT path; `/` and `/GT` lead to `/GT/products`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
import { messages } from '@gt/domain/messages';

/** Whether a request reads the storefront's static files (GET/HEAD under /GT, or `/`). */
export function isStorefrontFile(req: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0] ?? '';
  return path === '/' || path === '/GT' || path.startsWith('/GT/');
}

export async function registerStorefront(app: FastifyInstance, dir: string): Promise<void> {
  const indexFile = join(dir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: dir, prefix: '/GT/', wildcard: false, index: false, maxAge: '1h' });
  }
  const index = () => (hasBuild ? readFileSync(indexFile, 'utf8') : '<!doctype html><p>Storefront not built: run npm run build.</p>');
  app.get('/', (_req, reply) => reply.redirect('/GT/products'));
  app.get('/GT', (_req, reply) => reply.redirect('/GT/products'));
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isAsset = /\.[a-z0-9]{1,8}$/i.test(path);
    if (req.method === 'GET' && path.startsWith('/GT/') && !isAsset) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(index());
    }
    return reply.status(404).send(errorBody(messages.requestedUrlNotFound));
  });
}
