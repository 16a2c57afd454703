/**
 * Refuses input the server must not process, before validation: text that PostgreSQL cannot
 * store (U+0000 NUL or an unpaired UTF-16 surrogate anywhere in the body, query, path parameters
 * or headers, which fails in the database as "invalid byte sequence" or, inside jsonb, "invalid
 * Unicode escape" → 500) and JSON nested deeper than MAX_INPUT_DEPTH (no request of the API
 * nests beyond 4; a deeper one would only cost stack and time). 400 naming the field, in the
 * spec's error shape. The walk is iterative: no input can overflow the stack.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, PART_NAMES } from './errors';

/** Deepest nesting of arrays and objects accepted in any part of a request. */
export const MAX_INPUT_DEPTH = 32;

/** A surrogate code unit not part of a pair (in `u` mode \p{Cs} matches only lone ones). */
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

interface Node {
  value: unknown;
  key: string;
  parent: Node | undefined;
  depth: number;
}

const pathOf = (n: Node | undefined): string => {
  const keys: string[] = [];
  for (let p = n; p?.parent; p = p.parent) keys.push(p.key);
  return keys.reverse().join('.');
};

/** The first problem of a value: the dotted path ('' for the root) and why, or undefined. */
function inputProblem(root: unknown): { path: string; why: string } | undefined {
  const stack: Node[] = [{ value: root, key: '', parent: undefined, depth: 0 }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (unstorable(value)) return { path: pathOf(node), why: 'must not contain NUL characters or unpaired surrogates' };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (node.depth >= MAX_INPUT_DEPTH) return { path: pathOf(node), why: `must not be nested more than ${MAX_INPUT_DEPTH} levels deep` };
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    // Pushed in reverse so that the first field is reported first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, v] = entries[i] as readonly [string, unknown];
      if (unstorable(key)) return { path: pathOf(node), why: 'must not contain NUL characters or unpaired surrogates' };
      stack.push({ value: v, key, parent: node, depth: node.depth + 1 });
    }
  }
  return undefined;
}

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const parts = { body: req.body, querystring: req.query, params: req.params, headers: req.headers } as const;
    for (const [part, value] of Object.entries(parts)) {
      const problem = inputProblem(value);
      if (!problem) continue;
      const name = PART_NAMES[part] ?? 'input';
      throw new ApiError(400, problem.path ? `Invalid ${name} '${problem.path}': ${problem.why}` : `Invalid ${name}: ${problem.why}`);
    }
  });
}
