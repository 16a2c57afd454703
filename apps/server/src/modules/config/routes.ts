import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfig } from '@gt/contract/config';
import type { AppContext } from '../../app-context';

/** GET /api/v1/config → the public part of the runtime configuration (no secrets). */
export const configRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.get('/config', { schema: { response: { 200: PublicConfig } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return ctx.config.Public;
  });
};
