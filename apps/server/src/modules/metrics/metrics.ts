/**
 * Prometheus metrics of one server process (docs/operations.md#metrics), through prom-client: request rate
 * and latency by route, holds taken and refused, payments approved / declined / refused /
 * recovered, the confirmation e-mail outbox (backlog, failed attempts, messages given up after
 * their last retry), database pool waits and the shared rate-limit store (Redis: lost, or
 * shared). Served by routes.ts at GET /metrics; with several processes the primary adds up every
 * process's registry (cluster-metrics.ts), each metric by its `aggregator` (prom-client: `sum`
 * unless set). Each context has its own registry (tests build many apps in one process).
 */
import cluster from 'node:cluster';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { isDatabaseUnavailable } from '../../db/availability';
import { MAIL_MAX_ATTEMPTS } from '../mail/outbox-repository';
import { clusterScrape } from './cluster-metrics';

export interface Metrics {
  registry: Registry;
  /** The Prometheus text GET /metrics answers: this registry, or every process's in a cluster worker. */
  scrape(): Promise<string>;
  /** Seconds from request to response, by method, route pattern and status code. */
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** POST TourHolds answers: taken (200) or refused (any other status). */
  holds: Counter<'outcome'>;
  /** Payments (ticket and tab sales): approved, declined (422), refused (other 4xx/5xx), recovered (start-up/periodic pass). */
  payments: Counter<'outcome'>;
  /** Confirmation e-mails: a failed attempt, or given up after the last retry. */
  mailFailures: Counter<'kind'>;
  /** Times the shared rate-limit store (Redis) became unreachable; the budgets then count per process. */
  rateLimitStoreUnavailable: Counter;
  /** 1 while the rate-limit budgets are shared through Redis, 0 while this process counts alone. */
  rateLimitStoreShared: Gauge;
  /** Card refund attempts of booking changes: succeeded, retry (refused, tried again later), failed (for good). */
  refunds: Counter<'outcome'>;
  paymentEvents: Counter<'provider' | 'type' | 'outcome'>;
  /** Scans at the door (online and synced offline) by result: admitted, already_used, wrong_event, voided, unknown. */
  checkins: Counter<'result'>;
}

const registries = new WeakMap<AppContext, Metrics>();

/**
 * The context's metrics (created on first use). `processMetrics` (production start only) adds
 * Node's CPU, memory and event-loop figures, and in a cluster worker makes the scrape answer for
 * every process (cluster-metrics.ts).
 */
export function metrics(ctx: AppContext, opts: { processMetrics?: boolean } = {}): Metrics {
  let m = registries.get(ctx);
  if (m) return m;
  const registry = new Registry();
  if (opts.processMetrics) collectDefaultMetrics({ register: registry });
  const scrape = opts.processMetrics && cluster.isWorker ? clusterScrape(registry) : () => registry.metrics();
  m = {
    registry,
    scrape,
    requestDuration: new Histogram({
      name: 'gt_http_request_duration_seconds',
      help: 'HTTP request duration by route pattern',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    holds: new Counter({ name: 'gt_holds_total', help: 'Seat hold requests by outcome', labelNames: ['outcome'], registers: [registry] }),
    payments: new Counter({ name: 'gt_payments_total', help: 'Payments by outcome', labelNames: ['outcome'], registers: [registry] }),
    mailFailures: new Counter({ name: 'gt_mail_failures_total', help: 'Confirmation e-mail failures (attempt failed, or gave_up after the last retry)', labelNames: ['kind'], registers: [registry] }),
    rateLimitStoreUnavailable: new Counter({
      name: 'gt_rate_limit_store_unavailable_total',
      help: 'Times the shared rate-limit store (Redis) became unreachable; meanwhile each process counts its own budgets',
      registers: [registry],
    }),
    // Across processes the lowest: 0 as soon as one process counts alone.
    rateLimitStoreShared: new Gauge({
      name: 'gt_rate_limit_store_shared',
      help: 'Rate-limit budgets shared through Redis (1) or counted by this process alone while Redis is unreachable (0)',
      aggregator: 'min',
      registers: [registry],
    }),
    refunds: new Counter({ name: 'gt_refunds_total', help: 'Card refund attempts by outcome (succeeded, retry, failed for good)', labelNames: ['outcome'], registers: [registry] }),
    paymentEvents: new Counter({
      name: 'gt_payment_events_total',
      help: "Card provider events (webhooks, the sandbox's in-process ones) by type and outcome (handled, duplicate, failed)",
      labelNames: ['provider', 'type', 'outcome'],
      registers: [registry],
    }),
    checkins: new Counter({ name: 'gt_checkins_total', help: 'Scans at the door by result', labelNames: ['result'], registers: [registry] }),
  };
  new Gauge({
    name: 'gt_mail_outbox_backlog',
    help: 'Confirmation e-mails not sent yet: pending (will be retried) and stuck (gave up after the last retry)',
    labelNames: ['state'],
    // Every process reads the same table: across processes the figure once, not times the processes.
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const r = (await ctx.db
        .execute(
          sql`select count(*) filter (where attempts < ${MAIL_MAX_ATTEMPTS}) as pending, count(*) filter (where attempts >= ${MAIL_MAX_ATTEMPTS}) as stuck
            from mail_outbox where sent_at is null`,
        )
        // During an outage the other metrics are still served (gt_db_available says why this one is stale).
        .catch((err: unknown) => {
          if (isDatabaseUnavailable(err)) return undefined;
          throw err;
        })) as unknown as { rows: { pending: string | number; stuck: string | number }[] } | undefined;
      if (!r) return;
      this.set({ state: 'pending' }, Number(r.rows[0]?.pending ?? 0));
      this.set({ state: 'stuck' }, Number(r.rows[0]?.stuck ?? 0));
    },
  });
  new Gauge({
    name: 'gt_db_pool_connections',
    help: 'Database pool: total, idle, and requests waiting for a connection (PostgreSQL only)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = ctx.poolStats?.();
      if (!p) return;
      this.set({ state: 'total' }, p.total);
      this.set({ state: 'idle' }, p.idle);
      this.set({ state: 'waiting' }, p.waiting);
    },
  });
  new Gauge({
    name: 'gt_db_available',
    help: 'Whether the database answers: 1, or 0 during an outage (requests that need it answer 503; PostgreSQL only)',
    registers: [registry],
    collect() {
      if (ctx.dbAvailability) this.set(ctx.dbAvailability.available ? 1 : 0);
    },
  });
  new Counter({
    name: 'gt_db_unavailable_total',
    help: 'Database outages since the process started (PostgreSQL only; db/availability.ts)',
    registers: [registry],
    collect() {
      if (!ctx.dbAvailability) return;
      this.reset();
      this.inc(ctx.dbAvailability.outages);
    },
  });
  registries.set(ctx, m);
  return m;
}
