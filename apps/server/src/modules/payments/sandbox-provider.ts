/**
 * The built-in sandbox card provider (docs/architecture.md#payments, docs/payments.md#the-sandbox-provider).
 * Its hosted card fields post the card to /sandbox-pay/tokens: tokenizing checks Luhn, expiry and
 * CVV and keeps only brand and last 4 digits; the documented test numbers decide the payment:
 *
 * | number              | payment                                                        |
 * |---------------------|----------------------------------------------------------------|
 * | 4242 4242 4242 4242 | approved                                                       |
 * | 4000 0000 0000 0002 | declined: "Your card was declined."                            |
 * | 4000 0000 0000 9995 | declined: "Your card has insufficient funds."                  |
 * | 4000 0000 0000 0069 | declined: "Your card has expired."                             |
 * | 4000 0027 6000 3184 | 3-D Secure on every payment (the card on file too)             |
 * | 4000 0025 0000 3155 | 3-D Secure on the first payment only (the card on file passes) |
 * | 4000 0000 0000 0259 | approved, then the buyer disputes it                           |
 * | 4000 0000 0000 5126 | approved; its refunds fail                                     |
 * | any other valid one | approved                                                       |
 *
 * Tokens are random, single-use and expire after CardTokenMinutes. A payment that asks for
 * authentication is `requires_action` until the challenge page (/sandbox-pay/challenge) approves
 * or fails it; the sandbox then tells the webhook handling in-process, as a real provider's
 * webhook would (`payment_intent.succeeded` / `payment_failed`), and likewise for refunds and disputes.
 */
import { randomBytes } from 'node:crypto';
import type { CardToken, TokenizeError } from '@gt/contract/sandbox-pay';
import { cardBrand, cvvValid, expiryValid, lastFour, luhnValid, normalizeCardNumber } from '@gt/domain/card';
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { SandboxOutcome } from '../../db/sandbox-schema';
import { newCardToken, newChargeId, newRefundId } from '../../lib/random-codes';
import { paymentEventEmitter } from './events';
import type { DeclineCode, IntentResult, PaymentEvent, PaymentProvider } from './provider';
import {
  consumeToken,
  findCharge,
  findChargeByKey,
  findChargeBySecret,
  findUsableToken,
  insertCharge,
  insertToken,
  listCapturedCharges,
  refundCharge,
  settleAuthentication,
  settleRefund,
  tokenOutcome,
  type SandboxCharge,
} from './sandbox-repository';

export const SANDBOX_TEST_CARDS: Record<string, SandboxOutcome> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000002760003184': 'authenticate',
  '4000002500003155': 'authenticate_first',
  '4000000000000259': 'dispute',
  '4000000000005126': 'refund_fails',
};

type Declining = 'decline' | 'insufficient_funds' | 'expired_card';
const DECLINES: Record<Declining, { code: Exclude<DeclineCode, 'invalid_token' | 'authentication_failed'>; message: string }> = {
  decline: { code: 'card_declined', message: messages.cardDeclined },
  insufficient_funds: { code: 'insufficient_funds', message: messages.cardInsufficientFunds },
  expired_card: { code: 'expired_card', message: messages.cardExpired },
};
const declining = (o: SandboxOutcome): o is Declining => o in DECLINES;

/** How long after its answer the sandbox reports a refund's failure (its webhook). */
const REFUND_EVENT_DELAY_MS = 500;

/** Why a refund of a `refund_fails` card failed (as a provider's failure reason). */
export const SANDBOX_REFUND_FAILURE = 'The card was closed: the bank refused the refund (sandbox test card 4000 0000 0000 5126).';

/**
 * Turns card details into a token: 400-style `{ error, field }` for a bad number (Luhn),
 * expiry (past or impossible month) or CVV (3 digits, 4 for Amex).
 */
