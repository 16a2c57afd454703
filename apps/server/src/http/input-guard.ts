/**
 * Refuses text that PostgreSQL cannot store: U+0000 (NUL) or an unpaired UTF-16 surrogate
 * anywhere in the body, query, path parameters or headers gives 400 naming the field, before
 * validation and long before the database (where it fails as "invalid byte sequence" or, inside
 * jsonb, "invalid Unicode escape" → 500).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, PART_NAMES } from './errors';

/** A surrogate code unit not part of a pair (in `u` mode \p{Cs} matches only lone ones). */
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** The dotted path of the first string (value or key) that cannot be stored, '' for the root, or undefined. */
function badTextPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? path.join('.') : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badTextPath(value[i], [...path, String(i)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (unstorable(k)) return path.join('.');
      const found = badTextPath(v, [...path, k]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const parts = { body: req.body, querystring: req.query, params: req.params, headers: req.headers } as const;
    for (const [part, value] of Object.entries(parts)) {
      const path = badTextPath(value);
      if (path === undefined) continue;
      const name = PART_NAMES[part] ?? 'input';
      const why = 'must not contain NUL characters or unpaired surrogates';
      throw new ApiError(400, path ? `Invalid ${name} '${path}': ${why}` : `Invalid ${name}: ${why}`);
    }
  });
}
