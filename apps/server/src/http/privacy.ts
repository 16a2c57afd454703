/**
 * What the server keeps out of logs and caches (docs/architecture.md#identity-and-secrets):
 * - request logs show URLs with entry credentials and personal data redacted: ticket barcodes
 *   (`GET /api/v1/Barcode/?barcode=…`, `GET /api/v1/QRCode/?code=…`), e-mails (`GET customers?Email=…`), member numbers,
 *   phones, streets and validation or identity tokens (`GET MemberValidation…`) and hold references
 *   (`/api/v1/TourHolds/{ref}`), which let anyone change or release a cart, booking barcodes in
 *   Wallet pass URLs (`/api/v1/wallet/bookings/{barcode}.pkpass`), and the lookups of
 *   guessable secrets (coupon codes, gift card numbers, PINs and hold references, booking IDs
 *   with last names); request bodies (card tokens, PINs) are never logged;
 * - every response that sets no cache policy of its own gets `Cache-Control: no-store`
 *   (customers, holds, payments and receipts, card tokens, errors), so that neither the browser
 *   nor a shared cache keeps personal data or secrets; responses that may be kept say so
 *   themselves (the storefront's files, `GET config`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
const SECRET_QUERY = /([?&](?:barcode|code|email|lastname|couponcode|gacouponcode|uniquecouponcode|giftcardholdref|giftcardno|pin|bookingid|validationtoken|access_token|client_secret|cardormemberno|phone|street1)=)[^&#]*/gi;
const SECRET_PATH = /(\/TourHolds\/|\/wallet\/bookings\/)[^/?#]+/gi;

/** The URL with secret query values and path segments replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`).replace(SECRET_PATH, `$1${REDACTED}`);
}

/** Fastify's request log serializer with the URL redacted (the rest as Fastify's default). */
export const requestLogSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

/** Adds `Cache-Control: no-store` to every response that has no cache policy of its own. */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
