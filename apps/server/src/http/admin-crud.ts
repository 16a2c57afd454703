/**
 * The five routes of a back office catalogue resource (docs/architecture.md#operators-and-the-back-office),
 * declared once: admin and box office (or the resource's `readers`) read, admin changes.
 *
 * - `GET {path}?start&end&…filters` → `{data, total}` (at most MAX_PAGE rows a page);
 * - `GET {path}/:id` → the record, 404 with `notFound`;
 * - `POST {path}` → the record created (201);
 * - `PATCH {path}/:id` → the record changed (only the fields sent);
 * - `DELETE {path}/:id` → 204 (the service answers 409 while something uses it).
 *
 * Bodies and queries are validated with the resource's zod contracts; the services write the
 * audit log, the signed-in operator being the actor.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { OperatorRole } from '../db/admin-schema';
import type { Actor } from '../modules/audit/repository';
import { signedIn } from '../modules/admin-auth/routes';
import { actorOf } from '../modules/admin-auth/service';
import { roles } from './admin-access';
import { ApiError } from './errors';

/** Largest page a list answers, whatever `end` asks. */
export const MAX_PAGE = 200;

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];
type Paged = z.ZodType<{ start: number; end: number }>;

/** One catalogue resource: its address, contracts and services (ids are positive integers). */
export interface CatalogueResource<Q extends Paged, I extends z.ZodType, C extends z.ZodType, U extends z.ZodType> {
  path: `/${string}`;
  schemas: { query: Q; params: z.ZodType<{ id: number }>; list: z.ZodType; item: I; create: C; update: U };
  /** 404 text of an unknown id. */
  notFound: string;
  /** Who may read besides the admin (box office when not given). */
  readers?: OperatorRole[];
  /** One page (start/end already capped at MAX_PAGE rows). */
  list(query: z.infer<Q>): Promise<{ data: z.infer<I>[]; total: number }>;
  get(id: number): Promise<z.infer<I> | null | undefined>;
  create(actor: Actor, body: z.infer<C>): Promise<z.infer<I>>;
  update(actor: Actor, id: number, body: z.infer<U>): Promise<z.infer<I>>;
  remove(actor: Actor, id: number): Promise<void>;
}

/** Registers the resource's five routes on the admin scope `app`. */
export function catalogueRoutes<Q extends Paged, I extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  app: AdminApp,
  r: CatalogueResource<Q, I, C, U>,
): void {
  const readers = roles('admin', ...(r.readers ?? ['box_office']));
  const adminOnly = roles('admin');
  // The zod schemas still validate and serialize at run time; the generic types are the resource's.
  const routes = app as unknown as FastifyInstance;
  const { query, params, list, item, create, update } = r.schemas;
  const byId = `${r.path}/:id`;

  routes.get(r.path, { config: readers, schema: { querystring: query, response: { 200: list } } as FastifySchema }, async (req) => {
    const q = req.query as z.infer<Q>;
    return r.list({ ...q, end: Math.min(q.end, q.start + MAX_PAGE) });
  });

  routes.get(byId, { config: readers, schema: { params, response: { 200: item } } as FastifySchema }, async (req) => {
    const found = await r.get((req.params as { id: number }).id);
    if (!found) throw new ApiError(404, r.notFound);
    return found;
  });

  routes.post(r.path, { config: adminOnly, schema: { body: create, response: { 201: item } } as FastifySchema }, async (req, reply) =>
    reply.status(201).send(await r.create(actorOf(signedIn(req).user), req.body as z.infer<C>)),
  );

  routes.patch(byId, { config: adminOnly, schema: { params, body: update, response: { 200: item } } as FastifySchema }, async (req) =>
    r.update(actorOf(signedIn(req).user), (req.params as { id: number }).id, req.body as z.infer<U>),
  );

  routes.delete(byId, { config: adminOnly, schema: { params } as FastifySchema }, async (req, reply) => {
    await r.remove(actorOf(signedIn(req).user), (req.params as { id: number }).id);
    return reply.status(204).send();
  });
}
