/**
 * Operator users managed by an admin and the audit log (docs/architecture.md#operators-and-the-back-office):
 * invite with a one-time password shown once, change role, disable (their sessions end),
 * remove; an admin cannot lock themselves out; every change in the audit log with
 * before/after, filterable by actor and entity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@gt/domain/admin-messages';
import { API, asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { startTestStore, type TestStore } from './harness';

let store: TestStore;
let admin: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ seed: false });
  admin = await operatorWithSession(store, 'admin', { email: 'boss@example.org' });
});
afterAll(() => store.close());

describe('operator users', () => {
  it('an admin invites an operator, who signs in with the one-time password and must change it', async () => {
    const res = await asOperator(store, admin, 'POST', '/users', { email: 'Desk.Two@example.org', name: 'Desk two', role: 'box_office' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email: 'desk.two@example.org',
      name: 'Desk two',
      role: 'box_office',
      passwordMustChange: true,
      disabled: false,
    });
    expect(created.oneTimePassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(JSON.stringify((await asOperator(store, admin, 'GET', `/users/${created.id}`)).json())).not.toContain(created.oneTimePassword);

    const signIn = await store.app.inject({
      method: 'POST',
      url: `${API}/session`,
      payload: { email: 'desk.two@example.org', password: created.oneTimePassword },
    });
    expect([signIn.statusCode, signIn.json().user.passwordMustChange]).toEqual([200, true]);

    const again = await asOperator(store, admin, 'POST', '/users', { email: 'desk.two@example.org', role: 'door' });
    expect([again.statusCode, message(again)]).toEqual([409, adminMessages.emailTaken]);
    const list = (await asOperator(store, admin, 'GET', '/users?start=0&end=10')).json();
    expect(list.total).toBe(2);
    expect(list.data.map((u: { email: string }) => u.email)).toEqual(['boss@example.org', 'desk.two@example.org']);
  });

  it('changing a role takes effect on the next request; disabling ends the sessions; removing deletes the account', async () => {
    const op = await operatorWithSession(store, 'door');
    expect((await asOperator(store, op, 'GET', '/users')).statusCode).toBe(403);
    expect((await asOperator(store, admin, 'PATCH', `/users/${op.userId}`, { role: 'admin' })).json().role).toBe('admin');
    expect((await asOperator(store, op, 'GET', '/users')).statusCode).toBe(200);

    expect((await asOperator(store, admin, 'PATCH', `/users/${op.userId}`, { disabled: true })).json().disabled).toBe(true);
    expect((await asOperator(store, op, 'GET', '/session')).statusCode).toBe(401);

    expect((await asOperator(store, admin, 'DELETE', `/users/${op.userId}`)).statusCode).toBe(204);
    expect((await asOperator(store, admin, 'GET', `/users/${op.userId}`)).statusCode).toBe(404);
  });

  it('an admin cannot demote, disable or remove themselves (the store keeps an admin)', async () => {
    for (const [method, body] of [
      ['PATCH', { role: 'door' }],
      ['PATCH', { disabled: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await asOperator(store, admin, method, `/users/${admin.userId}`, body);
      expect([res.statusCode, message(res)]).toEqual([409, adminMessages.notYourself]);
    }
    expect((await asOperator(store, admin, 'GET', '/session')).json().user.role).toBe('admin');
  });

  it('the audit log lists every change with before and after, filterable by actor and entity', async () => {
    const target = await operatorWithSession(store, 'kitchen', { email: 'audited@example.org' });
    await asOperator(store, admin, 'PATCH', `/users/${target.userId}`, { role: 'box_office' });
    const all = (await asOperator(store, admin, 'GET', `/audit-log?entity=user&entityId=${target.userId}`)).json();
    expect(all.data.map((e: { action: string }) => e.action)).toEqual(['user.update', 'user.create']);
    const update = all.data[0];
    expect(update).toMatchObject({
      actorUserId: admin.userId,
      actorEmail: 'boss@example.org',
      entity: 'user',
      entityId: String(target.userId),
    });
    expect(update.before).toMatchObject({ role: 'kitchen' });
    expect(update.after).toMatchObject({ role: 'box_office' });
    expect(JSON.stringify(all)).not.toMatch(/argon2|password_hash/);
    const byAdmin = (await asOperator(store, admin, 'GET', `/audit-log?actorUserId=${admin.userId}`)).json();
    expect(byAdmin.data.length).toBeGreaterThan(0);
    expect(byAdmin.data.every((e: { actorUserId: number }) => e.actorUserId === admin.userId)).toBe(true);
  });
});
