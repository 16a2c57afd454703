/**
 * Typed HTTP client of the booking API (docs/architecture.md#modules: one file per endpoint builds on this).
 * Response types come from the contract; the server already serializes every response through
 * the contract's zod schema, so the browser does not parse them again (and zod stays out of the
 * first page's bundle). Errors carry the server's first
 * `{Errors:[{ErrorMessage}]}` message (a leading "Error: " stripped), else the spec 01 §8 text of
 * the status: 401 "Authorization has been denied for this request.", 404 "The Requested URL was
 * not found.", otherwise "Unable to …, response status: N". An answer without content (202 or
 * 204, spec 01 §7) is the request's `noContent` value when it has one (a list: empty, and the page
 * says so, e.g. "No display areas record found."), else the error "Unable to …, response status: N".
 * A 402 that names a payment step (contract card-fields `PaymentActionRequired`: 3-D Secure)
 * carries it as `paymentAction`.
 */
import { messages } from '@gt/domain/messages';
import type { PaymentActionRequired } from '@gt/contract/card-fields';
import { takeFirstLoadAnswer } from './first-load-answers';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The step a 402 asks the card holder to take before the same request is sent again. */
    readonly paymentAction?: PaymentActionRequired['PaymentAction'],
  ) {
    super(message);
  }
}

export type Query = Record<string, string | number | boolean | readonly number[] | undefined>;

/** Builds `/api/v1/{path}?query` (arrays as comma lists, undefined skipped). */
export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const qs = params.toString();
  return `/api/v1/${path}${qs ? `?${qs}` : ''}`;
}

async function errorFrom(res: Response, what: string): Promise<ApiError> {
  try {
    const body = (await res.json()) as { Errors?: { ErrorMessage?: string }[]; PaymentAction?: { ClientSecret?: unknown } };
    const text = body.Errors?.[0]?.ErrorMessage?.replace(/^Error: /, '');
    const secret = res.status === 402 ? body.PaymentAction?.ClientSecret : undefined;
    if (text) return new ApiError(text, res.status, typeof secret === 'string' ? { ClientSecret: secret } : undefined);
  } catch {
    // not JSON: fall through to the status's text
  }
  if (res.status === 401) return new ApiError(messages.authorizationDenied, 401);
  if (res.status === 404) return new ApiError(messages.requestedUrlNotFound, 404);
  return new ApiError(messages.unableTo(what, res.status), res.status);
}

/**
 * Sends a request and returns the JSON response as `T` (a contract type). `what` names it in
 * error texts; `onResponse` sees a successful response first (e.g. its `Date` header);
 * `noContent`: what a 202 or 204 answer means (else it is an error).
 */
export async function apiRequest<T>(
  url: string,
  opts: {
    what: string;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    onResponse?(res: Response): void;
    noContent?: T;
  },
): Promise<T> {
  // A catalogue GET of the first page: its answer came with the HTML (docs/performance.md#storefront-on-a-phone).
  if (opts.method === undefined && opts.body === undefined && !opts.onResponse) {
    const carried = takeFirstLoadAnswer(url);
    if (carried !== undefined) return carried as T;
  }
  const res = await fetch(url, {
    method: opts.method ?? 'GET',
    headers: { Accept: 'application/json', ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...opts.headers },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: opts.signal,
  });
  if (!res.ok) throw await errorFrom(res, opts.what);
  opts.onResponse?.(res);
  const text = res.status === 202 || res.status === 204 ? '' : await res.text();
  if (text === '') {
    if (opts.noContent !== undefined) return opts.noContent;
    throw new ApiError(messages.unableTo(opts.what, res.status), res.status);
  }
  return JSON.parse(text) as T;
}
