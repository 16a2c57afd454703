/**
 * Modify Tickets and Change Date / Time plans (spec 02 §2.5, §2.6, §4.4, §5 "Change date",
 * "Modify tickets", §6): booked lines can only be lowered (not below 0, never a non-refundable
 * or negative-price line); products added are the booking type's, offered online, priced now at
 * the booking's cost rate with their taxes, on the booking's event (or the new one), and their
 * seats come from the owner's hold (claimed under the event lock by the change's transaction).
 * The booking type's ticket limits apply to the result. What the owner pays is the new total
 * less what was paid; a negative amount is refunded where the refund type asks, if allowed.
 */
import type { Coupon } from '@gt/domain/coupon';
import { nonRefundableLeftBehind, priceNewTickets } from '@gt/domain/manage-booking';
import { messages } from '@gt/domain/messages';
import { toCents } from '@gt/domain/money';
import { couponUnits, type PricedOrderLine } from '@gt/domain/order-pricing';
import { listPrice } from '@gt/domain/pricing';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { newBarcode } from '../../lib/random-codes';
import type { BookingHead } from '../bookings/repository';
import type { BookingSummary } from '../bookings/service';
import { appliedCoupons } from '../coupons/service';
import type { UsedCoupon } from '../transactions/reprice';
import { loadOrderCatalogue } from '../transactions/repository';
import { assertChangeable, refundTarget, returnLine, type ChangePlan, type ChangeRequest } from './plans';
import { bookingTypeInArea, bookingTypeProductIds, type ChangeLineRow } from './repository';

/**
 * Lines for the products asked on event `eventId`, priced now at `costRateId` with the applied
 * coupons by the checkout's pipeline (domain priceNewTickets, keys `${eventId}:${productId}` as
 * the storefront keys them). Each line's claimed coupon and discount must be the server's, as
 * for a sale (409 "The price of X has changed, please review your cart."); 400 for a product the
 * booking type does not sell online. Returns the lines and the coupons they use (units each).
 */
async function newLines(
  ctx: AppContext,
  db: Db,
  o: {
    bookingTypeId: number;
    eventId: number;
    costRateId: number;
    products: ChangeRequest['Products'];
    coupons: readonly Coupon[];
    status: ChangeLineRow['lineStatus'];
    firstLineNo: number;
  },
): Promise<{ lines: ChangeLineRow[]; coupons: UsedCoupon[]; names: Map<number, string>; eventName: string; startsAt: Date | undefined }> {
  const ids = o.products.map((p) => p.TourProductID);
  const [sold, catalogue] = await Promise.all([bookingTypeProductIds(db, o.bookingTypeId), loadOrderCatalogue(db, [o.eventId], ids)]);
  const names = new Map<number, string>();
  const inputs = o.products.map((p) => {
    const product = catalogue.products.get(p.TourProductID);
    const unitPriceCents =
      product && (listPrice(product.prices, o.costRateId) ?? listPrice(product.prices, ctx.config.Public.DefaultCostRateID));
    if (!product || !sold.has(p.TourProductID) || unitPriceCents === undefined)
      throw new ApiError(400, messages.tourProductNotForEvent(p.TourProductID));
    names.set(p.TourProductID, product.name);
    const taxIncluded = product.taxes.length > 0 && product.taxes.every((t) => t.included);
    return {
      key: `${o.eventId}:${p.TourProductID}`,
      tourEventId: o.eventId,
      tourProductId: p.TourProductID,
      quantity: p.Quantity,
      unitPriceCents,
      taxIncluded,
      taxes: product.taxes,
      product,
    };
  });
  const priced = priceNewTickets(inputs, o.coupons);
  const lines = inputs.map((l, i): ChangeLineRow => {
    const p = priced.lines[i] as PricedOrderLine;
    const asked = o.products[i] as ChangeRequest['Products'][number];
    const discountTotal = p.listAmounts.totalCents - p.amounts.totalCents;
    const sameCoupon = (asked.CouponCode ?? '').toLowerCase() === (p.discount?.code ?? '').toLowerCase();
    if (!sameCoupon || (asked.DiscountAmount !== undefined && toCents(asked.DiscountAmount) !== discountTotal))
      throw new ApiError(409, messages.priceChanged(l.product.name));
    return {
      tourEventId: o.eventId,
      productLineNo: o.firstLineNo + i,
      tourProductId: l.tourProductId,
      costRateId: o.costRateId,
      quantity: l.quantity,
      affectsCapacity: l.product.affectsCapacity,
      unitPriceCents: l.unitPriceCents,
      ...p.amounts,
      lineStatus: o.status,
      reversesLineId: null,
      barcodes: Array.from({ length: l.quantity }, newBarcode),
      discount: p.discount && {
        couponId: p.discount.couponId,
        code: p.discount.code,
        discountCents: p.discount.discountCents,
        totalCents: discountTotal,
        exTaxCents: p.listAmounts.exTaxCents - p.amounts.exTaxCents,
      },
    };
  });
  const units = couponUnits(priced);
  const coupons = o.coupons
    .filter((c) => units.has(c.couponId))
    .map((c) => ({ couponId: c.couponId, code: c.code, unique: c.unique, limited: c.maxTransactions > 0, units: units.get(c.couponId) ?? 0 }));
  const event = catalogue.events.get(o.eventId);
  return { lines, coupons, names, eventName: event?.eventName ?? '', startsAt: event?.startsAt };
}

