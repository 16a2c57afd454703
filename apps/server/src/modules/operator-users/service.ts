/**
 * Operator users, managed by an admin: invite with a one-time
 * password (shown once, changed at first sign-in), change name or role, disable, remove. Every
 * change is written to the audit log in its transaction, with before/after (never a hash).
 * An admin cannot change their own role, disable or remove themselves: the store always keeps the
 * admin who acts, so it cannot lose its last active admin through the API.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import type { CreateUserBody, OperatorUser, UpdateUserBody } from '@gt/contract/admin/users';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import {
  deleteUser,
  DuplicateEmail,
  findUserById,
  insertUser,
  revokeUserSessions,
  updateUser,
  type OperatorUserRow,
} from '../admin-auth/repository';
import { hashPassword, oneTimePassword, toOperator } from '../admin-auth/service';

/** The admin API's view of a user (no hash, no TOTP secret). */
export function toOperatorUser(u: OperatorUserRow): OperatorUser {
  return {
    ...toOperator(u),
    disabled: u.disabled,
    createdAt: u.createdAt.toISOString(),
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a user. */
const audited = (u: OperatorUserRow) => ({ email: u.email, name: u.name, role: u.role, disabled: u.disabled });

/**
 * Creates an operator with `password` or a generated one-time password (returned once); the
 * password must be changed at first sign-in unless `mustChangePassword: false`. Errors: 409 `emailTaken`.
 */
export async function createOperator(
  ctx: AppContext,
  actor: Actor,
  body: CreateUserBody & { password?: string; mustChangePassword?: boolean },
): Promise<{ user: OperatorUserRow; oneTimePassword: string }> {
  const password = body.password ?? oneTimePassword();
  const passwordHash = await hashPassword(password);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        email: body.email,
        name: body.name,
        role: body.role,
        passwordHash,
        passwordMustChange: body.mustChangePassword ?? true,
        createdAt: ctx.clock(),
      });
      await writeAudit(tx, actor, ctx.clock(), { action: 'user.create', entity: 'user', entityId: row.userId, after: audited(row) });
      return row;
    });
    return { user, oneTimePassword: password };
  } catch (err) {
    if (err instanceof DuplicateEmail) throw new ApiError(409, adminMessages.emailTaken);
    throw err;
  }
}

async function lockedTarget(tx: Tx, actor: Actor, userId: number): Promise<OperatorUserRow> {
  const user = await findUserById(tx, userId, { forUpdate: true });
  if (!user) throw new ApiError(404, adminMessages.userNotFound);
  if (user.userId === actor.userId) throw new ApiError(409, adminMessages.notYourself);
  return user;
}

/** Changes name, role or disabled; disabling ends the user's sessions. Errors: 404, 409 `notYourself`. */
export async function updateOperator(ctx: AppContext, actor: Actor, userId: number, change: UpdateUserBody): Promise<OperatorUserRow> {
  return ctx.db.transaction(async (tx) => {
    const user = await lockedTarget(tx, actor, userId);
    const next = { name: change.name ?? user.name, role: change.role ?? user.role, disabled: change.disabled ?? user.disabled };
    const row = (await updateUser(tx, userId, next)) ?? user;
    if (next.disabled && !user.disabled) await revokeUserSessions(tx, userId, ctx.clock());
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'user.update',
      entity: 'user',
      entityId: userId,
      before: audited(user),
      after: audited(row),
    });
    return row;
  });
}

/** Removes an operator (sessions go with it; the audit log keeps their address). Errors: 404, 409 `notYourself`. */
export async function removeOperator(ctx: AppContext, actor: Actor, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await lockedTarget(tx, actor, userId);
    await deleteUser(tx, userId);
    await writeAudit(tx, actor, ctx.clock(), { action: 'user.delete', entity: 'user', entityId: userId, before: audited(user) });
  });
}
