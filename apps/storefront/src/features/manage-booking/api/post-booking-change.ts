/**
 * POST {MiddlewareURL}/api/Transactions with a booking change (spec 02 §4.1–4.5): cancel,
 * booking payment, modified tickets or a new date. One Idempotency-Key per attempt, as for a
 * purchase. Errors: 400/402/403/404/409/422 show the server's message, 401 "Middleware credentials
 * are not valid", others "Unable to perform transaction, response status: N" (spec 02 §8).
 */
import type { BookingChangeRequest, BookingChangeResult } from '@gt/contract/booking-changes';
import { apiRequest } from '../../../lib/api-client';
import { middlewareError } from '../../../lib/middleware-error';

export async function postBookingChange(opts: {
  middlewareUrl: string;
  middlewareKey: string;
  idempotencyKey: string;
  body: BookingChangeRequest;
}) {
  try {
    return await apiRequest<BookingChangeResult>(`${opts.middlewareUrl}/api/Transactions`, {
      what: 'perform transaction',
      method: 'POST',
      body: opts.body,
      headers: { 'Idempotency-Key': opts.idempotencyKey, 'X-Middleware-Key': opts.middlewareKey },
    });
  } catch (e) {
    throw middlewareError(e, [400, 402, 403, 404, 409, 422]);
  }
}
