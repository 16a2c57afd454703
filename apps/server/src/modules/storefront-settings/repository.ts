/** The storefront settings changed in the back office (db/admin-schema.ts `storefront_settings`): one row per key. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storefrontSettings } from '../../db/admin-schema';
import type { StoredSetting } from './effective';

/** Every stored value, by key. */
export async function readStoredSettings(db: Db | Tx): Promise<StoredSetting[]> {
  return db.select({ key: storefrontSettings.key, value: storefrontSettings.value }).from(storefrontSettings).orderBy(asc(storefrontSettings.key));
}

/** The stored value of one key, its row locked for the caller's transaction; undefined when none. */
export async function lockStoredSetting(tx: Tx, key: string): Promise<StoredSetting | undefined> {
  const [row] = await tx.select({ key: storefrontSettings.key, value: storefrontSettings.value }).from(storefrontSettings).where(eq(storefrontSettings.key, key)).for('update');
  return row;
}

/** Stores a key's value (a JSON value; `null` is a value, e.g. "no donation product"). */
export async function writeStoredSetting(tx: Tx, key: string, value: unknown, now: Date): Promise<void> {
  // JSON null, not SQL NULL (the driver would send a bare null).
  const json = value === null ? sql`'null'::jsonb` : value;
  await tx
    .insert(storefrontSettings)
    .values({ key, value: json, updatedAt: now })
    .onConflictDoUpdate({ target: storefrontSettings.key, set: { value: json, updatedAt: now } });
}

/** Removes a key's value (the file's or the default applies again). */
export async function deleteStoredSetting(tx: Tx, key: string): Promise<void> {
  await tx.delete(storefrontSettings).where(eq(storefrontSettings.key, key));
}
