/** The back office security settings row (db/admin-schema.ts `admin_settings`, one row id 1). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { adminSettings } from '../../db/admin-schema';

export type AdminSettingsRow = typeof adminSettings.$inferSelect;

/** The settings (defaults while the row was never written). */
export async function readAdminSettings(db: Db | Tx): Promise<{ requireTotpForAdmins: boolean }> {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.id, 1));
  return { requireTotpForAdmins: row?.requireTotpForAdmins ?? false };
}

/** Writes the settings (creating the row), locking it for the caller's transaction first. */
export async function writeAdminSettings(tx: Tx, set: { requireTotpForAdmins: boolean }, now: Date): Promise<void> {
  await tx
    .insert(adminSettings)
    .values({ id: 1, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: adminSettings.id, set: { ...set, updatedAt: now } });
}
