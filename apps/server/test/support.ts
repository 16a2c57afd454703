/**
 * Shared pieces of the server tests: the fixed clock, one seeded store per test file and
 * assertions for the spec's error body `{ Errors: [{ ErrorMessage }] }`.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestStore, type TestStore } from './harness';

/** Monday 2026-11-23, 09:00 at the venue (America/Chicago, CST −06:00). */
export const NOW = new Date('2026-11-23T15:00:00Z');
/** CurrentDateTimeAtLocation at NOW. */
export const NOW_AT_VENUE = '2026-11-23T09:00:00-06:00';

export interface StoreAccess {
  readonly store: TestStore;
  get(url: string): Promise<LightMyRequestResponse>;
}

/** Starts one seeded store for the whole file (beforeAll) and closes it afterwards (afterAll). */
export function useTestStore(opts: Parameters<typeof startTestStore>[0] = { now: NOW }): StoreAccess {
  let store: TestStore | undefined;
  beforeAll(async () => {
    store = await startTestStore(opts);
  });
  afterAll(async () => {
    await store?.close();
  });
  const access: StoreAccess = {
    get store() {
      if (!store) throw new Error('store not started');
      return store;
    },
    get: (url) => access.store.app.inject({ method: 'GET', url }),
  };
  return access;
}

/** The reply is `status` with exactly these error messages. */
export function expectErrors(res: LightMyRequestResponse, status: number, ...texts: string[]): void {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { Errors: texts.map((ErrorMessage) => ({ ErrorMessage })) } });
}

/**
 * The reply is 400 in the error shape, and its first message names the query parameter (and
 * contains `detail` when given).
 */
export function expectBadQuery(res: LightMyRequestResponse, parameter: string, detail?: string): void {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { Errors: { ErrorMessage: string }[] };
  expect(Object.keys(body)).toEqual(['Errors']);
  expect(body.Errors.length).toBeGreaterThan(0);
  for (const e of body.Errors) expect(Object.keys(e)).toEqual(['ErrorMessage']);
  const first = body.Errors[0]?.ErrorMessage ?? '';
  expect(first).toMatch(/^Invalid query parameter/);
  expect(first).toContain(parameter);
  if (detail) expect(first).toContain(detail);
}
