/**
 * Access to the back office API (docs/architecture.md#operators-and-the-back-office): who may call each
 * `/api/admin/v1` route, decided before the request body is read.
 *
 * Every admin route declares its access in its route config (`config: roles('admin')`,
 * `config: anyOperator()`, `config: publicRoute`); a route without one refuses to register. The
 * admin scope's onRoute hook then adds, as onRequest hooks (before body parsing and validation,
 * so an anonymous caller learns nothing from a 400): the session from the cookie, `requireRole`,
 * and CSRF verification (`@fastify/csrf-protection`, secret kept in the server-side session,
 * token in the `x-csrf-token` header) on every method but GET and HEAD. Every registered admin
 * route is listed in `app.adminRoutes` for the authorisation matrix test.
 *
 * An API token (docs/integrations.md#api-tokens) in `Authorization: Bearer <token>` stands in for
 * the session: the request acts as the token's role, needs no CSRF token (a browser never sends
 * the header by itself), skips the second-factor check (no person signs in) and is refused on
 * the account's own routes (`peopleOnly`: session, password, second factor). An unknown, revoked
 * or expired token gets 401 whatever cookie comes with it.
 *
 * The session cookie `gt_admin` is HTTP-only, SameSite=Strict, Secure when the request came
 * over TLS, and set twice with the same value: Path=/admin (the app) and Path=/api/admin (its
 * API), so that it never travels with storefront or public API requests.
 */
import fastifyCookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { adminMessages } from '@gt/domain/admin-messages';
import { CSRF_HEADER } from '@gt/contract/admin/session';
import type { AppContext } from '../app-context';
import type { OperatorRole } from '../db/admin-schema';
import type { LiveSession, SessionRow } from '../modules/admin-auth/repository';
import { loadSession } from '../modules/admin-auth/service';
import { mustEnrol } from '../modules/admin-settings/service';
import type { ApiTokenRow } from '../modules/api-tokens/repository';
import { tokenActor, useApiToken } from '../modules/api-tokens/service';
import { adminOpenApiRoute, registerAdminOpenApi } from './admin-openapi';
import { ApiError } from './errors';

/** Who may call a route: anyone (sign-in only), any signed-in operator, or the listed roles. */
export type Access =
  | { public: true }
  | { roles: readonly OperatorRole[] | 'any'; whileMustChangePassword?: boolean; whileTotpMissing?: boolean; peopleOnly?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in operator of an admin request (set by the admin scope's onRequest hooks). */
    operator: LiveSession | null;
    /** The CSRF secret of the session, where @fastify/csrf-protection looks for it. */
    session: { _csrf?: string } | null;
    /** The API token the request presents instead of a session (null for a session). */
    apiToken: { tokenId: number; name: string } | null;
  }
  interface FastifyInstance {
    /** Method and URL of every admin API route (the authorisation matrix test walks it). */
    adminRoutes: { method: string; url: string; access: Access }[];
  }
}

export const SESSION_COOKIE = 'gt_admin';
const COOKIE_PATHS = ['/admin', '/api/admin'] as const;

/** Route config: only these roles (admin always included by the caller's choice). */
export const roles = (...allowed: OperatorRole[]) => ({ access: { roles: allowed } satisfies Access });
/**
 * Route config: any signed-in operator; `whileMustChangePassword` also before the one-time
 * password is changed; `whileTotpMissing` also for an admin who must still enrol a second factor
 * (security setting requireTotpForAdmins).
 */
export const anyOperator = (opts: { whileMustChangePassword?: boolean; whileTotpMissing?: boolean; peopleOnly?: boolean } = {}) =>
  ({ access: { roles: 'any', ...opts } satisfies Access });
/** Route config: no session needed (sign-in). */
export const publicRoute = { access: { public: true } satisfies Access };

