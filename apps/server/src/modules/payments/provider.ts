/**
 * Card payment provider interface (docs/architecture.md#payments): the provider's hosted card fields
 * give the browser a one-use token; the middleware creates and confirms a payment intent with it
 * (3-D Secure as a `requires_action` step), refunds, charges the card on file, verifies a card for
 * zero dollars and reads the provider's webhooks. Amounts are integer cents.
 * Real providers are adapters behind this interface, listed in `paymentProviders` under the name
 * the configuration's `PaymentProvider` takes (docs/payments.md#adding-a-card-provider); `sandbox` is the
 * built-in default.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { paymentEventEmitter } from './events';
import { createSandboxProvider } from './sandbox-provider';
import { sandboxPayRoutes } from './sandbox-routes';
import { STRIPE_CSP, stripePayRoutes } from './stripe/routes';
import { createStripeProvider } from './stripe/stripe-provider';

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'invalid_token' | 'authentication_failed';

/**
 * A payment intent (docs/architecture.md#payments): created and confirmed by the server with the
 * one-use token of the provider's hosted card fields (the sandbox's card token, Stripe's
 * ConfirmationToken), captured at once. Amounts are integer cents.
 */
export interface IntentRequest {
  token: string;
  amountCents: number;
  currency: string;
  /** Same key → same intent (the provider never charges twice for one key). */
  idempotencyKey: string;
  /** Shown on the card statement. */
  description: string;
  /** Keep the card for later charges of the same booking (spec 02 §2.7 "Use Card on File"). */
  saveCard: boolean;
}

/**
 * Where an intent stands. `requires_action`: the card holder's bank asks for authentication
 * (3-D Secure); the browser runs `GTCardFields.handleAction(clientSecret)` and the server asks
 * again with `retrieveIntent`. `failed` carries the text to show the visitor.
 */
export type IntentResult =
  | { status: 'succeeded'; intentId: string; brand: string; last4: string }
  | { status: 'requires_action'; intentId: string; clientSecret: string }
  | { status: 'failed'; intentId?: string; code: DeclineCode; message: string };

export interface RefundRequest {
  /** The captured intent (our `payments.provider_charge_id`). */
  chargeId: string;
  amountCents: number;
  /** Same key → same refund; unset: the charge's one full refund. */
  idempotencyKey?: string;
}

/**
 * A refund the provider accepted: `succeeded` at once, or `pending` until its webhook
 * (`refund.succeeded` / `refund.failed`) settles it. `ok: false`: refused now, with its reason.
 */
export type RefundResult = { ok: true; refundId: string; status: 'succeeded' | 'pending' } | { ok: false; message: string };

export type VerifyResult = { ok: true; brand: string; last4: string } | { ok: false; code: DeclineCode; message: string };

/**
 * A provider's webhook event, in our terms (docs/payments.md#webhooks). `id` is the provider's
 * event id (each is handled once); `intentId` is the payment's `provider_charge_id`.
 */
export type PaymentEvent =
  | { id: string; type: 'intent.succeeded'; intentId: string }
  | { id: string; type: 'intent.failed'; intentId: string; message: string }
  | { id: string; type: 'refund.succeeded'; intentId: string; refundId: string }
  | { id: string; type: 'refund.failed'; intentId: string; refundId: string; reason: string }
  | { id: string; type: 'dispute.created'; intentId: string; disputeId: string; amountCents: number; reason: string }
  | { id: string; type: 'ignored'; providerType: string };

/**
 * A payment as the provider records it, for the reconciliation (money-reports/reconciliation.ts):
 * what it captured and what of it is refunded (refunds succeeded or still pending; a failed one
 * gave its amount back), integer cents. `captured` false: never captured (declined, abandoned,
 * waiting for authentication), `amountCents` 0.
 */
export interface ProviderCharge {
  chargeId: string;
  captured: boolean;
  amountCents: number;
  refundedCents: number;
  createdAt: Date;
}