export async function tokenizeCard(
  db: Db,
  now: Date,
  card: { number: string; expMonth: number; expYear: number; cvv: string },
  tokenMinutes: number,
): Promise<CardToken | TokenizeError> {
  const number = normalizeCardNumber(card.number);
  const brand = cardBrand(number);
  if (!luhnValid(number)) return { error: messages.cardNumberInvalid, field: 'number' };
  if (!expiryValid(card.expMonth, card.expYear, now)) return { error: messages.cardExpiryInvalid, field: 'expiry' };
  if (!cvvValid(card.cvv.trim(), brand)) return { error: messages.cardCvvInvalid, field: 'cvv' };
  const token = newCardToken();
  const expiresAt = new Date(now.getTime() + tokenMinutes * 60_000);
  await insertToken(db, {
    token,
    brand,
    last4: lastFour(number),
    expMonth: card.expMonth,
    expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
    outcome: SANDBOX_TEST_CARDS[number] ?? 'approve',
    createdAt: now,
    expiresAt,
  });
  return { token, brand, last4: lastFour(number), expiresAt: expiresAt.toISOString() };
}

const resultOf = (c: SandboxCharge): IntentResult => {
  if (c.status === 'requires_action') return { status: 'requires_action', intentId: c.chargeId, clientSecret: c.clientSecret ?? '' };
  if (c.status === 'declined')
    return { status: 'failed', intentId: c.chargeId, code: c.failureCode ?? 'card_declined', message: c.failureMessage ?? messages.cardDeclined };
  return { status: 'succeeded', intentId: c.chargeId, brand: c.brand, last4: c.last4 };
};

const newClientSecret = (chargeId: string) => `${chargeId}_secret_${randomBytes(12).toString('base64url')}`;
const eventId = () => `evt_${randomBytes(12).toString('base64url')}`;

/**
 * The sandbox provider over the database and clock. `emit` hands its events to the webhook
 * handling: awaited after an authentication (the challenge page answers once the booking is made
 * or refused), sent after the answer for refunds and disputes (as a provider's webhook comes later).
 */
export function createSandboxProvider(db: Db, clock: () => Date, emit: (event: PaymentEvent) => Promise<void> = async () => undefined): PaymentProvider {
  const later = (event: PaymentEvent) => void setImmediate(() => void emit(event).catch(() => undefined));
  /** A new intent for `outcome` (a charge of a token, or of the card on file). */
  async function create(req: { idempotencyKey: string; token: string; amountCents: number; currency: string }, card: { brand: string; last4: string }, outcome: SandboxOutcome, onFile: boolean) {
    const chargeId = newChargeId();
    const decline = declining(outcome) ? DECLINES[outcome] : undefined;
    const authenticate = outcome === 'authenticate' || (outcome === 'authenticate_first' && !onFile);
    const charge = {
      chargeId,
      idempotencyKey: req.idempotencyKey,
      token: req.token,
      amountCents: req.amountCents,
      currency: req.currency,
      status: decline ? ('declined' as const) : authenticate ? ('requires_action' as const) : ('captured' as const),
      failureCode: decline?.code ?? null,
      failureMessage: decline?.message ?? null,
      clientSecret: authenticate ? newClientSecret(chargeId) : null,
      brand: card.brand,
      last4: card.last4,
      createdAt: clock(),
    };
    await insertCharge(db, charge);
    if (charge.status === 'captured' && outcome === 'dispute')
      later({ id: eventId(), type: 'dispute.created', intentId: chargeId, disputeId: `dp_${randomBytes(12).toString('base64url')}`, amountCents: req.amountCents, reason: 'fraudulent' });
    return resultOf(charge);
  }
  return {
    name: 'sandbox',
    async createIntent(req) {
      const earlier = await findChargeByKey(db, req.idempotencyKey);
      if (earlier) return resultOf(earlier);
      const token = await consumeToken(db, req.token, clock());
      if (!token) return { status: 'failed', code: 'invalid_token', message: messages.cardTokenInvalid };
      return create(req, token, token.outcome, false);
    },
    async retrieveIntent(intentId) {
      const charge = await findCharge(db, intentId);
      if (!charge) throw new Error(`No sandbox payment ${intentId}.`);
      return resultOf(charge);
    },
    async cancelIntent(intentId) {
      await settleAuthentication(db, intentId, { approve: false, message: messages.cardAuthenticationFailed });
    },
    async findIntent(idempotencyKey) {
      const earlier = await findChargeByKey(db, idempotencyKey);
      return earlier && resultOf(earlier);
    },
    async refund(req) {
      const charge = await findCharge(db, req.chargeId);
      const fails = charge ? (await tokenOutcome(db, charge.token)) === 'refund_fails' : false;
      const r = await refundCharge(db, {
        chargeId: req.chargeId,
        amountCents: req.amountCents,
        idempotencyKey: req.idempotencyKey ?? `full:${req.chargeId}`,
        refundId: newRefundId(),
        now: clock(),
        status: fails ? 'pending' : 'succeeded',
      });
      if (r.ok && r.created && fails) {
        const refundId = r.refundId;
        // Like a provider's webhook, the failure comes a little after the answer (once the refund is recorded).
        setTimeout(
          () =>
            void settleRefund(db, refundId, 'failed')
              .then(() => emit({ id: eventId(), type: 'refund.failed', intentId: req.chargeId, refundId, reason: SANDBOX_REFUND_FAILURE }))
              .catch(() => undefined),
          REFUND_EVENT_DELAY_MS,
        );
      }
      if (r.ok && r.status === 'failed') return { ok: false, message: SANDBOX_REFUND_FAILURE };
      return r.ok ? { ok: true, refundId: r.refundId, status: r.status === 'succeeded' ? 'succeeded' : 'pending' } : r;
    },
    async chargeOnFile(req) {
      const earlier = await findChargeByKey(db, req.idempotencyKey);
      if (earlier) return resultOf(earlier);
      const original = await findCharge(db, req.chargeId);
      if (!original || original.status === 'declined' || original.status === 'requires_action')
        return { status: 'failed', code: 'invalid_token', message: messages.cardTokenInvalid };
      const outcome = (await tokenOutcome(db, original.token)) ?? 'approve';
      return create({ ...req, token: original.token }, original, outcome, true);
    },
    async verify(req) {
      const token = await findUsableToken(db, req.token, clock());
      if (!token) return { ok: false, code: 'invalid_token', message: messages.cardTokenInvalid };
      if (declining(token.outcome)) return { ok: false, ...DECLINES[token.outcome] };
      return { ok: true, brand: token.brand, last4: token.last4 };
    },
    async listCharges(q) {
      return (await listCapturedCharges(db, q)).map((c) => ({ ...c, captured: true }));
    },
  };
}

