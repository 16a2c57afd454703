/**
 * /ordermenu/{TabLocationID} (spec 02 §2.12 item 3): 'You are ordering from' the location with a
 * link back to its tab locations, the menus of the location's display area (image, or a
 * placeholder, and name) leading to /ordersubmenu/{MenuName}, then Start Over and Checkout.
 * Choosing a tab location of another order location starts a new order (the products of one
 * location's menus are not sold at another).
 */
import { messages } from '@gt/domain/messages';
import { isLocationOpen } from '@gt/domain/opening-hours';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { useFoodMenus } from '../../../api/get-food-menus';
import { findTabLocation, useOrderLocations } from '../../../api/get-order-locations';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFoodCart } from '../../../stores/food-cart';
import { useVenueClock } from '../hooks/use-venue-clock';
import { OrderBar } from './order-bar';
import { OrderingFrom } from './ordering-from';

/** A menu's or product's image, or a placeholder icon of the same size. */
export function FoodImage({ src, height }: { src: string | null; height: number }) {
  if (src) return <Box component="img" src={src} alt="" sx={{ width: '100%', height, objectFit: 'cover', display: 'block' }} />;
  return (
    <Box aria-hidden sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>
      <RestaurantMenu sx={{ fontSize: height / 2 }} />
    </Box>
  );
}

export function OrderMenuPage({ tabLocationId }: { tabLocationId: number }) {
  const config = usePublicConfig();
  const { locations, venueNow } = useOrderLocations();
  const now = useVenueClock(venueNow);
  const found = findTabLocation(locations, tabLocationId);
  usePageTitle(found?.location.OrderLocation);
  useEffect(() => {
    if (!found) return;
    const cart = useFoodCart.getState();
    const current = findTabLocation(locations, cart.tabLocationId)?.location;
    if (current && current.OrderLocationID !== found.location.OrderLocationID) cart.reset();
    cart.chooseTab(tabLocationId);
  }, [found, locations, tabLocationId]);
  if (!found) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {found.location.OrderLocation}
      </Typography>
      <OrderingFrom location={found.location} tab={found.tab} open={isLocationOpen(found.location.OpeningTimes, now, config.VenueTimeZone)} />
      <Menus displayArea={found.location.DisplayArea} />
      <OrderBar />
    </>
  );
}

function Menus({ displayArea }: { displayArea: number }) {
  const menus = useFoodMenus(displayArea);
  if (menus.length === 0) return <Alert severity="info">{messages.noOrderMenu}</Alert>;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {menus.map((m) => (
        <Grid key={m.MenuName} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={paths.orderSubmenu.to(m.MenuName)}>
              <FoodImage src={m.MenuImageURL} height={140} />
              <CardContent>
                <Typography variant="h2" component="h2">
                  {m.MenuName}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
