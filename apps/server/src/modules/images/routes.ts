/**
 * GET /images/<id>.<jpg|png|webp>: an uploaded catalogue image, public (the storefront shows it).
 * The id is a hash of the bytes, so the answer is kept a year (`immutable`) by browsers and
 * shared caches. 404 for an unknown id or an extension that is not the image's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { IMMUTABLE } from '../../http/storefront';
import { findImage } from './repository';
import { EXTENSIONS } from './service';

export const imageRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { file: string } }>('/images/:file', { schema: { hide: true } }, async (req, reply) => {
      const m = /^([A-Za-z0-9_-]{16,64})\.(jpg|png|webp)$/.exec(req.params.file);
      const row = m ? await findImage(ctx.db, m[1] as string) : undefined;
      if (!m || !row || EXTENSIONS[m[2] as string] !== row.contentType) throw new ApiError(404, messages.requestedUrlNotFound);
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', IMMUTABLE)
        .header('etag', `"${row.imageId}"`)
        .header('x-content-type-options', 'nosniff')
        .send(row.bytes);
    });
  };
