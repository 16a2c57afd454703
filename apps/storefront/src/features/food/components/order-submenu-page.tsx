/**
 * /ordersubmenu/{MenuName} (spec 02 §2.12 item 4): a back arrow with the menu name, then each
 * department with its products: image, name, price (ShowOrderItemPriceAs), a badge with the
 * quantity already ordered, an info button (details dialog) and 'Add' (options dialog); then
 * Start Over and Checkout. Without a chosen tab location the visitor starts at /orderlocation.
 */
import type { MenuProduct } from '@gt/contract/food';
import { shownFoodPrice } from '@gt/domain/food-pricing';
import { isLocationOpen } from '@gt/domain/opening-hours';
import { formatMoney, toCents } from '@gt/domain/money';
import ArrowBack from '@mui/icons-material/ArrowBack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { useFoodMenus } from '../../../api/get-food-menus';
import { findTabLocation, useOrderLocations } from '../../../api/get-order-locations';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFoodCart } from '../../../stores/food-cart';
import { useAddFood } from '../hooks/use-add-food';
import { useVenueClock } from '../hooks/use-venue-clock';
import { OrderBar } from './order-bar';
import { FoodImage } from './order-menu-page';
import { OrderingFrom } from './ordering-from';
import { ProductDetailsDialog } from './product-details-dialog';
import { ProductOptionsDialog } from './product-options-dialog';

export function OrderSubmenuPage({ menuName }: { menuName: string }) {
  const tabLocationId = useFoodCart((s) => s.tabLocationId);
  const { locations, venueNow } = useOrderLocations();
  const found = findTabLocation(locations, tabLocationId);
  if (!found) return <Navigate to={paths.orderLocations.to()} replace />;
  return <Submenu menuName={menuName} {...found} venueNow={venueNow} />;
}

function Submenu({ menuName, location, tab, venueNow }: { menuName: string; venueNow(): Date } & NonNullable<ReturnType<typeof findTabLocation>>) {
  const config = usePublicConfig();
  const menu = useFoodMenus(location.DisplayArea).find((m) => m.MenuName === menuName);
  const now = useVenueClock(venueNow);
  const lines = useFoodCart((s) => s.lines);
  const open = isLocationOpen(location.OpeningTimes, now, config.VenueTimeZone);
  const addFood = useAddFood({ name: location.OrderLocation, open });
  const [details, setDetails] = useState<MenuProduct | null>(null);
  const [adding, setAdding] = useState<MenuProduct | null>(null);
  usePageTitle(menu?.MenuName);
  if (!menu) return <Navigate to={paths.notFound.to()} replace />;
  const inCart = (id: number) => lines.filter((l) => l.ProductID === id).reduce((n, l) => n + l.Quantity, 0);
  const price = (p: MenuProduct) =>
    formatMoney(shownFoodPrice(toCents(p.Price), p.Taxes.map((t) => ({ included: t.TaxIncluded, percentage: t.TaxPercentage })), config.ShowOrderItemPriceAs), config.Currency);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <IconButton component={RouterLink} to={paths.orderMenu.to(tab.TabLocationID)} aria-label="Back to the menus">
          <ArrowBack />
        </IconButton>
        <Typography variant="h1" component="h1">
          {menu.MenuName}
        </Typography>
      </Box>
      <OrderingFrom location={location} tab={tab} open={open} />
      {menu.Departments.map((d) => (
        <Box component="section" key={d.DepartmentName} aria-label={d.DepartmentName} sx={{ mb: 3 }}>
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            {d.DepartmentName}
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {d.Products.map((p) => (
              <Grid key={p.ProductID} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                  <FoodImage src={p.ProductImageURL} height={100} />
                  <CardContent sx={{ flexGrow: 1 }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                      <Typography variant="h3" component="h3">
                        {p.ProductName}
                      </Typography>
                      <Typography sx={{ fontWeight: 600 }}>{price(p)}</Typography>
                    </Box>
                  </CardContent>
                  <CardActions sx={{ justifyContent: 'space-between' }}>
                    <IconButton aria-label={`About ${p.ProductName}`} onClick={() => setDetails(p)}>
                      <InfoOutlined />
                    </IconButton>
                    {inCart(p.ProductID) > 0 && (
                      <Box component="span" sx={visuallyHidden}>
                        {`${p.ProductName}: ${inCart(p.ProductID)} in cart`}
                      </Box>
                    )}
                    <Badge badgeContent={inCart(p.ProductID)} color="secondary" slotProps={{ badge: { 'aria-hidden': true } }}>
                      <Button variant="contained" size="small" aria-label={`Add ${p.ProductName}`} onClick={() => setAdding(p)}>
                        Add
                      </Button>
                    </Badge>
                  </CardActions>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
      <OrderBar />
      <ProductDetailsDialog product={details} onClose={() => setDetails(null)} />
      {adding && <ProductOptionsDialog product={adding} onClose={() => setAdding(null)} onConfirm={(item) => addFood(item)} />}
    </>
  );
}
