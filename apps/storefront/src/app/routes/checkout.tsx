import { discardCart } from '../../features/cart/components/discard-timer';
import { CheckoutPage, type CheckoutAddition } from '../../features/checkout/components/checkout-page';
import { IdentityVerification } from '../../features/identity/components/identity-verification';
import { MembershipCartTable, useMembershipCartLine, withTotals } from '../../features/memberships/components/membership-cart-table';
import { MembershipReceipt } from '../../features/memberships/components/membership-receipt';
import { paths } from '../../config/paths';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';
import { useMembershipCart } from '../../stores/membership-cart';

/** Its pages draw with MUI (lazyPage draws them in the theme). */
export { PageTheme } from '../page-theme';

/** /checkout (spec 01 §2), with the membership package of the cart and the identity-verification button composed in (spec 01 §4). */
export function CheckoutRoute() {
  const config = usePublicConfig();
  usePageTitle(config.Headings.Checkout);
  const membership = useMembershipCartLine();
  const addition: CheckoutAddition | null = membership && {
    lines: membership.orderLines,
    table: (p) => <MembershipCartTable cart={membership} currency={config.Currency} totals={p.totals} coupon={p.coupon} />,
    orderFields: (p) => ({
      MembershipPackages: [withTotals(membership.line, p.totals)],
      ...(membership.validationToken ? { MemberValidationToken: membership.validationToken } : {}),
    }),
    phoneRequired: true,
    continueTo: paths.memberships.to(),
    reset: () => useMembershipCart.getState().reset(),
  };
  return (
    <CheckoutPage
      onClearCart={() => void discardCart()}
      addition={addition}
      receiptExtra={(result) => <MembershipReceipt result={result} readableBarcodes={config.ShowReadableBarcode} />}
      contactExtras={(products) => <IdentityVerification products={products} />}
    />
  );
}
