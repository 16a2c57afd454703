/**
 * /giftcards and /giftcards/{DisplayAreaNo} (spec 02 §2.1, §2.10, §2.11): the gift card display
 * areas (DisplayAreas?type=giftcard) and an area's purchase page, headed by the configured
 * heading. An unknown or hidden area leads to /not-found.
 */
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { GiftCardAreasPage } from '../../features/gift-cards/components/gift-card-areas-page';
import { GiftCardPurchasePage } from '../../features/gift-cards/components/gift-card-purchase-page';
import { useDisplayAreas } from '../../features/products/api/get-display-areas';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';

/** Its pages draw with MUI (lazyPage draws them in the theme). */
export { PageTheme } from '../page-theme';

const useHeading = () => usePublicConfig().Headings.GiftCards || 'Gift Cards';

export function GiftCardsRoute() {
  const heading = useHeading();
  usePageTitle(heading);
  return <GiftCardAreasPage heading={heading} areas={useDisplayAreas('giftcard')} />;
}

export function GiftCardAreaRoute() {
  const heading = useHeading();
  const raw = useParams().id;
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const area = useDisplayAreas('giftcard').find((a) => a.DisplayAreaNo === id && a.ShowOnline);
  usePageTitle(area ? `${area.AreaName} · ${heading}` : heading);
  if (!area) return <Navigate to={paths.notFound.to()} replace />;
  return <GiftCardPurchasePage key={area.DisplayAreaNo} heading={heading} area={area} />;
}
