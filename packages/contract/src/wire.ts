import { z } from 'zod';

/** Venue-local date `YYYY-MM-DD` (spec 01 §9 "YYYY-MM-DD for inputs"). */
export const VenueDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in the form YYYY-MM-DD')
  // Date.parse rolls 2026-02-30 over to March 2: the date must read back unchanged.
  .refine((s) => {
    const t = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
  }, 'must be a valid calendar date');

/** ISO 8601 date-time carrying the venue's UTC offset, e.g. `2026-11-23T10:00:00-06:00`. */
export const VenueDateTime = z.string();

/** Money on the wire: dollars as a number with at most 2 decimals (DESIGN.md "money"). */
export const Dollars = z.number();

/** Largest value of a PostgreSQL `integer` column (ids, line numbers, node numbers). */
export const INT32_MAX = 2147483647;

/** Positive whole-number id in a JSON body; bounded so that it fits the database column. */
export const Id = z.number().int().positive().max(INT32_MAX);

/** Positive integer id given as a query-string value. */
export const IdParam = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(2147483647, 'is too large');

/** Comma-separated list of ids in a query string, e.g. `TourEventList=1,2,3`. */
export const IdListParam = z
  .string()
  .max(2000, 'is too long')
  .transform((s, ctx) => {
    const ids = s.split(',').map((p) => Number(p.trim()));
    if (ids.length === 0 || ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2147483647)) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of positive whole numbers' });
      return z.NEVER;
    }
    return ids;
  });

/** Boolean given as a query-string value (`true`/`false`). */
export const BoolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
