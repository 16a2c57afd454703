/**
 * "Require a second factor for every admin account"
 * (docs/architecture.md#operators-and-the-back-office): the admin-only, audited setting (GET/PATCH
 * /settings/security); while it is on, an admin without TOTP reaches only the session, the password
 * change and the TOTP enrolment (403 elsewhere, enforced by the server), GET /session says
 * mustEnrolTotp; after enrolment everything opens again and sign-in asks for the code. Other roles
 * are not affected.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@gt/domain/admin-messages';
import { API, asOperator, message, operatorWithSession, sessionCookieOf } from './admin-support';
import { startTestStore, type TestStore } from './harness';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ seed: false, config: { AdminSignIn: { PerClientPerMinute: 1000, PerAccountPer15Minutes: 1000 } } });
});
afterAll(() => store.close());

const signIn = (body: object) => store.app.inject({ method: 'POST', url: `${API}/session`, payload: body });

describe('security setting: a second factor for every admin account', () => {
  it('is off by default, admin only, and audited with before/after', async () => {
    const admin = await operatorWithSession(store, 'admin', { email: 'owner@example.org' });
    const desk = await operatorWithSession(store, 'box_office');
    expect((await asOperator(store, admin, 'GET', '/settings/security')).json()).toEqual({ id: 'security', requireTotpForAdmins: false });
    const refused = await asOperator(store, desk, 'PATCH', '/settings/security', { requireTotpForAdmins: true });
    expect([refused.statusCode, message(refused)]).toEqual([403, adminMessages.forbidden]);
    const bad = await asOperator(store, admin, 'PATCH', '/settings/security', { requireTotpForAdmins: 'yes' });
    expect(bad.statusCode).toBe(400);

    const on = await asOperator(store, admin, 'PATCH', '/settings/security', { requireTotpForAdmins: true });
    expect([on.statusCode, on.json()]).toEqual([200, { id: 'security', requireTotpForAdmins: true }]);
    // The admin who turned it on has no second factor yet: from now on only the enrolment answers.
    const audit = await store.ctx.db.execute(`select actor_email, action, entity, entity_id, before, after from audit_log where action = 'settings.update'`);
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      {
        actor_email: 'owner@example.org',
        action: 'settings.update',
        entity: 'settings',
        entity_id: 'security',
        before: { requireTotpForAdmins: false },
        after: { requireTotpForAdmins: true },
      },
    ]);
  });

  it('sends an admin without TOTP to the enrolment before anything else; other roles go on', async () => {
    const admin = await operatorWithSession(store, 'admin', { email: 'second@example.org' });
    const desk = await operatorWithSession(store, 'box_office');
    const door = await operatorWithSession(store, 'door');
    expect((await asOperator(store, desk, 'GET', '/session')).json().mustEnrolTotp).toBe(false);
    expect((await asOperator(store, door, 'GET', '/session')).statusCode).toBe(200);

    const me = await asOperator(store, admin, 'GET', '/session');
    expect([me.statusCode, me.json().mustEnrolTotp]).toEqual([200, true]);
    for (const [method, path] of [
      ['GET', '/users'],
      ['GET', '/audit-log'],
      ['GET', '/settings/security'],
      ['PATCH', '/settings/security'],
    ] as const) {
      const res = await asOperator(store, admin, method, path, method === 'PATCH' ? { requireTotpForAdmins: false } : undefined);
      expect([path, res.statusCode, message(res)]).toEqual([path, 403, adminMessages.totpRequired]);
    }

    const { secret, uri } = (await asOperator(store, admin, 'POST', '/totp/enrol')).json() as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*second%40example\.org.*secret=/);
    const confirmed = await asOperator(store, admin, 'POST', '/totp/confirm', { code: await generate({ secret }) });
    expect([confirmed.statusCode, confirmed.json().mustEnrolTotp, confirmed.json().user.totpEnabled]).toEqual([200, false, true]);
    expect((await asOperator(store, admin, 'GET', '/users')).statusCode).toBe(200);

    // Signing in now asks for the code; with it the session reaches everything.
    const noCode = await signIn({ email: 'second@example.org', password: 'correct horse battery' });
    expect([noCode.statusCode, message(noCode)]).toEqual([401, adminMessages.codeRequired]);
    const ok = await signIn({ email: 'second@example.org', password: 'correct horse battery', code: await generate({ secret }) });
    expect([ok.statusCode, ok.json().mustEnrolTotp]).toEqual([200, false]);
    const fresh = { cookie: sessionCookieOf(ok), csrf: ok.json().csrfToken as string };
    const off = await asOperator(store, fresh, 'PATCH', '/settings/security', { requireTotpForAdmins: false });
    expect([off.statusCode, off.json().requireTotpForAdmins]).toEqual([200, false]);
  });

  it('lets an admin without TOTP in again once the setting is off', async () => {
    const admin = await operatorWithSession(store, 'admin');
    expect((await asOperator(store, admin, 'GET', '/session')).json().mustEnrolTotp).toBe(false);
    expect((await asOperator(store, admin, 'GET', '/users')).statusCode).toBe(200);
  });
});
