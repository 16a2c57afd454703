/**
 * POST Transactions with TransactionType 'Tab Sale' (spec 02 §3 "Tab-sale transaction", §7 "A
 * tab sale adds tab customer fields"; docs/food-ordering.md). The same payment path as a ticket sale, without
 * seats: claim the Idempotency-Key (a retry replays the first answer) → the customer and its
 * CustomerToken → re-price (location open now, products, options, notes, prices; 409 on any
 * difference) → the payment line → charge the card once → booking transaction (location still
 * open, order number, sale, receipt). A refusal after a capture refunds the charge and stores the
 * refusal as the key's answer; one before any charge frees the key.
 */
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../../app-context';
import { ApiError, errorBody } from '../../http/errors';
import { customerForPayment } from '../customers/service';
import { chargeCard } from '../payments/charge-card';
import type { PaymentRow } from '../payments/payments-repository';
import { runPaymentAttempt } from '../transactions/payment-attempt';
import { cardPayment, type TransactionOutcome } from '../transactions/service';
import { bookTabSale } from './book';
import { repriceTabSale, type TabSaleInput } from './reprice';

/**
 * Handles one tab sale. Returns the receipt (200) or a stored refusal (422 declined; 409 refused
 * after the charge, refunded); throws ApiError 400 (no Idempotency-Key, customer not recognised,
 * bad line, option, notes, phone or payment line), 404 (unknown tab location), 409 (location
 * closed, price or amount differs, key in progress) and 422 (key reused with another body).
 */
export async function postTabSale(ctx: AppContext, input: { body: TabSaleInput; idempotencyKey?: string }): Promise<TransactionOutcome> {
  return runPaymentAttempt(ctx, {
    idempotencyKey: input.idempotencyKey,
    body: input.body,
    attempt: (key) => payTab(ctx, key, input.body),
    onAction: async () => undefined,
  });
}

async function payTab(ctx: AppContext, key: string, body: TabSaleInput): Promise<TransactionOutcome> {
  const customer = await customerForPayment(ctx, body.CustomerID, body.CustomerToken);
  if (!customer) throw new ApiError(400, messages.customerNotRecognised);
  const sale = await repriceTabSale(ctx, body);
  const card = cardPayment(ctx, body, { amountToPayCents: sale.totals.totalCents, totals: sale.totals });
  let payment: PaymentRow | undefined;
  if (card) {
    payment = await chargeCard(ctx, {
      idempotencyKey: key,
      paymentLineNo: card.lineNo,
      paymentTypeId: card.paymentTypeId,
      token: card.token,
      amountCents: sale.totals.totalCents,
      description: `${ctx.config.Public.VenueName} ${sale.location.name} order`,
      saveCard: false,
    });
    if (payment.status === 'declined') return { statusCode: 422, body: errorBody(payment.message ?? messages.cardDeclined) };
    if (payment.status === 'refunded') return { statusCode: 409, body: errorBody(payment.message ?? messages.unableToPerformTransaction) };
    await ctx.testHooks?.afterCharge?.();
  }
  const receipt = await bookTabSale(ctx, {
    idempotencyKey: key,
    sale,
    customer: { CustomerID: customer.CustomerID, FirstName: customer.FirstName, LastName: customer.LastName, Email: customer.GuestEmail || customer.CustomerAddress[0]?.Email || '' },
    tabCustomer: { firstName: body.TabCustomerFirstName, lastName: body.TabCustomerLastName, mobile: body.TabCustomerMobile },
    payment,
  });
  return { statusCode: 200, body: receipt };
}
