/**
 * What the first load of a storefront page needs (docs/performance.md#storefront-on-a-phone), for the server to put in the HTML
 * shell: the page's code (the route module under apps/storefront/src/app/routes, preloaded with
 * the entry script instead of after it) and the answers of the catalogue GETs the page starts
 * with (carried in the HTML instead of fetched after the scripts have run). The storefront's
 * `prefetchInitialData` asks for exactly these URLs (tested in initial-data.test.ts); an answer the
 * page does not ask for is only wasted bytes, a request not carried is fetched as usual.
 */

/** A storefront page: its route module and the API GETs (path and query) its first render makes. */
export interface FirstLoad {
  /** File name (no extension) of the route module in apps/storefront/src/app/routes. */
  page: string;
  /** `/api/v1/…` URLs, built as the storefront's API client builds them. */
  requests: string[];
  /**
   * Whether the server renders the page's HTML from those answers (catalogue pages: what they
   * show does not depend on the browser's cart or booking).
   */
  render: boolean;
}

/**
 * The cookie in which the storefront keeps a copy of its timed-ticket cart for the checkout's
 * server render (schema and reader: ./checkout-cart.ts; path /GT, SameSite=Strict, session).
 */
export const CHECKOUT_CART_COOKIE = 'gt-checkout';

/** Longest cookie value the storefront writes (URI-encoded JSON); a larger cart renders in the browser. */
export const CHECKOUT_CART_MAX_LENGTH = 3000;

/** The cookie's value while the checkout shows what only the browser knows (it is not rendered on the server). */
export const CHECKOUT_IN_BROWSER = 'browser';

/**
 * Key of the carried answers under which the server puts the cart it rendered the checkout with
 * (the cookie's events), so that the browser's hydration starts from the same cart.
 */
export const CARRIED_CART = '#cart';

/** What the checkout's first load needs of a cart's events (./checkout-cart.ts `CheckoutCart`). */
export interface CartEventIds {
  TourEventID: number;
  BookingTypeID: number;
}

/**
 * The catalogue GETs that price a cart at checkout: its events (ids in ascending order, as the
 * storefront's cart query asks) and each booking type once, in ascending order.
 */
export function cartRequests(cart: readonly CartEventIds[]): string[] {
  if (cart.length === 0) return [];
  const events = [...new Set(cart.map((e) => e.TourEventID))].sort((a, b) => a - b);
  const bookingTypes = [...new Set(cart.map((e) => e.BookingTypeID))].sort((a, b) => a - b);
  return [`/api/v1/TourEvents?TourEventList=${encodeURIComponent(events.join(','))}`, ...bookingTypes.map((id) => `/api/v1/BookingTypes?BookingTypeID=${id}`)];
}

const CONFIG = '/api/v1/config';
const displayAreas = (type: 'bookingtypes' | 'products' | 'giftcard') => `/api/v1/DisplayAreas?type=${type}`;

/**
 * The configuration's products the checkout prices with: DonationProductID, and
 * TransactionFeeProductID while ApplyTransactionFee is on (null: none).
 */
export interface CheckoutProducts {
  donation: number | null;
  fee: number | null;
}

const NO_PRODUCTS: CheckoutProducts = { donation: null, fee: null };
const product = (type: 'donation' | 'transactionfee', id: number | null) => (id ? [`/api/v1/Products?ProductType=${type}&ProductID=${id}`] : []);

type Requests = (id: number | null, products: CheckoutProducts, cart: readonly CartEventIds[]) => string[];

