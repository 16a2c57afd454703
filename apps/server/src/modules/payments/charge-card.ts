/**
 * One card charge per Idempotency-Key (docs/architecture.md#payments), shared by every payment kind (ticket
 * sale, tab sale, booking change; a new card's token or the card on file): the payment is recorded `pending` before the provider is called (crash
 * recovery), then the provider's idempotent charge, then `captured` or `declined`. A key whose
 * payment is already past `pending` (a retry) is returned as it is, without a new charge.
 */
import type { AppContext } from '../../app-context';
import { recordPendingPayment, updatePayment, type PaymentRow } from './payments-repository';
import { paymentProvider } from './provider';

export interface CardCharge {
  idempotencyKey: string;
  paymentLineNo: number;
  paymentTypeId: number;
  /** The browser's card token; or, with `onFileChargeId`, unused. */
  token: string;
  /** Charge the card of this earlier charge instead (the card on file of a booking, spec 02 §2.7). */
  onFileChargeId?: string;
  amountCents: number;
  /** Shown on the card statement. */
  description: string;
}

export async function chargeCard(ctx: AppContext, c: CardCharge): Promise<PaymentRow> {
  let payment = await recordPendingPayment(ctx.db, {
    idempotencyKey: c.idempotencyKey,
    paymentLineNo: c.paymentLineNo,
    paymentTypeId: c.paymentTypeId,
    provider: paymentProvider(ctx).name,
    amountCents: c.amountCents,
    currency: ctx.config.Public.Currency,
    createdAt: ctx.clock(),
  });
  if (payment.status === 'pending') {
    const request = { amountCents: payment.amountCents, currency: payment.currency, idempotencyKey: c.idempotencyKey, description: c.description };
    const r = c.onFileChargeId
      ? await paymentProvider(ctx).chargeOnFile({ ...request, chargeId: c.onFileChargeId })
      : await paymentProvider(ctx).charge({ ...request, token: c.token });
    payment = await updatePayment(
      ctx.db,
      payment.paymentId,
      r.ok
        ? { status: 'captured', providerChargeId: r.chargeId, cardBrand: r.brand, cardLast4: r.last4, updatedAt: ctx.clock() }
        : { status: 'declined', message: r.message, updatedAt: ctx.clock() },
    );
  }
  return payment;
}
