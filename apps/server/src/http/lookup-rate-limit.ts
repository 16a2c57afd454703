/**
 * Per-route, per-client rate limits (on top of the global `RateLimitPerMinute`, app.ts). A route
 * opts in with one line: `app.get('/x', { schema, config: lookupRateLimit(ctx) }, handler)`.
 *
 * - `lookupRateLimit`: lookups that take a guessable secret (docs/architecture.md#identity-and-secrets):
 *   customer by id and e-mail, card tokenizing (card testing), and later coupons, gift card
 *   holds, member validation and find-my-booking; `LookupRateLimitPerMinute` each.
 * - `paymentRateLimit`: payments (POST /middleware/api/Transactions); `PaymentRateLimitPerMinute`.
 *
 * Each route has its own budget per client address (see `TrustProxy` for clients behind a load
 * balancer); the next request gets 429 with the spec's error shape, `Too many requests, please
 * try again in N seconds.` (built in app.ts).
 */
import type { AppContext } from '../app-context';
import { ApiError } from './errors';

/** The 429 every limit answers with, `ttlMs` being the time until the budget refills. */
export const tooManyRequests = (ttlMs: number): ApiError => new ApiError(429, `Too many requests, please try again in ${Math.ceil(ttlMs / 1000)} seconds.`);

type RouteRateLimit = { rateLimit: { max: number; timeWindow: string } };

export function lookupRateLimit(ctx: AppContext): RouteRateLimit {
  return { rateLimit: { max: ctx.config.LookupRateLimitPerMinute, timeWindow: '1 minute' } };
}

export function paymentRateLimit(ctx: AppContext): RouteRateLimit {
  return { rateLimit: { max: ctx.config.PaymentRateLimitPerMinute, timeWindow: '1 minute' } };
}
