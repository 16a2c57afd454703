import { Suspense } from 'react';
import { DisplayAreaList, DisplayAreaListSkeleton } from '../../features/products/components/display-area-list';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /products: the display areas (spec 01 §2). The heading shows before they load (docs/performance.md#storefront-on-a-phone). Drawn
 * in plain CSS (app/shell.css), without MUI: the landing page loads no styling engine.
 */
export function ProductsRoute() {
  const { Headings } = usePublicConfig();
  usePageTitle(Headings.ProductsPage);
  return (
    <>
      <h1 className="gt-h1">{Headings.ProductsPage}</h1>
      <Suspense fallback={<DisplayAreaListSkeleton />}>
        <DisplayAreaList />
      </Suspense>
    </>
  );
}
