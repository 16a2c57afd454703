import { firstLoad, firstLoadPatterns } from '@gt/contract/first-load';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { useCartStore } from '../stores/cart-store';
import { prefetchInitialData } from './initial-data';

afterEach(() => {
  vi.unstubAllGlobals();
  useCartStore.getState().reset();
});

/** The API paths requested when the app starts on `path` (every answer `[]`, the configuration `config`). */
function requestedOn(path: string, config: object = []): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(new Response(JSON.stringify(url === '/api/v1/config' ? config : []), { headers: { 'content-type': 'application/json' } }));
  });
  void prefetchInitialData(new QueryClient(), path);
  return urls;
}

describe('first page data (fetched while the page code loads)', () => {
  it('asks for the configuration on every page, and for the data of the page it starts on', () => {
    expect(requestedOn('/GT/products')).toEqual(['/api/v1/config', '/api/v1/DisplayAreas?type=bookingtypes']);
    expect(requestedOn('/GT/calendar/1')).toEqual(['/api/v1/config', '/api/v1/BookingTypes?BookingTypeID=1']);
    expect(requestedOn('/GT/calendar/Area/2')).toEqual(['/api/v1/config', '/api/v1/DisplayAreas?type=bookingtypes', '/api/v1/BookingTypes?DisplayArea=2']);
    expect(requestedOn('/GT/orderlocation/Area/7')).toEqual(['/api/v1/config', '/api/v1/orderlocations?displayArea=7']);
    expect(requestedOn('/GT/checkout')).toEqual(['/api/v1/config', '/api/v1/CountryAndStates', '/api/v1/membershippackages']);
    expect(requestedOn('/GT/calendar/x')).toEqual(['/api/v1/config']);
  });

  it('asks for exactly what the server carries in the HTML shell (@gt/contract/first-load)', () => {
    const samples = ['/products', '/calendar/3', '/calendar/Area/2', '/calendar/Area/x', '/checkout', '/gatickets', '/gatickets/Area/4', '/giftcards', '/giftcards/5', '/orderlocation', '/orderlocation/Area/6', '/ordermenu/1', '/memberships', '/findmybooking', '/not-found'];
    for (const path of samples) expect(requestedOn(`/GT${path}`), path).toEqual(firstLoad(`/GT${path}`)?.requests);
  });

  it("asks at checkout for the cart's events and booking types, as the server carries them for the cart cookie", () => {
    const line = { TourProductID: 1, Quantity: 2 };
    const events = [
      { TourEventID: 34, BookingTypeID: 2, lines: [line], udfs: {} },
      { TourEventID: 12, BookingTypeID: 1, lines: [line], udfs: {} },
      { TourEventID: 20, BookingTypeID: 2, lines: [line], udfs: {} },
    ];
    useCartStore.setState({ events });
    expect(requestedOn('/GT/checkout')).toEqual([
      '/api/v1/config',
      '/api/v1/CountryAndStates',
      '/api/v1/membershippackages',
      '/api/v1/TourEvents?TourEventList=12%2C20%2C34',
      '/api/v1/BookingTypes?BookingTypeID=1',
      '/api/v1/BookingTypes?BookingTypeID=2',
    ]);
    expect(requestedOn('/GT/checkout')).toEqual(firstLoad('/GT/checkout', undefined, events)?.requests);
    // Other pages do not price the cart.
    expect(requestedOn('/GT/products')).toEqual(['/api/v1/config', '/api/v1/DisplayAreas?type=bookingtypes']);
  });

  it('asks at checkout for the donation and fee products the configuration names, as the server carries them', async () => {
    const config = { DonationProductID: 9001, ApplyTransactionFee: true, TransactionFeeProductID: 9002 };
    const urls = requestedOn('/GT/checkout', config);
    await vi.waitFor(() => expect(urls).toHaveLength(5));
    expect(urls).toEqual(firstLoad('/GT/checkout', { donation: 9001, fee: 9002 })?.requests);
    const noFee = requestedOn('/GT/checkout', { ...config, ApplyTransactionFee: false });
    await vi.waitFor(() => expect(noFee).toHaveLength(4));
    await new Promise((r) => setTimeout(r, 20));
    expect(noFee).toEqual(firstLoad('/GT/checkout', { donation: 9001, fee: null })?.requests);
  });

  it('knows every route of the storefront', () => {
    expect([...firstLoadPatterns].sort()).toEqual(Object.values(paths).map((p) => p.pattern).sort());
  });
});
