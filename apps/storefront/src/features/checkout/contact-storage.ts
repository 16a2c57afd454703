/**
 * Which checkout values are kept with the cart in session storage (spec 01 §5): the
 * contact and address fields, so that they survive a reload and back-then-forward. Never the
 * terms box (the card is not in the form at all: the provider's hosted fields take it). Cleared
 * with the cart (cart-store `reset`).
 */
import { defaultCheckoutValues, emptyAddress, type CheckoutValues } from './checkout-values';

const NOT_KEPT = new Set(['terms']);

/** The values to keep: everything but the terms box. */
export function contactOf(values: Partial<CheckoutValues>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !NOT_KEPT.has(k)));
}

/** Keeps the saved values whose name and type match the form's (ignores anything else). */
function pick<T extends Record<string, unknown>>(defaults: T, saved: unknown): T {
  if (typeof saved !== 'object' || saved === null) return defaults;
  const out: Record<string, unknown> = { ...defaults };
  for (const [k, v] of Object.entries(saved)) if (k in defaults && !NOT_KEPT.has(k) && typeof v === typeof defaults[k] && typeof v !== 'object') out[k] = v;
  return out as T;
}

/** The form's starting values from what was kept (defaults where nothing usable was kept). */
export function restoreContact(saved: Record<string, unknown> | null): CheckoutValues {
  const values = pick(defaultCheckoutValues, saved);
  return { ...values, billing: pick({ ...emptyAddress }, saved?.billing) };
}
