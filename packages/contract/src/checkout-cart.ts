/**
 * The storefront's copy of its timed-ticket cart for the server (docs/performance.md#storefront-on-a-phone): the checkout's HTML is
 * rendered on the server when this cookie names what the cart holds, so that the tickets table and
 * the totals show before any script has run. It carries no personal data (no contact details, no
 * user-defined field values, no hold reference): the events only while the cart holds nothing but
 * timed tickets, `browser` while it holds more, nothing when it is empty
 * (apps/storefront/src/stores/checkout-cookie.ts); the server reads it with
 * `readCheckoutCart` and prices the events from its own catalogue, never from the cookie.
 */
import { z } from 'zod';
import { CHECKOUT_CART_MAX_LENGTH } from './first-load';
import { Id } from './wire';

const CheckoutCartEvent = z.object({
  TourEventID: Id,
  BookingTypeID: Id,
  lines: z.array(z.object({ TourProductID: Id, Quantity: z.number().int().positive().max(9999) })).min(1).max(50),
});

/** The cookie's value for a timed-ticket cart (URI-encoded in the header): JSON of its events and their product quantities. */
export const CheckoutCart = z.array(CheckoutCartEvent).min(1).max(40);
export type CheckoutCart = z.infer<typeof CheckoutCart>;

/**
 * The cart in the cookie's (decoded) value: no cookie is an empty cart (the storefront removes it
 * when the cart empties; a visitor whose scripts never ran has no cart); null when the cart holds
 * what only the browser knows (the storefront writes `browser`) or the value is malformed or too
 * long: the checkout then renders in the browser.
 */
export function readCheckoutCart(value: string | undefined): CheckoutCart | null {
  if (value === undefined || value === '') return [];
  if (value.length > CHECKOUT_CART_MAX_LENGTH) return null;
  try {
    const parsed = CheckoutCart.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
