/**
 * The effective configuration (docs/configuration.md#settings-changed-in-the-back-office):
 * defaults ← the back office's values (table `storefront_settings`) ← the configuration file and
 * environment (the file wins). It is the configuration file's input parsed again by the same
 * `ServerConfig` schema with the back office's values laid under the file's, so the server's
 * derived values (HoldMinutes from DiscardTimeMinutes, the sender from VenueName) follow too.
 */
import { configInput, ServerConfig, type ServerConfig as Config } from '../../config/server-config';
import { settingDefinition, type SettingDefinition } from './catalogue';

/** A stored value: its key's dotted path and JSON value. */
export interface StoredSetting {
  key: string;
  value: unknown;
}

/** The value at `path` of a plain object, or undefined. */
export function valueAt(obj: unknown, path: readonly string[]): unknown {
  let v: unknown = obj;
  for (const p of path) v = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>)[p] : undefined;
  return v;
}

/** A copy of `obj` with `value` at `path` (objects on the way copied, not shared). */
function withValue(obj: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return obj;
  const inner = obj[head];
  const next = rest.length === 0 ? value : withValue(inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}, rest, value);
  return { ...obj, [head]: next };
}

/** Whether the configuration file (or environment, or a test's overrides) sets the key: then it wins and the back office shows it read-only. */
export function setInFile(config: Config, def: Pick<SettingDefinition, 'path'>): boolean {
  const input = configInput(config);
  return input !== undefined && valueAt(input.Public, def.path) !== undefined;
}

/**
 * `config` as it is with `stored` laid under its file's values. Stored values of unknown or
 * file-only keys, of keys the file sets, or that their key's schema refuses (a schema changed
 * since) are left out and named in `ignored`; `problem` is the whole configuration's refusal
 * (then the file's configuration is answered). A configuration loadConfig did not make is
 * answered as it is.
 */
export function effectiveConfig(config: Config, stored: readonly StoredSetting[]): { config: Config; ignored: string[]; problem?: string } {
  const input = configInput(config);
  if (!input) return { config, ignored: [] };
  let layer: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const s of stored) {
    const def = settingDefinition(s.key);
    if (!def || valueAt(input.Public, def.path) !== undefined || !def.schema.safeParse(s.value).success) ignored.push(s.key);
    else layer = withValue(layer, def.path, s.value);
  }
  let pub = layer;
  // The file's values over the back office's, key by key.
  const overlay = (from: Record<string, unknown>, path: string[]) => {
    for (const [k, v] of Object.entries(from)) {
      if (v && typeof v === 'object' && !Array.isArray(v)) overlay(v as Record<string, unknown>, [...path, k]);
      else pub = withValue(pub, [...path, k], v);
    }
  };
  overlay(input.Public, []);
  const parsed = ServerConfig.safeParse({ ...input, Public: pub });
  if (!parsed.success) return { config: ServerConfig.parse(input), ignored, problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  return { config: parsed.data, ignored };
}
