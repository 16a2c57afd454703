/**
 * App shell (spec 01 §2 "Header navigation"): logo link to the configured address, nav links shown
 * per configured headings, cart button with badge (tickets, GA tickets, gift cards, food), the
 * app-wide loading overlay (logo and progress bar), the page, and the app-wide notifier snackbar
 * (spec 01 §8). The cart empties itself when its last item goes (spec 01 §4 "Cart emptying").
 */
import type { PublicConfig } from '@gt/contract/config';
import { orderItemCount } from '@gt/domain/food-cart';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import AppBar from '@mui/material/AppBar';
import Backdrop from '@mui/material/Backdrop';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import { visuallyHidden } from '@mui/utils';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { NavLink, Outlet, useNavigation } from 'react-router';
import { paths } from '../../config/paths';
import { publicConfigKey, usePublicConfig } from '../../lib/public-config';
import { cartItemCount, useCartStore } from '../../stores/cart-store';
import { useFoodCart } from '../../stores/food-cart';
import { saleItemCount, useSaleCart } from '../../stores/sale-cart';
import { watchCartEmptying } from '../../features/cart/cart-emptying';
import { NotifierSnackbar } from './notifier-snackbar';

/**
 * Full-screen busy indicator: the venue's logo over a progress bar, announced to screen readers.
 * It also shows before the configuration has loaded, with the built-in logo.
 */
export function LoadingOverlay({ open }: { open: boolean }) {
  const config = useQueryClient().getQueryData<PublicConfig>(publicConfigKey);
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal + 1 }}>
      <Paper sx={{ p: 3, width: 240, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Box component="img" src={config?.LogoURL ?? `${import.meta.env.BASE_URL}logo.svg`} alt="" sx={{ height: 48, maxWidth: '100%' }} />
        <LinearProgress aria-label="Loading" sx={{ width: '100%' }} />
      </Paper>
    </Backdrop>
  );
}

/** The idle-discard timer loads only once the cart holds something. */
const DiscardTimer = lazy(() => import('../../features/cart/components/discard-timer').then((m) => ({ default: m.DiscardTimer })));

function Header() {
  const config = usePublicConfig();
  const foodCount = useFoodCart((s) => orderItemCount(s.lines));
  const count = useCartStore((s) => cartItemCount(s.events)) + useSaleCart(saleItemCount) + foodCount;
  const links = [
    { label: config.Headings.Products, to: paths.products.to() },
    { label: config.Headings.GATickets, to: paths.gaTickets.to() },
    { label: config.Headings.GiftCards, to: paths.giftCards.to() },
    { label: config.Headings.Food, to: paths.orderLocations.to() },
  ].filter((l) => l.label !== '');
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Box component="a" href={config.LogoRedirectURL} sx={{ display: 'flex', mr: 'auto', py: 1 }}>
          <Box component="img" src={config.LogoURL} alt={`${config.VenueName} home`} sx={{ height: 40, maxWidth: '60vw' }} />
        </Box>
        {/* On phones the links take a row of their own under the logo and the cart, wrapping as needed. */}
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0, sm: 1 }, order: { xs: 3, md: 0 }, width: { xs: '100%', md: 'auto' }, justifyContent: { xs: 'center', md: 'flex-end' }, pb: { xs: 1, md: 0 } }}
        >
          {links.map((l) => (
            <Button
              key={l.to}
              component={NavLink}
              to={l.to}
              sx={{ whiteSpace: 'nowrap', px: { xs: 1, sm: 1.5 }, minWidth: 0, '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
            >
              {l.label}
            </Button>
          ))}
        </Box>
        {/* Named by hidden text ("Cart, 3 items"); the badge is decoration (no aria-label, WCAG 2.5.3). */}
        {/* With food in the cart the cart button leads to the order review (spec 01 §2 "Header navigation"). */}
        <IconButton component={NavLink} to={foodCount > 0 ? paths.reviewOrder.to() : paths.checkout.to()} color="primary">
          <Box component="span" sx={visuallyHidden}>
            {`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          </Box>
          <Badge badgeContent={count} color="secondary" showZero={false} aria-hidden>
            <ShoppingCartOutlined aria-hidden />
          </Badge>
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}

export function AppShell() {
  const navigation = useNavigation();
  const mutating = useIsMutating() > 0;
  const ticketsInCart = useCartStore((s) => s.events.length > 0);
  const foodInCart = useFoodCart((s) => s.lines.length > 0);
  const saleInCart = useSaleCart((s) => saleItemCount(s) > 0);
  const cartFilled = ticketsInCart || foodInCart || saleInCart;
  useEffect(() => watchCartEmptying(), []);
  return (
    <Suspense fallback={<LoadingOverlay open />}>
      <Box component="a" href="#main" sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}>
        Skip to content
      </Box>
      <Header />
      <Container component="main" id="main" tabIndex={-1} maxWidth="lg" sx={{ py: 3, outline: 'none' }}>
        <Suspense fallback={<LoadingOverlay open />}>
          <Outlet />
        </Suspense>
      </Container>
      <LoadingOverlay open={navigation.state === 'loading' || mutating} />
      {cartFilled && (
        <Suspense fallback={null}>
          <DiscardTimer />
        </Suspense>
      )}
      <NotifierSnackbar />
    </Suspense>
  );
}
