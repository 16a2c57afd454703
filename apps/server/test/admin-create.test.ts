/**
 * `npm run admin:create` (modules/operator-users/admin-create.ts) on an empty embedded database
 * (GT_DATA_DIR): it creates and migrates the database, prints a one-time password that signs in
 * and must be changed; with --password the account is ready; bad arguments and a taken address
 * are refused with a message. And the demo admin of the demo data (seed/demo-admin.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/server-config';
import { openDatabase } from '../src/db/client';
import { adminCreate, ADMIN_CREATE_USAGE } from '../src/modules/operator-users/admin-create';
import { DEMO_ADMIN, seedDemoAdmin } from '../src/seed/demo-admin';
import { API, operatorWithSession } from './admin-support';
import { startTestStore } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'gt-admin-create-'));
const env = { GT_DATA_DIR: join(dir, 'data') };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Signs in with each pair against the embedded database of `env` (the command has closed it). */
async function signIn(...attempts: { email: string; password: string }[]) {
  const config = loadConfig(env);
  const handle = await openDatabase({ dataDir: config.DataDir });
  const app = await buildApp({ db: handle.db, config, clock: () => new Date() });
  try {
    const users = [];
    for (const payload of attempts) users.push((await app.inject({ method: 'POST', url: `${API}/session`, payload })).json().user);
    return users;
  } finally {
    await app.close();
    await handle.close();
  }
}

describe('npm run admin:create', () => {
  it('creates the database and an admin with a one-time password that must be changed', { timeout: 120_000 }, async () => {
    const run = await adminCreate(['--email', 'Owner@Example.org'], env);
    expect(run.exitCode).toBe(0);
    expect(run.lines[0]).toBe(`Created admin owner@example.org (id 1) in the embedded database in ${env.GT_DATA_DIR}.`);
    const otp = /^One-time password: (\S+)$/.exec(run.lines[1] ?? '')?.[1] ?? '';
    expect(otp).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const withPassword = await adminCreate(
      ['--email', 'desk@example.org', '--password', 'a long pass phrase', '--role', 'box_office'],
      env,
    );
    expect(withPassword).toEqual({
      exitCode: 0,
      lines: [`Created box_office desk@example.org (id 2) in the embedded database in ${env.GT_DATA_DIR}.`],
    });
    const [owner, desk] = await signIn(
      { email: 'owner@example.org', password: otp },
      { email: 'desk@example.org', password: 'a long pass phrase' },
    );
    expect(owner).toMatchObject({ role: 'admin', passwordMustChange: true });
    expect(desk).toMatchObject({ role: 'box_office', passwordMustChange: false });

    expect(await adminCreate(['--email', 'owner@example.org'], env)).toEqual({
      exitCode: 1,
      lines: ['An operator with this e-mail address exists already.'],
    });
  });

  it('refuses bad arguments with the usage line', async () => {
    expect(await adminCreate([], env)).toEqual({
      exitCode: 2,
      lines: ['--email: Invalid input: expected string, received undefined', ADMIN_CREATE_USAGE],
    });
    const weak = await adminCreate(['--email', 'a@example.org', '--password', 'short', '--role', 'chef'], env);
    expect(weak.exitCode).toBe(2);
    expect(weak.lines).toContain('--password: Use at least 12 characters.');
    expect(weak.lines.some((l) => l.startsWith('--role:'))).toBe(true);
  });
});

describe('demo admin', () => {
  it('is created with demo data while there is no operator, and signs in with the documented password', async () => {
    const store = await startTestStore({ seed: false });
    try {
      expect(await seedDemoAdmin(store.ctx.db, new Date())).toBe(true);
      expect(await seedDemoAdmin(store.ctx.db, new Date())).toBe(false);
      const res = await store.app.inject({ method: 'POST', url: `${API}/session`, payload: DEMO_ADMIN });
      expect([res.statusCode, res.json().user.role, res.json().user.passwordMustChange]).toEqual([200, 'admin', false]);
    } finally {
      await store.close();
    }
    const withOperator = await startTestStore({ seed: false });
    try {
      await operatorWithSession(withOperator, 'admin');
      expect(await seedDemoAdmin(withOperator.ctx.db, new Date())).toBe(false);
    } finally {
      await withOperator.close();
    }
  });
});
