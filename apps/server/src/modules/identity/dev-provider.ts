/**
 * The development identity provider (docs/architecture.md#identity-and-secrets; registered only when
 * demo data is on and no real provider is configured: config `IdentityDevProvider`). It plays an
 * ID.me-like OAuth 2 implicit flow so that identity verification runs offline:
 * - GET /dev-identity/authorize?client_id&redirect_uri&response_type&scope&state: a page, marked
 *   as development, where the tester picks one of the groups asked for (the groups and subgroups
 *   of the cost rates that need verification) or denies;
 * - POST /dev-identity/authorize (the page's form): issues a development access token for the
 *   group and returns to `redirect_uri#access_token=…&token_type=bearer&expires_in=…&state=…`,
 *   or `#error=access_denied&…` on Deny.
 * Like a real provider it checks the request: a redirect_uri other than the registered one
 * (Public.IdentityProvider.RedirectURL, else this host's /GT/checkout) returns
 * `error=invalid_redirect_uri` to the registered one (never to the address given); then
 * `invalid_client` (client_id ≠ Public.IdentityProvider.ClientID), `unsupported_response_type`
 * (not `token`), `invalid_scope` (none, or a group no verified rate has). The server reads a
 * token's group from the database (user-data.ts), as it would ask a real provider.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseScopes, type IdentityReturnError } from '@gt/domain/identity';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { newSecret } from '../../lib/random-codes';
import { insertIdentityToken, verificationGroups } from './repository';

const param = z.string().max(2000).optional();
const AuthorizeParams = z.object({ client_id: param, redirect_uri: param, response_type: param, scope: param, state: param });
type AuthorizeParams = z.infer<typeof AuthorizeParams>;
const Decision = AuthorizeParams.extend({ choice: z.string().max(300) });

interface Choice {
  group: string;
  subgroups: string[];
  /** The form value of its button. */
  value: string;
  label: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The groups a scope list may verify, one choice per subgroup (or the whole group). */
async function choicesFor(ctx: AppContext, scopes: string[]): Promise<Choice[]> {
  return (await verificationGroups(ctx.db))
    .filter((g) => scopes.includes(g.groupName.toLowerCase()))
    .map((g) => ({
      group: g.groupName,
      subgroups: g.subGroupName ? [g.subGroupName] : [],
      value: JSON.stringify([g.groupName, g.subGroupName]),
      label: g.subGroupName ? `${g.groupName}: ${g.subGroupName}` : g.groupName,
    }));
}

/** The registered return address of the storefront client. */
const registeredRedirect = (ctx: AppContext, req: FastifyRequest) => ctx.config.Public.IdentityProvider.RedirectURL || `${req.protocol}://${req.host}/GT/checkout`;

/** The request's problem (an OAuth error code) or its choices. */
async function check(ctx: AppContext, req: FastifyRequest, q: AuthorizeParams): Promise<{ error: IdentityReturnError } | { choices: Choice[] }> {
  if (q.redirect_uri !== registeredRedirect(ctx, req)) return { error: 'invalid_redirect_uri' };
  if (q.client_id !== ctx.config.Public.IdentityProvider.ClientID) return { error: 'invalid_client' };
  if (q.response_type !== 'token') return { error: 'unsupported_response_type' };
  const scopes = parseScopes(q.scope ?? '');
  const choices = await choicesFor(ctx, scopes);
  const known = new Set(choices.map((c) => c.group.toLowerCase()));
  if (scopes.length === 0 || scopes.some((s) => !known.has(s))) return { error: 'invalid_scope' };
  return { choices };
}

/** 303 to the registered redirect address with the fragment's parameters. */
function returnTo(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, params: Record<string, string>, state: string | undefined) {
  const fragment = new URLSearchParams({ ...params, ...(state ? { state } : {}) }).toString();
  return reply.redirect(`${registeredRedirect(ctx, req)}#${fragment}`, 303);
}

const DESCRIPTIONS: Record<IdentityReturnError, string> = {
  invalid_redirect_uri: 'The redirect_uri is not registered for this client.',
  invalid_client: 'Unknown client_id.',
  unsupported_response_type: 'Only response_type=token is supported.',
  invalid_scope: 'The scope names no verifiable group.',
  access_denied: 'The user denied the request.',
};

const returnError = (ctx: AppContext, req: FastifyRequest, reply: FastifyReply, error: IdentityReturnError, state: string | undefined) =>
  returnTo(ctx, req, reply, { error, error_description: DESCRIPTIONS[error] }, state);

/** The authorize page: a development banner, the client and one button per choice, and Deny. */
function authorizePage(q: AuthorizeParams, choices: Choice[]): string {
  const hidden = (['client_id', 'redirect_uri', 'response_type', 'scope', 'state'] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k] ?? '')}">`)
    .join('');
  const buttons = choices.map((c) => `<button name="choice" value="${escapeHtml(c.value)}">Verify as ${escapeHtml(c.label)}</button>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development identity provider</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f5f5f5}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
.dev{background:#fff4e5;border:2px solid #b35c00;padding:.75rem 1rem;border-radius:6px}
h1{font-size:1.5rem}
.choices{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font:inherit;min-height:44px;padding:.5rem 1rem;border-radius:6px;border:2px solid #0d47a1;background:#0d47a1;color:#fff;cursor:pointer;text-transform:capitalize}
button[value=deny]{background:#fff;color:#0d47a1}
button:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
</style></head>
<body><main>
<p class="dev"><strong>Development only.</strong> This test identity provider is built into the demo store and verifies nothing: pick the group to return with. A live store configures a real identity provider.</p>
<h1>Verify your group</h1>
<p><strong>${escapeHtml(q.client_id ?? '')}</strong> asks to verify that you belong to: ${escapeHtml(parseScopes(q.scope ?? '').join(', '))}.</p>
<form method="post" action="/dev-identity/authorize">${hidden}<div class="choices">${buttons}<button name="choice" value="deny">Deny</button></div></form>
</main></body></html>`;
}

/** The development provider's routes (module docblock). */
export const devIdentityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The page's form posts application/x-www-form-urlencoded (this plugin's scope only).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.get('/dev-identity/authorize', { schema: { hide: true, querystring: AuthorizeParams } }, async (req, reply) => {
      const r = await check(ctx, req, req.query);
      if ('error' in r) return returnError(ctx, req, reply, r.error, req.query.state);
      return reply.type('text/html; charset=utf-8').send(authorizePage(req.query, r.choices));
    });
    app.post('/dev-identity/authorize', { schema: { hide: true, body: Decision } }, async (req, reply) => {
      const q = req.body;
      const r = await check(ctx, req, q);
      if ('error' in r) return returnError(ctx, req, reply, r.error, q.state);
      if (q.choice === 'deny') return returnError(ctx, req, reply, 'access_denied', q.state);
      const choice = r.choices.find((c) => c.value === q.choice);
      if (!choice) return returnError(ctx, req, reply, 'invalid_scope', q.state);
      const now = ctx.clock();
      const token = newSecret();
      const minutes = ctx.config.Identity.DevAccessTokenMinutes;
      await insertIdentityToken(ctx.db, {
        token,
        kind: 'dev-access-token',
        groupName: choice.group,
        subgroups: choice.subgroups,
        extUserId: `dev-${randomUUID()}`,
        now,
        expiresAt: new Date(now.getTime() + minutes * 60_000),
      });
      return returnTo(ctx, req, reply, { access_token: token, token_type: 'bearer', expires_in: String(Math.round(minutes * 60)) }, q.state);
    });
  };
