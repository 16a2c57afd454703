/**
 * The back office API's own OpenAPI document, `GET /api/admin/v1/openapi.json`
 * (docs/architecture.md#operators-and-the-back-office): every admin route, from its zod contracts
 * (fastify-type-provider-zod's `jsonSchemaTransform`, as for /api/v1/openapi.json), through a
 * second @fastify/swagger instance (decorator `adminSwagger`) registered inside the admin scope, so
 * it sees the admin routes only and a new route appears without being listed anywhere.
 *
 * Each operation has a `summary` (the route's `schema.summary`, else "METHOD /path"), an
 * `operationId` (the route's, else method + path in camelCase: `postTotpEnrol`,
 * `getUsersById`), a tag (the route's `schema.tags`, else the first path segment), the roles
 * that may call it (`x-roles`: `public`, `any` or role names) and its security: the `gt_admin`
 * session cookie, plus the `x-csrf-token` header on every method but GET and HEAD (none for a
 * public route). The document itself is public (it is documentation; it names no secret).
 */
import swagger from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CSRF_HEADER } from '@gt/contract/admin/session';
import { errorResponse } from './openapi';

/** A route's access as http/admin-access.ts declares it (its FastifyContextConfig augmentation). */
type Access = NonNullable<FastifyContextConfig['access']>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin API's OpenAPI document (set on the admin scope only). */
    adminSwagger?: () => unknown;
  }
}

/** Names of the security schemes in `components.securitySchemes`. */
export const ADMIN_SECURITY = { session: 'adminSession', csrf: 'csrfToken', token: 'apiToken' } as const;

const words = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith(':') ? `by-${seg.slice(1)}` : seg))
    .flatMap((seg) => seg.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** `POST /totp/enrol` → `postTotpEnrol`; `GET /users/:id` → `getUsersById`. */
export function operationIdOf(method: string, path: string): string {
  return method.toLowerCase() + words(path).map(capital).join('');
}

/**
 * The security requirement of a route: none when public; the cookie, and the CSRF header when
 * state-changing; or else an API token (docs/integrations.md#api-tokens), except on the account's own routes.
 */
export function securityOf(method: string, access: Access | undefined): Record<string, string[]>[] {
  if (!access || 'public' in access) return [];
  const m = method.toUpperCase();
  const session: Record<string, string[]> = m === 'GET' || m === 'HEAD' ? { [ADMIN_SECURITY.session]: [] } : { [ADMIN_SECURITY.session]: [], [ADMIN_SECURITY.csrf]: [] };
  return access.peopleOnly ? [session] : [session, { [ADMIN_SECURITY.token]: [] }];
}

/**
 * Registers the admin document's swagger instance on `scope` (the admin scope, before its
 * routes); `sessionCookie`: the session cookie's name. The route serving it: adminOpenApiRoute.
 */
export async function registerAdminOpenApi(scope: FastifyInstance, prefix: string, sessionCookie: string): Promise<void> {
  await scope.register(swagger, {
    decorator: 'adminSwagger',
    openapi: {
      info: {
        title: 'GT back office API',
        version: '1.0.0',
        description: 'Operators sign in with POST /session; errors are { Errors: [{ ErrorMessage }] }.',
        license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          [ADMIN_SECURITY.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: 'The session cookie POST /session sets.',
          },
          [ADMIN_SECURITY.csrf]: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER,
            description: 'The csrfToken of GET /session, on every state-changing call.',
          },
          [ADMIN_SECURITY.token]: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API token (Authorization: Bearer gt_…) acting as its role; no CSRF token needed.',
          },
        },
      },
    },
    transform: (doc) => {
      const { route, url } = doc;
      const access = (route.config as FastifyContextConfig | undefined)?.access;
      // The admin scope hides its routes from the booking API's document; this one lists them.
      const { hide: _hidden, ...schema } = (doc.schema ?? {}) as Record<string, unknown>;
      const out = jsonSchemaTransform({ ...doc, schema: schema as typeof doc.schema });
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
      const path = url.startsWith(prefix) ? url.slice(prefix.length) || '/' : url;
      const tags = (schema.tags as string[] | undefined) ?? [words(path)[0] ?? 'admin'];
      // Every admin call may be refused (401 signed out, 403 role, 400 invalid input…) in the spec error shape.
      const response = { ...((out.schema as { response?: Record<string, unknown> }).response ?? {}) };
      if (!Object.keys(response).some((code) => code.startsWith('4'))) response['4XX'] = errorResponse;
      if (!Object.keys(response).some((code) => code.startsWith('2')))
        response[method === 'DELETE' ? '204' : '2XX'] = {
          description: method === 'DELETE' ? 'Deleted.' : 'Done (a file, a redirect or no body).',
        };
      return {
        url: out.url,
        schema: {
          ...out.schema,
          response,
          summary: (schema.summary as string | undefined) ?? `${method} ${path}`,
          operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, path),
          tags,
          security: securityOf(method, access),
          'x-roles': !access ? [] : 'public' in access ? ['public'] : access.roles === 'any' ? ['any'] : [...access.roles],
        } as typeof out.schema,
      };
    },
  });
}

/** `GET /openapi.json` of the admin scope (route config `config`: public, it is documentation). */
export function adminOpenApiRoute(scope: FastifyInstance, config: { access: Access }): void {
  scope.get(
    '/openapi.json',
    { config, schema: { summary: 'This OpenAPI document of the back office API', tags: ['docs'], operationId: 'getOpenApiDocument' } },
    () => scope.adminSwagger?.(),
  );
}
