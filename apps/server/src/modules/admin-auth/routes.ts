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
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordBody, SessionInfo, SignInBody, TotpConfirmBody, TotpEnrolment } from '@gt/contract/admin/session';
import type { AppContext } from '../../app-context';
import { tooManyRequests } from '../../http/lookup-rate-limit';
import { anyOperator, clearSessionCookies, publicRoute, setSessionCookies, useSession } from '../../http/admin-access';
import type { OperatorUserRow, SessionRow } from './repository';
import { changePassword, confirmTotp, enrolTotp, signIn, signOut, toOperator } from './service';

/** The signed-in operator of a request that passed the access hooks. */
export function signedIn(req: FastifyRequest): { user: OperatorUserRow; session: SessionRow } {
  if (!req.operator) throw new Error('admin route without a session: check its access config');
  return req.operator;
}

function sessionInfo(reply: FastifyReply, user: OperatorUserRow): SessionInfo {
  return { user: toOperator(user), csrfToken: reply.generateCsrf() };
}

function startSession(
  req: FastifyRequest,
  reply: FastifyReply,
  opened: { id: string; session: SessionRow; user: OperatorUserRow },
): SessionInfo {
  setSessionCookies(req, reply, opened.id, opened.session.expiresAt);
  useSession(req, opened.session);
  return sessionInfo(reply, opened.user);
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
        schema: { body: SignInBody, response: { 200: SessionInfo } },
      },
      async (req, reply) => startSession(req, reply, await signIn(ctx, req.body)),
    );

    app.get(
      '/session',
      { config: anyOperator({ whileMustChangePassword: true }), schema: { response: { 200: SessionInfo } } },
      async (req, reply) => sessionInfo(reply, signedIn(req).user),
    );

    app.delete('/session', { config: anyOperator({ whileMustChangePassword: true }) }, async (req, reply) => {
      const { user, session } = signedIn(req);
      await signOut(ctx, session, user);
      clearSessionCookies(req, reply);
      return reply.status(204).send();
    });

    app.post(
      '/password',
      { config: anyOperator({ whileMustChangePassword: true }), schema: { body: ChangePasswordBody, response: { 200: SessionInfo } } },
      async (req, reply) => {
        const opened = await changePassword(ctx, signedIn(req).user, req.body.currentPassword, req.body.newPassword);
        return startSession(req, reply, opened);
      },
    );

    app.post('/totp/enrol', { config: anyOperator(), schema: { response: { 200: TotpEnrolment } } }, async (req) =>
      enrolTotp(ctx, signedIn(req).user),
    );

    app.post(
      '/totp/confirm',
      { config: anyOperator(), schema: { body: TotpConfirmBody, response: { 200: SessionInfo } } },
      async (req, reply) => sessionInfo(reply, await confirmTotp(ctx, signedIn(req).user, req.body.code)),
    );
  };
