/**
 * Health for load balancers and orchestrators (docs/operations.md#health), outside the API prefix and the
 * rate limit:
 * - GET /healthz → 200 `{status:'ok'}` while the process serves requests (also while the
 *   database is unavailable: the process is alive and answers 503 where it needs the database);
 * - GET /readyz → 200 `{status:'ready', migrations}` when the database answers and every checked-in
 *   migration is applied; 503 `{Errors:[…]}` otherwise (database unavailable, migrations pending),
 *   and from the moment the process starts shutting down (`beginDrain`, on SIGTERM), so that the
 *   balancer stops sending new visitors while the process still serves for
 *   ShutdownDelaySeconds; from then on every answer closes its keep-alive connection.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { errorBody } from '../../http/errors';
import { migrationsFolder } from '../../paths';

/** Migrations in the checked-in journal (drizzle-kit's meta/_journal.json). */
const expectedMigrations = (): number =>
  (JSON.parse(readFileSync(resolve(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

/** Apps that are shutting down (beginDrain, or close() begun). */
const draining = new WeakSet<FastifyInstance>();

/**
 * Starts the shutdown of `app` (the instance installHealth was given): /readyz answers 503 and
 * every answer closes its keep-alive connection; requests are still served until `app.close()`.
 */
export function beginDrain(app: FastifyInstance): void {
  draining.add(app);
}

/** Registers /healthz and /readyz on `app`. */
export function installHealth(app: FastifyInstance, ctx: AppContext): void {
  const expected = expectedMigrations();
  app.addHook('preClose', async () => {
    beginDrain(app);
  });
  // Answers sent while shutting down close their connection: keep-alive clients open a new one
  // (on another process once the balancer has seen /readyz), and none holds the process open
  // (Node closes only the connections idle when close() began).
  app.addHook('onSend', async (_req, reply) => {
    if (draining.has(app)) reply.header('connection', 'close');
  });
  const unlimited = { schema: { hide: true }, config: { rateLimit: false } };
  app.get('/healthz', unlimited, async () => ({ status: 'ok' }));
  app.get('/readyz', unlimited, async (_req, reply) => {
    if (draining.has(app)) return reply.status(503).send(errorBody('Shutting down'));
    try {
      const r = (await ctx.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      const applied = Number(r.rows[0]?.n ?? 0);
      if (applied < expected) return reply.status(503).send(errorBody(`Database migrations pending: ${applied} of ${expected} applied`));
      return { status: 'ready', migrations: applied };
    } catch (err) {
      ctx.dbAvailability?.report(err);
      return reply.status(503).send(errorBody('Database unreachable'));
    }
  });
}
