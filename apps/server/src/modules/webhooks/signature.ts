/**
 * Webhook signatures (docs/integrations.md#verifying-a-delivery): every delivery carries
 * `X-GT-Timestamp` (Unix seconds) and `X-GT-Signature: v1=<hex>`, the HMAC-SHA256 under the
 * webhook's secret of `<timestamp>.<raw body>`. A receiver recomputes it, compares in constant
 * time and refuses a timestamp older than a few minutes (replays).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-gt-timestamp';
export const SIGNATURE_HEADER = 'x-gt-signature';
export const EVENT_ID_HEADER = 'x-gt-event-id';
export const EVENT_HEADER = 'x-gt-event';

/** A new signing secret: 256 random bits, `whsec_` + base64url. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** `v1=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`; `timestamp` in Unix seconds. */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Whether `signature` is the signature of `body` at `timestamp` and the timestamp lies within
 * `toleranceSeconds` of `nowSeconds` (what a receiver checks; the tests use it too).
 */
export function verifySignature(o: { secret: string; timestamp: string; signature: string; body: string; nowSeconds: number; toleranceSeconds?: number }): boolean {
  const ts = Number(o.timestamp);
  if (!Number.isInteger(ts) || Math.abs(o.nowSeconds - ts) > (o.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signPayload(o.secret, ts, o.body));
  const got = Buffer.from(o.signature);
  return expected.length === got.length && timingSafeEqual(expected, got);
}
