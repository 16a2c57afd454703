/**
 * The Stripe card provider (docs/payments.md#stripe) over the `stripe` library: PaymentIntents
 * confirmed on the server with the ConfirmationToken of the browser's Payment Element, captured at
 * once (automatic capture: docs/payments.md#capture), idempotent per our key; refunds; card on file
 * through a Customer and the saved PaymentMethod; webhooks verified with Stripe's signature scheme.
 */
import { messages } from '@gt/domain/messages';
import Stripe from 'stripe';
import type { IntentResult, PaymentProvider, ProviderCharge, RefundResult, VerifyResult } from '../provider';
import { declineOf, intentResult, refusalOf } from './outcomes';
import { parseStripeEvent } from './webhooks';

/** The server's Stripe settings (config `Stripe`): the secret key, the webhook signing secret, the API's address. */
export interface StripeSettings {
  SecretKey: string;
  WebhookSecret: string;
  /** `https://api.stripe.com`, or a proxy / the tests' local fake (`http://127.0.0.1:<port>`). */
  ApiBase: string;
}

/** A `stripe` client for the settings: ApiBase becomes the library's host, port and protocol. */
export function stripeClient(settings: Pick<StripeSettings, 'SecretKey' | 'ApiBase'>): Stripe {
  const base = new URL(settings.ApiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.SecretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // Every write carries our idempotency key, so the library's retries never charge twice.
    maxNetworkRetries: 2,
    appInfo: { name: 'gt-booking' },
  });
}

const expandCharge = { expand: ['latest_charge'] };

/** A PaymentIntent as the reconciliation reads it: captured when it succeeded; refunded from its latest charge. */
function chargeOf(pi: Stripe.PaymentIntent): ProviderCharge {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const captured = pi.status === 'succeeded';
  return {
    chargeId: pi.id,
    captured,
    amountCents: captured ? pi.amount_received : 0,
    refundedCents: captured ? (charge?.amount_refunded ?? 0) : 0,
    createdAt: new Date(pi.created * 1000),
  };
}

/** Runs a confirming call: its intent's outcome, or the refusal of a card error; other errors throw. */
async function outcome(call: () => Promise<Stripe.PaymentIntent>): Promise<IntentResult> {
  try {
    return intentResult(await call());
  } catch (err) {
    const refused = refusalOf(err);
    if (refused) return refused;
    throw err;
  }
}

