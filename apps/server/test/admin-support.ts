/**
 * Back office test helpers: operators of each role with a session, made through the services
 * (no argon2 per session), and requests that carry the session cookie and its CSRF token.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { OperatorRole } from '../src/db/admin-schema';
import { createOperator } from '../src/modules/operator-users/service';
import { createSession } from '../src/modules/admin-auth/service';
import { updateUser } from '../src/modules/admin-auth/repository';
import { SESSION_COOKIE } from '../src/http/admin-access';
import type { TestStore } from './harness';

export const API = '/api/admin/v1';
export const CLI = { userId: null, email: 'cli' };

export interface OperatorSession {
  userId: number;
  email: string;
  cookie: string;
  csrf: string;
}

/** An operator of `role` (password changed unless `mustChange`) and a session of theirs. */
export async function operatorWithSession(
  store: TestStore,
  role: OperatorRole,
  opts: { email?: string; password?: string; mustChange?: boolean } = {},
): Promise<OperatorSession> {
  const email = opts.email ?? `${role}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const { user } = await createOperator(store.ctx, CLI, { email, name: role, role, password: opts.password ?? 'correct horse battery' });
  if (!opts.mustChange) await updateUser(store.ctx.db, user.userId, { passwordMustChange: false });
  return { userId: user.userId, email, ...(await sessionOf(store, user.userId)) };
}

/** A new session of a user: its cookie header and CSRF token. */
export async function sessionOf(store: TestStore, userId: number): Promise<{ cookie: string; csrf: string }> {
  const { id } = await createSession(store.ctx, userId);
  const cookie = `${SESSION_COOKIE}=${id}`;
  const me = await store.app.inject({ method: 'GET', url: `${API}/session`, headers: { cookie } });
  return { cookie, csrf: me.json().csrfToken as string };
}

/** An admin API request as `who` (cookie and CSRF header), JSON body when given. */
export function asOperator(
  store: TestStore,
  who: { cookie: string; csrf: string } | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return store.app.inject({
    method,
    url: `${API}${path}`,
    headers: { ...(who ? { cookie: who.cookie, 'x-csrf-token': who.csrf } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The session cookie a response sets (its value), from the Path=/api/admin copy. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE && x.path === '/api/admin');
  if (!c) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `${SESSION_COOKIE}=${c.value}`;
}

export const message = (res: LightMyRequestResponse): string =>
  (res.json() as { Errors: { ErrorMessage: string }[] }).Errors[0]?.ErrorMessage ?? '';