/** A webhook whose signature does not verify (answered 400). */
export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: string;
  /** Creates and confirms an intent for the browser's token; idempotent per `idempotencyKey`. */
  createIntent(req: IntentRequest): Promise<IntentResult>;
  /** Where an intent stands now (after the browser's authentication step). */
  retrieveIntent(intentId: string): Promise<IntentResult>;
  /** Cancels an intent still waiting for authentication (abandoned); harmless on a settled one. */
  cancelIntent(intentId: string): Promise<void>;
  /** The intent made earlier with this idempotency key, if any (crash recovery). */
  findIntent(idempotencyKey: string): Promise<IntentResult | undefined>;
  /**
   * Refunds `amountCents` of a captured intent (all of it, or part: a booking change). Idempotent
   * per `idempotencyKey` (default: one full refund per charge, so refunding twice is harmless);
   * refuses a refund that would take back more than was captured.
   */
  refund(req: RefundRequest): Promise<RefundResult>;
  /**
   * Charges the saved card of an earlier intent again (spec 02 §2.7 "Use Card on File"),
   * off-session; when the bank asks for authentication, answers `requires_action` for an
   * on-session authentication in the visitor's browser. Idempotent per `idempotencyKey`.
   */
  chargeOnFile(req: { chargeId: string; amountCents: number; currency: string; idempotencyKey: string; description: string }): Promise<IntentResult>;
  /** Zero-amount check that a token's card is usable (does not consume it). */
  verify(req: { token: string }): Promise<VerifyResult>;
  /**
   * The captured payments made in `[from, to)` and, wherever made, those of `ids` (ours that the
   * range may have missed). An id the provider does not know is left out. Absent: the provider
   * cannot be reconciled.
   */
  listCharges?(q: { from: Date; to: Date; ids: string[] }): Promise<ProviderCharge[]>;
  /**
   * Verifies a webhook's signature over its raw body and reads its event; throws
   * WebhookSignatureError for a bad signature. Absent: the provider has no webhooks endpoint.
   */
  parseWebhook?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

/** A card provider the configuration can name. */
export interface PaymentProviderEntry {
  /**
   * The adapter over the context (database, clock, configuration). `emit` hands an event to the
   * webhook handling (a provider that knows of an event in-process, like the sandbox, calls it
   * instead of posting to its own webhook endpoint).
   */
  create(ctx: AppContext, emit: (event: PaymentEvent) => Promise<void>): PaymentProvider;
  /** Endpoints the provider itself serves (the sandbox's tokenizer script and tokens), and where. */
  routes?: { prefix: string; plugin(ctx: AppContext): FastifyPluginAsync };
  /**
   * A provider for trying the store, which moves no money (the sandbox): refused under
   * NODE_ENV=production unless GT_ALLOW_DEVELOPMENT_PROVIDERS=1 (config/development-providers.ts).
   */
  development?: boolean;
  /**
   * Origins the provider's browser module needs, added to the page's Content-Security-Policy
   * (`script-src`, `frame-src`, `connect-src`) only when this provider is configured.
   */
  csp?: { script?: string[]; frame?: string[]; connect?: string[] };
}

/** The card providers by their `PaymentProvider` configuration name. */
export const paymentProviders: Record<string, PaymentProviderEntry> = {
  sandbox: {
    development: true,
    create: (ctx, emit) => createSandboxProvider(ctx.db, ctx.clock, emit),
    routes: { prefix: '/sandbox-pay', plugin: (ctx) => sandboxPayRoutes(ctx) as FastifyPluginAsync },
  },
  stripe: {
    create: (ctx) => createStripeProvider(ctx.config.Stripe),
    routes: { prefix: '/stripe-pay', plugin: () => stripePayRoutes },
    csp: STRIPE_CSP,
  },
};

/** The configured provider's entry; throws (stopping the start) for a name that is not listed. */
export function configuredProvider(ctx: AppContext): PaymentProviderEntry {
  const name = ctx.config.PaymentProvider;
  const entry = Object.hasOwn(paymentProviders, name) ? paymentProviders[name] : undefined;
  if (!entry) throw new Error(`Invalid configuration: PaymentProvider "${name}" is not a known card provider (known: ${Object.keys(paymentProviders).join(', ')})`);
  return entry;
}

const created = new WeakMap<AppContext, PaymentProvider>();

/** The context's provider: `ctx.payments`, else the configured one (created once per context). */
export function paymentProvider(ctx: AppContext): PaymentProvider {
  if (ctx.payments) return ctx.payments;
  let p = created.get(ctx);
  if (!p) {
    p = configuredProvider(ctx).create(ctx, paymentEventEmitter(ctx, ctx.config.PaymentProvider));
    created.set(ctx, p);
  }
  return p;
}
