/**
 * What the visitor is told when the payment middleware (`POST {MiddlewareURL}/api/Transactions`)
 * refuses (spec 01 §8, spec 02 §8): the server's message for the statuses that carry one, the
 * middleware's own 401 text "Middleware credentials are not valid", else "Unable to perform
 * transaction, response status: N".
 */
import { messages } from '@gt/domain/messages';
import { ApiError } from './api-client';

/** The error to throw for `e`, a failed middleware call; `withMessage`: the statuses whose server message is shown as it is. */
export function middlewareError(e: unknown, withMessage: readonly number[]): unknown {
  if (!(e instanceof ApiError) || withMessage.includes(e.status)) return e;
  if (e.status === 401) return new ApiError(messages.middlewareCredentialsInvalid, 401);
  return new ApiError(messages.unableToPerformTransactionStatus(e.status), e.status);
}
