/**
 * Storefront settings and messages changed by an admin (spec 01 §9, spec 02 §9;
 * docs/configuration.md#settings-changed-in-the-back-office). A value is checked with its key's
 * schema in `PublicConfig` (the configuration file's own check) and then with the whole
 * configuration (e.g. HoldMinutes against DiscardTimeMinutes); stored, audited before/after in
 * one transaction, and in use in this process at once (others: live.ts). A key the
 * configuration file sets wins and cannot be changed here.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import type { StorefrontSetting, StorefrontSettingQuery } from '@gt/contract/admin/storefront-settings';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import { SETTINGS, settingDefinition, type SettingDefinition } from './catalogue';
import { effectiveConfig, setInFile, valueAt, type StoredSetting } from './effective';
import { reloadSettings } from './live';
import { deleteStoredSetting, lockStoredSetting, readStoredSettings, writeStoredSetting } from './repository';

/** The record of a key: its definition, the value in use and where it comes from. */
function toRecord(ctx: AppContext, def: SettingDefinition, stored: ReadonlySet<string>): StorefrontSetting {
  return {
    id: def.key,
    group: def.group,
    description: def.description,
    type: def.type,
    ...(def.choices ? { choices: def.choices } : {}),
    nullable: def.nullable,
    default: def.default,
    value: valueAt(ctx.config.Public, def.path),
    source: setInFile(ctx.config, def) ? 'file' : stored.has(def.key) ? 'backoffice' : 'default',
  };
}

const storedKeys = async (ctx: AppContext) => new Set((await readStoredSettings(ctx.db)).map((s) => s.key));

/** One page of the settings (by group, then schema order), filtered by group and by words found in the key, description or value. */
export async function listStorefrontSettings(ctx: AppContext, q: StorefrontSettingQuery): Promise<{ data: StorefrontSetting[]; total: number }> {
  const stored = await storedKeys(ctx);
  const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const all = SETTINGS.filter((d) => !q.group || d.group === q.group)
    .map((d) => toRecord(ctx, d, stored))
    .filter((r) => {
      const text = `${r.id} ${r.description} ${JSON.stringify(r.value)}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
  return { data: all.slice(q.start, q.end), total: all.length };
}

/** One setting, or undefined for an unknown or file-only key. */
export async function storefrontSetting(ctx: AppContext, key: string): Promise<StorefrontSetting | undefined> {
  const def = settingDefinition(key);
  return def && toRecord(ctx, def, await storedKeys(ctx));
}

/** The key's definition; 404 unknown (or file only), 409 when the configuration file sets it. */
function changeable(ctx: AppContext, key: string): SettingDefinition {
  const def = settingDefinition(key);
  if (!def) throw new ApiError(404, adminMessages.settingNotFound);
  if (setInFile(ctx.config, def)) throw new ApiError(409, adminMessages.settingSetInFile);
  return def;
}

/** 400 with the whole configuration's refusal of `stored` (e.g. `HoldMinutes: …`). */
function assertWholeConfig(ctx: AppContext, stored: StoredSetting[]) {
  const { problem } = effectiveConfig(ctx.config, stored);
  if (problem) throw new ApiError(400, `Invalid body field 'value': ${problem}`);
}

/**
 * Sets a key's value. Errors: 404 `settingNotFound`; 409 `settingSetInFile`; 400 `Invalid body
 * field 'value': <the schema's message>` (e.g. "Too big: expected number to be <=23").
 */
export async function changeStorefrontSetting(ctx: AppContext, actor: Actor, key: string, value: unknown): Promise<StorefrontSetting> {
  const def = changeable(ctx, key);
  if (value === undefined) throw new ApiError(400, adminMessages.settingValueMissing);
  const parsed = def.schema.safeParse(value);
  if (!parsed.success) throw new ApiError(400, `Invalid body field 'value': ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  await ctx.db.transaction(async (tx) => {
    const row = await lockStoredSetting(tx, key);
    const others = (await readStoredSettings(tx)).filter((s) => s.key !== key);
    assertWholeConfig(ctx, [...others, { key, value: parsed.data }]);
    const before = { value: valueAt(ctx.config.Public, def.path), source: row ? 'backoffice' : 'default' };
    await writeStoredSetting(tx, key, parsed.data, ctx.clock());
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'storefront-setting.update',
      entity: 'storefront-setting',
      entityId: key,
      before,
      after: { value: parsed.data, source: 'backoffice' },
    });
  });
  await reloadSettings(ctx);
  return toRecord(ctx, def, await storedKeys(ctx));
}

/** Removes the back office's value (the default applies again; audited). Errors: 404, 409 as changeStorefrontSetting. */
export async function resetStorefrontSetting(ctx: AppContext, actor: Actor, key: string): Promise<void> {
  const def = changeable(ctx, key);
  await ctx.db.transaction(async (tx) => {
    const row = await lockStoredSetting(tx, key);
    if (!row) return;
    assertWholeConfig(ctx, (await readStoredSettings(tx)).filter((s) => s.key !== key));
    await deleteStoredSetting(tx, key);
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'storefront-setting.reset',
      entity: 'storefront-setting',
      entityId: key,
      before: { value: row.value, source: 'backoffice' },
      after: { value: def.default, source: 'default' },
    });
  });
  await reloadSettings(ctx);
}
