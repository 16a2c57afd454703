/**
 * Server-side pricing of a checkout (docs/architecture.md#pricing; spec 01 §3, §4,
 * §5, §9): every line, coupon discount, the donation, the transaction fee and what each gift card
 * pays are computed again with the domain's `priceOrder`, in cents, from the catalogue, the
 * coupons, the configuration and the gift card balances; any client amount that differs by a
 * cent is refused before money moves.
 */
import type { TransactionGaTicketLine, TransactionGiftCardLine, TransactionProductLine, TransactionRequest } from '@gt/contract/transactions';
import type { UdfValue } from '@gt/contract/holds';
import type { Coupon } from '@gt/domain/coupon';
import { donationProblem } from '@gt/domain/donation';
import { isOfferedOnline } from '@gt/domain/event-visibility';
import { maskGiftCardNo } from '@gt/domain/gift-card';
import { messages } from '@gt/domain/messages';
import { toCents } from '@gt/domain/money';
import { couponUnits, priceOrder, type OrderLineInput, type PricedOrderLine } from '@gt/domain/order-pricing';
import { listPrice, sameAmounts } from '@gt/domain/pricing';
import { sumTaxed, type TaxedAmount } from '@gt/domain/tax';
import { venueDate } from '@gt/domain/venue-time';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { appliedCoupons } from '../coupons/service';
import { holdOfCard, spendable } from '../gift-cards/repository';
import { membershipOrderLines, type PricedMembershipInput } from '../memberships/reprice';
import { ticketCostRate } from '../memberships/ticket-rate';
import { loadOrderCatalogue, loadProduct } from './repository';
import { saleProductLines } from './sale-products';

type Request = z.output<typeof TransactionRequest>;

export interface PricedLine {
  input: TransactionProductLine;
  productName: string;
  affectsCapacity: boolean;
  unitPriceCents: number;
  /** What is charged for the line, after its coupon discount. */
  amounts: TaxedAmount;
  /** The coupon discount of the line (off the list amount, the price's tax basis; `totalCents` and `exTaxCents` in the line's total and ex-tax terms), if any. */
  discount: { couponId: number; code: string; discountCents: number; totalCents: number; exTaxCents: number } | null;
}

export interface PricedEvent {
  tourEventId: number;
  eventName: string;
  bookingTypeId: number;
  startsAt: Date;
  endsAt: Date;
  waiverRequired: boolean;
  waiverUrl: string | null;
  lines: PricedLine[];
  /** BookingUDFs sent with the lines (merged), or undefined to use the hold's stored values. */
  udfs?: UdfValue[];
}

/** A coupon the order uses, with the units it discounts (a unique one's code is its own). */
export interface UsedCoupon {
  couponId: number;
  code: string;
  unique: boolean;
  /** MaxTransactionsPerCoupon > 0: its uses are counted under a guard in the booking transaction. */
  limited: boolean;
  units: number;
}

export interface GiftCardPayment {
  lineNo: number;
  paymentTypeId: number;
  giftcardNo: string;
  holdRef: string;
  amountCents: number;
}

/** A donation or fee line (untaxed). */
export interface OtherLine {
  productId: number;
  name: string;
  amountCents: number;
}

/** A GA ticket line, priced (with its coupon discount) and checked. */
export interface PricedGaTicket {
  input: TransactionGaTicketLine;
  productName: string;
  unitPriceCents: number;
  amounts: TaxedAmount;
  discount: PricedLine['discount'];
  validUntil: string | null;
}

/** Gift cards bought: `quantity` cards of `amountCents`. */
export interface PricedGiftCardPurchase {
  input: TransactionGiftCardLine;
  productName: string;
  amountCents: number;
  quantity: number;
}

/** A membership package joined or renewed, priced: its lines (one per type / add-on) and totals. */
export interface PricedMembership extends PricedMembershipInput {
  amounts: TaxedAmount;
  lineAmounts: TaxedAmount[];
  /** Each line's membership coupon discount (its total terms: list total − charged total), or null. */
  lineDiscounts: ({ couponId: number; totalCents: number } | null)[];
}

