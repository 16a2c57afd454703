/**
 * One card payment per Idempotency-Key (docs/architecture.md#payments), shared by every payment kind (ticket
 * sale, tab sale, booking change; a new card's token or the card on file): the payment is recorded
 * `pending` before the provider is called (crash recovery), then the provider's idempotent intent,
 * then `captured`, `declined` or `requires_action` (3-D Secure: PaymentActionRequiredError, the
 * attempt answers 402 and waits). A key whose payment waits for authentication asks the provider
 * how it ended; one already past that (a retry) is returned as it is, without a new charge.
 */
import { messages } from '@gt/domain/messages';
import type { PaymentActionRequired } from '@gt/contract/card-fields';
import type { AppContext } from '../../app-context';
import { recordPendingPayment, updatePayment, type PaymentRow } from './payments-repository';
import { paymentProvider, type IntentResult } from './provider';

export interface CardCharge {
  idempotencyKey: string;
  paymentLineNo: number;
  paymentTypeId: number;
  /** The browser's one-use token from the hosted card fields; or, with `onFileChargeId`, unused. */
  token: string;
  /** Charge the card of this earlier charge instead (the card on file of a booking, spec 02 §2.7). */
  onFileChargeId?: string;
  /** Keep the card for later charges of the booking ("Use Card on File"); default true. */
  saveCard?: boolean;
  amountCents: number;
  /** Shown on the card statement. */
  description: string;
}

/** The card holder's bank asks to authenticate the payment (thrown by chargeCard; runPaymentAttempt answers 402). */
export class PaymentActionRequiredError extends Error {
  constructor(readonly payment: PaymentRow) {
    super(messages.cardAuthenticationRequired);
  }
}

/** The 402 body of a payment waiting for authentication. */
export function actionRequiredBody(payment: PaymentRow): PaymentActionRequired {
  return { Errors: [{ ErrorMessage: messages.cardAuthenticationRequired }], PaymentAction: { ClientSecret: payment.actionSecret ?? '' } };
}

/**
 * Charges the card once per key and returns the payment `captured` or `declined` (its message is
 * the visitor's text). Throws PaymentActionRequiredError while the bank asks for authentication,
 * and whatever the provider throws (unreachable: the payment stays `pending` for recovery).
 */
export async function chargeCard(ctx: AppContext, c: CardCharge): Promise<PaymentRow> {
  const provider = paymentProvider(ctx);
  let payment = await recordPendingPayment(ctx.db, {
    idempotencyKey: c.idempotencyKey,
    paymentLineNo: c.paymentLineNo,
    paymentTypeId: c.paymentTypeId,
    provider: provider.name,
    amountCents: c.amountCents,
    currency: ctx.config.Public.Currency,
    createdAt: ctx.clock(),
  });
  if (payment.status === 'pending') {
    const request = { amountCents: payment.amountCents, currency: payment.currency, idempotencyKey: c.idempotencyKey, description: c.description };
    const r = c.onFileChargeId
      ? await provider.chargeOnFile({ ...request, chargeId: c.onFileChargeId })
      : await provider.createIntent({ ...request, token: c.token, saveCard: c.saveCard ?? true });
    payment = await recordIntent(ctx, payment, r);
  } else if (payment.status === 'requires_action' && payment.providerChargeId) {
    payment = await recordIntent(ctx, payment, await provider.retrieveIntent(payment.providerChargeId));
  }
  if (payment.status === 'requires_action') throw new PaymentActionRequiredError(payment);
  return payment;
}

/** Records where the provider's intent stands on the payment row. */
export async function recordIntent(ctx: AppContext, payment: PaymentRow, r: IntentResult): Promise<PaymentRow> {
  const updatedAt = ctx.clock();
  if (r.status === 'succeeded')
    return updatePayment(ctx.db, payment.paymentId, { status: 'captured', providerChargeId: r.intentId, cardBrand: r.brand, cardLast4: r.last4, actionSecret: null, updatedAt });
  if (r.status === 'failed')
    return updatePayment(ctx.db, payment.paymentId, { status: 'declined', providerChargeId: r.intentId ?? payment.providerChargeId ?? undefined, message: r.message, actionSecret: null, updatedAt });
  return updatePayment(ctx.db, payment.paymentId, { status: 'requires_action', providerChargeId: r.intentId, actionSecret: r.clientSecret, updatedAt });
}

/**
 * Settles a payment that waits for authentication when nobody will finish it now (its attempt was
 * refused before the charge step, or the visitor went away): asks the provider, cancels an intent
 * still waiting, and records the outcome (`captured`: the money was taken, refund it; `declined`).
 */
export async function settleWaitingPayment(ctx: AppContext, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'requires_action' || !payment.providerChargeId) return payment;
  const provider = paymentProvider(ctx);
  let r = await provider.retrieveIntent(payment.providerChargeId);
  if (r.status === 'requires_action') {
    await provider.cancelIntent(payment.providerChargeId);
    r = await provider.retrieveIntent(payment.providerChargeId);
  }
  if (r.status === 'requires_action') throw new Error(`payment intent ${payment.providerChargeId} still waits for authentication after its cancellation`);
  return recordIntent(ctx, payment, r);
}
