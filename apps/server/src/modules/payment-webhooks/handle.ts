/**
 * A provider's payment event, handled once (docs/payments.md#webhooks): from the webhook route
 * (signature verified by the provider's adapter) or in-process from the sandbox. Intent events
 * finish a payment that waited for 3-D Secure (resume.ts); refund events settle card refunds
 * (payments/refund-events.ts); a dispute flags the booking and tells the admins (payments/disputes.ts).
 */
import type { AppContext } from '../../app-context';
import { recordDispute } from '../payments/disputes';
import { onPaymentEvent } from '../payments/events';
import { findPaymentByIntent } from '../payments/payments-repository';
import type { PaymentEvent } from '../payments/provider';
import { settleRefundEvent } from '../payments/refund-events';
import { metrics } from '../metrics/metrics';
import { claimWebhookEvent, dropWebhookEvent, finishWebhookEvent } from './repository';
import { resumePayment } from './resume';

/** A handler that died is taken over by a redelivery after this long. */
const STALE_MS = 5 * 60_000;

export type EventOutcome = 'handled' | 'duplicate' | 'busy';

/**
 * Handles `event` of `provider` once: `duplicate` for an event handled before, `busy` while another
 * delivery of it is being handled (the provider delivers it again later). Throws when handling
 * failed (the event is forgotten so that a redelivery handles it).
 */
export async function handlePaymentEvent(ctx: AppContext, provider: string, event: PaymentEvent): Promise<EventOutcome> {
  const counted = metrics(ctx).paymentEvents;
  const claim = await claimWebhookEvent(ctx.db, { provider, eventId: event.id, type: event.type, now: ctx.clock(), staleMs: STALE_MS });
  if (claim === 'done') {
    counted.inc({ provider, type: event.type, outcome: 'duplicate' });
    return 'duplicate';
  }
  if (claim === 'busy') return 'busy';
  try {
    await dispatch(ctx, provider, event);
  } catch (err) {
    await dropWebhookEvent(ctx.db, provider, event.id);
    counted.inc({ provider, type: event.type, outcome: 'failed' });
    throw err;
  }
  await finishWebhookEvent(ctx.db, provider, event.id, ctx.clock());
  counted.inc({ provider, type: event.type, outcome: 'handled' });
  return 'handled';
}

async function dispatch(ctx: AppContext, provider: string, event: PaymentEvent): Promise<void> {
  switch (event.type) {
    case 'intent.succeeded':
    case 'intent.failed': {
      const payment = await findPaymentByIntent(ctx.db, provider, event.intentId);
      if (payment) await resumePayment(ctx, payment);
      return;
    }
    case 'refund.succeeded':
    case 'refund.failed':
      return settleRefundEvent(ctx, event);
    case 'dispute.created':
      return recordDispute(ctx, event);
    case 'ignored':
      return;
  }
}

// In-process events (the sandbox) take the same path as delivered ones.
onPaymentEvent(async (ctx, provider, event) => {
  await handlePaymentEvent(ctx, provider, event).catch((err: unknown) => ctx.log?.error({ err, event }, `payment event ${event.id} (${event.type}) failed`));
});
