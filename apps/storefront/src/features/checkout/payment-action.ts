/**
 * The 3-D Secure step of a payment (docs/architecture.md#payments; contract card-fields
 * `PaymentActionRequired`): the server answers 402 with the provider's ClientSecret when the card
 * holder's bank asks to authenticate; the provider's module shows the challenge
 * (`GTCardFields.handleAction`), then the SAME request (same Idempotency-Key and body) is sent
 * again, and the server answers the receipt (200), the decline (422) or 402 again, for at most
 * MAX_ACTION_ROUNDS challenges. A challenge that could not be shown or was cancelled ends with a
 * PaymentActionError: the attempt is kept, and Pay sends it again.
 */
import type { PublicConfig } from '@gt/contract/config';
import { ApiError } from '../../lib/api-client';
import { loadCardFields } from './card-fields';

/** Challenges run for one send at most; a 402 after them is thrown. */
export const MAX_ACTION_ROUNDS = 3;

/** The authentication step failed or was cancelled (its text is shown); the attempt stays. */
export class PaymentActionError extends Error {}

/** Whether `e` leaves the attempt waiting for the card holder (kept, to be sent again by Pay). */
export function awaitingAction(e: unknown): boolean {
  return e instanceof PaymentActionError || (e instanceof ApiError && e.paymentAction !== undefined);
}

/** Runs the provider's challenge for `clientSecret`; throws PaymentActionError when it did not run to its end. */
async function authenticate(clientSecret: string, config: Pick<PublicConfig, 'CardFieldsURL' | 'CardFieldsKey'>): Promise<void> {
  const outcome = await loadCardFields(config.CardFieldsURL)
    .then((m) => m.handleAction(clientSecret, config.CardFieldsKey ? { publicKey: config.CardFieldsKey } : {}))
    .catch((e: unknown) => ({ error: (e as Error).message }));
  if ('error' in outcome) throw new PaymentActionError(outcome.error);
}

/** `send()`'s answer, running the challenge of each 402 and sending again (the caller sends the same attempt). */
export async function withPaymentActions<T>(send: () => Promise<T>, config: Pick<PublicConfig, 'CardFieldsURL' | 'CardFieldsKey'>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await send();
    } catch (e) {
      const action = e instanceof ApiError ? e.paymentAction : undefined;
      if (!action || round > MAX_ACTION_ROUNDS) throw e;
      await authenticate(action.ClientSecret, config);
    }
  }
}
