// @vitest-environment node
/**
 * The server render of catalogue pages (docs/performance.md#storefront-on-a-phone): what a phone shows before any script has run.
 * Rendered as the server does (no document: Emotion writes its style elements inline).
 */
import type { DisplayArea } from '@gt/contract/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { bookingType, testConfig, tourEvent } from './testing/fixtures';

const area = (no: number, name: string, patch: Partial<DisplayArea> = {}): DisplayArea => ({
  DisplayAreaNo: no,
  AreaName: name,
  DisplayText: `All about ${name}.`,
  DisplayAreaType: 'bookingtypes',
  ShowOnline: true,
  NextTourDate: null,
  ForceListView: false,
  DefaultHybridView: false,
  ListViewSearchDays: 7,
  LargeImageURL: `/GT/images/${no}.svg`,
  BookingInfoDetails: [],
  UniqueBookingTypeID: null,
  BookingTypeIDs: [],
  ...patch,
});

// The server loads its render as one bundle before the first request (vite.config.ts
// `serverRender`); the pages' modules (MUI with them) are loaded here first too, so that a render's
// 2 s limit is not spent compiling them.
beforeAll(async () => {
  await Promise.all([import('./app/routes/calendar'), import('./app/routes/checkout')]);
}, 60_000);

const config = testConfig({ Headings: { ProductsPage: 'Plan your visit' } });
const answers = new Map<string, unknown>([
  ['/api/v1/config', config],
  ['/api/v1/DisplayAreas?type=bookingtypes', [area(1, 'Aquarium <Tours>'), area(2, 'Hidden', { ShowOnline: false }), area(3, 'Evenings')]],
  ['/api/v1/BookingTypes?BookingTypeID=2', [bookingType({ DefaultHybridView: true, LargeImageURL: '/GT/images/tour.svg' })]],
]);

describe('server render of a catalogue page', () => {
  it('renders /products: heading, the shown display areas with their images and Buy Now links, styles inline, no script', async () => {
    const html = await renderPage('/GT/products', answers);
    expect(html).toMatch(/<h1[^>]*>Plan your visit<\/h1>/);
    expect(html).toContain('Aquarium &lt;Tours&gt;');
    expect(html).toContain('Evenings');
    expect(html).not.toContain('Hidden');
    expect(html).toMatch(/<img[^>]*src="\/GT\/images\/1.svg"[^>]*fetchPriority="high"|<img[^>]*fetchPriority="high"[^>]*src="\/GT\/images\/1.svg"/);
    expect(html).toMatch(/<a [^>]*href="\/GT\/calendar\/Area\/1"[^>]*>Buy Now<\/a>/);
    expect(html).toMatch(/<style data-emotion="css /);
    // The header's cart is the empty cart of the store's start state (the browser fills it after).
    expect(html).toContain('Cart, 0 items');
    // The CSP allows no inline script: every part of the page is there, in order.
    expect(html).not.toMatch(/<script|<template/);
  });

  it('renders /products of a store without demo data: the venue name in words where no logo is set, no display areas, no error', async () => {
    const html = await renderPage(
      '/GT/products',
      new Map<string, unknown>([
        ['/api/v1/config', testConfig({ VenueName: 'Box Office', LogoURL: '' })],
        ['/api/v1/DisplayAreas?type=bookingtypes', []],
      ]),
    );
    expect(html).toMatch(/<a class="gt-logo" href="\/GT\/products"><span class="gt-logo-text">Box Office<\/span><\/a>/);
    expect(html).not.toContain('<img src=""');
    expect(html).toMatch(/<h1[^>]*>Plan your visit<\/h1>/);
    expect(html).toContain('Cart, 0 items');
  });

  it('writes every style a page uses into each render of it, not only into the first', async () => {
    const styled = (html: string) => {
      const classes = new Set([...html.matchAll(/class="[^"]*\b(css-[a-z0-9]+)/g)].map((m) => m[1] ?? ''));
      const written = new Set([...html.matchAll(/<style data-emotion="css ([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' ').map((k) => `css-${k.split('-')[0]}`)));
      return [...classes].filter((c) => !written.has(c));
    };
    const first = await renderPage('/GT/products', answers);
    const second = await renderPage('/GT/products', answers);
    expect(styled(first)).toEqual([]);
    expect(styled(second)).toEqual([]);
  });

  it('renders a calendar page with its heading and hybrid date picker; the events load in the browser', async () => {
    const html = await renderPage('/GT/calendar/2', answers);
    expect(html).toMatch(/<h1[^>]*>Behind-the-Scenes Tour<\/h1>/);
    expect(html).toContain('src="/GT/images/tour.svg"');
    expect(html).toContain('Time slot');
    expect(html).not.toMatch(/<script|<template/);
  });

  it('renders the fallback of what it has no answer for (the browser then asks)', async () => {
    const html = await renderPage('/GT/calendar/Area/3', answers);
    expect(html).not.toContain('<h1');
    expect(html).toContain('Loading');
  });
});

describe('server render of the checkout (from the cart cookie, @gt/contract/checkout-cart)', () => {
  const cart = [{ TourEventID: 43, BookingTypeID: 2, lines: [{ TourProductID: 5, Quantity: 2 }] }];
  const checkout = new Map<string, unknown>([
    ...answers,
    ['/api/v1/CountryAndStates', []],
    ['/api/v1/membershippackages', []],
    ['/api/v1/TourEvents?TourEventList=43', [tourEvent()]],
    ['#cart', cart],
  ]);

  /** The page's text (no styles, tags or React's text separators), to look for what a visitor reads. */
  const textOf = (html: string) =>
    html
      .replace(/<style[^>]*>.*?<\/style>/g, '')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
  const shows = (html: string, text: string) => expect(textOf(html).includes(text), text).toBe(true);
  const hides = (html: string, text: string) => expect(textOf(html).includes(text), text).toBe(false);

  it("renders the cart's tickets and totals, with the header's count; the contact and card forms and Pay are left to the browser", async () => {
    const html = await renderPage('/GT/checkout', checkout);
    expect(html).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    expect(html).toContain('Cart, 2 items');
    shows(html, 'Behind-the-Scenes Tour');
    // Tour Guest $59.00 with 5 % tax included: $56.19 a ticket ex tax, as the browser prices it.
    shows(html, 'Tour Guest $56.19 $112.38');
    shows(html, 'Amount To Pay $118.00');
    hides(html, 'No item in the cart');
    hides(html, 'First Name');
    hides(html, 'CVV');
    expect(/<button[^>]*type="submit"/.test(html), 'Pay button').toBe(false);
    expect(/<script|<template/.test(html)).toBe(false);
  });

  it('renders an empty checkout when no cart is carried', async () => {
    const html = await renderPage('/GT/checkout', new Map([...checkout].filter(([k]) => k !== '#cart')));
    shows(html, 'No item in the cart');
    expect(html).toContain('Cart, 0 items');
    // The empty cart's state alone: no totals, no contact form, no Pay.
    hides(html, 'Amount To Pay');
    hides(html, 'First Name');
  });
});
