/**
 * What the first load of a storefront page needs (issue 16), for the server to put in the HTML
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

const CONFIG = '/api/v1/config';
const displayAreas = (type: 'bookingtypes' | 'products' | 'giftcard') => `/api/v1/DisplayAreas?type=${type}`;

type Requests = (id: number | null, donationProductId?: number | null) => string[];

/** [pattern (router syntax, under /GT), route module, the GETs given the `:id` parameter, server-rendered]. */
const pages: [pattern: string, page: string, requests?: Requests, render?: true][] = [
  ['/products', 'products', () => [displayAreas('bookingtypes')], true],
  ['/calendar/Area/:id', 'calendar', (id) => (id === null ? [] : [displayAreas('bookingtypes'), `/api/v1/BookingTypes?DisplayArea=${id}`]), true],
  ['/calendar/:id', 'calendar', (id) => (id === null ? [] : [`/api/v1/BookingTypes?BookingTypeID=${id}`]), true],
  // The cart lives in the browser; what the checkout shows for every cart is carried.
  ['/checkout', 'checkout', (_id, donation) => ['/api/v1/CountryAndStates', '/api/v1/membershippackages', ...(donation ? [`/api/v1/Products?ProductType=donation&ProductID=${donation}`] : [])]],
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
    } else if (part.toLowerCase() !== seg.toLowerCase()) return null;
  }
  return params;
}

/**
 * The first load of the storefront page at `pathname` (the browser's path, with the /GT base),
 * or null when it is no page (the router's not-found redirect). Every page starts with the
 * configuration; a malformed `:id` asks for nothing more (the page shows its not-found).
 * `donationProductId` (the configuration's DonationProductID) adds the checkout's donation
 * product, which the storefront asks for once it has the configuration.
 */
export function firstLoad(pathname: string, donationProductId?: number | null): FirstLoad | null {
  const path = pathname.replace(/^\/GT(?=\/|$)/i, '') || '/';
  // Like the router: a literal segment ("Area") wins over a parameter.
  const ranked = [...pages].sort(([a], [b]) => Number(b.includes('/Area/')) - Number(a.includes('/Area/')));
  for (const [pattern, page, requests, render] of ranked) {
    const params = match(pattern, path);
    if (!params) continue;
    const raw = params[0];
    const id = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
    return { page, requests: [CONFIG, ...(requests?.(id, donationProductId) ?? [])], render: render === true && (raw === undefined || id !== null) };
  }
  return null;
}