/** [pattern (router syntax, under /GT), route module, the GETs given the `:id` parameter, server-rendered]. */
const pages: [pattern: string, page: string, requests?: Requests, render?: true][] = [
  ['/products', 'products', () => [displayAreas('bookingtypes')], true],
  ['/calendar/Area/:id', 'calendar', (id) => (id === null ? [] : [displayAreas('bookingtypes'), `/api/v1/BookingTypes?DisplayArea=${id}`]), true],
  ['/calendar/:id', 'calendar', (id) => (id === null ? [] : [`/api/v1/BookingTypes?BookingTypeID=${id}`]), true],
  // The cart lives in the browser: what the checkout shows for every cart is carried, and with
  // the cart's cookie its events' answers too, and the page is rendered (`render` below).
  [
    '/checkout',
    'checkout',
    (_id, { donation, fee }, cart) => ['/api/v1/CountryAndStates', '/api/v1/membershippackages', ...product('donation', donation), ...product('transactionfee', fee), ...cartRequests(cart)],
  ],
  ['/gatickets', 'ga-tickets', () => [displayAreas('products')]],
  ['/gatickets/Area/:id', 'ga-tickets', () => [displayAreas('products')]],
  ['/giftcards', 'gift-cards', () => [displayAreas('giftcard')]],
  ['/giftcards/:id', 'gift-cards', () => [displayAreas('giftcard')]],
  ['/orderlocation', 'food', () => ['/api/v1/orderlocations'], true],
  ['/orderlocation/Area/:id', 'food', (id) => (id === null ? [] : [`/api/v1/orderlocations?displayArea=${id}`]), true],
  ['/orderlocationtab/:name', 'food'],
  ['/ordermenu/:id', 'food'],
  ['/ordersubmenu/:name', 'food'],
  ['/revieworderproducts', 'food'],
  ['/memberships', 'memberships', () => ['/api/v1/membershippackages']],
  ['/memberships/join/:id', 'memberships'],
  ['/memberships/renew/:id', 'memberships'],
  ['/memberships/membervalidate/:id', 'memberships'],
  ['/findmybooking', 'manage-booking'],
  ['/findmybooking/:name/:email/:bookingid', 'manage-booking'],
  ['/managebooking', 'manage-booking'],
  ['/confimbookingchanges', 'manage-booking'],
  ['/modifytickets', 'manage-booking'],
  ['/managecheckout', 'manage-booking'],
  ['/not-found', 'not-found'],
];

/** The storefront's route patterns this table knows (tested against config/paths.ts). */
export const firstLoadPatterns: readonly string[] = pages.map(([pattern]) => pattern);

/** Matches `path` (no /GT base, no query) against a pattern; the parameters in order, or null. */
function match(pattern: string, path: string): string[] | null {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return null;
  const params: string[] = [];
  for (const [i, part] of want.entries()) {
    const seg = got[i] ?? '';
    if (part.startsWith(':')) {
      if (seg === '') return null;
      params.push(seg);
    } else if (part !== seg) return null; // case-sensitive, like the router (spec 02 §2.1)
  }
  return params;
}

/**
 * The first load of the storefront page at `pathname` (the browser's path, with the /GT base),
 * or null when it is no page (the router's not-found redirect). Every page starts with the
 * configuration; a malformed `:id` asks for nothing more (the page shows its not-found).
 * `products` (from the configuration) adds the checkout's donation and fee products, which the
 * storefront asks for once it has the configuration. `cart`: the checkout cart
 * cookie's events (./checkout-cart.ts; [] an empty cart): the checkout carries their answers and is
 * rendered; null: the checkout renders in the browser.
 */
export function firstLoad(pathname: string, products: CheckoutProducts = NO_PRODUCTS, cart: readonly CartEventIds[] | null = null): FirstLoad | null {
  const path = pathname.replace(/^\/GT(?=\/|$)/i, '') || '/';
  // Like the router: a literal segment ("Area") wins over a parameter.
  const ranked = [...pages].sort(([a], [b]) => Number(b.includes('/Area/')) - Number(a.includes('/Area/')));
  for (const [pattern, page, requests, render] of ranked) {
    const params = match(pattern, path);
    if (!params) continue;
    const raw = params[0];
    const id = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
    const rendered = (render === true && (raw === undefined || id !== null)) || (page === 'checkout' && cart !== null);
    return { page, requests: [CONFIG, ...(requests?.(id, products, cart ?? []) ?? [])], render: rendered };
  }
  return null;
}
