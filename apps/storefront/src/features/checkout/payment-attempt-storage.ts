/**
 * The payment attempt in flight, kept in session storage (docs/architecture.md#payments: a retry with the
 * same Idempotency-Key returns the first result): written before the attempt is sent and removed
 * once it has a final answer, so that a reload while the answer is on its way resumes it (the
 * same key and body sent again) and shows the receipt instead of an emptied cart. Nothing of the
 * card is kept but the provider's one-time token; an attempt older than MAX_AGE_MS is ignored.
 */
import type { TabSaleRequest } from '@gt/contract/tab-sales';
import type { TransactionRequest } from '@gt/contract/transactions';
import { STORAGE_PREFIX } from '../../stores/cart-store';

/** One payment attempt: its Idempotency-Key and body, sent again byte for byte until it has a final answer. */
export interface Attempt {
  key: string;
  body: TransactionRequest | TabSaleRequest;
}

const KEY = `${STORAGE_PREFIX}payment-attempt`;

/** How long a kept attempt may be resumed (ms): a reload right after Pay, not a visit the next day. */
export const MAX_AGE_MS = 15 * 60_000;

/** Keeps `a` (best effort: without session storage there is nothing to resume). */
export function keepAttempt(a: Attempt, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...a, savedAt: now }));
  } catch {
    // Storage full or unavailable: the attempt is still sent; only a reload cannot resume it.
  }
}

/** The kept attempt, or null (none, unreadable or older than MAX_AGE_MS). */
export function keptAttempt(now = Date.now()): Attempt | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as (Attempt & { savedAt: number }) | null;
    if (!kept || typeof kept.key !== 'string' || typeof kept.body !== 'object' || kept.body === null) return null;
    if (!(now - kept.savedAt < MAX_AGE_MS)) return null;
    return { key: kept.key, body: kept.body };
  } catch {
    return null;
  }
}

export function dropAttempt(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