export interface PricedOrder {
  /** By event id. */
  events: PricedEvent[];
  memberships: PricedMembership[];
  gaTickets: PricedGaTicket[];
  giftCardPurchases: PricedGiftCardPurchase[];
  /** The transaction's totals: ex-tax (product lines after discounts, donation, fee), tax, total. */
  totals: TaxedAmount;
  discountCents: number;
  /** Σ coupon discounts, ex-tax part. */
  discountExTaxCents: number;
  donation: OtherLine | null;
  fee: OtherLine | null;
  coupons: UsedCoupon[];
  giftCards: GiftCardPayment[];
  /** What the card pays: the total less the gift cards. */
  amountToPayCents: number;
  /** The IdentityToken whose verified rate priced a ticket line: the booking spends it; else null. */
  identityToken: string | null;
}

/** The order's coupons as the domain needs them (coupons/service appliedCoupons: known, usable, a unique code within its hold). */
const orderCoupons = (ctx: AppContext, body: Request): Promise<Coupon[]> => appliedCoupons(ctx, ctx.db, body.Coupons, body.TourHoldRef ?? null);

/** The donation line: the configured donation product, an amount its rules allow (400 configured DonationInvalidAmount). */
async function donationLine(ctx: AppContext, body: Request): Promise<OtherLine | null> {
  if (!body.Donation) return null;
  const product = body.Donation.ProductID === ctx.config.Public.DonationProductID ? await loadProduct(ctx.db, body.Donation.ProductID, 'donation') : undefined;
  if (!product) throw new ApiError(400, messages.productNotFound(body.Donation.ProductID));
  const amountCents = toCents(body.Donation.Amount);
  const preset = ctx.config.Public.DonationAmounts.some((a) => toCents(a) === amountCents);
  if (donationProblem(amountCents, product, !preset)) throw new ApiError(400, ctx.config.Public.Messages.DonationInvalidAmount);
  return { productId: product.productId, name: product.name, amountCents };
}

/** The fee's product when ApplyTransactionFee is on, else null. */
async function feeProduct(ctx: AppContext) {
  const id = ctx.config.Public.TransactionFeeProductID;
  if (!ctx.config.Public.ApplyTransactionFee || id === null) return null;
  return (await loadProduct(ctx.db, id, 'transactionfee')) ?? null;
}

/**
 * A line's claimed amounts and coupon must be the server's (409 "The price of X has changed, please
 * review your cart."); returns the line's discount as recorded.
 */
function checkedLine(input: { LinePriceExTax: number; LinePriceTax: number; LinePriceIncTax: number; CouponCode?: string; DiscountAmount?: number }, p: PricedOrderLine, name: string): PricedLine['discount'] {
  const claimedDiscount = input.DiscountAmount === undefined ? undefined : toCents(input.DiscountAmount);
  const discountTotal = p.listAmounts.totalCents - p.amounts.totalCents;
  const claimed = { exTaxCents: toCents(input.LinePriceExTax), taxCents: toCents(input.LinePriceTax), totalCents: toCents(input.LinePriceIncTax) };
  const sameCoupon = (input.CouponCode ?? '').toLowerCase() === (p.discount?.code ?? '').toLowerCase();
  if (!sameAmounts(p.amounts, claimed) || !sameCoupon || (claimedDiscount !== undefined && claimedDiscount !== discountTotal)) throw new ApiError(409, messages.priceChanged(name));
  const exTaxCents = p.listAmounts.exTaxCents - p.amounts.exTaxCents;
  return p.discount && { couponId: p.discount.couponId, code: p.discount.code, discountCents: p.discount.discountCents, totalCents: discountTotal, exTaxCents };
}

/**
 * Prices the request. Errors, all before any money moves: 400 a cost rate other than the default,
 * 404 unknown event, 409 "Tickets not longer available, please choose another time" for an event
 * not offered online, 400 unknown product or no price at the rate, 409 "The price of X has
 * changed, please review your cart." (a line's amount or discount differs), the coupon errors of
 * orderCoupons, 400 a donation its rules refuse, 409 "The transaction fee has changed, please
 * review your cart.", 409 "The balance of gift card ****XXXXXX has changed, please apply it
 * again." (a card's share differs from what its balance allows now, or its hold is not the card's).
 */
