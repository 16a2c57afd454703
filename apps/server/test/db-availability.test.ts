/**
 * Telling a gone database from a refused statement, and the outage watch (db/availability.ts):
 * which errors answer 503, a single lost connection is one warning and no outage, an outage is one
 * error line and one recovery line however many requests fail meanwhile. The same against real
 * PostgreSQL processes: db-outage.pg.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, retryWhileUnavailable, watchAvailability } from '../src/db/availability';

const pgErr = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** drizzle wraps the driver's error in `cause`. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it('a refused connection, a terminated one, a server shutting down or starting: yes', () => {
    const refused = Object.assign(new AggregateError([pgErr('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')], ''), {
      code: 'ECONNREFUSED',
    });
    for (const err of [
      refused,
      wrapped(pgErr('57P01', 'terminating connection due to administrator command')),
      wrapped(pgErr('57P03', 'the database system is starting up')),
      wrapped(pgErr('08006', 'connection failure')),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    }
  });

  it('a refused statement (unique violation, lock timeout, our GT409), another service unreachable or a plain bug: no', () => {
    const fetchFailed = new TypeError('fetch failed', { cause: pgErr('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.9:443') });
    for (const err of [
      wrapped(pgErr('23505')),
      wrapped(pgErr('55P03')),
      wrapped(pgErr('GT409')),
      fetchFailed,
      new TypeError('x is undefined'),
      undefined,
      'text',
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });
});

describe('watchAvailability', () => {
  const recorder = () => {
    const lines: string[] = [];
    return {
      lines,
      log: {
        error: (_o: object, m: string) => lines.push(`error ${m}`),
        warn: (_o: object, m: string) => lines.push(`warn ${m}`),
        info: (_o: object, m: string) => lines.push(`info ${m}`),
      },
    };
  };
  const gone = () => wrapped(pgErr('57P01', 'terminating connection due to administrator command'));

  it('one lost connection while the database answers: one warning, no outage', async () => {
    const r = recorder();
    const watch = watchAvailability(async () => undefined);
    watch.useLogger(r.log);
    expect(watch.report(gone())).toBe(true);
    expect(watch.report(wrapped(pgErr('23505')))).toBe(false);
    await new Promise((res) => setTimeout(res, 20));
    expect([watch.available, watch.outages, r.lines]).toEqual([true, 0, ['warn a database connection was lost; the pool opens another']]);
  });

  it('an outage: unavailable until the probe answers, one error line and one recovery line for 50 failed requests', async () => {
    const r = recorder();
    let up = false;
    const watch = watchAvailability(async () => {
      if (!up) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    watch.useLogger(r.log);
    for (let i = 0; i < 50; i++) watch.report(gone());
    await new Promise((res) => setTimeout(res, 50));
    expect([watch.available, watch.outages]).toEqual([false, 1]);
    up = true;
    await new Promise((res) => setTimeout(res, 700));
    expect([watch.available, watch.outages]).toEqual([true, 1]);
    expect(r.lines.map((l) => l.replace(/[\d.]+ s$/, 'N s'))).toEqual([
      'error database unavailable: requests that need it answer 503 until it is back',
      'info database available again after N s',
    ]);
    watch.stop();
  });
});

describe('retryWhileUnavailable', () => {
  it('waits while the database is unavailable, then returns; another error is thrown at once', async () => {
    const said: string[] = [];
    let attempts = 0;
    const value = await retryWhileUnavailable(
      'starting',
      async () => {
        if (++attempts < 2) throw pgErr('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
        return 'open';
      },
      (m) => said.push(m),
    );
    expect([value, attempts]).toEqual(['open', 2]);
    expect(said).toEqual([
      'starting: database unavailable (ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432); retrying in 0.5 s (attempt 1)',
    ]);
    await expect(
      retryWhileUnavailable(
        'starting',
        () => Promise.reject(wrapped(pgErr('42P01', 'relation does not exist'))),
        () => undefined,
      ),
    ).rejects.toThrow('Failed query');
  });
});
