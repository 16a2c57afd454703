/**
 * Back office sign-in (docs/architecture.md#operators-and-the-back-office): one generic failure text, the
 * session cookie's attributes, sign-out, the one-time password that must be changed (which ends
 * every other session), the sign-in limits per account and per client, TOTP, CSRF and JSON-only bodies.
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

const signIn = (body: object, remoteAddress = '127.0.0.1') =>
  store.app.inject({ method: 'POST', url: `${API}/session`, payload: body, remoteAddress });

describe('admin sign-in', () => {
  it('answers every failure with one text, and a good password with a session cookie on /admin and /api/admin', async () => {
    const op = await operatorWithSession(store, 'box_office', { email: 'desk@example.org' });
    const unknown = await signIn({ email: 'nobody@example.org', password: 'correct horse battery' });
    const wrong = await signIn({ email: 'desk@example.org', password: 'wrong password' });
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(message(unknown)).toBe(adminMessages.signInFailed);
    expect(message(wrong)).toBe(adminMessages.signInFailed);

    const ok = await signIn({ email: 'DESK@example.org', password: 'correct horse battery' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: 'desk@example.org', role: 'box_office', passwordMustChange: false, totpEnabled: false });
    const setCookies = [ok.headers['set-cookie']].flat().map(String);
    expect(setCookies).toHaveLength(2);
    for (const c of setCookies) expect(c).toMatch(/^gt_admin=[\w-]{43}; Path=\/(api\/)?admin; Expires=.*; HttpOnly; SameSite=Strict$/);
    const cookie = sessionCookieOf(ok);
    expect((await asOperator(store, { cookie, csrf: '' }, 'GET', '/session')).json().user.id).toBe(op.userId);

    const out = await asOperator(store, { cookie, csrf: ok.json().csrfToken }, 'DELETE', '/session');
    expect(out.statusCode).toBe(204);
    const after = await asOperator(store, { cookie, csrf: '' }, 'GET', '/session');
    expect([after.statusCode, message(after)]).toEqual([401, adminMessages.signInRequired]);
  });

  it('a disabled account cannot sign in (same text)', async () => {
    const admin = await operatorWithSession(store, 'admin');
    const door = await operatorWithSession(store, 'door', { email: 'door@example.org' });
    expect((await asOperator(store, admin, 'PATCH', `/users/${door.userId}`, { disabled: true })).statusCode).toBe(200);
    const res = await signIn({ email: 'door@example.org', password: 'correct horse battery' });
    expect([res.statusCode, message(res)]).toEqual([401, adminMessages.signInFailed]);
    expect((await asOperator(store, door, 'GET', '/session')).statusCode).toBe(401);
  });

  it('a one-time password allows only the password change, which ends every other session', async () => {
    const op = await operatorWithSession(store, 'admin', { email: 'new-admin@example.org', password: 'one-time-pass-1', mustChange: true });
    const first = await signIn({ email: 'new-admin@example.org', password: 'one-time-pass-1' });
    expect(first.json().user.passwordMustChange).toBe(true);
    const blocked = await asOperator(store, op, 'GET', '/users');
    expect([blocked.statusCode, message(blocked)]).toEqual([403, adminMessages.passwordMustChange]);

    const short = await asOperator(store, op, 'POST', '/password', { currentPassword: 'one-time-pass-1', newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    const changed = await asOperator(store, op, 'POST', '/password', {
      currentPassword: 'one-time-pass-1',
      newPassword: 'a much longer pass phrase',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.passwordMustChange).toBe(false);
    // Both earlier sessions (the helper's and the sign-in's) ended; the new one works.
    expect((await asOperator(store, op, 'GET', '/session')).statusCode).toBe(401);
    expect((await asOperator(store, { cookie: sessionCookieOf(first), csrf: '' }, 'GET', '/session')).statusCode).toBe(401);
    const fresh = { cookie: sessionCookieOf(changed), csrf: changed.json().csrfToken as string };
    expect((await asOperator(store, fresh, 'GET', '/users')).statusCode).toBe(200);
    expect((await signIn({ email: 'new-admin@example.org', password: 'one-time-pass-1' })).statusCode).toBe(401);
  });

  it('TOTP: after enrolment sign-in asks for the code and refuses a wrong one', async () => {
    const op = await operatorWithSession(store, 'kitchen', { email: 'chef@example.org' });
    const { secret } = (await asOperator(store, op, 'POST', '/totp/enrol')).json() as { secret: string; uri: string };
    const wrongCode = await asOperator(store, op, 'POST', '/totp/confirm', {
      code: '000000' === (await generate({ secret })) ? '111111' : '000000',
    });
    expect([wrongCode.statusCode, message(wrongCode)]).toEqual([400, adminMessages.codeInvalid]);
    const confirmed = await asOperator(store, op, 'POST', '/totp/confirm', { code: await generate({ secret }) });
    expect(confirmed.json().user.totpEnabled).toBe(true);

    const noCode = await signIn({ email: 'chef@example.org', password: 'correct horse battery' });
    expect([noCode.statusCode, message(noCode)]).toEqual([401, adminMessages.codeRequired]);
    const code = await generate({ secret });
    const badCode = await signIn({
      email: 'chef@example.org',
      password: 'correct horse battery',
      code: code === '123456' ? '654321' : '123456',
    });
    expect([badCode.statusCode, message(badCode)]).toEqual([401, adminMessages.signInFailed]);
    const wrongPasswordGoodCode = await signIn({ email: 'chef@example.org', password: 'wrong password', code });
    expect(message(wrongPasswordGoodCode)).toBe(adminMessages.signInFailed);
    expect((await signIn({ email: 'chef@example.org', password: 'correct horse battery', code })).statusCode).toBe(200);
  });

  it('state-changing calls need the CSRF token of their own session, and JSON bodies', async () => {
    const a = await operatorWithSession(store, 'admin');
    const b = await operatorWithSession(store, 'admin');
    const body = { email: 'csrf@example.org', role: 'door' };
    const none = await asOperator(store, { cookie: a.cookie, csrf: '' }, 'POST', '/users', body);
    const other = await asOperator(store, { cookie: a.cookie, csrf: b.csrf }, 'POST', '/users', body);
    expect([none.statusCode, other.statusCode]).toEqual([403, 403]);
    expect(message(other)).toBe(adminMessages.csrfInvalid);
    expect((await asOperator(store, a, 'POST', '/users', body)).statusCode).toBe(201);
    const form = await store.app.inject({
      method: 'POST',
      url: `${API}/session`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'x@example.org', password: 'y' }),
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('admin sign-in limits', () => {
  it('per account from any address, and per client address, with one generic text for the rest', async () => {
    const limited = await startTestStore({ seed: false, config: { AdminSignIn: { PerClientPerMinute: 5, PerAccountPer15Minutes: 3 } } });
    try {
      const inject = (email: string, ip: string) =>
        limited.app.inject({ method: 'POST', url: `${API}/session`, payload: { email, password: 'guess' }, remoteAddress: ip });
      const perAccount = [];
      for (let i = 0; i < 4; i++) perAccount.push((await inject('target@example.org', `10.0.0.${i + 1}`)).statusCode);
      expect(perAccount).toEqual([401, 401, 401, 429]);
      const perClient = [];
      for (let i = 0; i < 6; i++) perClient.push((await inject(`user${i}@example.org`, '10.0.1.1')).statusCode);
      expect(perClient).toEqual([401, 401, 401, 401, 401, 429]);
      expect(message(await inject('target@example.org', '10.0.2.1'))).toMatch(/^Too many requests, please try again in \d+ seconds\.$/);
    } finally {
      await limited.close();
    }
  });
});
