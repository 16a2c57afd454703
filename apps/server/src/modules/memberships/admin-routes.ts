/**
 * The back office's memberships (contract: admin/memberships.ts; docs/operator-guide.md#memberships):
 * `/api/admin/v1/membership-packages` — the five catalogue routes (http/admin-crud.ts: admin and
 * box office read, admin changes; DELETE 409 once sold); `/api/admin/v1/memberships` (admin and
 * box office) — GET ?q&status&start&end → {data, total}; GET /:id; POST (201: issued by hand,
 * {membershipPackageId, startDate?, expiryDate, reason, persons}); POST /:id/extend
 * {expiryDate} and POST /:id/cancel {reason} → the membership as it is now.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  AdminMembership,
  AdminMembershipPackage,
  CancelMembershipBody,
  CreateMembershipPackageBody,
  ExtendMembershipBody,
  IdParams,
  IssueMembershipBody,
  ListQuery,
  MembershipList,
  MembershipPackageList,
  MembershipSearchQuery,
  UpdateMembershipPackageBody,
} from '@gt/contract/admin/memberships';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { catalogueRoutes, MAX_PAGE } from '../../http/admin-crud';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { issueMembership } from './admin-issue';
import { findPackage, listPackages } from './admin-repository';
import {
  cancelMembership,
  changeMembershipPackage,
  createMembershipPackage,
  extendMembership,
  getMembership,
  listMemberships,
  removeMembershipPackage,
  toAdminPackage,
} from './admin-service';

export const membershipAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    catalogueRoutes(app, {
      path: '/membership-packages',
      schemas: {
        query: ListQuery,
        params: IdParams,
        list: MembershipPackageList,
        item: AdminMembershipPackage,
        create: CreateMembershipPackageBody,
        update: UpdateMembershipPackageBody,
      },
      notFound: adminMessages.membershipPackageNotFound,
      list: async ({ start, end }) => {
        const { records, total } = await listPackages(ctx.db, start, end);
        return { data: records.map(toAdminPackage), total };
      },
      get: async (id) => {
        const record = await findPackage(ctx.db, id);
        return record && toAdminPackage(record);
      },
      create: (actor, body) => createMembershipPackage(ctx, actor, body),
      update: (actor, id, body) => changeMembershipPackage(ctx, actor, id, body),
      remove: (actor, id) => removeMembershipPackage(ctx, actor, id),
    });

    const desk = roles('admin', 'box_office');
    app.get('/memberships', { config: desk, schema: { querystring: MembershipSearchQuery, response: { 200: MembershipList } } }, async (req) =>
      listMemberships(ctx, { ...req.query, end: Math.min(req.query.end, req.query.start + MAX_PAGE) }),
    );
    app.get('/memberships/:id', { config: desk, schema: { params: IdParams, response: { 200: AdminMembership } } }, async (req) => {
      const found = await getMembership(ctx, req.params.id);
      if (!found) throw new ApiError(404, adminMessages.membershipNotFound);
      return found;
    });
    app.post('/memberships', { config: desk, schema: { body: IssueMembershipBody, response: { 201: AdminMembership } } }, async (req, reply) =>
      reply.status(201).send(await issueMembership(ctx, actorOf(signedIn(req).user), req.body)),
    );
    app.post(
      '/memberships/:id/extend',
      { config: desk, schema: { params: IdParams, body: ExtendMembershipBody, response: { 200: AdminMembership } } },
      async (req) => extendMembership(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );
    app.post(
      '/memberships/:id/cancel',
      { config: desk, schema: { params: IdParams, body: CancelMembershipBody, response: { 200: AdminMembership } } },
      async (req) => cancelMembership(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );
  };
