/**
 * Cart emptying (spec 01 §4): when no events, GA tickets or gift cards remain (and no food order
 * is in the cart), the rest of the cart goes too — the seat hold reference, the contact details
 * kept with it and the GA coupon and an applied member or identity rate (membership packages and the fee will join here). Watches the
 * stores; returns the function that stops watching.
 */
import { useCartStore } from '../../stores/cart-store';
import { useFoodCart } from '../../stores/food-cart';
import { saleItemCount, useSaleCart } from '../../stores/sale-cart';
import { useDiscountRate } from '../../stores/discount-rate';

const itemCount = () => useCartStore.getState().events.length + saleItemCount(useSaleCart.getState());

export function watchCartEmptying(): () => void {
  let before = itemCount();
  const check = () => {
    const now = itemCount();
    const emptied = before > 0 && now === 0 && useFoodCart.getState().lines.length === 0;
    before = now;
    if (!emptied) return;
    useCartStore.getState().reset();
    useSaleCart.getState().reset();
    useDiscountRate.getState().reset();
  };
  const stopCart = useCartStore.subscribe(check);
  const stopSale = useSaleCart.subscribe(check);
  return () => {
    stopCart();
    stopSale();
  };
}