/**
 * The Stripe adapter. Methods answer as PaymentProvider says (amounts in integer cents, currency
 * ISO 4217 in any case); Stripe's network, rate-limit and server errors throw.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);

  async function retrieve(intentId: string) {
    return stripe.paymentIntents.retrieve(intentId, expandCharge);
  }

  /** Off-session charge of a saved card; the bank asking for authentication → the same intent confirmed on-session (3-D Secure in the browser). */
  async function offSessionThenOnSession(params: Stripe.PaymentIntentCreateParams, key: string): Promise<IntentResult> {
    try {
      return intentResult(
        await stripe.paymentIntents.create({ ...params, off_session: true, confirm: true, ...expandCharge }, { idempotencyKey: key }),
      );
    } catch (err) {
      const pi = err instanceof Stripe.errors.StripeCardError && err.code === 'authentication_required' ? err.payment_intent : undefined;
      if (!pi) {
        const refused = refusalOf(err);
        if (refused) return refused;
        throw err;
      }
      const onSession = { payment_method: params.payment_method as string, off_session: false, ...expandCharge };
      return outcome(() => stripe.paymentIntents.confirm(pi.id, onSession, { idempotencyKey: `${key}:on-session` }));
    }
  }

  return {
    name: 'stripe',

    async createIntent(req) {
      const customer = req.saveCard
        ? (
            await stripe.customers.create(
              { description: req.description, metadata: { gt_key: req.idempotencyKey } },
              { idempotencyKey: `${req.idempotencyKey}:customer` },
            )
          ).id
        : undefined;
      return outcome(() =>
        stripe.paymentIntents.create(
          {
            amount: req.amountCents,
            currency: req.currency.toLowerCase(),
            confirm: true,
            confirmation_token: req.token,
            allowed_payment_method_types: ['card'],
            capture_method: 'automatic',
            ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
            description: req.description,
            metadata: { gt_key: req.idempotencyKey },
            ...expandCharge,
          },
          { idempotencyKey: req.idempotencyKey },
        ),
      );
    },

    async retrieveIntent(intentId) {
      return intentResult(await retrieve(intentId));
    },

    async cancelIntent(intentId) {
      try {
        await stripe.paymentIntents.cancel(intentId);
      } catch (err) {
        // Already succeeded or canceled: nothing to cancel.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state') return;
        throw err;
      }
    },

    // Search is eventually consistent (about a minute): recovery asks after the payment lease.
    async findIntent(idempotencyKey) {
      const found = await stripe.paymentIntents.search({
        query: `metadata['gt_key']:'${idempotencyKey.replace(/['\\]/g, '\\$&')}'`,
        limit: 1,
      });
      const pi = found.data[0];
      return pi ? intentResult(await retrieve(pi.id)) : undefined;
    },

    async refund(req): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: req.chargeId, amount: req.amountCents },
          { idempotencyKey: req.idempotencyKey ?? `${req.chargeId}:refund` },
        );
        if (refund.status === 'succeeded') return { ok: true, refundId: refund.id, status: 'succeeded' };
        if (refund.status === 'pending' || refund.status === 'requires_action') return { ok: true, refundId: refund.id, status: 'pending' };
        return { ok: false, message: refund.failure_reason ?? `refund ${refund.status}` };
      } catch (err) {
        // Refused by Stripe (more than was captured, already refunded, disputed): its reason.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, message: err.message };
        throw err;
      }
    },

    async chargeOnFile(req) {
      const original = await stripe.paymentIntents.retrieve(req.chargeId);
      const customer = typeof original.customer === 'string' ? original.customer : original.customer?.id;
      const paymentMethod = typeof original.payment_method === 'string' ? original.payment_method : original.payment_method?.id;
      if (!customer || !paymentMethod) return { status: 'failed', code: 'invalid_token', message: messages.cardTokenInvalid };
      return offSessionThenOnSession(
        {
          amount: req.amountCents,
          currency: req.currency.toLowerCase(),
          customer,
          payment_method: paymentMethod,
          allowed_payment_method_types: ['card'],
          description: req.description,
          metadata: { gt_key: req.idempotencyKey },
        },
        req.idempotencyKey,
      );
    },

    // A ConfirmationToken is single-use: Stripe consumes it with this SetupIntent.
    async verify(req): Promise<VerifyResult> {
      try {
        const si = await stripe.setupIntents.create({
          confirm: true,
          confirmation_token: req.token,
          allowed_payment_method_types: ['card'],
          usage: 'off_session',
          expand: ['payment_method'],
        });
        const card = typeof si.payment_method === 'object' ? si.payment_method?.card : undefined;
        if (si.status === 'succeeded') return { ok: true, brand: card?.brand ?? 'card', last4: card?.last4 ?? '' };
        return {
          ok: false,
          ...declineOf(si.status === 'requires_action' ? { code: 'authentication_required' } : (si.last_setup_error ?? {})),
        };
      } catch (err) {
        const refused = refusalOf(err);
        if (refused) return { ok: false, code: refused.code, message: refused.message };
        throw err;
      }
    },

    // PaymentIntents created in the range (every page), then those of `ids` the range missed.
    async listCharges(q) {
      const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
      const listed = await stripe.paymentIntents
        .list({ created: { gte: seconds(q.from), lt: seconds(q.to) }, limit: 100, expand: ['data.latest_charge'] })
        .autoPagingToArray({ limit: 10_000 });
      const out = listed.map(chargeOf);
      const known = new Set(out.map((c) => c.chargeId));
      for (const id of q.ids.filter((i) => !known.has(i))) {
        try {
          out.push(chargeOf(await retrieve(id)));
        } catch (err) {
          if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') continue;
          throw err;
        }
      }
      return out.filter((c) => c.captured);
    },

    parseWebhook(rawBody, headers) {
      return parseStripeEvent(stripe, rawBody, headers, settings.WebhookSecret);
    },
  };
}
