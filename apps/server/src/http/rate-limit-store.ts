// The stores' ambient types, also for the projects that compile this file through imports (e2e, bench).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a .d.ts of ambient modules cannot be imported
/// <reference path="../fastify-rate-limit-stores.d.ts" />
/**
 * Where the rate-limit budgets are counted (docs/architecture.md#resilience: Redis for shared budgets, and a
 * lost Redis): with `RedisURL`, in Redis, so that the global, lookup, payment and hold-write budgets of a client
 * are one budget across every server process and machine; while Redis cannot be reached, in this
 * process's memory (each process then allows a client the full budget: limits still hold, never
 * fail open). Every budget goes through the one store given to @fastify/rate-limit (routes'
 * own limits are its children), so the fallback covers them all. Losing Redis, at start or later,
 * logs one warning and counts `gt_rate_limit_store_unavailable_total`; the connection retries by
 * itself and its return is logged (`gt_rate_limit_store_shared` 0 → 1).
 */
import { once } from 'node:events';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../app-context';
import { metrics } from '../modules/metrics/metrics';

const NAMESPACE = 'gt-rate-limit-';

type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
type Incr = FastifyRateLimitStore['incr'];

/** The Redis connection and whether budgets are shared through it right now. */
class SharedBudgets {
  readonly redis: Redis;
  /** undefined until the first connection attempt ends. */
  private shared: boolean | undefined;
  private closing = false;

  constructor(
    url: string,
    private readonly on: { lost(err: Error | undefined): void; shared(again: boolean): void },
  ) {
    // No offline queue and a command timeout: a request never waits for Redis to come back.
    this.redis = new Redis(url, { connectTimeout: 2000, commandTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: (n) => Math.min(n * 200, 2000) });
    this.redis.on('ready', () => this.up());
    this.redis.on('error', (err: Error) => this.down(err));
    this.redis.on('close', () => this.down(undefined));
  }

  /** Whether the next count goes to Redis. */
  get isShared(): boolean {
    return this.shared === true && this.redis.status === 'ready';
  }

  /** A command failed on an open connection (e.g. timed out): count locally and reconnect. */
  failed(err: Error): void {
    this.down(err);
    if (this.redis.status === 'ready') this.redis.disconnect(true);
  }

  private up() {
    if (this.shared === true) return;
    const again = this.shared === false;
    this.shared = true;
    this.on.shared(again);
  }

  private down(err: Error | undefined) {
    if (this.shared === false || this.closing) return;
    this.shared = false;
    this.on.lost(err);
  }

  close() {
    this.closing = true;
    this.redis.disconnect();
  }
}

/** A store for @fastify/rate-limit that counts in Redis while it answers, else in this process. */
function fallbackStore(budgets: SharedBudgets): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    private readonly remote: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(params: StoreParams, parents?: { remote: FastifyRateLimitStore; local: FastifyRateLimitStore }) {
      this.remote = parents?.remote ?? new RedisStore(Boolean(params.continueExceeding), Boolean(params.exponentialBackoff), budgets.redis, NAMESPACE);
      this.local = parents?.local ?? new LocalStore(Boolean(params.continueExceeding), Boolean(params.exponentialBackoff), params.cache);
    }

    incr(...[key, cb, timeWindow, max]: Parameters<Incr>): void {
      if (!budgets.isShared) return this.local.incr(key, cb, timeWindow, max);
      this.remote.incr(
        key,
        (err, result) => {
          if (!err) return cb(null, result);
          budgets.failed(err);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new FallbackStore(routeOptions as StoreParams, { remote: this.remote.child(routeOptions), local: this.local.child(routeOptions) });
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The `store` option of @fastify/rate-limit for `ctx.config.RedisURL` (undefined without one:
 * the plugin's own in-memory store). Waits up to `waitMs` for the first connection so that the
 * first requests are already shared; never fails when Redis is down. Logs through `app.log`,
 * counts in `metrics(ctx)`, and disconnects when `app` closes.
 */
export async function rateLimitStore(app: FastifyInstance, ctx: AppContext, waitMs = 2000): Promise<FastifyRateLimitStoreCtor | undefined> {
  const url = ctx.config.RedisURL;
  if (!url) return undefined;
  const m = metrics(ctx);
  const budgets = new SharedBudgets(url, {
    lost(err) {
      m.rateLimitStoreUnavailable.inc();
      m.rateLimitStoreShared.set(0);
      app.log.warn({ reason: err?.message ?? 'connection closed' }, 'rate limits: Redis unreachable; each process counts its own budgets until it is back');
    },
    shared(again) {
      m.rateLimitStoreShared.set(1);
      if (again) app.log.info('rate limits: Redis reachable again; budgets are shared by every process');
    },
  });
  app.addHook('onClose', async () => budgets.close());
  // `once` rejects on 'error' (Redis down) and on the timeout: either way the server starts.
  await once(budgets.redis, 'ready', { signal: AbortSignal.timeout(waitMs) }).catch(() => undefined);
  return fallbackStore(budgets);
}
