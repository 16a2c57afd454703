/**
 * Payment reconciliation (docs/operator-guide.md#payment-reconciliation): our card payments made in a
 * range of venue dates, with what we refunded of each, against the configured provider's own
 * records (`PaymentProvider.listCharges`: the sandbox's tables, Stripe's PaymentIntents), matched
 * by the provider's charge id. Cents.
 */
import { sql } from 'drizzle-orm';
import type { Reconciliation, ReconciliationRow, ReconciliationState } from '@gt/contract/admin/money-reports';
import { adminMessages } from '@gt/domain/admin-messages';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { paymentProvider, type ProviderCharge } from '../payments/provider';
import { rows, venueRange } from '../sales-report/service';

interface OurPayment {
  charge_id: string;
  receipt_no: number | null;
  created_at: string | Date;
  amount_cents: number;
  refunded_cents: number;
}

/**
 * GET /money-reports/reconciliation?from&to: a row per charge, ours or the provider's, made in
 * venue dates `from`..`to` (inclusive): ours are the payments the provider captured (those of an
 * attempt refunded whole too); what we refunded counts refunds that succeeded or that the provider
 * holds as pending (a failed one gave the money back). Errors: 400 `dateRange`; 409
 * `reconciliationUnavailable` when the provider cannot list its payments.
 */
export async function reconcile(ctx: AppContext, from: string, to: string): Promise<Reconciliation> {
  const { start, end } = venueRange(ctx, from, to);
  const provider = paymentProvider(ctx);
  if (!provider.listCharges) throw new ApiError(409, adminMessages.reconciliationUnavailable);
  const ours = await rows<OurPayment>(
    ctx.db,
    sql`select p.provider_charge_id as charge_id, p.receipt_no, p.created_at, p.amount_cents,
          coalesce((select sum(r.amount_cents) from card_refunds r where r.payment_id = p.payment_id
            and (r.status = 'succeeded' or (r.status = 'pending' and r.provider_refund_id is not null))), 0)::int as refunded_cents
        from payments p where p.provider = ${provider.name} and p.provider_charge_id is not null and p.status in ('captured', 'refunded')
          and p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz
        order by p.created_at, p.payment_id`,
  );
  const theirs = await provider.listCharges({ from: new Date(start), to: new Date(end), ids: ours.map((o) => o.charge_id) });
  const byId = new Map<string, ProviderCharge>(theirs.map((c) => [c.chargeId, c]));
  const seen = new Set<string>();
  const out: ReconciliationRow[] = ours.map((o) => {
    seen.add(o.charge_id);
    const c = byId.get(o.charge_id);
    const state: ReconciliationState = !c
      ? 'missingAtProvider'
      : c.amountCents !== o.amount_cents
        ? 'amountDiffers'
        : c.refundedCents !== o.refunded_cents
          ? 'refundDiffers'
          : 'matched';
    return {
      chargeId: o.charge_id,
      receiptNo: o.receipt_no,
      createdAt: new Date(o.created_at).toISOString(),
      ourAmountCents: o.amount_cents,
      providerAmountCents: c?.amountCents ?? null,
      ourRefundedCents: o.refunded_cents,
      providerRefundedCents: c?.refundedCents ?? null,
      state,
    };
  });
  for (const c of theirs) {
    if (seen.has(c.chargeId) || c.createdAt < new Date(start) || c.createdAt >= new Date(end)) continue;
    out.push({
      chargeId: c.chargeId,
      receiptNo: null,
      createdAt: c.createdAt.toISOString(),
      ourAmountCents: null,
      providerAmountCents: c.amountCents,
      ourRefundedCents: null,
      providerRefundedCents: c.refundedCents,
      state: 'missingHere',
    });
  }
  const sum = (f: (r: ReconciliationRow) => number | null) => out.reduce((n, r) => n + (f(r) ?? 0), 0);
  return {
    from,
    to,
    provider: provider.name,
    rows: out,
    totals: {
      ourCapturedCents: sum((r) => r.ourAmountCents),
      providerCapturedCents: sum((r) => r.providerAmountCents),
      ourRefundedCents: sum((r) => r.ourRefundedCents),
      providerRefundedCents: sum((r) => r.providerRefundedCents),
      differences: out.filter((r) => r.state !== 'matched').length,
    },
  };
}
