/**
 * The back office API's OpenAPI document, GET /api/admin/v1/openapi.json
 * (docs/architecture.md#operators-and-the-back-office): every route of `app.adminRoutes` (the route
 * table, so a route added later is checked without being listed here) is an operation with a
 * summary, a unique operationId, a tag, the roles that may call it and its security (the `gt_admin`
 * cookie, plus the `x-csrf-token` header when it changes state); its zod contracts appear as JSON
 * schemas; no booking API route is in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './admin-support';
import { startTestStore, type TestStore } from './harness';

type Operation = {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-roles'?: string[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses?: Record<string, unknown>;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
};

let store: TestStore;
let doc: Doc;
beforeAll(async () => {
  store = await startTestStore({ seed: false });
  const res = await store.app.inject({ method: 'GET', url: `${API}/openapi.json` });
  expect(res.statusCode, res.body).toBe(200);
  doc = res.json() as Doc;
});
afterAll(() => store.close());

/** Fastify's `/users/:id` is OpenAPI's `/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/admin/v1/openapi.json', () => {
  it('is served without a session, as OpenAPI 3 with the cookie and CSRF header security schemes', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes).toEqual({
      adminSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'gt_admin' }),
      csrfToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-csrf-token' }),
      apiToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });

  it('lists every admin route of the route table, and nothing else', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const table = store.app.adminRoutes.map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect(table.length).toBeGreaterThan(10);
    expect(listed.sort()).toEqual(table.sort());
  });

  it('gives each operation a summary, a unique operationId, a tag, its roles and its security', () => {
    const ids = new Set<string>();
    const wrong: string[] = [];
    for (const r of store.app.adminRoutes) {
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      const key = `${r.method} ${r.url}`;
      if (!op) {
        wrong.push(`${key}: missing`);
        continue;
      }
      if (!op.summary?.trim()) wrong.push(`${key}: no summary`);
      if (!op.operationId || ids.has(op.operationId)) wrong.push(`${key}: operationId ${op.operationId}`);
      ids.add(op.operationId ?? '');
      if (!op.tags?.length) wrong.push(`${key}: no tag`);
      const access = r.access;
      const roles = 'public' in access ? ['public'] : access.roles === 'any' ? ['any'] : [...access.roles];
      if (JSON.stringify(op['x-roles']) !== JSON.stringify(roles)) wrong.push(`${key}: roles ${JSON.stringify(op['x-roles'])}`);
      const session = r.method === 'GET' ? { adminSession: [] } : { adminSession: [], csrfToken: [] };
      const security = 'public' in access ? [] : access.peopleOnly ? [session] : [session, { apiToken: [] }];
      if (JSON.stringify(op.security) !== JSON.stringify(security)) wrong.push(`${key}: security ${JSON.stringify(op.security)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('describes bodies and answers from the zod contracts', () => {
    const signIn = doc.paths[`${API}/session`]?.post;
    expect(signIn).toMatchObject({ summary: 'Sign in', operationId: 'postSession', tags: ['session'], security: [], 'x-roles': ['public'] });
    const body = signIn?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(['email', 'password', 'code']);
    expect(body?.required).toEqual(['email', 'password']);
    expect(doc.paths[`${API}/users/{id}`]?.patch).toMatchObject({ operationId: 'patchUsersById', tags: ['users'], 'x-roles': ['admin'] });
    expect(Object.keys(doc.paths).every((p) => p.startsWith(`${API}/`))).toBe(true);
  });
});
