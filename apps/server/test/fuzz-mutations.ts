/**
 * Hostile inputs derived from the contract's zod schemas: bounds ± 1, wrong types, huge and hostile
 * strings, deleted and unknown keys.
 */
import * as fc from 'fast-check';
import { z } from 'zod';

export const HUGE = 'x'.repeat(100_000);
export const STRINGS = [
  '',
  ' ',
  HUGE,
  'a\u0000b',
  "' OR '1'='1' --",
  '1; DROP TABLE bookings; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\ud800',
  '🐬'.repeat(500),
  '../../../etc/passwd',
  '%00%27',
  '{{7*7}}${7*7}',
  'NaN',
  '-1',
  '1e309',
];
export const NUMBERS = [-1, 0, 0.5, -0.5, 1.005, 2147483648, -2147483649, 2 ** 53 + 2, 1e308, -1e308, 1e-9];
export const WRONG_TYPES = [null, true, false, [], {}, 'x', 1, [1, 2], { a: 1 }];
export const QUERY_VALUES = [
  ...STRINGS,
  '0',
  '0.5',
  '2147483648',
  '9007199254740993',
  'Infinity',
  '0x10',
  ' 1',
  '1,2,',
  ',',
  'true',
  '2026-02-30',
  '2026-13-01',
  '99999-01-01',
];

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
};

/** Values that break a field of this schema: its bounds ± 1, wrong types, hostile strings. */
export function hostileValues(s: JsonSchema): unknown[] {
  const typed: unknown[] = [];
  const type = s.type ?? s.anyOf?.[0]?.type;
  if (type === 'integer' || type === 'number') {
    if (s.minimum !== undefined) typed.push(s.minimum - 1);
    if (s.exclusiveMinimum !== undefined) typed.push(s.exclusiveMinimum);
    if (s.maximum !== undefined) typed.push(s.maximum + 1);
    typed.push(...NUMBERS);
  }
  if (type === 'string') {
    if (s.maxLength !== undefined) typed.push('y'.repeat(s.maxLength + 1));
    typed.push(...STRINGS);
  }
  if (type === 'array' && s.items)
    typed.push(
      Array.from({ length: (s.maxItems ?? 1000) + 1 }, () => ({})),
      [null],
    );
  if (s.enum || s.const !== undefined) typed.push('hostile', 'ADD', ' add');
  return [...typed, ...WRONG_TYPES];
}

export interface Field {
  path: (string | number)[];
  schema: JsonSchema;
}

/** The fields of `example` that `schema` describes (nested objects and the first array item). */
export function fieldsOf(schema: JsonSchema, example: unknown, path: (string | number)[] = []): Field[] {
  const out: Field[] = [{ path, schema }];
  const s = schema.anyOf?.find((o) => o.properties || o.items) ?? schema;
  if (s.properties && example && typeof example === 'object' && !Array.isArray(example)) {
    for (const [k, sub] of Object.entries(s.properties)) {
      const value = (example as Record<string, unknown>)[k];
      out.push(...(value === undefined ? [{ path: [...path, k], schema: sub }] : fieldsOf(sub, value, [...path, k])));
    }
  }
  if (s.items && Array.isArray(example) && example.length > 0) out.push(...fieldsOf(s.items, example[0], [...path, 0]));
  return out;
}

export type Mutation = { kind: 'replace' | 'delete' | 'extra'; path: (string | number)[]; value: unknown; key: string };

export function mutate<T>(example: T, m: Mutation): unknown {
  if (m.path.length === 0) return m.kind === 'replace' ? m.value : example;
  const copy = structuredClone(example) as Record<string | number, unknown>;
  let parent = copy;
  for (const p of m.path.slice(0, -1)) parent = parent[p] as Record<string | number, unknown>;
  const last = m.path[m.path.length - 1] as string | number;
  if (m.kind === 'replace') parent[last] = m.value;
  else if (m.kind === 'delete') delete parent[last];
  else if (parent[last] && typeof parent[last] === 'object' && !Array.isArray(parent[last]))
    Object.defineProperty(parent[last], m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
  else parent[last] = m.value;
  return copy;
}

export const EXTRA_KEYS = ['__proto__', 'constructor', 'Unknown', '$where'];

/** Every field × every hostile value, each field deleted, an unknown key added to each object. */
export function allMutations(schema: z.ZodType, example: unknown): Mutation[] {
  const fields = fieldsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, example);
  return fields.flatMap((f) => [
    ...hostileValues(f.schema).map((value) => ({ kind: 'replace' as const, path: f.path, value, key: '' })),
    { kind: 'delete' as const, path: f.path, value: undefined, key: '' },
    ...EXTRA_KEYS.map((key) => ({ kind: 'extra' as const, path: f.path, value: { polluted: true }, key })),
  ]);
}

/** Random mutations: a field, and a random JSON value or one of the hostile ones. */
export function randomMutations(schema: z.ZodType, example: unknown): fc.Arbitrary<Mutation> {
  const fields = fieldsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, example);
  return fc.constantFrom(...fields).chain((f) =>
    fc.record({
      kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'extra'),
      path: fc.constant(f.path),
      value: fc.oneof(fc.constantFrom(...hostileValues(f.schema)), fc.jsonValue({ maxDepth: 3 }), fc.string()),
      key: fc.constantFrom(...EXTRA_KEYS, 'x'),
    }),
  );
}
