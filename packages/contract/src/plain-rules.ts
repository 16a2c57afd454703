/**
 * Rules and limits of the contract as plain functions and constants, without zod, so that the
 * browser can use them without loading the schemas (docs/performance.md#storefront-on-a-phone: the event drawer and the food
 * menus pulled zod in for one date check and one number). The schemas use the same definitions.
 */

/** Longest ProductNotes of a food order line (characters). */
export const MAX_PRODUCT_NOTES = 250;

/** Whether `s` is a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  // Date.parse rolls 2026-02-30 over to March 2: the date must read back unchanged.
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
}
