/**
 * The app-wide polite live region (WCAG 4.1.3): reads out `announce(…)` texts, and
 * every change of the cart's item count ("Your cart has 3 items."), whichever page made it.
 */
import { orderItemCount } from '@gt/domain/food-cart';
import { useEffect } from 'react';
import { announce, useAnnouncer } from '../../stores/announcer';
import { cartItemCount, useCartStore } from '../../stores/cart-store';
import { useFoodCart } from '../../stores/food-cart';

const itemCount = () => cartItemCount(useCartStore.getState().events) + orderItemCount(useFoodCart.getState().lines);

/** The text announced when the cart's item count changes. */
export const cartCountText = (n: number) => (n === 0 ? 'Your cart is empty.' : `Your cart has ${n} ${n === 1 ? 'item' : 'items'}.`);

/** Announces each change of the cart's item count (not the count it starts with). */
function useCartAnnouncements(): void {
  useEffect(() => {
    let count = itemCount();
    const onChange = () => {
      const now = itemCount();
      if (now === count) return;
      count = now;
      announce(cartCountText(now));
    };
    const unsubscribe = [useCartStore.subscribe(onChange), useFoodCart.subscribe(onChange)];
    return () => unsubscribe.forEach((u) => u());
  }, []);
}

export function LiveRegion() {
  const { message, seq } = useAnnouncer();
  useCartAnnouncements();
  return (
    <div role="status" aria-live="polite" aria-atomic className="gt-visually-hidden">
      <span key={seq}>{message}</span>
    </div>
  );
}