export async function repriceOrder(ctx: AppContext, body: Request, buyer: { lastName: string; email: string } = { lastName: '', email: '' }): Promise<PricedOrder> {
  const defaultRate = ctx.config.Public.DefaultCostRateID;
  const now = ctx.clock();
  const today = venueDate(now, ctx.config.Public.VenueTimeZone);
  // The rate the ticket lines must use: identity > member > default, from tokens the server issued.
  const rated = body.Products.length > 0 ? await ticketCostRate(ctx, body, buyer) : { costRateId: defaultRate, identityToken: null };
  const ticketRate = rated.costRateId;
  const [catalogue, coupons, donation, fee, sale, memberships] = await Promise.all([
    loadOrderCatalogue(ctx.db, [...new Set(body.Products.map((l) => l.TourEventID))], [...new Set(body.Products.map((l) => l.TourProductID))]),
    orderCoupons(ctx, body),
    donationLine(ctx, body),
    feeProduct(ctx),
    saleProductLines(ctx, body, today),
    membershipOrderLines(ctx, body, today),
  ]);
  const lines: (OrderLineInput & { input: TransactionProductLine; product: { name: string; affectsCapacity: boolean } })[] = [];
  for (const input of body.Products) {
    const event = catalogue.events.get(input.TourEventID);
    if (!event) throw new ApiError(404, messages.tourEventNotFound(input.TourEventID));
    // The same rule as holds; the booking transaction re-checks the event's state under its lock.
    if (!isOfferedOnline({ ...event, now })) throw new ApiError(409, messages.ticketsNoLongerAvailable);
    const product = catalogue.products.get(input.TourProductID);
    if (!product) throw new ApiError(400, messages.tourProductNotForEvent(input.TourProductID));
    // A product without a price at the applied rate keeps its default price (domain unitPrice).
    const rate = listPrice(product.prices, ticketRate) !== undefined ? ticketRate : defaultRate;
    if (input.CostRateID !== rate) throw new ApiError(400, messages.costRateNotAvailable(input.CostRateID));
    const unitPriceCents = listPrice(product.prices, rate);
    if (unitPriceCents === undefined) throw new ApiError(400, messages.tourProductNotForEvent(input.TourProductID));
    const taxIncluded = product.taxes.length > 0 && product.taxes.every((t) => t.included);
    lines.push({ key: `${input.TourEventID}:${input.TourProductID}`, tourEventId: input.TourEventID, tourProductId: input.TourProductID, quantity: input.Quantity, unitPriceCents, taxIncluded, taxes: product.taxes, input, product });
  }
  const giftLines = body.Payments.filter((p) => p.GiftcardNo !== undefined);
  const giftCards = [];
  for (const g of giftLines) {
    const no = g.GiftcardNo as string;
    if (!g.GiftcardHoldRef || !(await holdOfCard(ctx.db, g.GiftcardHoldRef, no))) throw new ApiError(409, messages.giftCardBalanceChanged(maskGiftCardNo(no)));
    giftCards.push({ giftcardNo: no, availableCents: await spendable(ctx.db, no, g.GiftcardHoldRef, now), heldCents: toCents(g.PaymentAmount) });
  }
  const membershipLines = memberships.flatMap((m) => m.lines);
  const priced = priceOrder({
    lines: [...lines, ...sale.gaTickets.map((g) => g.line), ...membershipLines],
    giftCardPurchases: sale.giftCards.map((g) => g.line),
    giftCardsPayGiftCards: ctx.config.Public.AllowGiftCardForGiftCards,
    coupons,
    donationCents: donation?.amountCents ?? 0,
    fee: fee && { percentage: fee.percentage ?? 0, flatCents: fee.priceCents },
    giftCards,
  });

  const events = new Map<number, PricedEvent>();
  lines.forEach((l, i) => {
    const p = priced.lines[i];
    if (!p) return;
    const { input } = l;
    const discount = checkedLine(input, p, l.product.name);
    const event = catalogue.events.get(input.TourEventID);
    if (!event) return;
    let e = events.get(input.TourEventID);
    if (!e) events.set(input.TourEventID, (e = { tourEventId: input.TourEventID, ...event, lines: [] }));
    e.lines.push({
      input,
      productName: l.product.name,
      affectsCapacity: l.product.affectsCapacity,
      unitPriceCents: l.unitPriceCents,
      amounts: p.amounts,
      discount,
    });
    if (input.BookingUDFs)
      e.udfs = [...(e.udfs ?? []).filter((u) => !input.BookingUDFs?.some((v) => v.UDFID === u.UDFID)), ...input.BookingUDFs];
  });

  const gaTickets = sale.gaTickets.map((g, j) => {
    const p = priced.lines[lines.length + j] as PricedOrderLine;
    const discount = checkedLine(g.input, p, g.product.name);
    return { input: g.input, productName: g.product.name, unitPriceCents: g.product.priceCents, amounts: p.amounts, discount, validUntil: g.product.validUntil };
  });
  let offset = lines.length + sale.gaTickets.length;
  const pricedMemberships = memberships.map((m) => {
    const pricedLines = m.lines.map((_, j) => priced.lines[offset + j] as PricedOrderLine);
    const lineAmounts = pricedLines.map((p) => p.amounts);
    const lineDiscounts = pricedLines.map((p) => p.discount && { couponId: p.discount.couponId, totalCents: p.listAmounts.totalCents - p.amounts.totalCents });
    offset += m.lines.length;
    const amounts = sumTaxed(lineAmounts);
    const claimed = { exTaxCents: toCents(m.input.SubTotal), taxCents: toCents(m.input.TotalTax), totalCents: toCents(m.input.TotalAmount) };
    if (!sameAmounts(amounts, claimed)) throw new ApiError(409, messages.priceChanged(m.pkg.rule.name));
    return { ...m, amounts, lineAmounts, lineDiscounts };
  });
  const feeLine = fee && priced.feeCents > 0 ? { productId: fee.productId, name: fee.name, amountCents: priced.feeCents } : null;
  const claimedFee = body.TransactionFee ? toCents(body.TransactionFee.Amount) : 0;
  if (claimedFee !== priced.feeCents || (body.TransactionFee && body.TransactionFee.ProductID !== feeLine?.productId)) throw new ApiError(409, messages.feeChanged);
  giftLines.forEach((g, i) => {
    if (toCents(g.PaymentAmount) !== priced.giftCards[i]?.amountCents) throw new ApiError(409, messages.giftCardBalanceChanged(maskGiftCardNo(g.GiftcardNo as string)));
  });

  const units = couponUnits(priced);
  const sorted = [...events.values()].sort((a, b) => a.tourEventId - b.tourEventId);
  return {
    events: sorted,
    memberships: pricedMemberships,
    gaTickets,
    giftCardPurchases: sale.giftCards.map((g) => ({ input: g.input, productName: g.product.name, amountCents: g.line.amountCents, quantity: g.line.quantity })),
    totals: {
      exTaxCents: priced.products.exTaxCents + priced.giftCardPurchaseCents + priced.donationCents + priced.feeCents,
      taxCents: priced.products.taxCents,
      totalCents: priced.totalCents,
    },
    discountCents: priced.discountCents,
    discountExTaxCents: priced.discount.exTaxCents,
    donation,
    fee: feeLine,
    coupons: coupons.filter((c) => units.has(c.couponId)).map((c) => ({ couponId: c.couponId, code: c.code, unique: c.unique, limited: c.maxTransactions > 0, units: units.get(c.couponId) ?? 0 })),
    giftCards: giftLines.map((g, i) => ({
      lineNo: g.PaymentLineNo,
      paymentTypeId: g.PaymentTypeID,
      giftcardNo: g.GiftcardNo as string,
      holdRef: g.GiftcardHoldRef as string,
      amountCents: priced.giftCards[i]?.amountCents ?? 0,
    })),
    amountToPayCents: priced.amountToPayCents,
    // Spent only when a line was priced at the verified rate (a product without a price at it keeps the default).
    identityToken: rated.identityToken !== null && lines.some((l) => l.input.CostRateID === ticketRate) ? rated.identityToken : null,
  };
}
