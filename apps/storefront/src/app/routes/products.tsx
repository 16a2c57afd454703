import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { DisplayAreaList, DisplayAreaListSkeleton } from '../../features/products/components/display-area-list';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';

/** /products: the display areas (spec 01 §2). The heading shows before they load (issue 16). */
export function ProductsRoute() {
  const { Headings } = usePublicConfig();
  usePageTitle(Headings.ProductsPage);
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {Headings.ProductsPage}
      </Typography>
      <Suspense fallback={<DisplayAreaListSkeleton />}>
        <DisplayAreaList />
      </Suspense>
    </>
  );
}
