/**
 * `/api/admin/v1/api-tokens`, admin only (contract: admin/integrations.ts; docs/integrations.md#api-tokens):
 * GET /api-tokens?start&end → {data, total}; GET /api-tokens/:id; POST /api-tokens → the token,
 * answered once (201); POST /api-tokens/:id/revoke → the token revoked (404, 409 revoked already).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import { AdminApiToken, ApiTokenList, CreateApiTokenBody, CreatedApiToken, IdParams, ListQuery } from '@gt/contract/admin/integrations';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { MAX_PAGE } from '../../http/admin-crud';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { findApiToken, listApiTokens } from './repository';
import { createApiToken, revokeApiToken, toAdminApiToken } from './service';

export const apiTokenAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = roles('admin');

    app.get('/api-tokens', { config: adminOnly, schema: { summary: 'List API tokens', querystring: ListQuery, response: { 200: ApiTokenList } } }, async (req) => {
      const { start } = req.query;
      const { rows, total } = await listApiTokens(ctx.db, start, Math.min(req.query.end, start + MAX_PAGE));
      const now = ctx.clock();
      return { data: rows.map((r) => toAdminApiToken(r, now)), total };
    });

    app.get('/api-tokens/:id', { config: adminOnly, schema: { summary: 'One API token', params: IdParams, response: { 200: AdminApiToken } } }, async (req) => {
      const row = await findApiToken(ctx.db, req.params.id);
      if (!row) throw new ApiError(404, adminMessages.apiTokenNotFound);
      return toAdminApiToken(row, ctx.clock());
    });

    app.post(
      '/api-tokens',
      { config: adminOnly, schema: { summary: 'Create an API token (answered once)', body: CreateApiTokenBody, response: { 201: CreatedApiToken } } },
      async (req, reply) => reply.status(201).send(await createApiToken(ctx, actorOf(signedIn(req).user), req.body)),
    );

    app.post(
      '/api-tokens/:id/revoke',
      { config: adminOnly, schema: { summary: 'Revoke an API token', params: IdParams, response: { 200: AdminApiToken } } },
      async (req) => revokeApiToken(ctx, actorOf(signedIn(req).user), req.params.id),
    );
  };
