import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@gt/contract/errors';
import { IdentityUserData, IdentityUserDataQuery } from '@gt/contract/memberships';
import type { AppContext } from '../../app-context';
import { lookupRateLimit } from '../../http/lookup-rate-limit';
import { verifyIdentity } from './user-data';

/**
 * GET /api/IDME/UserData?access_token (spec 01 §7, no version segment) → IdentityUserData
 * `{status:[{group, subgroups, verified}], IdentityToken}` (user-data.ts). Errors in the spec's
 * shape: 400 invalid query, 401 an access token the provider does not know (or expired), 403 no
 * verified group, 404 no provider configured, 502 the provider unreachable; rate-limited per
 * client like the other lookups of a guessable secret (LookupRateLimitPerMinute).
 */
export const identityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/IDME/UserData',
      {
        schema: { querystring: IdentityUserDataQuery, response: { 200: IdentityUserData, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse } },
        config: lookupRateLimit(ctx),
      },
      (req) => verifyIdentity(ctx, req.query.access_token),
    );
  };
