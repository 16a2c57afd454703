/**
 * `/api/admin/v1/users` and `/api/admin/v1/audit-log`, admin only (contract: admin/users.ts):
 * GET /users?start&end → {data, total}; GET /users/:id; POST /users → the user and its
 * one-time password (201); PATCH /users/:id; DELETE /users/:id (204);
 * GET /audit-log?start&end&actorUserId&entity&entityId → {data, total}, newest first.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  AuditList,
  AuditQuery,
  CreatedUser,
  CreateUserBody,
  ListQuery,
  OperatorUser,
  UpdateUserBody,
  UserIdParams,
  UserList,
} from '@gt/contract/admin/users';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { ApiError } from '../../http/errors';
import { findUserById, listUsers } from '../admin-auth/repository';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { listAudit } from '../audit/repository';
import { createOperator, removeOperator, toOperatorUser, updateOperator } from './service';

const MAX_PAGE = 200;
const page = (q: { start: number; end: number }) => ({ start: q.start, end: Math.min(q.end, q.start + MAX_PAGE) });

export const operatorUserAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = roles('admin');

    app.get('/users', { config: adminOnly, schema: { summary: 'List operator users', querystring: ListQuery, response: { 200: UserList } } }, async (req) => {
      const { start, end } = page(req.query);
      const { rows, total } = await listUsers(ctx.db, start, end);
      return { data: rows.map(toOperatorUser), total };
    });

    app.get('/users/:id', { config: adminOnly, schema: { summary: 'One operator user', params: UserIdParams, response: { 200: OperatorUser } } }, async (req) => {
      const user = await findUserById(ctx.db, req.params.id);
      if (!user) throw new ApiError(404, adminMessages.userNotFound);
      return toOperatorUser(user);
    });

    app.post('/users', { config: adminOnly, schema: { summary: 'Invite an operator (answers a one-time password)', body: CreateUserBody, response: { 201: CreatedUser } } }, async (req, reply) => {
      const { user, oneTimePassword } = await createOperator(ctx, actorOf(signedIn(req).user), req.body);
      return reply.status(201).send({ ...toOperatorUser(user), oneTimePassword });
    });

    app.patch(
      '/users/:id',
      { config: adminOnly, schema: { summary: 'Change an operator’s name, role or status', params: UserIdParams, body: UpdateUserBody, response: { 200: OperatorUser } } },
      async (req) => toOperatorUser(await updateOperator(ctx, actorOf(signedIn(req).user), req.params.id, req.body)),
    );

    app.delete('/users/:id', { config: adminOnly, schema: { summary: 'Remove an operator', params: UserIdParams } }, async (req, reply) => {
      await removeOperator(ctx, actorOf(signedIn(req).user), req.params.id);
      return reply.status(204).send();
    });

    app.get('/audit-log', { config: adminOnly, schema: { summary: 'Read the audit log, newest first', querystring: AuditQuery, response: { 200: AuditList } } }, async (req) => {
      const { rows, total } = await listAudit(ctx.db, { ...req.query, ...page(req.query) });
      return {
        data: rows.map((r) => ({
          id: r.auditId,
          at: r.at.toISOString(),
          actorUserId: r.actorUserId,
          actorEmail: r.actorEmail,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          before: r.before,
          after: r.after,
        })),
        total,
      };
    });
  };
