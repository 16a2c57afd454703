/**
 * The booking transaction of a paid checkout (DESIGN.md "Capacity, holds and overselling"): in
 * one database transaction, check the order against the hold, write the sale, link the payment,
 * release the holds, queue the confirmation e-mail, store the receipt as the Idempotency-Key's
 * response and, last, lock the events and check that none is oversold (the held seats became
 * sold ones; seats of a lapsed hold count only if still free), so that the event locks are held
 * for no round trip to this server.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { messages } from '@gt/domain/messages';
import { toDollars } from '@gt/domain/money';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { EVENT_OVERSOLD, LOCK_NOT_AVAILABLE, pgError } from '../../lib/pg-error';
import { newBarcode } from '../../lib/random-codes';
import { queueConfirmation } from '../mail/outbox-repository';
import { updatePayment, type PaymentRow } from '../payments/payments-repository';
import { confirmEventSeats, deleteHold, holdLines, holdUdfValues } from '../tour-holds/repository';
import { changeEventHold, HOLD_LOCK_TIMEOUT_MS } from '../tour-holds/service';
import { completeIdempotencyKey } from './idempotency-repository';
import type { PricedEvent, PricedOrder } from './reprice';
import { insertSale } from './repository';

/**
 * The order may only buy what the hold has (live or lapsed) on an event: an event the hold does
 * not have (released, already paid, or another visitor's) answers 409 "Your hold on {event} has
 * expired and the tickets are no longer available, please choose another time."; a product or
 * quantity other than the held one answers 409 "The tickets for {event} in your cart are not
 * the ones held for you…". No lock: a read of the hold's lines.
 */
async function expectHeldLines(tx: Tx, holdRef: string, e: PricedEvent): Promise<void> {
  const held = new Map((await holdLines(tx, holdRef, e.tourEventId)).map((l) => [l.tourProductId, l.quantity]));
  if (held.size === 0) throw new ApiError(409, messages.holdLapsedSeatsGone(e.eventName));
  if (e.lines.some((l) => held.get(l.input.TourProductID) !== l.input.Quantity)) throw new ApiError(409, messages.cartDiffersFromHold(e.eventName));
}

/**
 * Transaction A of a checkout (before any money moves): makes the hold of `holdRef` on each
 * event exactly the order's lines, re-taking the seats under the event lock (changeEventHold,
 * stage `checkout`), events in id order. Errors: those of expectHeldLines, and 409 "Your hold on
 * {event} has expired…" when a seat check fails; 400 for the spec's ticket limits.
 */
export async function holdOrderSeats(ctx: AppContext, tx: Tx, holdRef: string, events: readonly PricedEvent[]): Promise<void> {
  for (const e of [...events].sort((x, y) => x.tourEventId - y.tourEventId)) {
    await expectHeldLines(tx, holdRef, e);
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

/** A live hold must stay live at least this long to carry a checkout without re-taking its seats. */
export const HOLD_MARGIN_MS = 2 * 60_000;

/**
 * Before any money moves: the order's seats are reserved for the charge. When the hold still
 * has exactly the order's lines, all live for HOLD_MARGIN_MS more, and the order brings no UDF
 * values to check, it already reserves them (one read, no lock). Otherwise transaction A
 * (holdOrderSeats) re-takes them under the event locks. Errors: those of holdOrderSeats.
 */
export async function reserveOrderSeats(ctx: AppContext, holdRef: string, events: readonly PricedEvent[]): Promise<void> {
  const until = ctx.clock().getTime() + HOLD_MARGIN_MS;
  const onOrder = (await holdLines(ctx.db, holdRef)).filter((l) => events.some((e) => e.tourEventId === l.tourEventId));
  const line = (eventId: number, productId: number, quantity: number) => `${eventId}:${productId}:${quantity}`;
  const held = onOrder.map((l) => line(l.tourEventId, l.tourProductId, l.quantity)).sort();
  const ordered = events.flatMap((e) => e.lines.map((l) => line(e.tourEventId, l.input.TourProductID, l.input.Quantity))).sort();
  const covered =
    events.every((e) => e.udfs === undefined) && onOrder.every((l) => l.expiresAt.getTime() > until) && held.join() === ordered.join();
  if (!covered) await ctx.db.transaction((tx) => holdOrderSeats(ctx, tx, holdRef, events));
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
  const booked = await ctx.db.transaction(async (tx) => {
    for (const e of b.order.events) await expectHeldLines(tx, b.holdRef, e);
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
    if (b.customer.Email) await queueConfirmation(tx, receipt, now);
    await completeIdempotencyKey(tx, b.idempotencyKey, 200, receipt);
    // Last, the event locks and the capacity check (the sale is written: no event may be below
    // 0 seats, the hold's own live seats given back), then the hold's release; COMMIT follows
    // in the same round trip, and a failed check rolls everything back. Test hooks widen the
    // race window between the check and the rest.
    const tourEventIds = b.order.events.map((e) => e.tourEventId);
    const lock = !ctx.testHooks?.skipHoldLock;
    const confirmed = confirmEventSeats(tx, { tourEventIds, holdRef: b.holdRef, now, lock, lockTimeoutMs: HOLD_LOCK_TIMEOUT_MS });
    if (ctx.testHooks) {
      await confirmed;
      await ctx.testHooks.afterAvailabilityCheck?.();
    }
    const released = deleteHold(tx, b.holdRef, tourEventIds);
    // Both are awaited below, after COMMIT: a failed statement means the transaction rolled back.
    for (const p of [confirmed, released]) p.catch(() => undefined);
    return { receipt, confirmed, released };
  }).catch((err: unknown) => refusal(err, b.order.events));
  await booked.confirmed.catch((err: unknown) => refusal(err, b.order.events));
  await booked.released;
  return booked.receipt;
}

/** A seat check of the booking transaction that failed, as the visitor's answer (409 / 503). */
function refusal(err: unknown, events: readonly PricedEvent[]): never {
  const db = pgError(err);
  if (db?.code === LOCK_NOT_AVAILABLE) throw new ApiError(503, messages.eventBusy);
  if (db?.code === EVENT_OVERSOLD) {
    const event = events.find((e) => e.tourEventId === Number(db.message)) ?? events[0];
    throw new ApiError(409, messages.holdLapsedSeatsGone(event?.eventName ?? ''));
  }
  throw err;
}
