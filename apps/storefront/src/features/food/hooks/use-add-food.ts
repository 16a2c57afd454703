/**
 * Puts an item from the options dialog into the food order (spec 02 §4.10): refused with
 * "{location} is not open for orders now…" while the location is closed (it is open only between
 * its opening and closing time today; the server refuses the payment too), and with the
 * configured CartConflict message while the cart holds tickets, GA tickets or gift cards (domain
 * cartConflict); otherwise added (merged with an equal line) or, when editing, the line replaced
 * or merged.
 */
import { cartConflict, type OrderItem } from '@gt/domain/food-cart';
import { messages } from '@gt/domain/messages';
import { usePublicConfig } from '../../../lib/public-config';
import { cartItemCount, useCartStore } from '../../../stores/cart-store';
import { useFoodCart } from '../../../stores/food-cart';
import { saleItemCount, useSaleCart } from '../../../stores/sale-cart';

/**
 * Returns a function that adds (or, with `editing`, saves) the item at `location` (its name and
 * whether it is open now); it answers the refusal's text, or null when done.
 */
export function useAddFood(location: { name: string; open: boolean } | null): (item: OrderItem, editing?: string) => string | null {
  const config = usePublicConfig();
  return (item, editing) => {
    if (location && !location.open) return messages.orderLocationClosed(location.name);
    const food = useFoodCart.getState();
    const otherItems = cartItemCount(useCartStore.getState().events) + saleItemCount(useSaleCart.getState());
    const conflict = cartConflict('food', { orderItems: food.lines.length, otherItems });
    if (conflict) return config.Messages[conflict];
    if (editing) food.edit(editing, item);
    else food.add(item);
    return null;
  };
}