/** What the challenge page shows of the payment a client secret authenticates (amount in cents); undefined when unknown. */
export async function sandboxIntentForChallenge(
  db: Db,
  clientSecret: string,
): Promise<{ intentId: string; amountCents: number; currency: string; brand: string; last4: string; status: SandboxCharge['status'] } | undefined> {
  const c = await findChargeBySecret(db, clientSecret);
  return c && { intentId: c.chargeId, amountCents: c.amountCents, currency: c.currency, brand: c.brand, last4: c.last4, status: c.status };
}

/**
 * The challenge page's answer (approve or fail) for the payment of `clientSecret`: the payment is
 * captured or declined ("We are unable to authenticate your payment method…"), then its webhook
 * event is handled (awaited: the booking is made or refused before this resolves). Undefined for an
 * unknown secret; a payment already settled keeps its outcome (a second click changes nothing).
 */
export async function authenticateSandboxIntent(ctx: AppContext, a: { clientSecret: string; approve: boolean }): Promise<'succeeded' | 'failed' | undefined> {
  const db = ctx.db;
  const emit = paymentEventEmitter(ctx, 'sandbox');
  const c = await findChargeBySecret(db, a.clientSecret);
  if (!c) return undefined;
  const settled = await settleAuthentication(db, c.chargeId, { approve: a.approve, message: messages.cardAuthenticationFailed });
  const status = settled.status === 'captured' || settled.status === 'refunded' ? 'succeeded' : 'failed';
  if (settled.changed)
    await emit(
      status === 'succeeded'
        ? { id: eventId(), type: 'intent.succeeded', intentId: c.chargeId }
        : { id: eventId(), type: 'intent.failed', intentId: c.chargeId, message: messages.cardAuthenticationFailed },
    );
  return status;
}
