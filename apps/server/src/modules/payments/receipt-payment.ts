/** A captured card payment as the receipt's payment line (spec 01 §3 "Payment line"; dollars). */
import type { TransactionResult } from '@gt/contract/transactions';
import { toDollars } from '@gt/domain/money';
import type { PaymentRow } from './payments-repository';

export function receiptPayments(payment: PaymentRow | undefined): TransactionResult['Payments'] {
  if (!payment) return [];
  return [
    {
      PaymentLineNo: payment.paymentLineNo,
      PaymentTypeID: payment.paymentTypeId,
      PaymentAmount: toDollars(payment.amountCents),
      CardType: payment.cardBrand ?? '',
      MaskedCardNumber: `************${payment.cardLast4 ?? ''}`,
      PaymentReference: payment.providerChargeId ?? '',
    },
  ];
}
