/**
 * /gatickets and /gatickets/Area/{id} with the optional `?coupon=CODE` (spec 02 §2.1, §2.9):
 * composes the GA tickets page. Without an area it shows DefaultGATicketDisplayAreaNo's tickets
 * when configured, else every GA ticket; an area's name and text head its page. The coupon of
 * the address wins over the one the cart's GA tickets carry.
 */
import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { GaTicketsPage } from '../../features/ga-tickets/components/ga-tickets-page';
import { useDisplayAreas } from '../../features/products/api/get-display-areas';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';
import { useSaleCart } from '../../stores/sale-cart';

/** Its pages draw with MUI (lazyPage draws them in the theme). */
export { PageTheme } from '../page-theme';

const parseId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

function GaTickets({ displayArea }: { displayArea: number | undefined }) {
  const config = usePublicConfig();
  const [search] = useSearchParams();
  const cartCoupon = useSaleCart((s) => s.gaCouponCode);
  const area = useDisplayAreas('products').find((a) => a.DisplayAreaNo === displayArea);
  const heading = area?.AreaName ?? (config.Headings.GATickets || 'General Admission');
  usePageTitle(heading);
  return <GaTicketsPage key={displayArea ?? 0} heading={heading} intro={area?.DisplayText} displayArea={displayArea} initialCoupon={search.get('coupon') ?? cartCoupon} />;
}

export function GaTicketsRoute() {
  return <GaTickets displayArea={usePublicConfig().DefaultGATicketDisplayAreaNo ?? undefined} />;
}

export function AreaGaTicketsRoute() {
  const id = parseId(useParams().id);
  return id === null ? <Navigate to={paths.notFound.to()} replace /> : <GaTickets displayArea={id} />;
}
