/**
 * General-admission tickets and gift cards bought in a transaction (spec 02 §2.9, §2.11, §5 "GA
 * tickets", "Gift card purchase"): each line checked against its product (type, sell window in
 * the venue's today, a display area shown online, quantity limits, the gift card amount) before it
 * is priced with the rest of the order.
 */
import type { TransactionGaTicketLine, TransactionGiftCardLine, TransactionRequest } from '@gt/contract/transactions';
import { gaOrderLine, gaQuantityProblem, withinSellWindow } from '@gt/domain/ga-tickets';
import { giftCardAmountValid } from '@gt/domain/gift-card-sale';
import { messages } from '@gt/domain/messages';
import { toCents } from '@gt/domain/money';
import type { GiftCardPurchaseLine, OrderLineInput } from '@gt/domain/order-pricing';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { loadSaleProducts, type SaleProduct } from './repository';

type Request = z.output<typeof TransactionRequest>;

export interface GaTicketLineInput {
  line: OrderLineInput;
  input: TransactionGaTicketLine;
  product: SaleProduct;
}

export interface GiftCardPurchaseInput {
  line: GiftCardPurchaseLine;
  input: TransactionGiftCardLine;
  product: SaleProduct;
}

const onSale = (p: SaleProduct, today: string) => p.shownOnline && withinSellWindow(p.sellFrom, p.sellTill, today);

/**
 * The order's GA ticket and gift card lines, checked. Errors: 400 "Please select quantity first" /
 * "Please select any giftcard" (a line of quantity 0); 409 "Tickets not longer available,
 * please choose another time" (not a product of that kind, or not on sale today); 400
 * "{ProductName} (Please select at least {MinQuantity} quantity)", "Maximum of N tickets
 * allowed" (GA quantity limits); 400 "Please enter valid amount." (a gift card amount that is not
 * its fixed price, or outside Price – MaxPrice); 400 "An order may include at most N gift cards…"
 * (more than MaxGiftCardsPerOrder cards over all lines).
 */
export async function saleProductLines(ctx: AppContext, body: Request, today: string): Promise<{ gaTickets: GaTicketLineInput[]; giftCards: GiftCardPurchaseInput[] }> {
  const ids = [...new Set([...body.GATickets, ...body.GiftCards].map((l) => l.ProductID))];
  const products = ids.length > 0 ? await loadSaleProducts(ctx.db, ids) : new Map<number, SaleProduct>();
  const product = (id: number, type: SaleProduct['productType']) => {
    const p = products.get(id);
    if (!p || p.productType !== type || !onSale(p, today)) throw new ApiError(409, messages.ticketsNoLongerAvailable);
    return p;
  };
  const gaTickets = body.GATickets.map((input) => {
    if (input.Quantity < 1) throw new ApiError(400, messages.gaSelectQuantity);
    const p = product(input.ProductID, 'gaticket');
    const problem = gaQuantityProblem([{ name: p.name, minQuantity: p.minQuantity, maxQuantity: p.maxQuantity, quantity: input.Quantity }]);
    if (problem) throw new ApiError(400, problem);
    return { line: gaOrderLine(p, input.Quantity), input, product: p };
  });
  const max = ctx.config.MaxGiftCardsPerOrder;
  if (body.GiftCards.reduce((n, l) => n + l.Quantity, 0) > max) throw new ApiError(400, messages.tooManyGiftCards(max));
  const giftCards = body.GiftCards.map((input) => {
    if (input.Quantity < 1) throw new ApiError(400, messages.selectAnyGiftCard);
    const p = product(input.ProductID, 'giftcard');
    const amountCents = toCents(input.Amount);
    if (!giftCardAmountValid(p, amountCents)) throw new ApiError(400, messages.invalidGiftCardAmount);
    return { line: { key: `gc:${input.ProductLineNo}`, amountCents, quantity: input.Quantity }, input, product: p };
  });
  return { gaTickets, giftCards };
}