/** Sets the session cookie on both paths; `expires` is the session's end. */
export function setSessionCookies(req: FastifyRequest, reply: FastifyReply, id: string, expires: Date): void {
  for (const path of COOKIE_PATHS)
    reply.setCookie(SESSION_COOKIE, id, { path, httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https', expires });
}

export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply): void {
  for (const path of COOKIE_PATHS)
    reply.clearCookie(SESSION_COOKIE, { path, httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https' });
}

/** Makes `session` the request's session for CSRF: `reply.generateCsrf()` then makes its token. */
export function useSession(req: FastifyRequest, session: SessionRow): void {
  req.session = { _csrf: session.csrfSecret };
}

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
function bearerOf(req: FastifyRequest): string | undefined {
  const m = /^Bearer +(\S+)$/i.exec(req.headers.authorization ?? '');
  return m?.[1];
}

/** The operator a token acts as: its role, no password to change, no second factor, audited under the token's name. */
function tokenOperator(t: ApiTokenRow): LiveSession {
  const actor = tokenActor(t);
  return {
    user: {
      userId: 0,
      email: actor.email,
      name: t.name,
      role: t.role,
      passwordHash: '',
      passwordMustChange: false,
      totpSecret: null,
      totpPendingSecret: null,
      disabled: false,
      createdAt: t.createdAt,
      lastSignInAt: null,
    },
    session: { idHash: `api-token:${t.tokenId}`, userId: 0, csrfSecret: '', createdAt: t.createdAt, expiresAt: t.expiresAt ?? new Date(8.64e15), revokedAt: null },
    // A token is not a person: the second-factor setting does not apply to it.
    totpRequired: false,
  };
}

const authenticate = (ctx: AppContext, access: Exclude<Access, { public: true }>): onRequestHookHandler =>
  async function authenticate(req) {
    const bearer = bearerOf(req);
    if (bearer !== undefined) {
      const token = await useApiToken(ctx, bearer);
      if (!token) throw new ApiError(401, adminMessages.signInRequired);
      if (access.peopleOnly) throw new ApiError(403, adminMessages.tokenNotAllowed);
      req.apiToken = { tokenId: token.tokenId, name: token.name };
      req.operator = tokenOperator(token);
      return;
    }
    const found = await loadSession(ctx, req.cookies[SESSION_COOKIE]);
    if (!found) throw new ApiError(401, adminMessages.signInRequired);
    req.operator = found;
    useSession(req, found.session);
  };

/** onRequest hook: refuses (403) an operator whose role is not listed; `'any'` lets every role through. */
export function requireRole(
  allowed: readonly OperatorRole[] | 'any',
  opts: { whileMustChangePassword?: boolean } = {},
): onRequestHookHandler {
  return async function requireRole(req) {
    const user = req.operator?.user;
    if (!user) throw new ApiError(401, adminMessages.signInRequired);
    if (user.passwordMustChange && !opts.whileMustChangePassword) throw new ApiError(403, adminMessages.passwordMustChange);
    if (allowed !== 'any' && !allowed.includes(user.role)) throw new ApiError(403, adminMessages.forbidden);
  };
}

/**
 * onRequest hook (after requireRole): refuses (403 `adminMessages.totpRequired`) an admin without
 * a second factor while the security setting requires one, so that the server, not only the
 * back office's screens, sends them to the enrolment first. The setting was read with the session
 * (`loadSession`), in the same statement.
 */
export const requireSecondFactor: onRequestHookHandler = async function requireSecondFactor(req) {
  const op = req.operator;
  if (op && !req.apiToken && op.totpRequired && mustEnrol(op.user)) throw new ApiError(403, adminMessages.totpRequired);
};

/** The CSRF check for session requests; a token's request has none to check. */
function unlessToken(check: onRequestHookHandler): onRequestHookHandler {
  return function csrfUnlessToken(this: FastifyInstance, req, reply, done) {
    if (req.apiToken) return done();
    return check.call(this, req, reply, done);
  };
}

const asArray = <T>(h: T | T[] | undefined): T[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);

/**
 * Registers the admin API under `prefix`: cookies, CSRF, JSON-only bodies (a cross-site form
 * cannot send one without a preflight) and the access hooks of every route `routes` adds.
 */
export async function registerAdminScope(
  app: FastifyInstance,
  ctx: AppContext,
  prefix: string,
  routes: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  if (!app.hasDecorator('adminRoutes')) app.decorate('adminRoutes', []);
  await app.register(
    async (scope) => {
      await scope.register(fastifyCookie);
      await scope.register(csrfProtection, {
        sessionPlugin: '@fastify/session',
        getToken: (req) => req.headers[CSRF_HEADER] as string | undefined,
      });
      scope.decorateRequest('operator', null);
      scope.decorateRequest('session', null);
      scope.decorateRequest('apiToken', null);
      scope.removeContentTypeParser('text/plain');
      // The admin API's own OpenAPI document (http/admin-openapi.ts) records every route registered below.
      await registerAdminOpenApi(scope, prefix, SESSION_COOKIE);
      scope.addHook('onRoute', (route) => {
        const access = route.config?.access;
        if (!access)
          throw new Error(
            `admin route ${String(route.method)} ${route.url} declares no access (config: roles(...), anyOperator() or publicRoute)`,
          );
        const methods = asArray(route.method).map(String);
        if (!methods.includes('HEAD')) for (const method of methods) app.adminRoutes.push({ method, url: route.url, access });
        // Not in the booking API's OpenAPI document (/api/v1/openapi.json).
        route.schema = { ...route.schema, hide: true };
        if ('public' in access) return;
        const hooks: onRequestHookHandler[] = [authenticate(ctx, access), requireRole(access.roles, access)];
        if (!access.whileTotpMissing) hooks.push(requireSecondFactor);
        if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) hooks.push(unlessToken(scope.csrfProtection as unknown as onRequestHookHandler));
        route.onRequest = [...asArray(route.onRequest), ...hooks];
      });
      adminOpenApiRoute(scope, publicRoute);
      await routes(scope);
    },
    { prefix },
  );
}
