/**
 * Compression of API responses (docs/performance.md#storefront-on-a-phone): brotli (quality 4) or gzip, as the client accepts,
 * for JSON and text answers of at least 1 KiB (the calendars' month of a busy booking type,
 * TourEvents&Fields=Calendar: 144 KiB of JSON, about 4.7 KB gzip and 3.1 KB brotli). Server-sent events (`text/event-stream`, the kitchen feed) are never compressed
 * nor buffered: each event must reach the client when written. The storefront's files come
 * pre-compressed from the build (http/storefront.ts), so nothing is compressed twice.
 * Register before any route: the plugin adds its hook to each route as it is declared.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this are sent as they are (compression would not pay). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Whether a response of this Content-Type is compressed: JSON and text, never an event stream. */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/event-stream') return false;
  return type.startsWith('text/') || type.endsWith('/json') || type.endsWith('+json') || type.endsWith('/javascript') || type.endsWith('+xml');
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: isCompressible,
  });
}
