/**
 * The shared store of rate-limit budgets (issue 17 item 3): a Redis connection for
 * @fastify/rate-limit, so that the global, lookup, payment and hold-write budgets of a client are
 * one budget across every server process and machine. When Redis cannot be reached the limits
 * are skipped rather than refusing every visitor (`skipOnError`, app.ts); the connection retries.
 */
import { once } from 'node:events';
import { Redis } from 'ioredis';

/** Connects to `url`; resolves when connected, or after `waitMs` with the connection still retrying (logged by the caller). */
export async function rateLimitStore(url: string, waitMs = 5000): Promise<{ redis: Redis; connected: boolean }> {
  const redis = new Redis(url, { connectTimeout: waitMs, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined); // reported through `connected` and skipped limits, not as unhandled events
  const connected = await Promise.race([once(redis, 'ready').then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), waitMs).unref())]);
  return { redis, connected };
}
