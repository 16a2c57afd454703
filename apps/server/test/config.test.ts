import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicConfig } from '@gt/contract/config';
import { loadConfig } from '../src/config/server-config';
import { startTestStore } from './harness';
import { useTestStore } from './support';

const t = useTestStore();

describe('GET /api/v1/config', () => {
  it('gives the public configuration with its defaults (the demo venue with demo data)', async () => {
    const res = await t.get('/api/v1/config');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body).toEqual({
      ...PublicConfig.parse({}),
      VenueName: 'Harbor Lights Aquarium',
      VenueAddress: '1 Harbor Lights Pier, Bayport, TX 77500',
      VenuePhone: '(555) 010-0123',
      LogoURL: '/GT/logo.svg',
    });
    expect(body).toMatchObject({
      VenueTimeZone: 'America/Chicago',
      VenueName: 'Harbor Lights Aquarium',
      Currency: 'USD',
      DefaultCostRateID: 1,
      ShowPricesAs: 'extax',
      LogoURL: '/GT/logo.svg',
      AdmissionCodeSymbology: 'qr',
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

describe('the configuration file', () => {
  let dir = '';
  let n = 0;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gt-config-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true });
  });
  /** Writes `content` as a configuration file; returns its path and a function that loads it. */
  const configFile = async (content: object) => {
    const file = join(dir, `gt.config.${++n}.json`);
    await writeFile(file, JSON.stringify(content));
    return { file, load: () => loadConfig({ GT_CONFIG_FILE: file }) };
  };

  it('stops the start on an unknown key, naming it and the nearest valid key', async () => {
    const cases: [object, string][] = [
      [{ CartDiscardMinutes: 5 }, 'unknown key "CartDiscardMinutes" (did you mean "Public.DiscardTimeMinutes"?)'],
      [{ HoldMinuts: 5 }, 'unknown key "HoldMinuts" (did you mean "HoldMinutes"?)'],
      [{ ShowPricesAs: 'inctax' }, 'unknown key "ShowPricesAs" (did you mean "Public.ShowPricesAs"?)'],
      [{ Mail: { SMTPUrl: 'smtp://x' } }, 'unknown key "Mail.SMTPUrl" (did you mean "Mail.SmtpURL"?)'],
      [{ Public: { VenueNmae: 'X' } }, 'unknown key "Public.VenueNmae" (did you mean "Public.VenueName"?)'],
      [{ Public: { FieldLengths: { Adress: 120 } } }, 'unknown key "Public.FieldLengths.Adress" (did you mean "Public.FieldLengths.Address"?)'],
      [{ Public: { Headings: { Product: 'Tickets' } } }, 'unknown key "Public.Headings.Product" (did you mean "Public.Headings.Products"?)'],
    ];
    for (const [content, message] of cases) {
      const { file, load } = await configFile(content);
      expect(load).toThrow(`Invalid configuration in ${file}: ${message}`);
    }
  });

  it('accepts every valid key', async () => {
    const { load } = await configFile({ HoldMinutes: 20, Mail: { From: 'x@example.org' }, Public: { VenueName: 'Harbor', FieldLengths: { City: 60 }, Messages: { NotBookable: 'No.' } } });
    expect(load().Public.FieldLengths.City).toBe(60);
  });
});
