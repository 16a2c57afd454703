/**
 * The last tab order's receipt, kept in session storage by its Idempotency-Key
 * (docs/food-ordering.md#kitchen-screen): a visitor who reloads the receipt page while waiting
 * for the food sees the receipt again, read from the server with the kitchen's current state.
 * Dropped with OK; ignored after MAX_AGE_MS.
 */
import { STORAGE_PREFIX } from '../../stores/cart-store';

const KEY = `${STORAGE_PREFIX}tab-receipt`;

/** How long a reload shows the order's receipt again (ms): the wait for the food, not the next visit. */
export const MAX_AGE_MS = 12 * 60 * 60_000;

/** Keeps the Idempotency-Key of a paid tab order (best effort). */
export function keepTabReceipt(idempotencyKey: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ key: idempotencyKey, savedAt: now }));
  } catch {
    // No storage: a reload shows the empty checkout.
  }
}

/** The kept key, or null (none, unreadable or too old). */
export function keptTabReceipt(now = Date.now()): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { key?: unknown; savedAt?: unknown } | null;
    if (!kept || typeof kept.key !== 'string' || typeof kept.savedAt !== 'number' || !(now - kept.savedAt < MAX_AGE_MS)) return null;
    return kept.key;
  } catch {
    return null;
  }
}

export function dropTabReceipt(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