/** The booking type's ticket limits on the capacity tickets a change leaves (spec 02 §5). */
function assertTicketLimits(head: BookingHead, capacityTickets: number, minimumText: (n: number) => string): void {
  if (head.maximumTickets > 0 && capacityTickets > head.maximumTickets)
    throw new ApiError(409, messages.maxTicketsAllowed(head.maximumTickets));
  if (capacityTickets < head.minimumTickets) throw new ApiError(409, minimumText(head.minimumTickets));
}

/** The plan's amount due, its refund target and the seats to claim, from its lines. */
function settle(
  head: BookingHead,
  s: BookingSummary,
  req: ChangeRequest,
  plan: Omit<ChangePlan, 'dueCents' | 'flow' | 'isCancel' | 'refund'>,
): ChangePlan {
  const dueCents = s.valueCents + plan.lines.reduce((t, l) => t + l.totalCents, 0) - s.paidCents;
  return {
    ...plan,
    dueCents,
    refund: dueCents < 0 ? refundTarget(head, s, 'change', req.RefundType, -dueCents) : undefined,
    flow: 'change',
    isCancel: false,
  };
}

const costRateOf = (ctx: AppContext, s: BookingSummary) => s.current[0]?.line.costRateId ?? ctx.config.Public.DefaultCostRateID;

const claimOf = (req: ChangeRequest, eventId: number, lines: ChangeLineRow[]): ChangePlan['claim'] => {
  if (lines.length === 0) return undefined;
  if (!req.TourHoldRef) throw new ApiError(400, messages.tourHoldRequired);
  return {
    holdRef: req.TourHoldRef,
    lines: lines.map((l) => ({ tourEventId: eventId, tourProductId: l.tourProductId, quantity: l.quantity })),
  };
};

/**
 * Modify Tickets (spec 02 §2.6, §4.4): `Lines` lower booked lines, `Products` add products to
 * the booking's event (their seats held in `TourHoldRef`). 409 "No tickets changes are applied."
 * when nothing changes, "Maximum of N tickets allowed" / "Minimum tickets for this event is N."
 * for the result, a non-refundable line lowered, or changes not allowed; 400 a line of another
 * booking, a quantity raised through `Lines`.
 */
export async function modifyPlan(ctx: AppContext, db: Db, head: BookingHead, s: BookingSummary, req: ChangeRequest): Promise<ChangePlan> {
  assertChangeable(head, ctx.clock());
  if (!head.allowTicketChanges) throw new ApiError(409, messages.bookingChangeNotAllowed);
  const lowered: ChangeLineRow[] = [];
  for (const l of req.Lines) {
    const c = s.current.find((x) => x.line.bookingLineId === l.BookingLineID);
    if (!c) throw new ApiError(400, messages.bookingLineNotFound);
    if (l.Quantity > c.quantity) throw new ApiError(400, messages.bookedQuantityOnlyLowered);
    if (l.Quantity === c.quantity) continue;
    if (!c.line.isRefundable || c.line.unitPriceCents < 0) throw new ApiError(409, messages.productNotRefundable(c.line.productName));
    lowered.push(returnLine(c, c.quantity - l.Quantity, 'Modify Tickets', lowered.length + 1));
  }
  const added = await newLines(ctx, db, {
    bookingTypeId: head.bookingTypeId,
    eventId: head.tourEventId,
    costRateId: costRateOf(ctx, s),
    products: req.Products,
    coupons: await appliedCoupons(ctx, db, req.Coupons, req.TourHoldRef ?? null),
    status: 'Modify Tickets',
    firstLineNo: lowered.length + 1,
  });
  const lines = [...lowered, ...added.lines];
  if (lines.length === 0) throw new ApiError(409, messages.noTicketChanges);
  const capacity = (ls: { affectsCapacity: boolean; quantity: number }[]) =>
    ls.filter((l) => l.affectsCapacity).reduce((t, l) => t + l.quantity, 0);
  assertTicketLimits(
    head,
    capacity(s.current.map((c) => ({ affectsCapacity: c.line.affectsCapacity, quantity: c.quantity }))) + capacity(lines),
    messages.minTicketsThisEvent,
  );
  return settle(head, s, req, {
    type: 'Modify Tickets',
    lines,
    coupons: added.coupons,
    claim: claimOf(req, head.tourEventId, added.lines),
    labels: { names: added.names, eventStarts: new Map(), eventName: head.eventName },
  });
}

