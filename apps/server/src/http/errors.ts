/**
 * API errors in the spec's shape `{ Errors: [{ ErrorMessage }] }` (spec 01 §8) with a proper
 * status (docs/architecture.md#errors). Services throw `ApiError`; the handler below renders every error,
 * including zod validation failures (400, message naming the parameter) and a database that
 * cannot be reached (503 with Retry-After; docs/architecture.md#resilience).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import { messages } from '@gt/domain/messages';
import { isDatabaseUnavailable } from '../db/availability';

/** Seconds a client is asked to wait (Retry-After) while the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    message: string,
  ) {
    super(message);
  }
}

export const errorBody = (...texts: string[]) => ({ Errors: texts.map((ErrorMessage) => ({ ErrorMessage })) });

export const PART_NAMES: Record<string, string> = {
  querystring: 'query parameter',
  body: 'body field',
  params: 'path parameter',
  headers: 'header',
};

/**
 * Installs the error and not-found handlers for API routes. `onDatabaseUnavailable` hears of each
 * request refused because the database could not be reached (availability.ts `report`).
 */
export function installErrorHandler(app: FastifyInstance, opts: { onDatabaseUnavailable?: (err: unknown) => void } = {}): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = PART_NAMES[err.validationContext ?? ''] ?? 'input';
      const texts = err.validation.map((v) => {
        const name = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return name ? `Invalid ${part} '${name}': ${v.message}` : `Invalid ${part}: ${v.message}`;
      });
      return reply.status(400).send(errorBody(...texts));
    }
    if (err instanceof ApiError) return reply.status(err.statusCode).send(errorBody(err.message));
    // @fastify/csrf-protection (http/admin-access.ts): missing or wrong token of the admin session.
    if (err.code?.startsWith('FST_CSRF_')) return reply.status(403).send(errorBody(adminMessages.csrfInvalid));
    if (err.statusCode === 429) return reply.status(429).send(errorBody(err.message));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(errorBody(err.message));
    }
    if (isDatabaseUnavailable(err)) {
      opts.onDatabaseUnavailable?.(err); // logged once per outage there, not once per request
      return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send(errorBody(messages.serviceUnavailable));
    }
    req.log.error(err);
    return reply.status(500).send(errorBody(messages.unexpectedError));
  });
}
