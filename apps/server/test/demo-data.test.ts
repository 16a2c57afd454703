/**
 * Demo data and development providers by deployment (docs/architecture.md#database, "Identity and
 * operators"): the embedded default (`npm start`: PGlite in ./data) is the demo store; with
 * DATABASE_URL the demo is off unless GT_SEED_DEMO=1; NODE_ENV=production refuses the sandbox card
 * provider and the development identity provider unless GT_ALLOW_DEVELOPMENT_PROVIDERS=1; every
 * store gets the reference data (seed/reference-data.ts), once. The production start on
 * PostgreSQL itself: production-start.pg.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/server-config';
import { seedDemoStore } from '../src/seed/demo-store';
import { seedReferenceData } from '../src/seed/reference-data';
import { startupSummary } from '../src/startup-summary';
import { countRows } from './checkout-support';
import { startTestStore } from './harness';
import { spawnServer } from './server-process-support';
import { NOW } from './support';

const PG = 'postgres://gt:secret@db.internal:5432/gt?sslmode=require';

describe('demo data by database', () => {
  it('is on with the embedded database and off with DATABASE_URL unless GT_SEED_DEMO=1', () => {
    const pick = (env: NodeJS.ProcessEnv) => {
      const c = loadConfig(env);
      return { demo: c.SeedDemoData, venue: c.Public.VenueName, logo: c.Public.LogoURL, identity: c.Public.IdentityProvider.AuthorizeURL, from: c.Mail.From };
    };
    expect(pick({})).toEqual({ demo: true, venue: 'Harbor Lights Aquarium', logo: '/GT/logo.svg', identity: '/dev-identity/authorize', from: 'Harbor Lights Aquarium <tickets@harborlights.example>' });
    expect(pick({ DATABASE_URL: PG })).toEqual({ demo: false, venue: 'Box Office', logo: '', identity: '', from: 'Box Office <tickets@localhost>' });
    expect(pick({ DATABASE_URL: PG, GT_SEED_DEMO: '1' })).toMatchObject({ demo: true, venue: 'Harbor Lights Aquarium' });
    expect(pick({ GT_SEED_DEMO: '0' })).toMatchObject({ demo: false, venue: 'Box Office' });
    // An operator's venue is kept either way.
    const venue = loadConfig({ DATABASE_URL: PG }, { Public: { VenueName: 'Tide Pool Museum', LogoURL: '/GT/tide.svg' } });
    expect(venue.Public).toMatchObject({ VenueName: 'Tide Pool Museum', LogoURL: '/GT/tide.svg' });
    expect(venue.Mail.From).toBe('Tide Pool Museum <tickets@localhost>');
  });

  it('states in one start-up line the database (no password), providers, mail and demo data', () => {
    expect(startupSummary(loadConfig({ DATABASE_URL: PG, GT_SMTP_URL: 'smtp://user:pw@mail.example:587' }))).toBe(
      'database: PostgreSQL db.internal:5432/gt; payments: sandbox; identity: none; mail: SMTP mail.example:587; demo data: off',
    );
    expect(startupSummary(loadConfig({}))).toBe(
      'database: PGlite in ./data; payments: sandbox; identity: development provider (/dev-identity/authorize); mail: .eml files in data/mail; demo data: on',
    );
  });
});

describe('development providers under NODE_ENV=production', () => {
  it('refuses them, naming each and GT_ALLOW_DEVELOPMENT_PROVIDERS; allows them with it or outside production', () => {
    const fix = 'Configure a real card provider (PaymentProvider) and identity provider (Identity.UserDataURL), or set GT_ALLOW_DEVELOPMENT_PROVIDERS=1 to run them anyway.';
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start with NODE_ENV=production: the sandbox card provider (PaymentProvider "sandbox": test cards, no money moves) and ' +
        `the development identity provider (/dev-identity/authorize: anyone verifies as any group) are for trying the store only. ${fix}`,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG })).toThrow(
      `Refusing to start with NODE_ENV=production: the sandbox card provider (PaymentProvider "sandbox": test cards, no money moves) is for trying the store only. ${fix}`,
    );
    // Even when allowed, the development identity provider needs demo data.
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG, GT_ALLOW_DEVELOPMENT_PROVIDERS: '1' }).IdentityDevProvider).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GT_ALLOW_DEVELOPMENT_PROVIDERS: '1' }).IdentityDevProvider).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).PaymentProvider).toBe('sandbox');
  });
});

describe('reference data', () => {
  it('gives an empty store its countries, default cost rate, donation and fee products once, and the demo still seeds after it', async () => {
    const store = await startTestStore({ now: NOW, seed: false });
    try {
      const added = await seedReferenceData(store.ctx.db, store.ctx.config.Public);
      expect(added.countries).toBeGreaterThan(200);
      expect([added.costRates, added.products]).toEqual([1, 2]);
      expect(await seedReferenceData(store.ctx.db, store.ctx.config.Public)).toEqual({ countries: 0, costRates: 0, products: 0 });
      // GT_SEED_DEMO=1 on a store that started without it.
      expect(await seedDemoStore(store.ctx.db, { now: NOW, config: store.ctx.config })).toBe(true);
      expect(await countRows(store, 'cost_rates')).toBe(3);
      expect(await countRows(store, 'coupons', `code = 'FREEDAY'`)).toBe(1);
    } finally {
      await store.close();
    }
  });
});

describe('the embedded default (npm start, no environment)', () => {
  // A fresh PGlite data directory: initdb, every migration and the demo seed (about 20 s alone, a minute on a busy 2-core machine).
  it('is the demo store in ./data: the two README commands still give a working demo', { timeout: 200_000 }, async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'gt-embedded-'));
    const server = await spawnServer({ NODE_ENV: undefined, GT_SEED_DEMO: undefined, GT_DATA_DIR: undefined, DATABASE_URL: undefined, GT_CONFIG_FILE: undefined }, { cwd, readyWithinMs: 180_000 });
    try {
      expect(server.log()).toContain('database: PGlite in ./data; payments: sandbox; identity: development provider (/dev-identity/authorize); mail: .eml files in data/mail; demo data: on');
      expect((await fetch(`${server.base}/api/v1/coupons?CouponCode=FREEDAY`)).status).toBe(200);
      expect(((await (await fetch(`${server.base}/api/v1/CountryAndStates`)).json()) as unknown[]).length).toBeGreaterThan(200);
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
      await rm(cwd, { recursive: true, force: true });
    }
  });
});
