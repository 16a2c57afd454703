/**
 * The log of a process outside its requests (the cluster primary, start-up errors of main.ts):
 * JSON lines on stdout through pino, the same shape as the requests' lines (Fastify's pino), so
 * that every line a deployment writes is one JSON object.
 */
import { pino, type Logger } from 'pino';
import type { ServerConfig } from './config/server-config';

/** A logger at `level` (config LogLevel; `info` before the configuration is read). */
export function processLog(level: ServerConfig['LogLevel'] = 'info'): Logger {
  return pino({ level });
}

/**
 * Logs `err` as the reason the start failed (`fatal`; the message names the first line of the
 * error and of each of its causes, e.g. `start failed: Failed query: …: connect ECONNREFUSED
 * 127.0.0.1:5432`) and exits with status 1.
 */
export function exitOnStartError(log: Logger, err: unknown): never {
  const reasons: string[] = [];
  for (let e: unknown = err; e !== undefined && reasons.length < 5; e = e instanceof Error ? e.cause : undefined) {
    reasons.push((e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '');
  }
  log.fatal(err instanceof Error ? { err } : {}, `start failed: ${reasons.join(': ')}`);
  process.exit(1);
}
