/**
 * Card payment provider interface (docs/architecture.md#payments): the middleware charges a browser-made
 * token, refunds a charge, or verifies a token for zero dollars. Amounts are integer cents.
 * Real providers are adapters behind this interface, listed in `paymentProviders` under the name
 * the configuration's `PaymentProvider` takes (docs/payments.md#adding-a-card-provider); `sandbox` is the
 * built-in default.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createSandboxProvider } from './sandbox-provider';
import { sandboxPayRoutes } from './sandbox-routes';

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'invalid_token';

export interface ChargeRequest {
  token: string;
  amountCents: number;
  currency: string;
  /** Same key → same charge (the provider never charges twice for one key). */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult = { ok: true; chargeId: string; brand: string; last4: string } | { ok: false; code: DeclineCode; message: string };

export interface RefundRequest {
  chargeId: string;
  amountCents: number;
  /** Same key → same refund; unset: the charge's one full refund. */
  idempotencyKey?: string;
}

export type RefundResult = { ok: true; refundId: string } | { ok: false; message: string };

export type VerifyResult = { ok: true; brand: string; last4: string } | { ok: false; code: DeclineCode; message: string };

export interface PaymentProvider {
  readonly name: string;
  /** Captures `amountCents` from the token's card; a decline carries the text to show the visitor. */
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /**
   * Refunds `amountCents` of a captured charge (all of it, or part: a booking change), against the
   * original charge. Idempotent per `idempotencyKey` (default: one full refund per charge, so
   * refunding twice is harmless); refuses a refund that would take back more than was captured.
   */
  refund(req: RefundRequest): Promise<RefundResult>;
  /**
   * Charges the card of an earlier captured charge again (the card on file of a booking, spec 02
   * §2.7 "Use Card on File"): a real provider's stored payment method or network token, charged
   * off-session. Idempotent per `idempotencyKey` like `charge`.
   */
  chargeOnFile(req: { chargeId: string; amountCents: number; currency: string; idempotencyKey: string; description: string }): Promise<ChargeResult>;
  /** The charge made earlier with this idempotency key, if any (crash recovery). */
  findCharge(idempotencyKey: string): Promise<ChargeResult | undefined>;
  /** Zero-dollar check that a token is usable (does not consume it). */
  verify(req: { token: string }): Promise<VerifyResult>;
}

/** A card provider the configuration can name. */
export interface PaymentProviderEntry {
  /** The adapter over the context (database, clock, configuration). */
  create(ctx: AppContext): PaymentProvider;
  /** Endpoints the provider itself serves (the sandbox's tokenizer script and tokens), and where. */
  routes?: { prefix: string; plugin(ctx: AppContext): FastifyPluginAsync };
  /**
   * A provider for trying the store, which moves no money (the sandbox): refused under
   * NODE_ENV=production unless GT_ALLOW_DEVELOPMENT_PROVIDERS=1 (config/development-providers.ts).
   */
  development?: boolean;
}

/** The card providers by their `PaymentProvider` configuration name. */
export const paymentProviders: Record<string, PaymentProviderEntry> = {
  sandbox: {
    development: true,
    create: (ctx) => createSandboxProvider(ctx.db, ctx.clock),
    routes: { prefix: '/sandbox-pay', plugin: (ctx) => sandboxPayRoutes(ctx) as FastifyPluginAsync },
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
    p = configuredProvider(ctx).create(ctx);
    created.set(ctx, p);
  }
  return p;
}
