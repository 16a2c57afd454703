/**
 * The production start (docs/architecture.md#database, docs/architecture.md#payments,
 * docs/architecture.md#identity-and-secrets): `NODE_ENV=production DATABASE_URL=… node main` on an
 * empty PostgreSQL database. It refuses to run the sandbox card provider unless
 * GT_ALLOW_DEVELOPMENT_PROVIDERS=1; with it, the store has the reference data every store needs and
 * no demo catalogue, secrets or development identity provider, and the start-up log says what runs.
 * GT_SEED_DEMO=1 asks for the demo store. PostgreSQL only: the server process opens the test's
 * database.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onPostgres, startTestStore } from './harness';
import { startServerProcess, spawnServer, type ServerProcess } from './server-process-support';

const suite = onPostgres ? describe : describe.skip;
/** The built storefront (npm run build; CI builds it before the PostgreSQL suite). */
const storefrontBuilt = existsSync(resolve(import.meta.dirname, '../../storefront/dist/index.html'));
/** The production environment: none of the test run's own settings. */
const PRODUCTION = { NODE_ENV: 'production', GT_DATA_DIR: 'memory://', GT_SEED_DEMO: undefined, GT_ALLOW_DEVELOPMENT_PROVIDERS: undefined, GT_CONFIG_FILE: undefined };

/** A migrated, empty database (no seed) and its URL. */
async function emptyDatabase() {
  const store = await startTestStore({ seed: false });
  return { url: store.databaseUrl as string, close: () => store.close() };
}

async function stop(server: ServerProcess) {
  server.process.kill('SIGTERM');
  await server.exited;
}

suite(`the production start on an empty PostgreSQL database${onPostgres ? '' : ' (skipped: set TEST_DATABASE_URL)'}`, () => {
  it('refuses to start with the sandbox card provider, naming it and GT_ALLOW_DEVELOPMENT_PROVIDERS', { timeout: 60_000 }, async () => {
    const db = await emptyDatabase();
    const server = await startServerProcess({ ...PRODUCTION, DATABASE_URL: db.url });
    try {
      const running = new Promise((r) => setTimeout(() => r('still running after 30 s'), 30_000).unref());
      expect(await Promise.race([server.exited, running]), server.log()).toBe(1);
      // One JSON line at level fatal (every log line is JSON).
      const lines = server.log().trim().split('\n').map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(lines.map((l) => l.level)).toEqual([60]);
      expect(lines[0]?.msg).toBe(
        'Refusing to start with NODE_ENV=production: the sandbox card provider (PaymentProvider "sandbox": test cards, no money moves) is for trying the store only. ' +
          'Configure a real card provider (PaymentProvider) and identity provider (Identity.UserDataURL), or set GT_ALLOW_DEVELOPMENT_PROVIDERS=1 to run them anyway.',
      );
    } finally {
      if (server.process.exitCode === null) server.process.kill('SIGKILL');
      await db.close();
    }
  });

  it('with GT_ALLOW_DEVELOPMENT_PROVIDERS=1: reference data, no demo catalogue, coupons, gift cards or development identity provider', { timeout: 90_000 }, async () => {
    const db = await emptyDatabase();
    const server = await spawnServer({ ...PRODUCTION, DATABASE_URL: db.url, GT_ALLOW_DEVELOPMENT_PROVIDERS: '1' });
    try {
      const get = (path: string) => fetch(`${server.base}${path}`);
      const json = async <T>(path: string): Promise<T> => {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        return (await res.json()) as T;
      };
      // What runs, in one line of the start-up log.
      const dbName = new URL(db.url).pathname;
      expect(server.log()).toContain(`database: PostgreSQL 127.0.0.1:5432${dbName}; payments: sandbox; identity: none; mail: none (in-memory data, no Mail.Dir); demo data: off`);
      // Reference data: countries with their states, the default cost rate, the donation and fee products the configuration names.
      const countries = await json<{ ISOCode: string; Picklist: unknown[] }[]>('/api/v1/CountryAndStates');
      expect(countries.length).toBeGreaterThan(200);
      expect(countries[0]).toMatchObject({ ISOCode: 'US' });
      expect(countries[0]?.Picklist.length).toBeGreaterThan(50);
      expect(await json('/api/v1/costrates')).toEqual([
        { CostRateID: 1, CostRateName: 'Standard', GroupName: null, SubGroupName: null, IsDefault: true, IsMemberRate: false, VerifyGroupMembership: false },
      ]);
      expect(await json('/api/v1/Products?ProductType=donation&ProductID=9001')).toMatchObject([{ ProductID: 9001, ProductName: 'Donation' }]);
      // No demo catalogue, coupon, gift card or identity provider.
      expect(await json('/api/v1/DisplayAreas?type=bookingtypes')).toEqual([]);
      expect((await get('/api/v1/coupons?CouponCode=FREEDAY')).status).toBe(404);
      const giftCard = await fetch(`${server.base}/api/v1/giftcardholds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ GiftcardNo: 'RNFQAPNJYAKQANEV', Amount: 10 }) });
      expect(giftCard.status).toBe(404);
      expect((await get('/dev-identity/authorize?client_id=gt-storefront&response_type=token&scope=military')).status).toBe(404);
      // The venue is not the demo's: a neutral name, no logo, no identity button.
      expect(await json('/api/v1/config')).toMatchObject({ VenueName: 'Box Office', LogoURL: '', IdentityProvider: { AuthorizeURL: '' } });
      if (storefrontBuilt) {
        const page = await get('/GT/products');
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).not.toContain('Harbor Lights');
        expect(html).toContain('Box Office');
      }
    } finally {
      await stop(server);
      await db.close();
    }
  });

  it('GT_SEED_DEMO=1 seeds the demo store on PostgreSQL (the bench and the PostgreSQL tests)', { timeout: 90_000 }, async () => {
    const db = await emptyDatabase();
    const server = await spawnServer({ ...PRODUCTION, DATABASE_URL: db.url, GT_ALLOW_DEVELOPMENT_PROVIDERS: '1', GT_SEED_DEMO: '1' });
    try {
      expect(server.log()).toContain('identity: development provider (/dev-identity/authorize); mail: none (in-memory data, no Mail.Dir); demo data: on');
      expect((await fetch(`${server.base}/api/v1/coupons?CouponCode=FREEDAY`)).status).toBe(200);
      expect(((await (await fetch(`${server.base}/api/v1/DisplayAreas?type=bookingtypes`)).json()) as unknown[]).length).toBeGreaterThan(0);
      expect(await (await fetch(`${server.base}/api/v1/config`)).json()).toMatchObject({ VenueName: 'Harbor Lights Aquarium', LogoURL: '/GT/logo.svg' });
    } finally {
      await stop(server);
      await db.close();
    }
  });
});
