/**
 * The food ordering routes (spec 02 §2.1, §2.12): /orderlocation, /orderlocation/Area/{id},
 * /orderlocationtab/{name}, /ordermenu/{TabLocationID}, /ordersubmenu/{MenuName} and
 * /revieworderproducts. Loaded lazily, like every page.
 */
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { OrderLocationsPage } from '../../features/food/components/order-locations-page';
import { OrderMenuPage } from '../../features/food/components/order-menu-page';
import { OrderSubmenuPage } from '../../features/food/components/order-submenu-page';
import { ReviewOrderPage } from '../../features/food/components/review-order-page';
import { TabLocationPage } from '../../features/food/components/tab-location-page';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';

/** Its pages draw with MUI (lazyPage draws them in the theme). */
export { PageTheme } from '../page-theme';

const parseId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);
const notFound = <Navigate to={paths.notFound.to()} replace />;

export function OrderLocationsRoute() {
  usePageTitle(usePublicConfig().Headings.Food);
  return <OrderLocationsPage />;
}

export function AreaOrderLocationsRoute() {
  usePageTitle(usePublicConfig().Headings.Food);
  const id = parseId(useParams().id);
  return id === null ? notFound : <OrderLocationsPage displayArea={id} />;
}

export function OrderLocationTabRoute() {
  const name = useParams().name;
  return name ? <TabLocationPage name={name} /> : notFound;
}

export function OrderMenuRoute() {
  const id = parseId(useParams().id);
  return id === null ? notFound : <OrderMenuPage tabLocationId={id} />;
}

export function OrderSubmenuRoute() {
  const name = useParams().name;
  return name ? <OrderSubmenuPage menuName={name} /> : notFound;
}

export function ReviewOrderRoute() {
  usePageTitle('Review your order');
  return <ReviewOrderPage />;
}
