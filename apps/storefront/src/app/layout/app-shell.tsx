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
import { lazy, Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { manageBookingPaths, paths } from '../../config/paths';
import { publicConfigKey, usePublicConfig } from '../../lib/public-config';
import { cartItemCount, useCartStore } from '../../stores/cart-store';
import { useMembershipCart } from '../../stores/membership-cart';
import { useFoodCart } from '../../stores/food-cart';
import { useManageBooking } from '../../stores/manage-booking';
import { useNotifier } from '../../stores/notifier';
import { useFocusOnNavigation, useFocusRescue } from './focus-management';
import { LiveRegion } from './live-region';
import { saleItemCount, useSaleCart } from '../../stores/sale-cart';
import { watchCartEmptying } from '../../features/cart/cart-emptying';
import { usePageCodeLoading } from '../lazy-page';

/**
 * Full-screen busy indicator: the venue's logo over a progress bar, announced to screen readers.
 * It also shows before the configuration has loaded, with the built-in logo.
 */
export function LoadingOverlay({ open }: { open: boolean }) {
  const config = useQueryClient().getQueryData<PublicConfig>(publicConfigKey);
  // Unmounted when closed: a hidden indeterminate progress bar would keep animating (issue 16).
  if (!open) return null;
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal + 1 }}>
      <Paper sx={{ p: 3, width: 240, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Box component="img" src={config?.LogoURL ?? `${import.meta.env.BASE_URL}logo.svg`} alt="" sx={{ height: 48, maxWidth: '100%' }} />
        <LinearProgress aria-label="Loading" sx={{ width: '100%' }} />
      </Paper>
    </Backdrop>
  );
}

/** The snackbar's code (Snackbar, Alert) loads with the first message, not with every page. */
const NotifierSnackbar = lazy(() => import('./notifier-snackbar').then((m) => ({ default: m.NotifierSnackbar })));

/** The idle-discard timer loads only once the cart holds something. */
const DiscardTimer = lazy(() => import('../../features/cart/components/discard-timer').then((m) => ({ default: m.DiscardTimer })));

/**
 * Manage-my-booking mode (spec 02 §2.2): a booking is loaded and a manage screen (or the calendar
 * in change mode) is open; the header then hides its links and cart button.
 */
function useManageMode(): boolean {
  const loaded = useManageBooking((s) => s.booking !== null);
  const { pathname, search } = useLocation();
  return (
    loaded && (manageBookingPaths.includes(pathname) || (pathname.startsWith('/calendar/') && new URLSearchParams(search).has('change')))
  );
}

