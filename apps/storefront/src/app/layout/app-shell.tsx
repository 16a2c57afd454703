/**
 * App shell (spec 01 §2 "Header navigation"): logo link to the configured address, nav links shown
 * per configured headings, cart button with badge, the app-wide loading overlay, and the page.
 */
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import AppBar from '@mui/material/AppBar';
import Backdrop from '@mui/material/Backdrop';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { visuallyHidden } from '@mui/utils';
import { useIsMutating } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet, useNavigation } from 'react-router';
import { paths } from '../../config/paths';
import { usePublicConfig } from '../../lib/public-config';
import { cartItemCount, useCartStore } from '../../stores/cart-store';

/** Full-screen busy indicator, announced to screen readers. */
export function LoadingOverlay({ open }: { open: boolean }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal + 1, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label="Loading" />
    </Backdrop>
  );
}

/** The idle-discard timer loads only once the cart holds something. */
const DiscardTimer = lazy(() => import('../../features/cart/components/discard-timer').then((m) => ({ default: m.DiscardTimer })));

function Header() {
  const config = usePublicConfig();
  const count = useCartStore((s) => cartItemCount(s.events));
  const links = [{ label: config.Headings.Products, to: paths.products.to() }].filter((l) => l.label !== '');
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Box component="a" href={config.LogoRedirectURL} sx={{ display: 'flex', mr: 'auto', py: 1 }}>
          <Box component="img" src={config.LogoURL} alt={`${config.VenueName} home`} sx={{ height: 40, maxWidth: '60vw' }} />
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 1 }}>
          {links.map((l) => (
            <Button key={l.to} component={NavLink} to={l.to} sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}>
              {l.label}
            </Button>
          ))}
        </Box>
        {/* Named by hidden text ("Cart, 3 items"); the badge is decoration (no aria-label, WCAG 2.5.3). */}
        <IconButton component={NavLink} to={paths.checkout.to()} color="primary">
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
  const cartFilled = useCartStore((s) => s.events.length > 0);
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
    </Suspense>
  );
}
