/**
 * react-admin's AuthProvider over `/api/admin/v1/session` (contract: admin/session.ts): sign-in
 * with the TOTP code when the account has one, the operator's identity and role, sign-out; a 401
 * from any call leads to the sign-in page. An operator with a one-time password is sent to the
 * password change first; an admin who must enrol a second factor (security setting; the server
 * answers their other calls 403) to /two-factor. Without the network the tab's last session stands
 * (sessionStorage), so that the door scanner opens offline.
 */
import type { AuthProvider } from 'react-admin';
import type { SessionInfo } from '@gt/contract/admin/session';
import { adminMessages } from '@gt/domain/admin-messages';
import { apiFetch, setCsrfToken } from './client';

let current: Promise<SessionInfo> | undefined;
const LAST_SESSION = 'session.last';

/** The signed-in operator (one GET /session per page load, refreshed on sign-in and password change). */
export function session(refresh = false): Promise<SessionInfo> {
  if (refresh || !current) {
    current = apiFetch<SessionInfo>('/session').then(rememberSession, (err: unknown) => {
      // No network (the door scanner loaded offline by its service worker): this tab's last session.
      const last = err instanceof TypeError ? sessionStorage.getItem(LAST_SESSION) : null;
      if (!last) throw err;
      return rememberSession(JSON.parse(last) as SessionInfo);
    });
    current.catch(() => (current = undefined));
  }
  return current;
}

/** Remembers a session the server just opened (sign-in, password change), also for this tab offline. */
export function rememberSession(s: SessionInfo): SessionInfo {
  setCsrfToken(s.csrfToken);
  sessionStorage.setItem(LAST_SESSION, JSON.stringify(s));
  current = Promise.resolve(s);
  return s;
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
    sessionStorage.removeItem(LAST_SESSION);
    setCsrfToken('');
  },
  async checkAuth() {
    await session();
  },
  async checkError(error: { status?: number; message?: string }) {
    if (error?.status === 401) {
      current = undefined;
      sessionStorage.removeItem(LAST_SESSION);
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
