/**
 * The storefront routes `npm run bench:web` measures, each with its first-load JS budget
 * (kilobytes: the brotli size in the build of the scripts the page loads). Add a line here for every new page: `prepare` runs in
 * the measured tab before the cold load (storage kept, HTTP cache cleared), e.g. to fill the cart
 * through the UI.
 */
import type { Page } from 'puppeteer-core';

export interface WebRoute {
  /** Row label. */
  name: string;
  /** Path under the server's origin. */
  path: string;
  /** First-load JS budget, KB brotli (the scripts of the mobile run nearest the median LCP). */
  jsBudgetKb: number;
  prepare?: (page: Page, origin: string) => Promise<void>;
}

const VENUE_ZONE = 'America/Chicago';

/** The venue date `days` after venue today, as FullCalendar's `data-date` (YYYY-MM-DD). */
function venueDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_ZONE }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Clicks the element once it is visible and no visible transition runs (the drawer slides in). */
async function click(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  await page.waitForFunction(
    'document.getAnimations().every((a) => a.playState !== "running" || !a.effect.target.checkVisibility({ visibilityProperty: true }))',
  );
  await page.locator(selector).setWaitForStableBoundingBox(false).click();
}

/** Books one adult on tomorrow's 1 p.m. and 2 p.m. Timed Admission through the calendar and drawer. */
async function bookTwoEvents(page: Page, origin: string): Promise<void> {
  // The month grid (narrow windows open the list view); Lighthouse sets its own viewport after.
  await page.setViewport({ width: 1280, height: 900 });
  for (const time of ['01:00 pm', '02:00 pm']) {
    await page.goto(`${origin}/GT/calendar/1`, { waitUntil: 'networkidle0' });
    await click(page, `[role="cell"][data-date="${venueDate(1)}"] ::-p-aria([name="${time} Timed Admission"][role="button"])`);
    await click(page, '::-p-aria([name="More Adult"][role="button"])');
    await click(page, '[role="dialog"] button::-p-text(Add to Cart)');
    await page.waitForFunction('location.pathname === "/GT/checkout"');
  }
  await page.waitForSelector('::-p-aria(Cart, 2 items)');
}

/**
 * Budgets: /GT/products has the target of docs/performance.md#storefront-on-a-phone (120 KB); the others are what the routes needed when
 * the budgets were set (README.md, "Storefront on a phone") plus a little room, so a regression shows as OVER.
 */
export const webRoutes: WebRoute[] = [
  { name: '/GT/products', path: '/GT/products', jsBudgetKb: 120 },
  { name: '/GT/calendar/1', path: '/GT/calendar/1', jsBudgetKb: 230 },
  { name: '/GT/calendar/Area/2', path: '/GT/calendar/Area/2', jsBudgetKb: 230 },
  { name: '/GT/calendar/3', path: '/GT/calendar/3', jsBudgetKb: 260 },
  { name: '/GT/checkout (empty)', path: '/GT/checkout', jsBudgetKb: 270 },
  { name: '/GT/checkout (2 events)', path: '/GT/checkout', jsBudgetKb: 270, prepare: bookTwoEvents },
  { name: '/GT/orderlocation', path: '/GT/orderlocation', jsBudgetKb: 230 },
];
