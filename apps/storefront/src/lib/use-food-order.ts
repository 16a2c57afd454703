/**
 * The food order priced for display (spec 02 §2.12 items 5–6; spec 01 §2 "Order products"): each
 * cart line with its menu product and chosen options, its unit and line amounts under
 * ShowOrderItemPriceAs (domain food-pricing), the order's subtotal, tax and total, and its tab
 * location and order location. The server prices again when paying. Cents.
 */
import type { MenuOption, MenuProduct, OptionProduct, OrderLocation, TabLocation } from '@gt/contract/food';
import type { OrderLine, OrderLineChoice } from '@gt/domain/food-cart';
import { orderTotals, shownOrderLine, type ShowOrderItemPriceAs } from '@gt/domain/food-pricing';
import { toCents } from '@gt/domain/money';
import { isLocationOpen } from '@gt/domain/opening-hours';
import type { ShownLine, ShownTotals } from '@gt/domain/price-display';
import { useQuery } from '@tanstack/react-query';
import { menuProducts, useFoodMenusIfAny } from '../api/get-food-menus';
import { findTabLocation, orderLocationsQuery, venueNowFrom } from '../api/get-order-locations';
import { useFoodCart } from '../stores/food-cart';
import { usePublicConfig } from './public-config';
import { useShallow } from 'zustand/react/shallow';

export interface ChosenOption {
  option: MenuOption;
  choice: OptionProduct;
}

export interface PricedOrderLine {
  line: OrderLine;
  product: MenuProduct;
  options: ChosenOption[];
  shown: ShownLine;
}

/** The chosen options of a line as menu options and products (unknown ones left out). */
export function chosenOptions(product: MenuProduct, choices: readonly OrderLineChoice[]): ChosenOption[] {
  return choices.flatMap((c) => {
    const option = product.Options.find((o) => o.OptionID === c.OptionID);
    const choice = option?.Products.find((p) => p.ProductID === c.ProductID);
    return option && choice ? [{ option, choice }] : [];
  });
}

/** A product with options and quantity, priced as shown (the options dialog's total, a cart line). */
export function priceFoodItem(product: MenuProduct, options: readonly ChosenOption[], quantity: number, setting: ShowOrderItemPriceAs): ShownLine {
  return shownOrderLine(
    {
      priceCents: toCents(product.Price),
      optionPriceCents: options.map((o) => toCents(o.choice.Price)),
      taxes: product.Taxes.map((t) => ({ included: t.TaxIncluded, percentage: t.TaxPercentage })),
      quantity,
    },
    setting,
  );
}

export interface FoodOrder {
  lines: PricedOrderLine[];
  totals: ShownTotals & { checkoutAmountCents: number };
  location: OrderLocation | undefined;
  tab: TabLocation | undefined;
  /** The order location takes orders now (venue clock). */
  open: boolean;
  /** Cart lines not yet priced (menus loading). */
  loading: boolean;
  error: Error | null;
}

export function useFoodOrder(): FoodOrder {
  const { ShowOrderItemPriceAs, VenueTimeZone } = usePublicConfig();
  const { lines, tabLocationId } = useFoodCart(useShallow((s) => ({ lines: s.lines, tabLocationId: s.tabLocationId })));
  const locations = useQuery({ ...orderLocationsQuery(), enabled: tabLocationId !== null });
  const found = findTabLocation(locations.data?.locations ?? [], tabLocationId);
  const menus = useFoodMenusIfAny(found?.location.DisplayArea);
  const products = menuProducts(menus.data ?? []);
  const priced = lines.flatMap((line) => {
    const product = products.get(line.ProductID);
    if (!product) return [];
    const options = chosenOptions(product, line.Options);
    return [{ line, product, options, shown: priceFoodItem(product, options, line.Quantity, ShowOrderItemPriceAs) }];
  });
  const now = locations.data ? venueNowFrom(locations.data.skewMs)() : new Date();
  return {
    lines: priced,
    totals: orderTotals(priced.map((l) => l.shown), ShowOrderItemPriceAs),
    location: found?.location,
    tab: found?.tab,
    open: found ? isLocationOpen(found.location.OpeningTimes, now, VenueTimeZone) : false,
    loading: lines.length > 0 && priced.length < lines.length && (locations.isLoading || menus.isLoading),
    error: locations.error ?? menus.error,
  };
}
