import { discardCart } from '../../features/cart/components/discard-timer';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';

/** /checkout (spec 01 §2). */
export function CheckoutRoute() {
  usePageTitle(usePublicConfig().Headings.Checkout);
  return <CheckoutPage onClearCart={() => void discardCart()} />;
}
