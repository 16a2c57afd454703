/**
 * The booking API reference: the OpenAPI document (/api/v1/openapi.json) passes Redocly's
 * recommended rules, every operation carries its texts and security, pages and the back office
 * app stay out of it, and /api/docs shows it as a page (docs/architecture.md, http/openapi.ts).
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { useTestStore } from './support';

const t = useTestStore();

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  servers: { url: string }[];
  components: { securitySchemes: Record<string, unknown> };
};

const document = async () => (await t.get('/api/v1/openapi.json')).json() as Doc;
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, o]) => ({ key: `${method.toUpperCase()} ${path}`, ...o })),
  );

describe('the OpenAPI document', () => {
  it('lints clean with Redocly recommended rules', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // POST /middleware/api/Transactions: a ticket sale may omit TransactionType (it defaults to
        // 'Sale', spec 01 §7), so the body's oneOf members cannot all require their discriminator.
        'no-illogical-composition-keywords': 'off',
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(await document()), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  });

  it("lints the back office's document (/api/admin/v1/openapi.json) clean with the same rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const admin = JSON.stringify(await (await t.get('/api/admin/v1/openapi.json')).json());
    const problems = await lintFromString({ source: admin, absoluteRef: 'admin-openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  });

  it('gives every operation an id, summary, description, tag and security', async () => {
    const ops = operations(await document());
    expect(ops.length).toBeGreaterThan(30);
    for (const o of ops) {
      expect(o.operationId, o.key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(o.summary, o.key).toBeTruthy();
      expect(o.description, o.key).toBeTruthy();
      expect(o.tags, o.key).toHaveLength(1);
      expect(o.security, o.key).toEqual(o.key.includes(' /middleware/') ? [{ MiddlewareKey: [] }] : []);
    }
    expect(new Set(ops.map((o) => o.operationId)).size).toBe(ops.length);
  });

  it('declares X-Middleware-Key as an API key in a header and a server', async () => {
    const doc = await document();
    expect(doc.components.securitySchemes.MiddlewareKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Middleware-Key' });
    expect(doc.servers).toEqual([{ url: '/', description: 'This server' }]);
  });

  it('leaves out the pages, the back office app and the docs page, and lists the barcode once', async () => {
    const paths = Object.keys((await document()).paths);
    for (const page of ['/', '/GT', '/admin/', '/api/docs', '/api/docs/json', '/api/v1/Barcode/']) expect(paths).not.toContain(page);
    expect(paths).toContain('/api/v1/Barcode');
    // Two spec operations whose paths differ only in case (spec 01 §7 Products, spec 02 §7 food menus).
    const lower = paths.map((p) => p.toLowerCase());
    expect(lower.filter((p, i) => lower.indexOf(p) !== i)).toEqual(['/api/v1/products']);
  });
});

describe('GET /api/docs', () => {
  it('answers the reference page, with the CSP still set', async () => {
    const res = await t.get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const doc = await t.get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ info: { title: 'GT booking API' } });
  });
});
