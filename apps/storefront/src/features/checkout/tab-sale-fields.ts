/**
 * A tab sale's fields (spec 02 §3 "Tab-sale transaction"; spec 01 §4 "a tab sale adds tab
 * customer fields"): the tab customer from the checkout form (first and last name, mobile), the
 * tab location, LeaveOrderOpen false, SendToKitchen true, and the order lines with the prices
 * shown (the server re-prices and refuses a difference).
 */
import { toDollars } from '@gt/domain/money';
import type { FoodOrder } from '../../lib/use-food-order';
import type { CheckoutValues } from './checkout-values';
import type { OrderFields } from './hooks/use-pay';

export function tabSaleFields(v: CheckoutValues, order: FoodOrder): OrderFields {
  return {
    TransactionType: 'Tab Sale',
    TabCustomerFirstName: v.firstName.trim(),
    TabCustomerLastName: v.lastName.trim(),
    TabCustomerMobile: v.phone.trim(),
    TabLocationID: order.tab?.TabLocationID ?? 0,
    LeaveOrderOpen: false,
    SendToKitchen: true,
    Products: order.lines.map((l, i) => ({
      ProductLineNo: i + 1,
      ProductID: l.product.ProductID,
      Quantity: l.line.Quantity,
      ProductNotes: l.line.ProductNotes,
      Options: l.line.Options,
      LinePriceExTax: toDollars(l.shown.amounts.exTaxCents),
      LinePriceTax: toDollars(l.shown.amounts.taxCents),
      LinePriceIncTax: toDollars(l.shown.amounts.totalCents),
    })),
  };
}
