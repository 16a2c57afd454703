/**
 * Whether PostgreSQL can be reached (docs/architecture.md#resilience: the server survives a lost database
 * connection or a database restart). An error that means "the database is gone" (a closed or
 * refused connection, a server shutting down or starting up) is reported here by whoever sees it
 * (the pool, a request, a periodic pass); a probe (`select 1` through the pool) then tells a
 * single lost connection (the pool opens another: one warning) from an outage (one error line
 * when it starts, one info line when it ends, counted for the metrics), and keeps probing with
 * backoff until the database answers again. Requests meanwhile answer 503 (http/errors.ts).
 */
import { processLog } from '../process-log';

/** SQLSTATEs of a database that is gone or not accepting work: class 08 (connection exception) and these. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping, or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);
/** Node socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres messages of a connection that ended or could not be made. */
const DRIVER_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /is not queryable/];

/**
 * Whether `err` (a driver error, or drizzle's wrapping of one in `cause`, or an AggregateError of
 * connection attempts) means the database cannot be reached, rather than a refused statement.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen: unknown[] = [err];
  for (let i = 0; i < seen.length && i < 12; i++) {
    const e = seen[i];
    if (!e || typeof e !== 'object') continue;
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (message === 'fetch failed') return false; // an HTTP call to another service, not the database
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message))) return true;
    seen.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}

/** The logger the watch writes to (pino's shape; Fastify's `app.log` fits). */
export interface AvailabilityLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Until the app's logger exists: JSON lines of the process log (every line a deployment writes is JSON). */
let processLogger: AvailabilityLog | undefined;
export const fallbackLog = (): AvailabilityLog => (processLogger ??= processLog());

export interface DbAvailability {
  /** False from the first failed probe of an outage until the database answers again. */
  readonly available: boolean;
  /** Outages since the process started. */
  readonly outages: number;
  /**
   * Reports an error seen on the database. Returns false when it does not mean the database is
   * gone (the caller handles it); true when it does (a probe runs unless one is running).
   */
  report(err: unknown): boolean;
  /** Where the outage lines go (default: the console, until the app's logger exists). */
  useLogger(log: AvailabilityLog): void;
  /** Stops probing (the pool is closing). */
  stop(): void;
}

/** Probe delays: the first at once, then doubling up to PROBE_MAX_MS. */
const PROBE_FIRST_MS = 250;
const PROBE_MAX_MS = 2000;

/** A watch whose probe is `probe` (resolves when the database answers). */
export function watchAvailability(probe: () => Promise<unknown>): DbAvailability {
  let available = true;
  let outages = 0;
  let probing = false;
  let stopped = false;
  let log = fallbackLog();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

  async function probeUntilAnswered(first: unknown) {
    let since = 0;
    for (let delay = PROBE_FIRST_MS; !stopped; delay = Math.min(PROBE_MAX_MS, delay * 2)) {
      try {
        await probe();
        if (since)
          log.info(
            { downSeconds: (Date.now() - since) / 1000 },
            `database available again after ${((Date.now() - since) / 1000).toFixed(1)} s`,
          );
        else log.warn({ err: first }, 'a database connection was lost; the pool opens another');
        available = true;
        return;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) return; // the database answered (or the pool was closed)
        if (!since) {
          since = Date.now();
          available = false;
          outages++;
          log.error({ err }, 'database unavailable: requests that need it answer 503 until it is back');
        }
        await sleep(delay);
      }
    }
  }

  return {
    get available() {
      return available;
    },
    get outages() {
      return outages;
    },
    report(err) {
      if (!isDatabaseUnavailable(err)) return false;
      if (probing || stopped) return true;
      probing = true;
      void probeUntilAnswered(err).finally(() => (probing = false));
      return true;
    },
    useLogger(l) {
      log = l;
    },
    stop() {
      stopped = true;
    },
  };
}

/**
 * The error callback of a periodic pass (payment recovery, hold sweep, mail outbox): an
 * unreachable database is reported to `availability` (logged once per outage), any other error
 * is logged as "`what` failed".
 */
export function passErrorLogger(log: Pick<AvailabilityLog, 'error'>, availability: DbAvailability | undefined, what: string) {
  return (err: unknown): void => {
    if (!availability?.report(err)) log.error({ err }, `${what} failed`);
  };
}

/**
 * Runs `attempt` until it succeeds, waiting with backoff (0.5 s doubling to 5 s) while it fails
 * because the database is unavailable (a process started, or a worker replaced, during an outage
 * waits for the database instead of exiting); any other error is thrown. Each wait is logged.
 */
export async function retryWhileUnavailable<T>(
  what: string,
  attempt: () => Promise<T>,
  log: (msg: string) => void = (msg) => fallbackLog().warn({}, msg),
): Promise<T> {
  for (let n = 1, delay = 500; ; n++, delay = Math.min(5000, delay * 2)) {
    try {
      return await attempt();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      log(`${what}: database unavailable (${describe(err)}); retrying in ${delay / 1000} s (attempt ${n})`);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/** A short description of a database error: its message, or its cause's. */
function describe(err: unknown): string {
  const e = err as { message?: string; code?: string; cause?: unknown; errors?: unknown[] };
  const inner = e.cause ?? e.errors?.[0];
  if (inner && (!e.message || /^Failed query/.test(e.message))) return describe(inner);
  return [e.code, e.message].filter(Boolean).join(' ') || String(err);
}
