/**
 * react-admin's AuthProvider over `/api/admin/v1/session` (contract: admin/session.ts): sign-in
 * with the TOTP code when the account has one, the operator's identity and role, sign-out; a 401
 * from any call leads to the sign-in page. An operator with a one-time password is sent to the
 * password change first.
 */
import type { AuthProvider } from 'react-admin';
import type { SessionInfo } from '@gt/contract/admin/session';
import { apiFetch, setCsrfToken } from './client';

let current: Promise<SessionInfo> | undefined;

/** The signed-in operator (one GET /session per page load, refreshed on sign-in and password change). */
export function session(refresh = false): Promise<SessionInfo> {
  if (refresh || !current) {
    current = apiFetch<SessionInfo>('/session').then((s) => {
      setCsrfToken(s.csrfToken);
      return s;
    });
    current.catch(() => (current = undefined));
  }
  return current;
}

/** Remembers a session the server just opened (sign-in, password change). */
export function rememberSession(s: SessionInfo): void {
  setCsrfToken(s.csrfToken);
  current = Promise.resolve(s);
}

export const authProvider: AuthProvider = {
  async login(params: { email: string; password: string; code?: string }) {
    const s = await apiFetch<SessionInfo>('/session', {
      method: 'POST',
      body: { email: params.email, password: params.password, ...(params.code ? { code: params.code } : {}) },
    });
    rememberSession(s);
    return s.user.passwordMustChange ? { redirectTo: '/change-password' } : undefined;
  },
  async logout() {
    await apiFetch('/session', { method: 'DELETE' }).catch(() => undefined);
    current = undefined;
    setCsrfToken('');
  },
  async checkAuth() {
    await session();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      current = undefined;
      throw error;
    }
  },
  async getIdentity() {
    const { user } = await session();
    return { id: user.id, fullName: user.name || user.email };
  },
  async getPermissions() {
    return (await session()).user.role;
  },
};
