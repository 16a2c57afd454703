/**
 * The per-client budget of lookups that take a guessable secret (DESIGN.md "Secrets and
 * lookups"): customer by id and e-mail, card tokenizing (card testing), and later coupons, gift
 * card holds, member validation and find-my-booking. A route opts in with one line:
 *
 *   app.get('/x', { schema, config: lookupRateLimit(ctx) }, handler)
 *
 * Each route has its own budget of `LookupRateLimitPerMinute` requests per client address (see
 * `TrustProxy` for clients behind a load balancer); the next one gets 429 with the spec's error
 * shape, `Too many requests, please try again in N seconds.` (built in app.ts).
 */
import type { AppContext } from '../app-context';

export function lookupRateLimit(ctx: AppContext): { rateLimit: { max: number; timeWindow: string } } {
  return { rateLimit: { max: ctx.config.LookupRateLimitPerMinute, timeWindow: '1 minute' } };
}
