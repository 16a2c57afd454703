/**
 * App shell (spec 01 §2 "Header navigation"): logo link to the configured address, nav links shown
 * per configured headings, cart button with badge (tickets, GA tickets, gift cards, food), the
 * app-wide loading overlay (logo and progress bar), the page, and the app-wide notifier snackbar
 * (spec 01 §8). The cart empties itself when its last item goes (spec 01 §4 "Cart emptying").
 * Drawn in plain CSS (app/shell.css), like MUI's AppBar, buttons and Container: the shell loads no
 * styling engine (docs/performance.md#storefront-on-a-phone, first-load JS).
 */
import type { PublicConfig } from '@gt/contract/config';
import { orderItemCount } from '@gt/domain/food-cart';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { manageBookingPaths, paths } from '../../config/paths';
import { publicConfigKey, usePublicConfig } from '../../lib/public-config';
import { cartItemCount, useCartStore } from '../../stores/cart-store';
import { useMembershipCart } from '../../stores/membership-cart';
import { useFoodCart } from '../../stores/food-cart';
import { useManageBooking } from '../../stores/manage-booking';
import { useNoticeFollowsPage, useNotifier } from '../../stores/notifier';
import { useFocusOnNavigation, useFocusRescue } from './focus-management';
import { LiveRegion } from './live-region';
import { saleItemCount, useSaleCart } from '../../stores/sale-cart';
import { watchCartEmptying } from '../../features/cart/cart-emptying';
import { lazyInTheme, usePageCodeLoading } from '../lazy-page';

/**
 * Full-screen busy indicator: the venue's logo over a progress bar, announced to screen readers.
 * It also shows before the configuration has loaded, with the built-in logo. The same markup and
 * styles as index.html's start-up overlay, which it takes the place of.
 */
export function LoadingOverlay({ open }: { open: boolean }) {
  const config = useQueryClient().getQueryData<PublicConfig>(publicConfigKey);
  // Unmounted when closed: a hidden animated progress bar would keep the page busy (docs/performance.md#storefront-on-a-phone).
  if (!open) return null;
  return (
    <div className="gt-boot">
      <div className="gt-boot-card">
        {config?.LogoURL !== '' && <img src={config?.LogoURL ?? `${import.meta.env.BASE_URL}logo.svg`} alt="" width={200} height={48} />}
        <div className="gt-boot-bar" role="progressbar" aria-label="Loading" />
      </div>
    </div>
  );
}

/** MUI's ShoppingCartOutlined icon (24 × 24). */
const CART_ICON =
  'M15.55 13c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.37-.66-.11-1.48-.87-1.48H5.21l-.94-2H1v2h2l3.6 7.59-1.35 2.44C4.52 15.37 5.48 17 7 17h12v-2H7l1.1-2zM6.16 6h12.15l-2.76 5H8.53zM7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2';

/** The snackbar's code (Snackbar, Alert) loads with the first message, not with every page. */
const NotifierSnackbar = lazyInTheme(() => import('./notifier-snackbar'), 'NotifierSnackbar');

/** The idle-discard timer loads only once the cart holds something. */
const DiscardTimer = lazyInTheme(() => import('../../features/cart/components/discard-timer'), 'DiscardTimer');

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
    <header ref={bar} className="gt-header">
      <div className="gt-toolbar">
        <a className="gt-logo" href={config.LogoRedirectURL}>
          {/* Sized (the built-in logo's 200 × 48) so the header does not move when it loads; height 40, width to scale.
              Without a logo (a store without demo data that set none) the venue's name in words. */}
          {config.LogoURL ? (
            <img src={config.LogoURL} alt={`${config.VenueName} home`} width={200} height={48} />
          ) : (
            <span className="gt-logo-text">{config.VenueName}</span>
          )}
        </a>
        {/* On phones the links take one row of their own under the logo and the cart, scrolling sideways
            (the sticky header stays two rows high instead of four); the current page's link is scrolled into view. */}
        <nav ref={nav} className="gt-nav" aria-label="Main" data-scrolls-sideways="">
          {links.map((l) => (
            <NavLink key={l.to} className="gt-button" to={l.to}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        {/* Named by hidden text ("Cart, 3 items"); the badge is decoration (no aria-label, WCAG 2.5.3). */}
        {/* With food in the cart the cart button leads to the order review (spec 01 §2 "Header navigation"). */}
        {!manageMode && (
          <NavLink className="gt-cart" to={foodCount > 0 ? paths.reviewOrder.to() : paths.checkout.to()}>
            <span className="gt-visually-hidden">{`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}</span>
            <span className="gt-badge" aria-hidden>
              <svg className="gt-icon" viewBox="0 0 24 24" focusable="false">
                <path d={CART_ICON} />
              </svg>
              {count > 0 && <span className="gt-badge-count">{count}</span>}
            </span>
          </NavLink>
        )}
      </div>
    </header>
  );
}

/**
 * Marks `#root[data-hydrated]` once the app has taken the page over: its effect runs when the
 * page's boundary is committed, which for a server-rendered page is when its HTML is hydrated
 * (React hydrates the boundaries after the providers, at a lower priority). e2e/tests/test.ts
 * waits for it before using the page. The User Timing mark `gt-hydrated` shows the moment in a
 * Lighthouse report or a DevTools trace.
 */
function PageTakenOver() {
  useEffect(() => {
    performance.mark('gt-hydrated');
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

export function AppShell() {
  const pageCodeLoading = usePageCodeLoading();
  const mutating = useIsMutating() > 0;
  const ticketsInCart = useCartStore((s) => s.events.length > 0);
  const foodInCart = useFoodCart((s) => s.lines.length > 0);
  const saleInCart = useSaleCart((s) => saleItemCount(s) > 0);
  const membershipInCart = useMembershipCart((s) => s.inCart);
  // The discard timer runs while the cart holds any event, ticket, membership, order product or gift card (spec 01 §4).
  const cartFilled = ticketsInCart || foodInCart || saleInCart || membershipInCart;
  const hasNotice = useNotifier((s) => s.notice !== null);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  useFocusRescue(main);
  useNoticeFollowsPage();
  useEffect(() => watchCartEmptying(), []);
  return (
    <Suspense fallback={<LoadingOverlay open />}>
      <a className="gt-skip" href="#main">
        Skip to content
      </a>
      <Header />
      <main ref={main} id="main" tabIndex={-1} className="gt-main">
        <Suspense fallback={<LoadingOverlay open />}>
          <Outlet />
          <PageTakenOver />
          {/* Inside the boundary: while its fallback shows (the first page), this one stays out, so one overlay animates, not two. */}
          <LoadingOverlay open={pageCodeLoading && !mutating} />
        </Suspense>
      </main>
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
