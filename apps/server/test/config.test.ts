import { describe, expect, it } from 'vitest';
import { PublicConfig } from '@gt/contract/config';
import { startTestStore } from './harness';
import { useTestStore } from './support';

const t = useTestStore();

describe('GET /api/v1/config', () => {
  it('gives the public configuration with its defaults', async () => {
    const res = await t.get('/api/v1/config');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body).toEqual(PublicConfig.parse({}));
    expect(body).toMatchObject({
      VenueTimeZone: 'America/Chicago',
      VenueName: 'Harbor Lights Aquarium',
      Currency: 'USD',
      DefaultCostRateID: 1,
      ShowPricesAs: 'extax',
      LogoURL: '/GT/logo.svg',
      DiscardTimeMinutes: 15,
      Headings: { Products: 'Tickets', Checkout: 'Checkout' },
    });
  });

  it('never exposes server-only settings', async () => {
    const body = (await t.get('/api/v1/config')).json() as Record<string, unknown>;
    for (const key of ['DatabaseURL', 'DataDir', 'Port', 'Host', 'HoldMinutes', 'RateLimitPerMinute', 'SeedDemoData', 'StorefrontDir', 'Public']) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it("reflects the operator's settings without a rebuild", async () => {
    const other = await startTestStore({ seed: false, config: { Public: PublicConfig.parse({ VenueName: 'Tide Pool Museum', Currency: 'CAD', VenueTimeZone: 'America/Vancouver' }) } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(res.json()).toMatchObject({ VenueName: 'Tide Pool Museum', Currency: 'CAD', VenueTimeZone: 'America/Vancouver' });
    } finally {
      await other.close();
    }
  });
});
