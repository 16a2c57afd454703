/**
 * Settings changed in the back office take effect without a restart
 * (docs/configuration.md#settings-changed-in-the-back-office). Each process keeps the effective
 * configuration in `ctx.config` (its properties replaced in place, so every reader of
 * `ctx.config.Public…` sees it) and reads the table again when its copy is older than
 * SettingsCacheSeconds: the first request after that waits for the one small read. The process
 * that saved a change reloads at once; the others (a cluster, several machines) within
 * SettingsCacheSeconds. A failed read keeps the copy in use (logged) and is retried.
 */
import type { AppContext } from '../../app-context';
import { effectiveConfig } from './effective';
import { readStoredSettings } from './repository';

interface Cache {
  loadedAt: number;
  /** The stored rows the copy was made from (JSON), to skip the parse when nothing changed. */
  signature: string;
  loading?: Promise<void>;
}

const caches = new WeakMap<AppContext, Cache>();
const cacheOf = (ctx: AppContext): Cache => {
  let c = caches.get(ctx);
  if (!c) caches.set(ctx, (c = { loadedAt: -Infinity, signature: '[]' }));
  return c;
};

/** One read of the table into `ctx.config`. */
async function load(ctx: AppContext, cache: Cache): Promise<void> {
  try {
    const stored = await readStoredSettings(ctx.db);
    const signature = JSON.stringify(stored);
    if (signature !== cache.signature) {
      const { config, ignored, problem } = effectiveConfig(ctx.config, stored);
      if (problem) ctx.log?.warn({ problem }, 'storefront settings refused as a whole; the configuration file applies');
      if (ignored.length > 0) ctx.log?.warn({ ignored }, 'storefront settings ignored (set in the file, unknown or invalid)');
      Object.assign(ctx.config, config);
      cache.signature = signature;
    }
  } catch (err) {
    ctx.log?.warn({ err }, 'storefront settings not read; the copy in use stays');
  }
  cache.loadedAt = performance.now();
}

/** Reads the stored settings (after a read under way) and makes `ctx.config` the effective configuration. */
export function reloadSettings(ctx: AppContext): Promise<void> {
  const cache = cacheOf(ctx);
  const run = (cache.loading ?? Promise.resolve()).then(() => load(ctx, cache));
  cache.loading = run;
  void run.finally(() => {
    if (cache.loading === run) cache.loading = undefined;
  });
  return run;
}

/** Resolves once `ctx.config` is at most SettingsCacheSeconds old (reads the table when it is older). */
export function freshSettings(ctx: AppContext): Promise<void> | undefined {
  const cache = cacheOf(ctx);
  if (cache.loading) return cache.loading;
  if (performance.now() - cache.loadedAt < ctx.config.SettingsCacheSeconds * 1000) return undefined;
  return reloadSettings(ctx);
}