function Header() {
  const config = usePublicConfig();
  const foodCount = useFoodCart((s) => orderItemCount(s.lines));
  // A membership package in the cart counts 1 (spec 01 §2 "Header navigation").
  const membershipCount = useMembershipCart((s) => (s.inCart ? 1 : 0));
  const count = useCartStore((s) => cartItemCount(s.events)) + useSaleCart(saleItemCount) + foodCount + membershipCount;
  const manageMode = useManageMode();
  const links = manageMode
    ? []
    : [
        { label: config.Headings.Products, to: paths.products.to() },
        { label: config.Headings.GATickets, to: paths.gaTickets.to() },
        { label: config.Headings.GiftCards, to: paths.giftCards.to() },
        { label: config.Headings.Memberships, to: paths.memberships.to() },
        { label: config.Headings.Food, to: paths.orderLocations.to() },
        { label: config.ShowFindMyBooking ? config.Headings.FindMyBooking : '', to: paths.findMyBooking.to() },
      ].filter((l) => l.label !== '');
  const bar = useRef<HTMLElement>(null);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const active = nav.current?.querySelector<HTMLElement>('a.active');
    const row = nav.current;
    // Sideways only, within the link row (scrollIntoView could move the page).
    if (active && row && row.scrollWidth > row.clientWidth) row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  // The header's height as a CSS variable: the page scrolls focused fields and anchors clear of it
  // (scroll-padding-top in the theme); it takes two rows on a phone.
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const observer = new ResizeObserver(() => document.documentElement.style.setProperty('--gt-header-height', `${el.offsetHeight}px`));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <AppBar ref={bar} position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Box component="a" href={config.LogoRedirectURL} sx={{ display: 'flex', mr: 'auto', py: 1 }}>
          {/* Sized (the built-in logo's 200 × 48) so the header does not move when it loads; height 40, width to scale. */}
          <Box component="img" src={config.LogoURL} alt={`${config.VenueName} home`} width={200} height={48} sx={{ height: 40, width: 'auto', maxWidth: '60vw' }} />
        </Box>
        {/* On phones the links take one row of their own under the logo and the cart, scrolling sideways
            (the sticky header stays two rows high instead of four); the current page's link is scrolled into view. */}
        <Box
          ref={nav}
          component="nav"
          aria-label="Main"
          data-scrolls-sideways=""
          sx={{
            // The links' offsetLeft is measured from the row.
            position: 'relative',
            display: 'flex',
            flexWrap: { xs: 'nowrap', md: 'wrap' },
            overflowX: { xs: 'auto', md: 'visible' },
            gap: { xs: 0, sm: 1 },
            order: { xs: 3, md: 0 },
            width: { xs: '100%', md: 'auto' },
            justifyContent: { xs: 'flex-start', md: 'flex-end' },
            pb: { xs: 0.5, md: 0 },
            mx: { xs: -1, md: 0 },
          }}
        >
          {links.map((l) => (
            <Button
              key={l.to}
              component={NavLink}
              to={l.to}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1, sm: 1.5 }, minWidth: 0, '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
            >
              {l.label}
            </Button>
          ))}
        </Box>
        {/* Named by hidden text ("Cart, 3 items"); the badge is decoration (no aria-label, WCAG 2.5.3). */}
        {/* With food in the cart the cart button leads to the order review (spec 01 §2 "Header navigation"). */}
        {!manageMode && (
          <IconButton component={NavLink} to={foodCount > 0 ? paths.reviewOrder.to() : paths.checkout.to()} color="primary">
            <Box component="span" sx={visuallyHidden}>
              {`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
            </Box>
            <Badge badgeContent={count} color="secondary" showZero={false} aria-hidden>
              <ShoppingCartOutlined aria-hidden />
            </Badge>
          </IconButton>
        )}
      </Toolbar>
    </AppBar>
  );
}

/**
 * Marks `#root[data-hydrated]` once the app has taken the page over: its effect runs when the
 * page's boundary is committed, which for a server-rendered page is when its HTML is hydrated
 * (React hydrates the boundaries after the providers, at a lower priority). e2e/tests/test.ts
 * waits for it before using the page.
 */
function PageTakenOver() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return null;
}

export function AppShell() {
  const pageCodeLoading = usePageCodeLoading();
  const mutating = useIsMutating() > 0;
  const ticketsInCart = useCartStore((s) => s.events.length > 0);
  const foodInCart = useFoodCart((s) => s.lines.length > 0);
  const saleInCart = useSaleCart((s) => saleItemCount(s) > 0);
  const cartFilled = ticketsInCart || foodInCart || saleInCart;
  const hasNotice = useNotifier((s) => s.notice !== null);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  useFocusRescue(main);
  useEffect(() => watchCartEmptying(), []);
  return (
    <Suspense fallback={<LoadingOverlay open />}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        Skip to content
      </Box>
      <Header />
      <Container ref={main} component="main" id="main" tabIndex={-1} maxWidth="lg" sx={{ py: 3, outline: 'none' }}>
        <Suspense fallback={<LoadingOverlay open />}>
          <Outlet />
          <PageTakenOver />
          {/* Inside the boundary: while its fallback shows (the first page), this one stays out, so one overlay animates, not two. */}
          <LoadingOverlay open={pageCodeLoading && !mutating} />
        </Suspense>
      </Container>
      <LoadingOverlay open={mutating} />
      {cartFilled && (
        <Suspense fallback={null}>
          <DiscardTimer />
        </Suspense>
      )}
      <LiveRegion />
      {hasNotice && (
        <Suspense fallback={null}>
          <NotifierSnackbar />
        </Suspense>
      )}
    </Suspense>
  );
}
