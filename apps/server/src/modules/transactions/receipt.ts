/**
 * The receipt of a booked order (spec 01 §3 "Payment result / receipt"; contract
 * TransactionResult): its events and lines with their barcodes and coupon discounts, GA tickets
 * with a barcode each and their validity, the gift cards bought (full numbers and PINs: the
 * receipt and e-mail deliver them), the donation and fee lines, the gift card payments (masked, with what each card has left) and the
 * card payment, and the totals. Dollars on the wire; times in the venue zone.
 */
import type { ReceiptMembership } from '@gt/contract/memberships';
import type { TransactionResult } from '@gt/contract/transactions';
import { maskGiftCardNo } from '@gt/domain/gift-card';
import { toDollars } from '@gt/domain/money';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { PaymentRow } from '../payments/payments-repository';
import { receiptPayments } from '../payments/receipt-payment';
import type { OtherLine, PricedEvent, PricedGaTicket, PricedGiftCardPurchase, PricedLine, PricedOrder } from './reprice';

/** An event of the sale as written: its booking barcode and its lines with their ticket barcodes. */
export interface SoldEvent {
  priced: PricedEvent;
  barcode: string;
  lines: { priced: PricedLine; ticketBarcodes: string[] }[];
}

const otherLine = (l: OtherLine | null, lineNo: number) =>
  l && { ProductLineNo: lineNo, ProductID: l.productId, ProductName: l.name, Amount: toDollars(l.amountCents) };

/** Builds the receipt; `lastLineNo` is the highest product line number of the request (donation and fee follow it). */
export function buildReceipt(r: {
  receiptNo: number;
  now: Date;
  zone: string;
  customer: { CustomerID: number; FirstName: string; LastName: string; Email: string };
  events: SoldEvent[];
  bookingIds: Map<number, number>;
  order: PricedOrder;
  giftCardBalances: Map<string, number>;
  payment: PaymentRow | undefined;
  otherLineNos: { donation: number; fee: number };
  gaTickets: { priced: PricedGaTicket; barcodes: string[] }[];
  giftCards: { priced: PricedGiftCardPurchase; cards: { giftcardNo: string; pin: string | null }[] }[];
  memberships?: ReceiptMembership[];
}): TransactionResult {
  const { order, zone } = r;
  return {
    ReceiptNo: r.receiptNo,
    TransactionDate: formatVenueDateTime(r.now, zone),
    CustomerID: r.customer.CustomerID,
    Customer: { FirstName: r.customer.FirstName, LastName: r.customer.LastName, CustomerAddress: [{ Email: r.customer.Email }] },
    Events: r.events.map(({ priced: e, barcode }) => ({
      BookingID: r.bookingIds.get(e.tourEventId) as number,
      Barcode: barcode,
      TourEventID: e.tourEventId,
      BookingTypeID: e.bookingTypeId,
      EventName: e.eventName,
      EventStartDateTime: formatVenueDateTime(e.startsAt, zone),
      EventEndDateTime: formatVenueDateTime(e.endsAt, zone),
      WaiverRequired: e.waiverRequired,
      WaiverURL: e.waiverUrl,
    })),
    Products: r.events
      .flatMap((e) => e.lines.map((l) => ({ e, l })))
      .sort((x, y) => x.l.priced.input.ProductLineNo - y.l.priced.input.ProductLineNo)
      .map(({ e, l }) => ({
        ProductLineNo: l.priced.input.ProductLineNo,
        ProductID: l.priced.input.TourProductID,
        TourEventID: e.priced.tourEventId,
        TourProductID: l.priced.input.TourProductID,
        TourProductName: l.priced.productName,
        Quantity: l.priced.input.Quantity,
        CostRateID: l.priced.input.CostRateID,
        LinePriceExTax: toDollars(l.priced.amounts.exTaxCents),
        LinePriceTax: toDollars(l.priced.amounts.taxCents),
        LinePriceIncTax: toDollars(l.priced.amounts.totalCents),
        BookingID: r.bookingIds.get(e.priced.tourEventId) as number,
        BookingStatus: 'Booked' as const,
        Barcodes: l.ticketBarcodes,
        CouponCode: l.priced.discount?.code ?? null,
        DiscountAmount: toDollars(l.priced.discount?.totalCents ?? 0),
        DiscountExTax: toDollars(l.priced.discount?.exTaxCents ?? 0),
      })),
    Payments: [
      ...order.giftCards.map((g) => ({
        PaymentLineNo: g.lineNo,
        PaymentTypeID: g.paymentTypeId,
        PaymentAmount: toDollars(g.amountCents),
        GiftcardNo: maskGiftCardNo(g.giftcardNo),
        BalanceRemaining: toDollars(Math.max(0, r.giftCardBalances.get(g.giftcardNo) ?? 0)),
      })),
      ...receiptPayments(r.payment),
    ],
    GATickets: r.gaTickets.map(({ priced: g, barcodes }) => ({
      ProductLineNo: g.input.ProductLineNo,
      ProductID: g.input.ProductID,
      ProductName: g.productName,
      Quantity: g.input.Quantity,
      LinePriceExTax: toDollars(g.amounts.exTaxCents),
      LinePriceTax: toDollars(g.amounts.taxCents),
      LinePriceIncTax: toDollars(g.amounts.totalCents),
      CouponCode: g.discount?.code ?? null,
      DiscountAmount: toDollars(g.discount?.totalCents ?? 0),
      DiscountExTax: toDollars(g.discount?.exTaxCents ?? 0),
      ValidUntil: g.validUntil,
      Barcodes: barcodes,
    })),
    GiftCards: r.giftCards.map(({ priced: g, cards }) => ({
      ProductLineNo: g.input.ProductLineNo,
      ProductID: g.input.ProductID,
      ProductName: g.productName,
      Amount: toDollars(g.amountCents),
      Quantity: g.quantity,
      Giftcards: cards.map((c) => ({ GiftcardNo: c.giftcardNo, Pin: c.pin })),
    })),
    Donation: otherLine(order.donation, r.otherLineNos.donation),
    TransactionFee: otherLine(order.fee, r.otherLineNos.fee),
    MembershipPackages: r.memberships ?? [],
    TotalDiscount: toDollars(order.discountCents),
    TotalDiscountExTax: toDollars(order.discountExTaxCents),
    TotalExTax: toDollars(order.totals.exTaxCents),
    TotalTax: toDollars(order.totals.taxCents),
    TotalPaid: toDollars(order.totals.totalCents),
  };
}
