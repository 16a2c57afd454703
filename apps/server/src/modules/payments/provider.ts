/**
 * Card payment provider interface (DESIGN.md "Payments"): the middleware charges a browser-made
 * token, refunds a charge, or verifies a token for zero dollars. Amounts are integer cents.
 * Real providers are adapters behind this interface; `sandbox` is the built-in default.
 */
import type { AppContext } from '../../app-context';
import { createSandboxProvider } from './sandbox-provider';

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

export type VerifyResult = { ok: true; brand: string; last4: string } | { ok: false; code: DeclineCode; message: string };

export interface PaymentProvider {
  readonly name: string;
  /** Captures `amountCents` from the token's card; a decline carries the text to show the visitor. */
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** Refunds a captured charge in full; refunding twice is harmless. */
  refund(req: { chargeId: string; amountCents: number }): Promise<{ ok: boolean; message?: string }>;
  /** The charge made earlier with this idempotency key, if any (crash recovery). */
  findCharge(idempotencyKey: string): Promise<ChargeResult | undefined>;
  /** Zero-dollar check that a token is usable (does not consume it). */
  verify(req: { token: string }): Promise<VerifyResult>;
}

const defaults = new WeakMap<AppContext, PaymentProvider>();

/** The context's provider: `ctx.payments`, else the configured one (created once per context). */
export function paymentProvider(ctx: AppContext): PaymentProvider {
  if (ctx.payments) return ctx.payments;
  let p = defaults.get(ctx);
  if (!p) {
    p = createSandboxProvider(ctx.db, ctx.clock);
    defaults.set(ctx, p);
  }
  return p;
}
