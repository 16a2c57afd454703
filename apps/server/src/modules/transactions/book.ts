/**
 * The booking transaction of a paid checkout (docs/architecture.md#capacity-and-holds): in
 * one database transaction, write the sale, link the payment, queue the confirmation e-mail,
 * store the receipt as the Idempotency-Key's response, spend the identity verification of a
 * verified rate and, last, lock the events, check that they
 * are still bookable, claim the hold's lines exactly once (so one hold pays once) and check that
 * none is oversold (the held seats became sold ones; seats of a lapsed hold count only if still
 * free), so that the event locks are held for no round trip to this server.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { membershipMessages } from '@gt/domain/membership';
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { EVENT_NOT_BOOKABLE, EVENT_OVERSOLD, HOLD_NOT_CLAIMED, LOCK_NOT_AVAILABLE, pgError } from '../../lib/pg-error';
import { newBarcode } from '../../lib/random-codes';
import { issuePurchasedGiftCards, newGiftCards } from '../gift-cards/repository';
import { queueConfirmationQuery } from '../mail/outbox-repository';
import { spendIdentityToken } from '../identity/repository';
import { writeMemberships } from '../memberships/book';
import { updatePaymentQuery, type PaymentRow } from '../payments/payments-repository';
import { claimEventSeats, holdLines, holdUdfValues } from '../tour-holds/repository';
import { changeEventHold, HOLD_LOCK_TIMEOUT_MS, HOLD_MARGIN_MS } from '../tour-holds/service';
import { holdPaidReceipt, markHoldPaidQuery } from './hold-payment-repository';
import { completeIdempotencyKeyQuery } from './idempotency-repository';
import { buildReceipt } from './receipt';
import { countCouponUses, countUnlimitedCouponUses, redeemOrder } from './redeem';
import type { PricedEvent, PricedOrder } from './reprice';
import { insertSale } from './repository';
import { webhookEventSql } from '../webhooks/events';

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
        clientKey: '',
      });
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 409) throw new ApiError(409, messages.holdLapsedSeatsGone(e.eventName));
      throw err;
    }
  }
}

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

/** A line of a product that is not a tour product, untaxed and without barcodes (donation, fee, gift cards bought). */
const untaxed = (productLineNo: number, productId: number, amountCents: number) => ({
  productLineNo,
  productId,
  amountCents,
  quantity: 1,
  unitPriceCents: null,
  exTaxCents: amountCents,
  taxCents: 0,
  couponId: null,
  discountCents: 0,
  barcodes: [] as string[],
});

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
  // The cards bought, their PINs hashed off the event loop before the transaction (no lock waits for it).
  const pinned = ctx.config.Public.GiftCardPinMode !== 'false';
  const giftCards = await Promise.all(b.order.giftCardPurchases.map(async (g) => ({ priced: g, cards: await newGiftCards(g.quantity, pinned) })));
  const booked = await ctx.db.transaction(async (tx) => {
    const storedUdfs = await holdUdfValues(tx, b.holdRef);
    const events = b.order.events.map((e) => ({
      priced: e,
      barcode: newBarcode(),
      udfValues: e.udfs ?? storedUdfs.get(e.tourEventId) ?? [],
      lines: e.lines.map((l) => ({ priced: l, ticketBarcodes: Array.from({ length: l.input.Quantity }, newBarcode) })),
    }));
    const gaTickets = b.order.gaTickets.map((g) => ({ priced: g, barcodes: Array.from({ length: g.input.Quantity }, newBarcode) }));
    const lastLineNo = Math.max(
      0,
      ...events.flatMap((e) => e.lines.map((l) => l.priced.input.ProductLineNo)),
      ...b.order.gaTickets.map((g) => g.input.ProductLineNo),
      ...b.order.giftCardPurchases.map((g) => g.input.ProductLineNo),
      ...b.order.memberships.map((m) => m.input.ProductLineNo),
    );
    // Membership type and add-on lines follow the request's lines, then the donation and the fee.
    let lineNo = lastLineNo;
    const membershipLines = b.order.memberships.flatMap((m) =>
      m.lines.map((l, j) => {
        const amounts = m.lineAmounts[j] ?? { exTaxCents: 0, taxCents: 0, totalCents: 0 };
        const discount = m.lineDiscounts[j] ?? null;
        return {
          ...untaxed(++lineNo, l.price.productId, amounts.totalCents),
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          exTaxCents: amounts.exTaxCents,
          taxCents: amounts.taxCents,
          couponId: discount?.couponId ?? null,
          discountCents: discount?.totalCents ?? 0,
        };
      }),
    );
    const otherLineNos = { donation: lineNo + 1, fee: lineNo + (b.order.donation ? 2 : 1) };
    const { receiptNo, bookingIds } = await insertSale(tx, {
      customerId: b.customer.CustomerID,
      nodeNo: b.nodeNo,
      username: b.username,
      idempotencyKey: b.idempotencyKey,
      transactionDate: now,
      totals: b.order.totals,
      events: events.map((e) => ({
        tourEventId: e.priced.tourEventId,
        barcode: e.barcode,
        udfValues: e.udfValues,
        lines: e.lines.map(({ priced: l, ticketBarcodes }) => ({
          productLineNo: l.input.ProductLineNo,
          tourProductId: l.input.TourProductID,
          costRateId: l.input.CostRateID,
          quantity: l.input.Quantity,
          affectsCapacity: l.affectsCapacity,
          unitPriceCents: l.unitPriceCents,
          amounts: l.amounts,
          couponId: l.discount?.couponId ?? null,
          discountCents: l.discount?.discountCents ?? 0,
          ticketBarcodes,
        })),
      })),
      otherLines: [
        ...gaTickets.map(({ priced: g, barcodes }) => ({
          ...untaxed(g.input.ProductLineNo, g.input.ProductID, g.amounts.totalCents),
          quantity: g.input.Quantity,
          unitPriceCents: g.unitPriceCents,
          exTaxCents: g.amounts.exTaxCents,
          taxCents: g.amounts.taxCents,
          couponId: g.discount?.couponId ?? null,
          discountCents: g.discount?.discountCents ?? 0,
          barcodes,
        })),
        ...b.order.giftCardPurchases.map((g) => ({ ...untaxed(g.input.ProductLineNo, g.input.ProductID, g.amountCents * g.quantity), quantity: g.quantity, unitPriceCents: g.amountCents })),
        ...membershipLines,
        ...(b.order.donation ? [untaxed(otherLineNos.donation, b.order.donation.productId, b.order.donation.amountCents)] : []),
        ...(b.order.fee ? [untaxed(otherLineNos.fee, b.order.fee.productId, b.order.fee.amountCents)] : []),
      ],
    });
    for (const { priced: g, cards } of giftCards)
      await issuePurchasedGiftCards(tx, {
        receiptNo,
        productLineNo: g.input.ProductLineNo,
        amountCents: g.amountCents,
        cards,
        now,
      });
    const membershipsWritten = await writeMemberships(ctx, tx, { memberships: b.order.memberships, receiptNo, now });
    const giftCardBalances = await redeemOrder(ctx, tx, { order: b.order, receiptNo, holdRef: b.holdRef, now });
    // The payment captured and linked (the row as the statement below writes it).
    const capture = { status: 'captured' as const, receiptNo, updatedAt: now };
    const payment = b.payment && { ...b.payment, ...capture };
    const receipt = buildReceipt({ receiptNo, now, zone, customer: b.customer, events, bookingIds, order: b.order, giftCardBalances, payment, otherLineNos, gaTickets, giftCards, memberships: membershipsWritten });
    // The verification behind the verified rate is spent by this sale: of concurrent sales with one
    // IdentityToken, one spends it and the others roll back (their charges refunded).
    if (b.order.identityToken !== null && !(await spendIdentityToken(tx, { token: b.order.identityToken, receiptNo, now, guard: !ctx.testHooks?.skipIdentityTokenGuard })))
      throw new ApiError(403, membershipMessages.identityVerificationRequired);
    // A limited plain coupon's use count is a row every order with that code updates: counted
    // here, so that its lock is held for the last round trips only (unlimited ones after COMMIT).
    await countCouponUses(ctx, tx, b.order);
    // The sale's remaining writes, run with the claim below in one statement: the payment captured
    // and linked, the hold marked paid, the confirmation e-mail queued, the webhook event, the
    // Idempotency-Key's stored answer.
    const writes = [
      ...(b.payment ? [updatePaymentQuery(tx, b.payment.paymentId, capture).getSQL()] : []),
      markHoldPaidQuery(tx, { holdRef: b.holdRef, key: b.idempotencyKey, receiptNo, now }).getSQL(),
      ...(b.customer.Email ? [queueConfirmationQuery(tx, receipt, now).getSQL()] : []),
      webhookEventSql('order.paid', receipt, now),
      completeIdempotencyKeyQuery(tx, b.idempotencyKey, 200, receipt).getSQL(),
    ];
    // Last, under the event locks: the events still bookable, the hold's lines claimed exactly
    // once (a second payment of the same hold fails here), no event below 0 seats. COMMIT follows
    // in the same round trip; a failed check rolls everything back. Test hooks widen the race
    // window between the check and the commit.
    const claimed = claimEventSeats(tx, {
      holdRef: b.holdRef,
      lines: b.order.events.flatMap((e) => e.lines.map((l) => ({ tourEventId: e.tourEventId, tourProductId: l.input.TourProductID, quantity: l.input.Quantity }))),
      now,
      lock: !ctx.testHooks?.skipHoldLock,
      claim: !ctx.testHooks?.skipHoldClaim,
      checkState: !ctx.testHooks?.skipEventRecheck,
      lockTimeoutMs: HOLD_LOCK_TIMEOUT_MS,
    }, writes);
    if (ctx.testHooks) {
      await claimed;
      await ctx.testHooks.afterAvailabilityCheck?.();
    }
    // Awaited below, after COMMIT: a failed statement means the transaction rolled back.
    claimed.catch(() => undefined);
    return { receipt, claimed };
  }).catch((err: unknown) => refusal(ctx, err, b));
  await booked.claimed.catch((err: unknown) => refusal(ctx, err, b));
  await countUnlimitedCouponUses(ctx.db, b.order.coupons);
  return booked.receipt;
}

