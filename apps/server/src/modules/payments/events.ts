/**
 * Where a provider's events go (docs/payments.md#webhooks): the webhook handling
 * (payment-webhooks/handle.ts) registers itself here at start, so that a provider that learns of an
 * event in-process (the sandbox's challenge page, its refunds and disputes) hands it over exactly as
 * a webhook delivery would, without an import cycle between the providers and the booking flows.
 */
import type { AppContext } from '../../app-context';
import type { PaymentEvent } from './provider';

type Handler = (ctx: AppContext, provider: string, event: PaymentEvent) => Promise<void>;

let handler: Handler | undefined;

/** Registers the webhook handling (once, by the module that handles events). */
export function onPaymentEvent(h: Handler): void {
  handler = h;
}

/** The function a provider of `ctx` calls with an event; events before a handler is registered are dropped with a warning. */
export function paymentEventEmitter(ctx: AppContext, provider: string): (event: PaymentEvent) => Promise<void> {
  return async (event) => {
    if (handler) await handler(ctx, provider, event);
    else ctx.log?.warn({ event }, `payment event ${event.id} (${event.type}) dropped: no handler registered`);
  };
}
