/**
 * Validators for the catalogue (docs/performance.md#storefront-on-a-phone): a successful GET of a catalogue endpoint carries a
 * strong ETag (a hash of the JSON body) and `Cache-Control: no-cache`, so the browser keeps the
 * answer and revalidates it; a request whose `If-None-Match` names the current ETag is answered
 * 304 with no body. A TourEvents answer for one visitor's hold (`TourHoldRef`) is `private`. The
 * spec's TourEvents answer carries the time to the second (CurrentDateTimeAtLocation), so its
 * ETag changes every second; the calendars' (`Fields=Calendar`) carries it to the minute, so its
 * ETag holds while the events do not change.
 * Everything else keeps `no-store` (http/privacy.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { matchesEtag } from './storefront';

/** The catalogue GET routes (as declared, under /api/v1): configuration, catalogue, menus. */
export const CATALOGUE_ROUTES = new Set(
  ['config', 'DisplayAreas', 'BookingTypes', 'TourEvents', 'tourproducts', 'costrates', 'userdefinedfields', 'CountryAndStates', 'Products', 'orderlocations', 'products'].map(
    (p) => `/api/v1/${p}`,
  ),
);

/** Adds the ETag / 304 handling to catalogue GETs; register before compression sees the body. */
export function installCatalogueEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200 || !CATALOGUE_ROUTES.has(req.routeOptions.url ?? '')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    const personal = 'TourHoldRef' in ((req.query as Record<string, unknown> | undefined) ?? {});
    reply.header('etag', etag).header('cache-control', personal ? 'private, no-cache' : 'no-cache');
    if (!matchesEtag(req.headers['if-none-match'], etag)) return payload;
    reply.status(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}