/**
 * Change Date / Time (spec 02 §2.5, §4.4): every current line returned (status Change Date /
 * Time), the booking moved to `NewTourEventID` (another event of its booking type, or of its
 * display area when AllowDateTimeChangesWithinArea) with `Products` priced now, their seats held
 * in `TourHoldRef`. 409 when changes are not allowed, the event is the booking's own, for the
 * ticket limits ("Minimum tickets per order is N", "Maximum of N tickets allowed"), and "{Product}
 * is not refundable." when `Products` leave part of a non-refundable product behind (domain
 * nonRefundableLeftBehind: it is carried to the new date, never refunded).
 */
export async function changeDatePlan(
  ctx: AppContext,
  db: Db,
  head: BookingHead,
  s: BookingSummary,
  req: ChangeRequest,
): Promise<ChangePlan> {
  assertChangeable(head, ctx.clock());
  if (!head.allowDateTimeChanges || !req.NewTourEventID || req.NewTourEventID === head.tourEventId)
    throw new ApiError(409, messages.bookingChangeNotAllowed);
  const chosen = new Map<number, number>();
  for (const p of req.Products) chosen.set(p.TourProductID, (chosen.get(p.TourProductID) ?? 0) + p.Quantity);
  const booked = s.current.map((c) => ({ tourProductId: c.line.tourProductId, name: c.line.productName, quantity: c.quantity, refundable: c.line.isRefundable }));
  const leftBehind = nonRefundableLeftBehind(booked, chosen);
  if (leftBehind) throw new ApiError(409, leftBehind);
  const returned = s.current.map((c, i) => returnLine(c, c.quantity, 'Change Date / Time', i + 1));
  const catalogue = await loadOrderCatalogue(db, [req.NewTourEventID], []);
  const event = catalogue.events.get(req.NewTourEventID);
  const sameType = event?.bookingTypeId === head.bookingTypeId;
  const sameArea =
    event !== undefined &&
    head.allowDateTimeChangesWithinArea &&
    head.displayAreaNo !== null &&
    (await bookingTypeInArea(db, event.bookingTypeId, head.displayAreaNo));
  if (!event || !(sameType || sameArea)) throw new ApiError(409, messages.bookingChangeNotAllowed);
  const added = await newLines(ctx, db, {
    bookingTypeId: event.bookingTypeId,
    eventId: req.NewTourEventID,
    costRateId: costRateOf(ctx, s),
    products: req.Products,
    coupons: await appliedCoupons(ctx, db, req.Coupons, req.TourHoldRef ?? null),
    status: 'Booked',
    firstLineNo: returned.length + 1,
  });
  const tickets = added.lines.filter((l) => l.affectsCapacity).reduce((t, l) => t + l.quantity, 0);
  if (tickets === 0) throw new ApiError(409, messages.minTicketsPerOrder(Math.max(1, head.minimumTickets)));
  assertTicketLimits(head, tickets, messages.minTicketsPerOrder);
  return settle(head, s, req, {
    type: 'Change Date / Time',
    lines: [...returned, ...added.lines],
    tourEventId: req.NewTourEventID,
    coupons: added.coupons,
    claim: claimOf(req, req.NewTourEventID, added.lines),
    labels: {
      names: added.names,
      eventStarts: new Map(added.startsAt ? [[req.NewTourEventID, added.startsAt]] : []),
      eventName: added.eventName,
    },
  });
}
