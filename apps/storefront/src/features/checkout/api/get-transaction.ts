/**
 * GET {MiddlewareURL}/api/Transactions/{IdempotencyKey}: the answer of an earlier payment attempt
 * whose response was lost (docs/architecture.md#payments). Resolves with the receipt; a stored refusal, "in
 * progress" (409) or an unknown key (404) reject with the server's message.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { apiRequest } from '../../../lib/api-client';

export function getTransaction(opts: { middlewareUrl: string; middlewareKey: string; idempotencyKey: string }): Promise<TransactionResult> {
  return apiRequest<TransactionResult>(`${opts.middlewareUrl}/api/Transactions/${encodeURIComponent(opts.idempotencyKey)}`, {
    what: 'perform transaction',
    headers: { 'X-Middleware-Key': opts.middlewareKey },
  });
}
