/**
 * The built-in sandbox card provider (docs/architecture.md#payments). Tokenizing checks Luhn, expiry and
 * CVV and keeps only brand and last 4 digits; the documented test numbers decide the charge:
 *
 * | number              | charge result                                   |
 * |---------------------|-------------------------------------------------|
 * | 4242 4242 4242 4242 | approved                                        |
 * | 4000 0000 0000 0002 | declined: "Your card was declined."             |
 * | 4000 0000 0000 9995 | declined: "Your card has insufficient funds."   |
 * | 4000 0000 0000 0069 | declined: "Your card has expired."              |
 * | any other valid one | approved                                        |
 *
 * Tokens are random, single-use and expire after CardTokenMinutes.
 */
import type { CardToken, TokenizeError } from '@gt/contract/sandbox-pay';
import { cardBrand, cvvValid, expiryValid, lastFour, luhnValid, normalizeCardNumber } from '@gt/domain/card';
import { messages } from '@gt/domain/messages';
import type { Db } from '../../db/client';
import type { SandboxOutcome } from '../../db/sandbox-schema';
import { newCardToken, newChargeId, newRefundId } from '../../lib/random-codes';
import type { ChargeResult, DeclineCode, PaymentProvider } from './provider';
import {
  consumeToken,
  findCharge,
  findChargeByKey,
  findUsableToken,
  insertCharge,
  insertToken,
  refundCharge,
  type SandboxCharge,
} from './sandbox-repository';

export const SANDBOX_TEST_CARDS: Record<string, SandboxOutcome> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

const DECLINES: Record<Exclude<SandboxOutcome, 'approve'>, { code: Exclude<DeclineCode, 'invalid_token'>; message: string }> = {
  decline: { code: 'card_declined', message: messages.cardDeclined },
  insufficient_funds: { code: 'insufficient_funds', message: messages.cardInsufficientFunds },
  expired_card: { code: 'expired_card', message: messages.cardExpired },
};

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

const resultOf = (c: SandboxCharge): ChargeResult =>
  c.status === 'declined'
    ? { ok: false, code: c.failureCode ?? 'card_declined', message: c.failureMessage ?? messages.cardDeclined }
    : { ok: true, chargeId: c.chargeId, brand: c.brand, last4: c.last4 };

/** The sandbox provider over the database and clock. */
export function createSandboxProvider(db: Db, clock: () => Date): PaymentProvider {
  return {
    name: 'sandbox',
    async charge(req) {
      const earlier = await findChargeByKey(db, req.idempotencyKey);
      if (earlier) return resultOf(earlier);
      const now = clock();
      const token = await consumeToken(db, req.token, now);
      if (!token) return { ok: false, code: 'invalid_token', message: messages.cardTokenInvalid };
      const decline = token.outcome === 'approve' ? undefined : DECLINES[token.outcome];
      const charge = {
        chargeId: newChargeId(),
        idempotencyKey: req.idempotencyKey,
        token: req.token,
        amountCents: req.amountCents,
        currency: req.currency,
        status: decline ? ('declined' as const) : ('captured' as const),
        failureCode: decline?.code ?? null,
        failureMessage: decline?.message ?? null,
        brand: token.brand,
        last4: token.last4,
        createdAt: now,
      };
      await insertCharge(db, charge);
      return resultOf(charge);
    },
    async findCharge(idempotencyKey) {
      const earlier = await findChargeByKey(db, idempotencyKey);
      return earlier && resultOf(earlier);
    },
    async refund(req) {
      return refundCharge(db, { chargeId: req.chargeId, amountCents: req.amountCents, idempotencyKey: req.idempotencyKey ?? `full:${req.chargeId}`, refundId: newRefundId(), now: clock() });
    },
    async chargeOnFile(req) {
      const earlier = await findChargeByKey(db, req.idempotencyKey);
      if (earlier) return resultOf(earlier);
      const original = await findCharge(db, req.chargeId);
      if (!original || original.status === 'declined') return { ok: false, code: 'invalid_token', message: messages.cardTokenInvalid };
      const charge = {
        chargeId: newChargeId(),
        idempotencyKey: req.idempotencyKey,
        token: original.token,
        amountCents: req.amountCents,
        currency: req.currency,
        status: 'captured' as const,
        failureCode: null,
        failureMessage: null,
        brand: original.brand,
        last4: original.last4,
        createdAt: clock(),
      };
      await insertCharge(db, charge);
      return resultOf(charge);
    },
    async verify(req) {
      const token = await findUsableToken(db, req.token, clock());
      if (!token) return { ok: false, code: 'invalid_token', message: messages.cardTokenInvalid };
      if (token.outcome !== 'approve') return { ok: false, ...DECLINES[token.outcome] };
      return { ok: true, brand: token.brand, last4: token.last4 };
    },
  };
}
