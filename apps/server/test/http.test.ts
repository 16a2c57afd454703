/** Routing around the API: redirects, unknown paths, the OpenAPI document, security headers. */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectErrors, useTestStore } from './support';

const t = useTestStore();
const notFound = 'The Requested URL was not found.';

describe('redirects', () => {
  it('sends / and /GT to /GT/products', async () => {
    for (const url of ['/', '/GT']) {
      const res = await t.get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/GT/products');
    }
  });
});

describe('unknown paths', () => {
  it('answers 404 "The Requested URL was not found." under /api', async () => {
    for (const url of ['/api/v1/nope', '/api/v1/TourEvents/5', '/api/v2/TourEvents', '/api/nope?x=1', '/api', '/api/v1/bookingtypes?BookingTypeID=1']) {
      expectErrors(await t.get(url), 404, notFound);
    }
  });

  it('answers 404 for a method the route does not have', async () => {
    expectErrors(await t.store.app.inject({ method: 'POST', url: '/api/v1/DisplayAreas', payload: {} }), 404, notFound);
    expectErrors(await t.store.app.inject({ method: 'DELETE', url: '/api/v1/costrates' }), 404, notFound);
  });

  it('answers 404 for a missing storefront asset, not the page', async () => {
    expectErrors(await t.get('/GT/images/missing.svg'), 404, notFound);
  });

  it('serves the storefront page for other /GT paths (history fallback)', async () => {
    const res = await t.get('/GT/calendar/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('documents every catalogue endpoint with its query parameters', async () => {
    const res = await t.get('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: 'GT booking API', version: '1.0.0', license: { name: 'Apache-2.0' } });
    for (const path of ['config', 'DisplayAreas', 'BookingTypes', 'TourEvents', 'tourproducts', 'costrates', 'userdefinedfields', 'CountryAndStates']) {
      expect(doc.paths).toHaveProperty([`/api/v1/${path}`, 'get']);
    }
    expect(doc.paths).not.toHaveProperty(['/api/v1/openapi.json']);
    const params = (path: string) => (doc.paths[path].get.parameters as { name: string; in: string }[]).map((p) => `${p.in}:${p.name}`);
    expect(params('/api/v1/TourEvents')).toEqual(['query:DisplayArea', 'query:BookingTypeID', 'query:From', 'query:To', 'query:TourEventList', 'query:TourHoldRef', 'query:Fields']);
    expect(params('/api/v1/BookingTypes')).toEqual(['query:DisplayArea', 'query:BookingTypeID']);
    expect(params('/api/v1/tourproducts')).toEqual(['query:TourProductID', 'query:BookingTypeID', 'query:PriceDate', 'query:CostRateID']);
    // The spec's TourEvent[], or with Fields=Calendar the calendars' answer (its parameter says which).
    const events = doc.paths['/api/v1/TourEvents'].get;
    const answers = events.responses['200'].content['application/json'].schema.anyOf as { type: string; properties?: object; items?: { properties: object } }[];
    expect(answers.map((a) => a.type)).toEqual(['array', 'object']);
    expect(Object.keys(answers[0]?.items?.properties ?? {})).toContain('TourProducts');
    expect(Object.keys(answers[1]?.properties ?? {})).toEqual(['CurrentDateTimeAtLocation', 'TourEvents', 'BookingTypeProducts']);
    expect(events.parameters.at(-1)).toMatchObject({ name: 'Fields', schema: { enum: ['Calendar'] }, description: expect.stringMatching(/^Not in the spec\. Calendar: /) });
  });
});

describe('headers', () => {
  it('sets security headers and rate-limit information on API replies', async () => {
    const res = await t.get('/api/v1/costrates');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-ratelimit-limit']).toBe('100000');
  });
});

describe('demo assets', () => {
  it('exist in the storefront public folder for every /GT URL the API gives out', async () => {
    const bodies = await Promise.all(
      ['/api/v1/config', '/api/v1/DisplayAreas', '/api/v1/BookingTypes?DisplayArea=1', '/api/v1/BookingTypes?DisplayArea=2', '/api/v1/BookingTypes?DisplayArea=3', '/api/v1/TourEvents?DisplayArea=2&From=2026-11-23&To=2026-11-29', '/api/v1/TourEvents?DisplayArea=3&From=2026-11-23&To=2026-11-29'].map(
        async (url) => (await t.get(url)).body,
      ),
    );
    const urls = [...new Set(bodies.join('\n').match(/\/GT\/[\w./-]+\.(?:svg|html|png|jpg)/g) ?? [])].sort();
    expect(urls).toEqual([
      '/GT/images/behind-the-scenes.svg',
      '/GT/images/coral-reef.svg',
      '/GT/images/dolphin-deep.svg',
      '/GT/images/dolphin.svg',
      '/GT/images/jellyfish.svg',
      '/GT/logo.svg',
      '/GT/waivers/behind-the-scenes.html',
      '/GT/waivers/dolphin-encounter.html',
    ]);
    const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../storefront/public');
    expect(urls.filter((u) => !existsSync(resolve(publicDir, u.slice('/GT/'.length))))).toEqual([]);
  });
});
