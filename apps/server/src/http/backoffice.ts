/**
 * Serves the built back office (apps/backoffice, `npm run build`) under /admin/ with history
 * fallback (docs/architecture.md#components): its files from the build folder,
 * content-hashed assets kept a year, and index.html (`no-cache`) for any other /admin/ path
 * that is not a file, so that a reload on /admin/users/3 opens the app there (and on /admin).
 * Without a build, /admin/ says how to make one. The service worker (sw.js, its Workbox runtime)
 * is a plain file, so `no-cache` too: a new build reaches the door scanners at their next load.
 * Every /admin answer lets the page use the camera (the scanner) and nothing else of the kind.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '@gt/domain/messages';
import { errorBody } from './errors';
import { IMMUTABLE } from './storefront';

/** The door scanner reads codes with this origin's camera; microphone, location and payment stay off. */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=()';

export async function registerBackoffice(app: FastifyInstance, dir: string): Promise<void> {
  const indexFile = join(dir, 'index.html');
  const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '<!doctype html><p>Back office not built: run npm run build.</p>';
  await app.register(
    async (scope) => {
      scope.addHook('onSend', async (_req, reply) => {
        reply.header('permissions-policy', PERMISSIONS_POLICY);
      });
      if (existsSync(indexFile)) {
        await scope.register(fastifyStatic, {
          root: dir,
          prefix: '/',
          wildcard: false,
          index: false,
          setHeaders: (reply, path) => reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache'),
        });
      }
      const shell = (_req: unknown, reply: FastifyReply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      scope.get('/', shell);
      scope.setNotFoundHandler((req, reply) => {
        const path = req.url.split('?')[0] ?? '';
        // A missing file has a lower-case extension; a page may end in `.City` (a storefront setting's key).
        if (req.method === 'GET' && !/\.[a-z0-9]{1,8}$/.test(path)) return shell(req, reply);
        return reply.status(404).send(errorBody(messages.requestedUrlNotFound));
      });
    },
    { prefix: '/admin' },
  );
}
