/**
 * What a paid order leaves behind (spec 01 §4 "Checkout": the cart is emptied after payment):
 * the carts of every kind (timed tickets, food, GA tickets and gift cards), the promotions and the
 * applied member or verified rate. A membership package's cart is its route's (CheckoutAddition).
 */
import { useCartStore } from '../../stores/cart-store';
import { useDiscountRate } from '../../stores/discount-rate';
import { useFoodCart } from '../../stores/food-cart';
import { usePromotions } from '../../stores/promotions';
import { saleItemCount, useSaleCart } from '../../stores/sale-cart';

/** Whether this tab's cart holds timed tickets, food or sale items (a membership package is the route's to say). */
export function cartFilled(): boolean {
  return useCartStore.getState().events.length > 0 || useFoodCart.getState().lines.length > 0 || saleItemCount(useSaleCart.getState()) > 0;
}

/** Empties the carts, promotions and applied rate after a payment. */
export function clearPaidOrder(): void {
  useCartStore.getState().reset();
  useFoodCart.getState().reset();
  useSaleCart.getState().reset();
  usePromotions.getState().reset();
  useDiscountRate.getState().reset();
}
