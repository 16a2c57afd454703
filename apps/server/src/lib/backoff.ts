/**
 * Exponential backoff of background retries (the mail outbox, card refunds): the wait before
 * attempt n + 1 after n failed ones is `baseMs` × 2^(n − 1), at most `maxMs`. Milliseconds.
 */
export const backoffMs = (attempts: number, baseMs: number, maxMs: number): number => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
