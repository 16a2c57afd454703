/**
 * Helpers of the food tests: the demo menus, order lines priced the way the storefront prices
 * them (domain food-pricing on the public menu), a tab sale body and the kitchen feed's key.
 */
import type { Menu, MenuProduct, OrderLocation } from '@gt/contract/food';
import type { OrderProductLine, TabSaleRequest } from '@gt/contract/tab-sales';
import { priceOrderItem } from '@gt/domain/food-pricing';
import { toCents, toDollars } from '@gt/domain/money';
import type { TestStore } from './harness';
import { createGuest, tokenize } from './checkout-support';

export const KITCHEN_KEY = 'kitchen-display-secret';
/** Server config giving the kitchen display its own key besides the storefront's. */
export const kitchenConfig = { MiddlewareKeys: ['gt-storefront', KITCHEN_KEY] };

export async function orderLocations(store: TestStore): Promise<OrderLocation[]> {
  return (await store.app.inject({ method: 'GET', url: '/api/v1/orderlocations' })).json() as OrderLocation[];
}

export async function menus(store: TestStore, displayArea: number): Promise<Menu[]> {
  return (await store.app.inject({ method: 'GET', url: `/api/v1/products?ProductType=foodmenusimple&DisplayArea=${displayArea}` })).json() as Menu[];
}

export async function menuProduct(store: TestStore, displayArea: number, name: string): Promise<MenuProduct> {
  const p = (await menus(store, displayArea)).flatMap((m) => m.Departments.flatMap((d) => d.Products)).find((x) => x.ProductName === name);
  if (!p) throw new Error(`no product ${name}`);
  return p;
}

/** A line of `product` with the options named `[group, choice]`, priced like the storefront. */
export function orderLine(product: MenuProduct, o: { lineNo?: number; quantity?: number; options?: [string, string][]; notes?: string } = {}): OrderProductLine {
  const options = (o.options ?? []).map(([group, choice]) => {
    const g = product.Options.find((x) => x.OptionName === group);
    const c = g?.Products.find((x) => x.ProductName === choice);
    if (!g || !c) throw new Error(`no option ${group}/${choice}`);
    return { OptionID: g.OptionID, ProductID: c.ProductID, price: toCents(c.Price) };
  });
  const a = priceOrderItem({
    priceCents: toCents(product.Price),
    optionPriceCents: options.map((x) => x.price),
    taxes: product.Taxes.map((t) => ({ included: t.TaxIncluded, percentage: t.TaxPercentage })),
    quantity: o.quantity ?? 1,
  });
  return {
    ProductLineNo: o.lineNo ?? 1,
    ProductID: product.ProductID,
    Quantity: o.quantity ?? 1,
    ProductNotes: o.notes ?? '',
    Options: options.map(({ OptionID, ProductID }) => ({ OptionID, ProductID })),
    LinePriceExTax: toDollars(a.exTaxCents),
    LinePriceTax: toDollars(a.taxCents),
    LinePriceIncTax: toDollars(a.totalCents),
  };
}

/** A guest, a card token and a tab sale body paying `lines` at tab location `tabLocationId`. */
export async function tabSaleBody(store: TestStore, tabLocationId: number, lines: OrderProductLine[], o: { card?: string; mobile?: string } = {}): Promise<TabSaleRequest> {
  const customer = await createGuest(store);
  const token = await tokenize(store, o.card);
  const total = lines.reduce((s, l) => s + toCents(l.LinePriceIncTax), 0);
  return {
    NodeNo: 1,
    CustomerID: customer.CustomerID,
    CustomerToken: customer.CustomerToken,
    TransactionType: 'Tab Sale',
    TabCustomerFirstName: 'Ann',
    TabCustomerLastName: 'Lee',
    TabCustomerMobile: o.mobile ?? '(409) 555-0100',
    TabLocationID: tabLocationId,
    LeaveOrderOpen: false,
    SendToKitchen: true,
    Products: lines,
    Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: toDollars(total), CardToken: token }],
  };
}
