/**
 * The booking transaction of a paid tab sale: in one database transaction, the location still
 * open at the booking's instant (a payment that took past closing is refused, and refunded by
 * the caller), the order number, the sale and its lines, the payment linked to the receipt, the
 * confirmation e-mail queued and the receipt stored as the Idempotency-Key's answer. After the
 * commit the kitchen streams of this process are woken.
 */
import type { ReceiptOrderProduct, TabSaleResult } from '@gt/contract/tab-sales';
import { toDollars } from '@gt/domain/money';
import { formatVenueDateTime, venueDate } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { queueConfirmation } from '../mail/outbox-repository';
import { updatePayment, type PaymentRow } from '../payments/payments-repository';
import { receiptPayments } from '../payments/receipt-payment';
import { completeIdempotencyKey } from '../transactions/idempotency-repository';
import { kitchenSignal } from '../kitchen-feed/signal';
import { assertLocationOpen, type PricedTabSale } from './reprice';
import { insertTabSale } from './repository';
import { recordWebhookEvent } from '../webhooks/events';

export interface TabBookingInput {
  idempotencyKey: string;
  sale: PricedTabSale;
  customer: { CustomerID: number; FirstName: string; LastName: string; Email: string };
  tabCustomer: { firstName: string; lastName: string; mobile: string };
  payment?: PaymentRow;
}

/** The order lines of a receipt (dollars). */
function receiptLines(sale: PricedTabSale): ReceiptOrderProduct[] {
  return sale.lines.map((l) => ({
    ProductLineNo: l.productLineNo,
    ProductID: l.product.productId,
    ProductName: l.product.name,
    Quantity: l.quantity,
    ProductNotes: l.notes,
    Options: l.options.map((o) => ({ OptionID: o.OptionID, OptionName: o.OptionName, ProductID: o.ProductID, ProductName: o.ProductName })),
    LinePriceExTax: toDollars(l.amounts.exTaxCents),
    LinePriceTax: toDollars(l.amounts.taxCents),
    LinePriceIncTax: toDollars(l.amounts.totalCents),
  }));
}

/** Runs the booking transaction and returns the receipt (spec 01 §3 "Payment result / receipt", tab fields). 409 when the location closed meanwhile. */
export async function bookTabSale(ctx: AppContext, b: TabBookingInput): Promise<TabSaleResult> {
  const now = ctx.clock();
  const zone = ctx.config.Public.VenueTimeZone;
  const { sale } = b;
  assertLocationOpen(ctx, sale.location, now);
  const receipt = await ctx.db.transaction(async (tx) => {
    const written = await insertTabSale(tx, {
      customerId: b.customer.CustomerID,
      nodeNo: sale.location.nodeNo,
      username: ctx.config.TransactionUsername,
      idempotencyKey: b.idempotencyKey,
      paidAt: now,
      venueDate: venueDate(now, zone),
      orderLocationId: sale.location.orderLocationId,
      tabLocationId: sale.tabLocationId,
      ...b.tabCustomer,
      totals: sale.totals,
      lines: sale.lines.map((l) => ({ productLineNo: l.productLineNo, foodProductId: l.product.productId, productName: l.product.name, quantity: l.quantity, notes: l.notes, options: l.options, amounts: l.amounts })),
    }, ctx.testHooks);
    const payment = b.payment && (await updatePayment(tx, b.payment.paymentId, { status: 'captured', receiptNo: written.receiptNo, updatedAt: now }));
    const result: TabSaleResult = {
      ReceiptNo: written.receiptNo,
      TransactionDate: formatVenueDateTime(now, zone),
      CustomerID: b.customer.CustomerID,
      Customer: { FirstName: b.customer.FirstName, LastName: b.customer.LastName, CustomerAddress: [{ Email: b.customer.Email }] },
      Events: [],
      Products: [],
      Payments: receiptPayments(payment),
      GATickets: [],
      GiftCards: [],
      Donation: null,
      TransactionFee: null,
      TotalDiscount: 0,
      TotalDiscountExTax: 0,
      TotalExTax: toDollars(sale.totals.exTaxCents),
      TotalTax: toDollars(sale.totals.taxCents),
      TotalPaid: toDollars(sale.totals.totalCents),
      TabID: written.tabSaleId,
      TabLocationID: sale.tabLocationId,
      TabLocationName: sale.tabLocationName,
      OrderLocation: sale.location.name,
      OrderNumber: written.orderNumber,
      OrderProducts: receiptLines(sale),
      KitchenState: 'new',
    };
    if (b.customer.Email) await queueConfirmation(tx, result, now);
    await recordWebhookEvent(tx, 'order.paid', result, now);
    await completeIdempotencyKey(tx, b.idempotencyKey, 200, result);
    return result;
  });
  kitchenSignal(ctx).emit('order');
  return receipt;
}
