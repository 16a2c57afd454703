/**
 * Stripe's webhook events (docs/payments.md#webhooks): the `Stripe-Signature` header verified over
 * the raw body with the endpoint's signing secret (the library's scheme: HMAC-SHA256, 5-minute
 * tolerance), the event read into a PaymentEvent.
 */
import type Stripe from 'stripe';
import { WebhookSignatureError, type PaymentEvent } from '../provider';
import { declineOf } from './outcomes';

const idOf = (ref: string | { id: string } | null | undefined): string => (typeof ref === 'string' ? ref : (ref?.id ?? ''));

/** A refund's event: settled (`succeeded` / `failed`, with Stripe's `failure_reason`) or not yet (ignored). */
function refundEvent(event: Stripe.Event, refund: Stripe.Refund): PaymentEvent {
  const base = { id: event.id, intentId: idOf(refund.payment_intent), refundId: refund.id };
  if (refund.status === 'succeeded') return { ...base, type: 'refund.succeeded' };
  if (refund.status === 'failed' || event.type === 'refund.failed')
    return { ...base, type: 'refund.failed', reason: refund.failure_reason ?? 'unknown' };
  return { id: event.id, type: 'ignored', providerType: `${event.type}:${refund.status}` };
}

/**
 * The event of a webhook request. Throws WebhookSignatureError when the signature is missing,
 * wrong, or older than the tolerance. Mapped: `payment_intent.succeeded` / `.payment_failed`,
 * `refund.updated` / `charge.refund.updated` / `refund.failed`, `charge.dispute.created`;
 * anything else is `ignored` (answered 200 so that Stripe does not resend it).
 */
export function parseStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
): PaymentEvent {
  const header = headers['stripe-signature'];
  const signature = Array.isArray(header) ? header[0] : header;
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('No Stripe-Signature header');
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (err) {
    throw new WebhookSignatureError(`Stripe webhook signature: ${(err as Error).message}`);
  }
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: 'intent.succeeded', intentId: event.data.object.id };
    case 'payment_intent.payment_failed':
      return {
        id: event.id,
        type: 'intent.failed',
        intentId: event.data.object.id,
        message: declineOf(event.data.object.last_payment_error ?? {}).message,
      };
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      return refundEvent(event, event.data.object);
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return {
        id: event.id,
        type: 'dispute.created',
        intentId: idOf(dispute.payment_intent),
        disputeId: dispute.id,
        amountCents: dispute.amount,
        reason: dispute.reason,
      };
    }
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}
