/**
 * Server-side pricing of a tab sale (spec 02 §3 "Tab-sale transaction", §5 "Food";
 * docs/architecture.md#pricing): the tab location and its order location, the location open at
 * payment time, every line's product on that location's menus with valid options and notes, and the
 * line priced again — product plus chosen option prices, taxed at the product's taxes — with domain
 * food-pricing. A client price that differs by a cent is refused.
 */
import type { TabSaleRequest } from '@gt/contract/tab-sales';
import { orderItemProblem } from '@gt/domain/food-cart';
import { priceOrderItem, taxedUnit } from '@gt/domain/food-pricing';
import { messages } from '@gt/domain/messages';
import { toCents } from '@gt/domain/money';
import { isLocationOpen } from '@gt/domain/opening-hours';
import { isUsPhone } from '@gt/domain/phone';
import { sameAmounts } from '@gt/domain/pricing';
import { sumTaxed, type TaxedAmount } from '@gt/domain/tax';
import { venueDate } from '@gt/domain/venue-time';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { SoldOption } from '../../db/food-schema';
import { ApiError } from '../../http/errors';
import { loadMenus, loadTabLocation, type FoodProductRow, type OrderLocationRow } from '../food/repository';

export type TabSaleInput = z.output<typeof TabSaleRequest>;

export interface PricedOrderLine {
  productLineNo: number;
  product: FoodProductRow;
  quantity: number;
  notes: string;
  options: SoldOption[];
  amounts: TaxedAmount;
}

export interface PricedTabSale {
  tabLocationId: number;
  tabLocationName: string;
  location: OrderLocationRow;
  lines: PricedOrderLine[];
  totals: TaxedAmount;
}

/** 409 "{location} is not open for orders now…" unless the location is open at `now` (venue zone). */
export function assertLocationOpen(ctx: AppContext, location: OrderLocationRow, now: Date): void {
  if (!isLocationOpen(location.openingTimes, now, ctx.config.Public.VenueTimeZone)) throw new ApiError(409, messages.orderLocationClosed(location.name));
}

/**
 * Prices the request. Errors: 400 'Please enter a valid phone #' (mobile), 404 unknown tab
 * location, 409 location closed, 400 a product not on the location's menus, 'Please select
 * required option first', options not offered for the product, 'Please select quantity', notes
 * for a product without notes; 409 "The price of X has changed, please review your cart."
 */
export async function repriceTabSale(ctx: AppContext, body: TabSaleInput): Promise<PricedTabSale> {
  if (!isUsPhone(body.TabCustomerMobile)) throw new ApiError(400, body.TabCustomerMobile === '' ? messages.tabCustomerPhoneRequired : messages.invalidPhone);
  const now = ctx.clock();
  const today = venueDate(now, ctx.config.Public.VenueTimeZone);
  const tab = await loadTabLocation(ctx.db, body.TabLocationID, today);
  if (!tab) throw new ApiError(404, messages.tabLocationNotFound(body.TabLocationID));
  assertLocationOpen(ctx, tab.location, now);
  const menus = await loadMenus(ctx.db, tab.location.displayAreaNo, today);
  const products = new Map(menus.flatMap((m) => m.departments.flatMap((d) => d.products.map((p) => [p.productId, p] as const))));
  const lines = body.Products.map((input): PricedOrderLine => {
    const product = products.get(input.ProductID);
    if (!product) throw new ApiError(400, messages.foodProductNotOnMenu(input.ProductID));
    const groups = product.options.map((o) => ({ OptionID: o.optionId, IsRequired: o.isRequired, ProductIDs: o.choices.map((c) => c.productId) }));
    const problem = orderItemProblem(groups, { Quantity: input.Quantity, Options: input.Options });
    if (problem === 'required-option') throw new ApiError(400, messages.selectRequiredOptionFirst);
    if (problem === 'invalid-option') throw new ApiError(400, messages.foodOptionNotForProduct(product.name));
    if (problem === 'quantity') throw new ApiError(400, messages.selectQuantity);
    if (input.ProductNotes !== '' && !product.getProductNotes) throw new ApiError(400, messages.foodNotesNotTaken(product.name));
    const chosen = input.Options.map((o) => {
      const group = product.options.find((g) => g.optionId === o.OptionID);
      const choice = group?.choices.find((c) => c.productId === o.ProductID);
      if (!group || !choice) throw new ApiError(400, messages.foodOptionNotForProduct(product.name));
      return { group, choice };
    });
    const options = chosen.map(({ group, choice }): SoldOption => ({
      OptionID: group.optionId,
      OptionName: group.name,
      ProductID: choice.productId,
      ProductName: choice.name,
      ...taxedUnit(choice.priceCents, product.taxes),
    }));
    const amounts = priceOrderItem({ priceCents: product.priceCents, optionPriceCents: chosen.map((c) => c.choice.priceCents), taxes: product.taxes, quantity: input.Quantity });
    const claimed = { exTaxCents: toCents(input.LinePriceExTax), taxCents: toCents(input.LinePriceTax), totalCents: toCents(input.LinePriceIncTax) };
    if (!sameAmounts(amounts, claimed)) throw new ApiError(409, messages.priceChanged(product.name));
    return { productLineNo: input.ProductLineNo, product, quantity: input.Quantity, notes: input.ProductNotes, options, amounts };
  });
  return { tabLocationId: body.TabLocationID, tabLocationName: tab.tabLocationName, location: tab.location, lines, totals: sumTaxed(lines.map((l) => l.amounts)) };
}

