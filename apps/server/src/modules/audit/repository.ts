/** The audit log (db/admin-schema.ts `audit_log`): written in the transaction of the change it records. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/admin-schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** Who acted: an operator, or the command line (`userId: null`). */
export interface Actor {
  userId: number | null;
  email: string;
}

export interface AuditInput {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Records one change at `at` by `actor`. */
export async function writeAudit(db: Db | Tx, actor: Actor, at: Date, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    at,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Entries newest first, rows `start`..`end` (exclusive), filtered by actor and entity. */
export async function listAudit(
  db: Db,
  q: { start: number; end: number; actorUserId?: number; entity?: string; entityId?: string },
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.actorUserId !== undefined) conditions.push(eq(auditLog.actorUserId, q.actorUserId));
  if (q.entity) conditions.push(eq(auditLog.entity, q.entity));
  if (q.entityId) conditions.push(eq(auditLog.entityId, q.entityId));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.auditId))
    .offset(q.start)
    .limit(Math.max(0, q.end - q.start));
  const [n] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: n?.n ?? 0 };
}
