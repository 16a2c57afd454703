/**
 * Race harness (docs/architecture.md#capacity-and-holds, docs/architecture.md#testing): many
 * requests fired at once at a store on a real PostgreSQL server (PGlite has one connection and
 * cannot race), then an invariant over the outcome. Every case also runs as a control with the
 * protection switched off through test-only hooks (`ctx.testHooks`): the same invariant must then
 * break, which proves that the real run could have failed (the requests really overlapped).
 *
 * A later capability adds a case in a few lines inside `describeRaces(…, (raceCase) => { … })`
 * (plus, if it needs one, a test hook that skips its lock in `TestHooks`):
 *
 *   raceCase({
 *     name: 'one unique coupon redeemed by 50 carts at once',
 *     attempts: 50,
 *     setup: async (r) => ({ code: await makeUniqueCoupon(r.store), carts: await makeCarts(r.store, 50) }),
 *     attempt: (r, s, i) => applyCoupon(r.store, s.carts[i], s.code),
 *     figures: async (r, run) => ({ redeemed: await redemptions(r, run.state.code) }),
 *     invariant: async (r, run) => expect(await redemptions(r, run.state.code)).toBe(1),
 *     control: { hooks: () => ({ skipCouponLock: true, afterAvailabilityCheck: delay(20) }), broken: (f) => expect(f.redeemed).toBeGreaterThan(1) },
 *   });
 *
 * Helpers for the hooks: `delay(ms)` and `barrier(n)` (all racers read before any writes).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestHooks } from '../../src/app-context';
import { onPostgres, startTestStore, type TestStore } from '../harness';

/** What a case works with: the store (its app and pool) and a separate connection for probes. */
export interface Racer {
  store: TestStore;
  /** Runs SQL on a dedicated connection (not queued behind the store's busy pool). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface RaceRun<S, R, P> {
  state: S;
  /** Attempt outcomes, by attempt index. */
  results: R[];
  /** Probe samples taken while the attempts were running (empty without a probe). */
  probes: P[];
}

export type Figures = Record<string, number>;

export interface RaceCase<S, R, P = never> {
  name: string;
  /** How many attempts are fired at once. */
  attempts: number;
  /** Prepares fresh data for one run (called for the real run and again for the control). */
  setup(r: Racer): Promise<S>;
  /** One concurrent attempt. */
  attempt(r: Racer, state: S, i: number): Promise<R>;
  /**
   * Test-only hooks of the scenario itself, in the real run and (merged under control.hooks) in
   * the control: what happens during the race besides the attempts (e.g. an operator cancelling
   * the event while payments are in flight). They must not take any protection away.
   */
  scenario?(state: S): TestHooks;
  /** Sampled in a loop while the attempts run, on the probe connection. */
  probe?(r: Racer, state: S): Promise<P>;
  /** The guarantee: throws (failed `expect`) when the outcome breaks it. */
  invariant(r: Racer, run: RaceRun<S, R, P>): Promise<void>;
  /** Numbers describing a run (printed for both runs; the control's are checked by `broken`). */
  figures(r: Racer, run: RaceRun<S, R, P>): Promise<Figures>;
  control: {
    /** Test-only hooks that take the protection away (and widen the race window). */
    hooks(state: S): TestHooks;
    /** How the control must break the guarantee, in figures (e.g. oversold by more than 0). */
    broken(f: Figures): void;
  };
}

/** A delay hook (e.g. after the availability check). */
export const delay = (ms: number) => () => new Promise<void>((r) => setTimeout(r, ms));

/**
 * A hook that lets callers through only in groups of `n` (or after `timeoutMs`): with it every
 * racer has read availability before any of them writes.
 */
export function barrier(n: number, timeoutMs = 1000): () => Promise<void> {
  let waiting: (() => void)[] = [];
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length >= n) {
        const group = waiting;
        waiting = [];
        for (const go of group) go();
      } else {
        setTimeout(() => {
          waiting = waiting.filter((w) => w !== resolve);
          resolve();
        }, timeoutMs);
      }
    });
}

async function runOnce<S, R, P>(r: Racer, c: RaceCase<S, R, P>, control: boolean): Promise<RaceRun<S, R, P>> {
  const state = await c.setup(r);
  const probes: P[] = [];
  let racing = true;
  const prober = (async () => {
    while (c.probe && racing) {
      probes.push(await c.probe(r, state));
      await new Promise((t) => setTimeout(t, 2));
    }
  })();
  const scenario = c.scenario?.(state);
  if (control) r.store.ctx.testHooks = { ...scenario, ...c.control.hooks(state) };
  else if (scenario) r.store.ctx.testHooks = scenario;
  try {
    const results = await Promise.all(Array.from({ length: c.attempts }, (_, i) => c.attempt(r, state, i)));
    return { state, results, probes };
  } finally {
    r.store.ctx.testHooks = undefined;
    racing = false;
    await prober;
  }
}

const report = (label: string, f: Figures) =>
  console.info(
    `${label}: ${Object.entries(f)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  );

/**
 * A suite of race cases on one store with `poolSize` connections (default 50). Skipped, with the
 * reason in its name, when TEST_DATABASE_URL is not set.
 */
export function describeRaces(
  title: string,
  body: (raceCase: <S, R, P = never>(c: RaceCase<S, R, P>) => void) => void,
  opts: { now: Date; poolSize?: number; config?: NonNullable<Parameters<typeof startTestStore>[0]>['config'] },
): void {
  const suite = onPostgres ? describe : describe.skip;
  const name = onPostgres
    ? title
    : `${title} (skipped: set TEST_DATABASE_URL to a PostgreSQL server; PGlite has one connection and cannot race)`;
  suite(name, () => {
    let racer: Racer | undefined;
    let probeClient: pg.Client | undefined;
    beforeAll(async () => {
      const store = await startTestStore({ now: opts.now, poolSize: opts.poolSize ?? 50, config: opts.config });
      const [db] = ((await store.ctx.db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] }).rows;
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${db?.name}`;
      probeClient = new pg.Client({ connectionString: url.toString() });
      await probeClient.connect();
      const client = probeClient;
      racer = { store, sql: async (text, params) => (await client.query(text, params)).rows };
    });
    afterAll(async () => {
      await probeClient?.end();
      await racer?.store.close();
    });
    const current = (): Racer => {
      if (!racer) throw new Error('race store not started');
      return racer;
    };

    body((c) => {
      describe(c.name, () => {
        it(`keeps the guarantee with ${c.attempts} attempts at once`, async () => {
          const r = current();
          const run = await runOnce(r, c, false);
          report(`${c.name} [locked]`, await c.figures(r, run));
          await c.invariant(r, run);
        });
        it('control: with the protection switched off the same race breaks it', async () => {
          const r = current();
          const run = await runOnce(r, c, true);
          const f = await c.figures(r, run);
          report(`${c.name} [control, no lock]`, f);
          c.control.broken(f);
          await expect(c.invariant(r, run)).rejects.toThrow();
        });
      });
    });
  });
}
