/**
 * Operator users and the audit log in the admin API (`/api/admin/v1/users`, `/audit-log`):
 * admin only. Lists answer `{ data, total }` for react-admin's list views.
 */
import { z } from 'zod';
import { Operator, OperatorRole } from './session';

export const OperatorUser = Operator.extend({
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type OperatorUser = z.infer<typeof OperatorUser>;

/** Paging of every list: `start` (0-based) and `end` (exclusive), at most 200 rows. */
export const ListQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  end: z.coerce.number().int().min(1).default(25),
});

export const UserList = z.object({ data: z.array(OperatorUser), total: z.number().int() });

export const UserIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /users: invite an operator; the answer carries a one-time password, shown once. */
export const CreateUserBody = z.object({
  email: z.email().max(254),
  name: z.string().trim().max(100).default(''),
  role: OperatorRole,
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;

export const CreatedUser = OperatorUser.extend({ oneTimePassword: z.string() });
export type CreatedUser = z.infer<typeof CreatedUser>;

/** PATCH /users/:id: change name, role or disable (a disabled operator's sessions end). */
export const UpdateUserBody = z
  .object({ name: z.string().trim().max(100).optional(), role: OperatorRole.optional(), disabled: z.boolean().optional() })
  .strict();
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /audit-log: newest first, filtered by actor and/or entity (and entity id). */
export const AuditQuery = ListQuery.extend({
  actorUserId: z.coerce.number().int().optional(),
  entity: z.string().max(50).optional(),
  entityId: z.string().max(100).optional(),
});
export const AuditList = z.object({ data: z.array(AuditEntry), total: z.number().int() });
