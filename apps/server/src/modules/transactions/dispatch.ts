/**
 * One POST /middleware/api/Transactions by its TransactionType (spec 01 §7, spec 02 §7): a ticket
 * sale ('Sale', transactions/service.ts), a tab sale ('Tab Sale', tab-sales/service.ts) or a
 * booking change (booking-changes/service.ts). Used by the route and by whatever finishes a payment
 * that waited for 3-D Secure (payment-webhooks/resume.ts) with the request it kept.
 */
import type { PaymentTransactionRequest } from '@gt/contract/tab-sales';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { postBookingChange } from '../booking-changes/service';
import { postTabSale } from '../tab-sales/service';
import { postTransaction, type TransactionOutcome } from './service';

export async function postPaymentTransaction(
  ctx: AppContext,
  input: { body: z.output<typeof PaymentTransactionRequest>; idempotencyKey?: string },
): Promise<TransactionOutcome | Awaited<ReturnType<typeof postBookingChange>>> {
  const { body } = input;
  if (body.TransactionType === 'Tab Sale') return postTabSale(ctx, { ...input, body });
  if (body.TransactionType === 'Sale') return postTransaction(ctx, { ...input, body });
  return postBookingChange(ctx, { ...input, body });
}
