import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BarcodeQuery, QRCodeQuery } from '@gt/contract/barcode';
import type { AppContext } from '../../app-context';
import { barcodePng, qrPng } from './render';

/**
 * GET /api/v1/Barcode/?barcode=VALUE&includeLable=true|false → image/png (Code 128; the value
 * printed under the bars when includeLable, default true). 400 for a value outside 1–64 letters,
 * digits or dashes. The image reveals nothing beyond the value, so no lookup is made; but the
 * value is an entry credential: not stored by caches (`private, no-store`), redacted in the
 * request log (http/privacy.ts). Spec 01 §7.
 *
 * GET /api/v1/QRCode/?code=VALUE → image/png, the value as a QR code (QR_IMAGE_PX square, shown
 * at half that size), for Public.AdmissionCodeSymbology `qr`; the same 400, cache and log rules.
 */
export const barcodeRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of ['/Barcode/', '/Barcode']) {
      app.get(url, { schema: { querystring: BarcodeQuery, hide: url === '/Barcode/' } }, async (req, reply) => {
        const png = await barcodePng(req.query.barcode, req.query.includeLable);
        return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
      });
    }
    for (const url of ['/QRCode/', '/QRCode']) {
      app.get(url, { schema: { querystring: QRCodeQuery, hide: url === '/QRCode/' } }, async (req, reply) => {
        return reply.type('image/png').header('cache-control', 'private, no-store').send(qrPng(req.query.code));
      });
    }
  };
