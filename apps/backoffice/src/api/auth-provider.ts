/**
 * react-admin's AuthProvider over `/api/admin/v1/session` (contract: admin/session.ts): sign-in
 * with the TOTP code when the account has one, the operator's identity and role, sign-out; a 401
 * from any call leads to the sign-in page. An operator with a one-time password is sent to the
 * password change first; an admin who must enrol a second factor (security setting; the server
 * answers their other calls 403) to /two-factor.
 */
import type { AuthProvider } from 'react-admin';
import type { SessionInfo } from '@gt/contract/admin/session';
import { adminMessages } from '@gt/domain/admin-messages';
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
    if (s.user.passwordMustChange) return { redirectTo: '/change-password' };
    return s.mustEnrolTotp ? { redirectTo: '/two-factor' } : undefined;
  },
  async logout() {
    await apiFetch('/session', { method: 'DELETE' }).catch(() => undefined);
    current = undefined;
    setCsrfToken('');
  },
  async checkAuth() {
    await session();
  },
  async checkError(error: { status?: number; message?: string }) {
    if (error?.status === 401) {
      current = undefined;
      throw error;
    }
    // The server refuses an admin who must enrol a second factor: to the enrolment, still signed in.
    if (error?.status === 403 && error.message === adminMessages.totpRequired) throw { redirectTo: '/two-factor', logoutUser: false, message: false };
  },
  async getIdentity() {
    const { user } = await session();
    return { id: user.id, fullName: user.name || user.email };
  },
  async getPermissions() {
    return (await session()).user.role;
  },
};