/**
 * A check of the booking transaction that failed, as the visitor's answer: 503 event busy; 409
 * "Tickets not longer available…" (event cancelled, closed or started), "Your hold on {event} has
 * expired…" (oversold), "This order has already been paid…" (another attempt booked the hold) or
 * "The tickets for {event} in your cart are not the ones held for you…" (the hold changed).
 */
async function refusal(ctx: AppContext, err: unknown, b: BookingInput): Promise<never> {
  const db = pgError(err);
  const events = b.order.events;
  const named = (id: string) => (events.find((e) => e.tourEventId === Number(id)) ?? events[0])?.eventName ?? '';
  if (db?.code === LOCK_NOT_AVAILABLE) throw new ApiError(503, messages.eventBusy);
  if (db?.code === EVENT_NOT_BOOKABLE) throw new ApiError(409, messages.ticketsNoLongerAvailable);
  if (db?.code === EVENT_OVERSOLD) throw new ApiError(409, messages.holdLapsedSeatsGone(named(db.message)));
  if (db?.code === HOLD_NOT_CLAIMED) {
    const paid = await holdPaidReceipt(ctx.db, b.holdRef);
    throw new ApiError(409, paid !== null ? messages.orderAlreadyPaid : messages.cartDiffersFromHold(events[0]?.eventName ?? ''));
  }
  throw err;
}
