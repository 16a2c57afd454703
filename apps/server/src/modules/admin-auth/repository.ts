/**
 * Operator users, their sessions and the audit log in the database (db/admin-schema.ts). Only
 * this file and the audit repository touch these tables.
 */
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { adminSettings, operatorSessions, operatorUsers, type OperatorRole } from '../../db/admin-schema';

export type OperatorUserRow = typeof operatorUsers.$inferSelect;
export type SessionRow = typeof operatorSessions.$inferSelect;
/** A live session with its user, and whether the security setting requires admins to have a second factor. */
export type LiveSession = { session: SessionRow; user: OperatorUserRow; totpRequired: boolean };

export async function findUserByEmail(db: Db | Tx, email: string): Promise<OperatorUserRow | undefined> {
  const [row] = await db.select().from(operatorUsers).where(eq(operatorUsers.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Db | Tx, userId: number, opts: { forUpdate?: boolean } = {}): Promise<OperatorUserRow | undefined> {
  const q = db.select().from(operatorUsers).where(eq(operatorUsers.userId, userId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertUser(
  db: Db | Tx,
  user: { email: string; name: string; role: OperatorRole; passwordHash: string; passwordMustChange: boolean; createdAt: Date },
): Promise<OperatorUserRow> {
  const [row] = await db
    .insert(operatorUsers)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new DuplicateEmail();
  return row;
}

/** Thrown by insertUser when the address already has an account. */
export class DuplicateEmail extends Error {}

export async function updateUser(
  db: Db | Tx,
  userId: number,
  set: Partial<Omit<OperatorUserRow, 'userId' | 'email'>>,
): Promise<OperatorUserRow | undefined> {
  const [row] = await db.update(operatorUsers).set(set).where(eq(operatorUsers.userId, userId)).returning();
  return row;
}

export async function deleteUser(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(operatorUsers).where(eq(operatorUsers.userId, userId));
}

/** Users by id, rows `start`..`end` (exclusive), and how many there are. */
export async function listUsers(db: Db, start: number, end: number): Promise<{ rows: OperatorUserRow[]; total: number }> {
  const rows = await db
    .select()
    .from(operatorUsers)
    .orderBy(asc(operatorUsers.userId))
    .offset(start)
    .limit(Math.max(0, end - start));
  const [n] = await db.select({ n: count() }).from(operatorUsers);
  return { rows, total: n?.n ?? 0 };
}

export async function insertSession(db: Db | Tx, session: SessionRow): Promise<void> {
  await db.insert(operatorSessions).values(session);
}

/**
 * The session of `idHash` that is neither revoked nor expired at `now`, with its user and whether
 * the security setting requires admins to have a second factor (admin_settings, read in the same
 * statement: every admin request asks both).
 */
export async function findLiveSession(
  db: Db,
  idHash: string,
  now: Date,
): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      session: operatorSessions,
      user: operatorUsers,
      totpRequired: sql<boolean>`coalesce((select ${adminSettings.requireTotpForAdmins} from ${adminSettings} where ${adminSettings.id} = 1), false)`,
    })
    .from(operatorSessions)
    .innerJoin(operatorUsers, eq(operatorUsers.userId, operatorSessions.userId))
    .where(and(eq(operatorSessions.idHash, idHash), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now)));
  return row;
}

export async function revokeSession(db: Db | Tx, idHash: string, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.idHash, idHash), isNull(operatorSessions.revokedAt)));
}

/** Ends every live session of a user (password changed, account disabled). */
export async function revokeUserSessions(db: Db | Tx, userId: number, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.userId, userId), isNull(operatorSessions.revokedAt)));
}

/** The addresses of the active admins (role admin, not disabled), for alerts (mail/admin-alert-email.ts). */
export async function activeAdminEmails(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ email: operatorUsers.email })
    .from(operatorUsers)
    .where(and(eq(operatorUsers.role, 'admin'), eq(operatorUsers.disabled, false)))
    .orderBy(asc(operatorUsers.userId));
  return rows.map((r) => r.email);
}
