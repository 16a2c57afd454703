import Typography from '@mui/material/Typography';
import { DisplayAreaList } from '../../features/products/components/display-area-list';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';

/** /products: the display areas (spec 01 §2). */
export function ProductsRoute() {
  const { Headings } = usePublicConfig();
  usePageTitle(Headings.ProductsPage);
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {Headings.ProductsPage}
      </Typography>
      <DisplayAreaList />
    </>
  );
}
