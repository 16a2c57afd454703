/** PostgreSQL error codes seen through drizzle (which wraps driver errors in `cause`). */

/** The SQLSTATE of a database error, or undefined for other errors. */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** 55P03 lock_not_available: `lock_timeout` elapsed while waiting for a row lock. */
export const LOCK_NOT_AVAILABLE = '55P03';
/** 23505 unique_violation. */
export const UNIQUE_VIOLATION = '23505';
