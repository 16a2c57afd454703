/**
 * The booking transaction of a paid checkout (DESIGN.md "Capacity, holds and overselling"): in
 * one database transaction, re-take the seats under the event locks (the holds must still be
 * live, or the seats still free), write the sale, link the payment, release the holds and store
 * the receipt as the Idempotency-Key's response.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { messages } from '@gt/domain/messages';
import { toDollars } from '@gt/domain/money';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { newBarcode } from '../../lib/random-codes';
import { updatePayment, type PaymentRow } from '../payments/payments-repository';
import { deleteHold, holdLines, holdUdfValues } from '../tour-holds/repository';
import { changeEventHold } from '../tour-holds/service';
import { completeIdempotencyKey } from './idempotency-repository';
import type { PricedEvent, PricedOrder } from './reprice';
import { insertSale } from './repository';

/**
 * Makes the hold of `holdRef` on each event exactly the order's lines, under the event locks,
 * in event-id order (no deadlocks). The order may only buy what the hold has (live or lapsed):
 * an event the hold does not have (released, already paid, or another visitor's) answers 409
 * "Your hold on {event} has expired and the tickets are no longer available, please choose
 * another time.", as does a seat check that fails; a product or quantity other than the held
 * one answers 409 "The tickets for {event} in your cart are not the ones held for you…".
 */
export async function holdOrderSeats(ctx: AppContext, tx: Tx, holdRef: string, events: readonly PricedEvent[]): Promise<void> {
  for (const e of events) {
    const held = new Map((await holdLines(tx, holdRef, e.tourEventId)).map((l) => [l.tourProductId, l.quantity]));
    if (held.size === 0) throw new ApiError(409, messages.holdLapsedSeatsGone(e.eventName));
    if (e.lines.some((l) => held.get(l.input.TourProductID) !== l.input.Quantity))
      throw new ApiError(409, messages.cartDiffersFromHold(e.eventName));
    try {
      await changeEventHold(ctx, tx, {
        holdRef,
        tourEventId: e.tourEventId,
        action: 'checkout',
        products: e.lines.map((l) => ({ TourProductID: l.input.TourProductID, Quantity: l.input.Quantity })),
        udfs: e.udfs,
      });
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 409) throw new ApiError(409, messages.holdLapsedSeatsGone(e.eventName));
      throw err;
    }
  }
}

export interface BookingInput {
  idempotencyKey: string;
  holdRef: string;
  nodeNo: number;
  username: string | null;
  order: PricedOrder;
  customer: { CustomerID: number; FirstName: string; LastName: string; Email: string };
  payment?: PaymentRow;
}

/** Runs the booking transaction and returns the receipt (spec 01 §3 "Payment result / receipt"). */
export async function bookOrder(ctx: AppContext, b: BookingInput): Promise<TransactionResult> {
  const now = ctx.clock();
  const zone = ctx.config.Public.VenueTimeZone;
  return ctx.db.transaction(async (tx) => {
    await holdOrderSeats(ctx, tx, b.holdRef, b.order.events);
    const storedUdfs = await holdUdfValues(tx, b.holdRef);
    const events = b.order.events.map((e) => ({
      priced: e,
      barcode: newBarcode(),
      udfValues: e.udfs ?? storedUdfs.get(e.tourEventId) ?? [],
      lines: e.lines.map((l) => ({
        priced: l,
        productLineNo: l.input.ProductLineNo,
        tourProductId: l.input.TourProductID,
        costRateId: l.input.CostRateID,
        quantity: l.input.Quantity,
        affectsCapacity: l.affectsCapacity,
        unitPriceCents: l.unitPriceCents,
        amounts: l.amounts,
        ticketBarcodes: Array.from({ length: l.input.Quantity }, newBarcode),
      })),
    }));
    const { receiptNo, bookingIds } = await insertSale(tx, {
      customerId: b.customer.CustomerID,
      nodeNo: b.nodeNo,
      username: b.username,
      idempotencyKey: b.idempotencyKey,
      transactionDate: now,
      totals: b.order.totals,
      events: events.map((e) => ({ tourEventId: e.priced.tourEventId, barcode: e.barcode, udfValues: e.udfValues, lines: e.lines })),
    });
    const payment = b.payment && (await updatePayment(tx, b.payment.paymentId, { status: 'captured', receiptNo, updatedAt: now }));
    await deleteHold(
      tx,
      b.holdRef,
      b.order.events.map((e) => e.tourEventId),
    );
    const receipt: TransactionResult = {
      ReceiptNo: receiptNo,
      TransactionDate: formatVenueDateTime(now, zone),
      CustomerID: b.customer.CustomerID,
      Customer: { FirstName: b.customer.FirstName, LastName: b.customer.LastName, CustomerAddress: [{ Email: b.customer.Email }] },
      Events: events.map(({ priced: e, barcode }) => ({
        BookingID: bookingIds.get(e.tourEventId) as number,
        Barcode: barcode,
        TourEventID: e.tourEventId,
        BookingTypeID: e.bookingTypeId,
        EventName: e.eventName,
        EventStartDateTime: formatVenueDateTime(e.startsAt, zone),
        EventEndDateTime: formatVenueDateTime(e.endsAt, zone),
        WaiverRequired: e.waiverRequired,
        WaiverURL: e.waiverUrl,
      })),
      Products: events
        .flatMap((e) => e.lines.map((l) => ({ e, l })))
        .sort((x, y) => x.l.productLineNo - y.l.productLineNo)
        .map(({ e, l }) => ({
          ProductLineNo: l.productLineNo,
          ProductID: l.tourProductId,
          TourEventID: e.priced.tourEventId,
          TourProductID: l.tourProductId,
          TourProductName: l.priced.productName,
          Quantity: l.quantity,
          CostRateID: l.costRateId,
          LinePriceExTax: toDollars(l.amounts.exTaxCents),
          LinePriceTax: toDollars(l.amounts.taxCents),
          LinePriceIncTax: toDollars(l.amounts.totalCents),
          BookingID: bookingIds.get(e.priced.tourEventId) as number,
          BookingStatus: 'Booked' as const,
          Barcodes: l.ticketBarcodes,
        })),
      Payments: payment
        ? [
            {
              PaymentLineNo: payment.paymentLineNo,
              PaymentTypeID: payment.paymentTypeId,
              PaymentAmount: toDollars(payment.amountCents),
              CardType: payment.cardBrand ?? '',
              MaskedCardNumber: `************${payment.cardLast4 ?? ''}`,
              PaymentReference: payment.providerChargeId ?? '',
            },
          ]
        : [],
      TotalExTax: toDollars(b.order.totals.exTaxCents),
      TotalTax: toDollars(b.order.totals.taxCents),
      TotalPaid: toDollars(b.order.totals.totalCents),
    };
    await completeIdempotencyKey(tx, b.idempotencyKey, 200, receipt);
    return receipt;
  });
}
