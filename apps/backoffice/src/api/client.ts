/**
 * The one HTTP client of the back office: JSON over `/api/admin/v1`, the session cookie sent by
 * the browser, and the session's CSRF token in `x-csrf-token` on every state-changing call
 * (docs/architecture.md#operators-and-the-back-office). Errors become react-admin `HttpError`s carrying the
 * server's `Errors[0].ErrorMessage` and status (401 sends the operator to the sign-in page).
 */
import { HttpError } from 'react-admin';
import { CSRF_HEADER } from '@gt/contract/admin/session';

export const API_BASE = '/api/admin/v1';

let csrfToken = '';
/** Remembers the CSRF token of the current session (from GET/POST /session, POST /password). */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}
export const hasCsrfToken = (): boolean => csrfToken !== '';

/** Calls `path` under /api/admin/v1; `body` is sent as JSON, `headers` added (e.g. an Idempotency-Key). Resolves the parsed JSON (undefined for 204). */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (method !== 'GET') headers[CSRF_HEADER] = csrfToken;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (res.status === 204) return undefined as T;
  const json = (await res.json().catch(() => ({}))) as { Errors?: { ErrorMessage: string }[] };
  if (!res.ok) throw new HttpError(json.Errors?.[0]?.ErrorMessage ?? res.statusText, res.status, json);
  return json as T;
}

/** Uploads one file as multipart/form-data to `path` under /api/admin/v1 (CSRF header set); resolves the parsed JSON. */
export async function apiUpload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { accept: 'application/json', [CSRF_HEADER]: csrfToken },
    credentials: 'same-origin',
    body: form,
  });
  const json = (await res.json().catch(() => ({}))) as { Errors?: { ErrorMessage: string }[] };
  if (!res.ok) throw new HttpError(json.Errors?.[0]?.ErrorMessage ?? res.statusText, res.status, json);
  return json as T;
}
