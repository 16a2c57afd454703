/**
 * POST {MiddlewareURL}/api/Transactions (spec 01 §7; docs/architecture.md#payments): pays the cart. The
 * Idempotency-Key is one per payment attempt, so a retry after a network failure never charges
 * twice. Errors: 400/402/403/409/422 show the server's message, 401 "Middleware credentials are not
 * valid", others "Unable to perform transaction, response status: N" (spec 01 §8).
 */
import type { TabSaleRequest } from '@gt/contract/tab-sales';
import type { TransactionRequest, TransactionResult } from '@gt/contract/transactions';
import { apiRequest } from '../../../lib/api-client';
import { middlewareError } from '../../../lib/middleware-error';

export async function postTransaction(opts: { middlewareUrl: string; middlewareKey: string; idempotencyKey: string; body: TransactionRequest | TabSaleRequest }) {
  try {
    return await apiRequest<TransactionResult>(`${opts.middlewareUrl}/api/Transactions`, {
      what: 'perform transaction',
      method: 'POST',
      body: opts.body,
      headers: { 'Idempotency-Key': opts.idempotencyKey, 'X-Middleware-Key': opts.middlewareKey },
    });
  } catch (e) {
    throw middlewareError(e, [400, 402, 403, 409, 422]);
  }
}
