/**
 * One card charge per Idempotency-Key (DESIGN.md "Payments"), shared by every payment kind (ticket
 * sale, tab sale): the payment is recorded `pending` before the provider is called (crash
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
  token: string;
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
    const r = await paymentProvider(ctx).charge({
      token: c.token,
      amountCents: payment.amountCents,
      currency: payment.currency,
      idempotencyKey: c.idempotencyKey,
      description: c.description,
    });
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
