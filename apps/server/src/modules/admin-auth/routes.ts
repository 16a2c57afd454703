/**
 * Back office sign-in, `/api/admin/v1` (docs/architecture.md#operators-and-the-back-office):
 *
 * - POST /session {email, password, code?} → 200 SessionInfo and the session cookie; 401 with one
 *   text for every failure (`adminMessages.signInFailed`), `codeRequired` when only the TOTP code
 *   is missing; 429 past `AdminSignIn.PerClientPerMinute` per client address or
 *   `PerAccountPer15Minutes` per e-mail address (known or not).
 * - GET /session → 200 SessionInfo (the operator and a CSRF token for `x-csrf-token`); 401 without one.
 * - DELETE /session → 204, the session ended and the cookie cleared.
 * - POST /password {currentPassword, newPassword} → 200 SessionInfo: every session of the operator
 *   ended, a new one for this browser (allowed while the one-time password must be changed).
 * - POST /totp/enrol → {secret, uri}; POST /totp/confirm {code} → SessionInfo with TOTP on.
 * SessionInfo.mustEnrolTotp: an admin without TOTP while the security setting requires it (these
 * routes stay open to them; every other admin route answers 403 `totpRequired`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordBody, SessionInfo, SignInBody, TotpConfirmBody, TotpEnrolment } from '@gt/contract/admin/session';
import type { AppContext } from '../../app-context';
import { tooManyRequests } from '../../http/lookup-rate-limit';
import { anyOperator, clearSessionCookies, publicRoute, setSessionCookies, useSession } from '../../http/admin-access';
import type { OperatorUserRow, SessionRow } from './repository';
import { mustEnrolTotp } from '../admin-settings/service';
import { changePassword, confirmTotp, enrolTotp, signIn, signOut, toOperator } from './service';

/** The signed-in operator of a request that passed the access hooks. */
export function signedIn(req: FastifyRequest): { user: OperatorUserRow; session: SessionRow } {
  if (!req.operator) throw new Error('admin route without a session: check its access config');
  return req.operator;
}

async function sessionInfo(ctx: AppContext, reply: FastifyReply, user: OperatorUserRow): Promise<SessionInfo> {
  return { user: toOperator(user), csrfToken: reply.generateCsrf(), mustEnrolTotp: await mustEnrolTotp(ctx, user) };
}

function startSession(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  opened: { id: string; session: SessionRow; user: OperatorUserRow },
): Promise<SessionInfo> {
  setSessionCookies(req, reply, opened.id, opened.session.expiresAt);
  useSession(req, opened.session);
  return sessionInfo(ctx, reply, opened.user);
}

export const adminSessionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = ctx.config.AdminSignIn;
    // A second budget on the same route, keyed by the address typed (the route's own is per client).
    const accountBudget = (app as unknown as FastifyInstance).createRateLimit({
      max: limits.PerAccountPer15Minutes,
      timeWindow: '15 minutes',
      keyGenerator: (req) =>
        `admin-sign-in:${String((req.body as { email?: string } | undefined)?.email ?? '')
          .trim()
          .toLowerCase()}`,
    });
    const perAccount = async (req: FastifyRequest) => {
      const budget = await accountBudget(req);
      if (!budget.isAllowed && budget.isExceeded) throw tooManyRequests(budget.ttl);
    };

    app.post(
      '/session',
      {
        config: { ...publicRoute, rateLimit: { max: limits.PerClientPerMinute, timeWindow: '1 minute' } },
        preHandler: perAccount,
        schema: { summary: 'Sign in', body: SignInBody, response: { 200: SessionInfo } },
      },
      async (req, reply) => startSession(ctx, req, reply, await signIn(ctx, req.body)),
    );

    app.get(
      '/session',
      { config: anyOperator({ whileMustChangePassword: true, whileTotpMissing: true, peopleOnly: true }), schema: { summary: 'The signed-in operator and a CSRF token', response: { 200: SessionInfo } } },
      async (req, reply) => sessionInfo(ctx, reply, signedIn(req).user),
    );

    app.delete('/session', { config: anyOperator({ whileMustChangePassword: true, whileTotpMissing: true, peopleOnly: true }), schema: { summary: 'Sign out' } }, async (req, reply) => {
      const { user, session } = signedIn(req);
      await signOut(ctx, session, user);
      clearSessionCookies(req, reply);
      return reply.status(204).send();
    });

    app.post(
      '/password',
      { config: anyOperator({ whileMustChangePassword: true, whileTotpMissing: true, peopleOnly: true }), schema: { summary: 'Change my password (ends my other sessions)', body: ChangePasswordBody, response: { 200: SessionInfo } } },
      async (req, reply) => {
        const opened = await changePassword(ctx, signedIn(req).user, req.body.currentPassword, req.body.newPassword);
        return startSession(ctx, req, reply, opened);
      },
    );

    app.post('/totp/enrol', { config: anyOperator({ whileTotpMissing: true, peopleOnly: true }), schema: { summary: 'Start TOTP enrolment: a new secret and its otpauth URI', response: { 200: TotpEnrolment } } }, async (req) =>
      enrolTotp(ctx, signedIn(req).user),
    );

    app.post(
      '/totp/confirm',
      { config: anyOperator({ whileTotpMissing: true, peopleOnly: true }), schema: { summary: 'Confirm TOTP enrolment with a first code', body: TotpConfirmBody, response: { 200: SessionInfo } } },
      async (req, reply) => sessionInfo(ctx, reply, await confirmTotp(ctx, signedIn(req).user, req.body.code)),
    );
  };
