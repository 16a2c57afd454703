/** PostgreSQL error codes seen through drizzle (which wraps driver errors in `cause`). */

/** The driver's error (SQLSTATE `code`, server `message`) inside a database error, or undefined. */
export function pgError(err: unknown): { code: string; message: string } | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: String(message ?? '') };
  }
  return undefined;
}

/** The SQLSTATE of a database error, or undefined for other errors. */
export const pgErrorCode = (err: unknown): string | undefined => pgError(err)?.code;

/** 55P03 lock_not_available: `lock_timeout` elapsed while waiting for a row lock. */
export const LOCK_NOT_AVAILABLE = '55P03';
/** 23503 foreign_key_violation: a row still referenced elsewhere. */
export const FOREIGN_KEY_VIOLATION = '23503';
/** 23505 unique_violation. */
export const UNIQUE_VIOLATION = '23505';
/** GT409 (ours, raised by claim_event_seats): an event would be oversold; the message is its id. */
export const EVENT_OVERSOLD = 'GT409';
/** GT410 (ours, claim_event_seats): an event was cancelled, closed or started; the message is its id. */
export const EVENT_NOT_BOOKABLE = 'GT410';
/** GT411 (ours, claim_event_seats): the hold's lines were claimed by another payment, or changed. */
export const HOLD_NOT_CLAIMED = 'GT411';
