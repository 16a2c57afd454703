/**
 * GET /metrics (Prometheus text format) and the request hook that measures every route
 * (docs/operations.md#metrics). Access: with `MetricsToken` set, `Authorization: Bearer <token>`; without it,
 * loopback clients only. Anyone else gets 404, as for an unknown path. With several processes the
 * answer covers them all (cluster-metrics.ts), or is 503 when one of them cannot be asked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { metrics } from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function mayRead(ctx: AppContext, req: FastifyRequest): boolean {
  const token = ctx.config.MetricsToken;
  if (token) return req.headers.authorization === `Bearer ${token}`;
  return LOOPBACK.has(req.socket.remoteAddress ?? '');
}

/** Registers the measuring hook on `app` and the /metrics route. */
export function installMetrics(app: FastifyInstance, ctx: AppContext): void {
  const m = metrics(ctx);
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    m.requestDuration.observe({ method: req.method, route, status: String(status) }, reply.elapsedTime / 1000);
    if (req.method !== 'POST') return;
    if (route === '/api/v1/TourHolds') m.holds.inc({ outcome: status === 200 ? 'taken' : 'refused' });
    else if (route === '/middleware/api/Transactions') m.payments.inc({ outcome: status === 200 ? 'approved' : status === 422 ? 'declined' : 'refused' });
  });
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
    if (!mayRead(ctx, req)) throw new ApiError(404, 'Not Found');
    const text = await m.scrape().catch((err: Error) => {
      req.log.error({ err }, 'metrics of the other server processes not available');
      throw new ApiError(503, 'Metrics of every server process are not available right now');
    });
    reply.header('content-type', m.registry.contentType);
    return text;
  });
}
