import { z } from 'zod';
import { isCalendarDate } from './plain-rules';

/** Venue-local date `YYYY-MM-DD` (spec 01 §9 "YYYY-MM-DD for inputs"). */
export const VenueDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in the form YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a valid calendar date');

/** ISO 8601 date-time carrying the venue's UTC offset, e.g. `2026-11-23T10:00:00-06:00`. */
export const VenueDateTime = z.string();

/**
 * Money on the wire: dollars as a number with at most 2 decimals
 * (docs/architecture.md#money-and-the-ledger); 12.345 is refused rather than rounded. The ×100 is
 * cut to 12 significant digits first, so that binary drift (0.29 × 100 = 28.999999999999996) does
 * not refuse a valid amount.
 */
export const Dollars = z.number().refine((n) => Number.isInteger(Number((n * 100).toPrecision(12))), 'must have at most 2 decimals');

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

/**
 * Characters that change how text reads without being seen: C0/C1 control characters (but tab
 * and line breaks, which `FreeText` judges by `multiline`), bidirectional controls (U+061C,
 * U+200E/F, U+202A–E, U+2066–9: a name that displays as another, "Trojan Source") and zero-width
 * or invisible characters (U+180E, U+200B–D, U+2060–4, U+FEFF).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const LINE_BREAK = /[\t\n\r]/;

/** Largest length of a contact text on the wire (names, e-mail, address); FieldLengths may not exceed it. */
export const MAX_CONTACT_TEXT = 500;

/**
 * A free-text input (names, e-mails, addresses, user-defined field values): trimmed, at most
 * `max` characters, without invisible or text-direction control characters, and on one line
 * unless `multiline` (then tabs and line breaks are kept). 400 naming the field otherwise.
 */
export function FreeText(max: number, o: { multiline?: boolean } = {}) {
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !INVISIBLE.test(s), 'must not contain invisible or text-direction control characters')
    .refine((s) => o.multiline || !LINE_BREAK.test(s), 'must be a single line');
}
