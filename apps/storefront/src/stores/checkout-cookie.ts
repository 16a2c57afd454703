/**
 * Keeps the checkout cart cookie (@gt/contract/checkout-cart, docs/performance.md#storefront-on-a-phone) in step with the cart, so
 * that the server can render the checkout: none while the cart is empty; the cart's events and
 * product quantities while it holds nothing but timed tickets; `browser` while it holds more (GA
 * tickets, gift cards, food, a membership package, a coupon, a gift card, a donation or a member
 * rate: the checkout then renders in the browser, as it shows what only the browser knows).
 * Never contact details.
 */
import { CHECKOUT_CART_COOKIE, CHECKOUT_CART_MAX_LENGTH, CHECKOUT_IN_BROWSER } from '@gt/contract/first-load';
import { serialize } from 'cookie';
import { useCartStore } from './cart-store';
import { useDiscountRate } from './discount-rate';
import { useFoodCart } from './food-cart';
import { useMembershipCart } from './membership-cart';
import { usePromotions } from './promotions';
import { saleItemCount, useSaleCart } from './sale-cart';

/** The cookie's value (JSON or `browser`), or null when there is to be none. */
export function checkoutCookieValue(): string | null {
  const { events } = useCartStore.getState();
  const promotions = usePromotions.getState();
  const rate = useDiscountRate.getState();
  const sale = useSaleCart.getState();
  const onlyTimedTickets =
    saleItemCount(sale) === 0 &&
    sale.gaCouponCode === null &&
    useFoodCart.getState().lines.length === 0 &&
    !useMembershipCart.getState().inCart &&
    promotions.coupons.length + promotions.giftCards.length === 0 &&
    promotions.donation === null &&
    rate.membership === null &&
    rate.identity === null;
  if (!onlyTimedTickets) return CHECKOUT_IN_BROWSER;
  if (events.length === 0) return null;
  const json = JSON.stringify(events.map((e) => ({ TourEventID: e.TourEventID, BookingTypeID: e.BookingTypeID, lines: e.lines })));
  return encodeURIComponent(json).length <= CHECKOUT_CART_MAX_LENGTH ? json : CHECKOUT_IN_BROWSER;
}

/**
 * Writes the cookie now, after every change of the stores it depends on, and whenever this tab
 * comes to the front (browser only). The cart is kept per tab (session storage) but a cookie is
 * shared by the tabs: it names the cart of the tab used last, and a tab whose cart differs shows
 * its own once its scripts run.
 */
export function keepCheckoutCookie(): void {
  let written: string | null | undefined;
  const write = () => {
    const value = checkoutCookieValue();
    if (value === written) return;
    written = value;
    const attributes = { path: '/GT', sameSite: 'strict', secure: window.location.protocol === 'https:' } as const;
    document.cookie = value === null ? serialize(CHECKOUT_CART_COOKIE, '', { ...attributes, maxAge: 0 }) : serialize(CHECKOUT_CART_COOKIE, value, attributes);
  };
  write();
  for (const store of [useCartStore, useSaleCart, useFoodCart, useMembershipCart, usePromotions, useDiscountRate]) store.subscribe(write);
  // Another tab may have written its cart meanwhile.
  const rewrite = () => {
    written = undefined;
    write();
  };
  for (const event of ['focus', 'pageshow']) window.addEventListener(event, rewrite);
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) rewrite();
  });
}
