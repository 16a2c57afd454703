/**
 * Rate-limit budgets shared by every server process through Redis (docs/operations.md#processes): two apps
 * (as two processes would) on one Redis give a client one budget, not one each. Runs when
 * TEST_REDIS_URL names a Redis server (CI: redis://127.0.0.1:6379), skipped otherwise.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness';

const url = process.env.TEST_REDIS_URL;
const suite = url ? describe : describe.skip;
const BUDGET = 6;

suite(`rate limits shared through Redis${url ? '' : ' (skipped: set TEST_REDIS_URL)'}`, () => {
  let a: TestStore;
  let b: TestStore;
  beforeAll(async () => {
    const redis = new Redis(url as string);
    const keys = await redis.keys('gt-rate-limit-*');
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    const config = { RedisURL: url, RateLimitPerMinute: BUDGET };
    [a, b] = await Promise.all([startTestStore({ config }), startTestStore({ config })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it(`a client has one budget of ${BUDGET} a minute across two processes`, async () => {
    const get = (s: TestStore) => s.app.inject({ method: 'GET', url: '/api/v1/config' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(a)).statusCode);
    for (let i = 0; i < 3; i++) statuses.push((await get(b)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await get(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Errors[0].ErrorMessage).toMatch(/^Too many requests, please try again in \d+ seconds\.$/);
  });
});
