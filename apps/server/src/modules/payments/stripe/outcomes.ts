/**
 * Stripe's answers in our terms (docs/payments.md#stripe): a PaymentIntent or SetupIntent → an
 * IntentResult, a card error → a DeclineCode with the visitor's text (packages/domain messages).
 */
import { messages } from '@gt/domain/messages';
import Stripe from 'stripe';
import type { DeclineCode, IntentResult } from '../provider';

/** What Stripe said about a refused card or authentication (a card error, `last_payment_error`). */
interface StripeDecline {
  type?: string;
  code?: string | null;
  decline_code?: string | null;
}

/**
 * Our decline code and visitor text for Stripe's error (`code` / `decline_code`,
 * docs.stripe.com/declines/codes): insufficient funds, expired card and failed authentication
 * have their own texts; every other refusal is "Your card was declined." (the visitor learns
 * no more than the bank tells: fraud rules stay unnamed).
 */
export function declineOf(err: StripeDecline): { code: DeclineCode; message: string } {
  const code = err.code ?? '';
  const decline = err.decline_code ?? '';
  if (decline === 'insufficient_funds' || code === 'insufficient_funds')
    return { code: 'insufficient_funds', message: messages.cardInsufficientFunds };
  if (code === 'expired_card' || decline === 'expired_card') return { code: 'expired_card', message: messages.cardExpired };
  if (
    code === 'payment_intent_authentication_failure' ||
    code === 'setup_intent_authentication_failure' ||
    code === 'authentication_required' ||
    decline === 'authentication_required'
  )
    return { code: 'authentication_failed', message: messages.cardAuthenticationFailed };
  return { code: 'card_declined', message: messages.cardDeclined };
}

/** The card of a charge (`latest_charge` expanded), for the receipt: brand and last four digits. */
function cardOf(charge: Stripe.PaymentIntent['latest_charge']): { brand: string; last4: string } {
  const card = typeof charge === 'object' && charge ? charge.payment_method_details?.card : undefined;
  return { brand: card?.brand ?? 'card', last4: card?.last4 ?? '' };
}

/**
 * A PaymentIntent (retrieved with `expand: ['latest_charge']`) as an IntentResult. Statuses that
 * are not an outcome yet (`processing`, and the capture or confirmation steps we never ask for)
 * throw: the caller keeps the attempt pending and asks again later (recovery).
 */
export function intentResult(pi: Stripe.PaymentIntent): IntentResult {
  switch (pi.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId: pi.id, ...cardOf(pi.latest_charge) };
    case 'requires_action':
      if (!pi.client_secret) throw new Error(`Stripe PaymentIntent ${pi.id} requires action but has no client secret`);
      return { status: 'requires_action', intentId: pi.id, clientSecret: pi.client_secret };
    case 'requires_payment_method':
      return { status: 'failed', intentId: pi.id, ...declineOf(pi.last_payment_error ?? {}) };
    case 'canceled':
      return { status: 'failed', intentId: pi.id, code: 'card_declined', message: messages.cardDeclined };
    default:
      throw new Error(`Stripe PaymentIntent ${pi.id} is ${pi.status}: no outcome yet`);
  }
}

/**
 * The outcome of a refused request, or undefined for an error to rethrow (network, 5xx, rate
 * limit, a bug of ours: the core keeps the attempt pending and recovers it). A card error is a
 * decline; a confirmation token that is unknown or used is `invalid_token` (enter the card again).
 */
export function refusalOf(err: unknown): Extract<IntentResult, { status: 'failed' }> | undefined {
  if (err instanceof Stripe.errors.StripeCardError) return { status: 'failed', intentId: err.payment_intent?.id, ...declineOf(err) };
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'confirmation_token')
    return { status: 'failed', code: 'invalid_token', message: messages.cardTokenInvalid };
  return undefined;
}
