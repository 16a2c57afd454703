import type { CalendarTourEvents, TourEvent } from '@gt/contract/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../stores/cart-store';
import { adult, bookingType, testConfig, tourEvent, tourGuest } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { ListView } from '../components/list-view';
import type { CalendarSettings } from '../types';
import { getTourEvent, useTourEvents } from './get-tour-events';

const NOW_AT_VENUE = '2026-11-23T09:00:00-06:00';
const parking = { ...adult, TourProductID: 4, TourProductName: 'Parking Pass', AffectsCapacity: false };
const jellyfish = { ...tourGuest, TourProductID: 8, TourProductName: 'Jellyfish Nights', PriceMatrix: [{ ...tourGuest.PriceMatrix[0]!, ProductID: 8, Price: 35 }] };

/** The spec's answer for a display area of two booking types: every event with its booking type's products. */
const full: TourEvent[] = [
  tourEvent({ TourEventID: 43, BookingTypeID: 2, SeatsAvailable: 10, TourProducts: [adult, parking] }),
  tourEvent({ TourEventID: 44, BookingTypeID: 2, EventStartDateTime: '2026-11-25T13:30:00-06:00', EventEndDateTime: '2026-11-25T15:00:00-06:00', SeatsAvailable: 0, BookNowOption: 'Sold Out', TourProducts: [adult, parking] }),
  tourEvent({ TourEventID: 51, BookingTypeID: 4, EventName: 'Jellyfish Nights', EventStartDateTime: '2026-11-25T18:30:00-06:00', EventEndDateTime: '2026-11-25T20:00:00-06:00', SeatsAvailable: 3, TourProducts: [jellyfish] }),
];

/** The same events as the server's calendars' answer (Fields=Calendar). */
const calendar: CalendarTourEvents = {
  CurrentDateTimeAtLocation: NOW_AT_VENUE,
  TourEvents: full.map(({ TourProducts: _products, CurrentDateTimeAtLocation: _now, ...e }) => e),
  BookingTypeProducts: [
    { BookingTypeID: 2, TourProducts: [adult, parking] },
    { BookingTypeID: 4, TourProducts: [jellyfish] },
  ],
};

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    const body = new URL(url, 'http://x').searchParams.get('Fields') === 'Calendar' ? calendar : full.slice(0, 1);
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useCartStore.getState().reset();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

describe('useTourEvents (the calendars\' events)', () => {
  it('asks for the calendars\' answer and gives back the spec\'s TourEvent objects, each with its booking type\'s products', async () => {
    const { result } = renderHook(() => useTourEvents({ DisplayArea: 2 }, { From: '2026-11-23', To: '2026-11-29' }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(asked).toEqual(['/api/v1/TourEvents?DisplayArea=2&From=2026-11-23&To=2026-11-29&Fields=Calendar']);
    expect(result.current.data).toEqual(full);
    // One products array per booking type, as the server builds the spec's answer.
    expect(result.current.data?.[0]?.TourProducts).toBe(result.current.data?.[1]?.TourProducts);
  });

  it('sends the visitor\'s hold reference along', async () => {
    useCartStore.setState({ holdRef: 'seat-hold-0123456789' });
    const { result } = renderHook(() => useTourEvents({ BookingTypeID: 2 }, { From: '2026-11-25', To: '2026-11-25' }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(asked).toEqual(['/api/v1/TourEvents?BookingTypeID=2&From=2026-11-25&To=2026-11-25&TourHoldRef=seat-hold-0123456789&Fields=Calendar']);
  });

  it('asks for nothing without a range', () => {
    const { result } = renderHook(() => useTourEvents({ BookingTypeID: 2 }, null), { wrapper });
    expect([result.current.fetchStatus, asked]).toEqual(['idle', []]);
  });
});

describe('getTourEvent (one event again, e.g. after a 409)', () => {
  it('asks for the spec\'s answer of that event', async () => {
    expect(await getTourEvent(43, null)).toEqual(full[0]);
    expect(asked).toEqual(['/api/v1/TourEvents?TourEventList=43']);
  });
});

describe('the list view drawn from the calendars\' answer', () => {
  it('shows each event\'s own products and prices, its availability and its state', async () => {
    const settings: CalendarSettings = {
      title: 'Tours',
      scope: { DisplayArea: 2 },
      ForceListView: true,
      DefaultHybridView: false,
      ListViewSearchDays: 7,
      LargeImageURL: null,
      BookingInfoDetails: [],
      NextTourDate: null,
      bookingTypes: [bookingType({ BookingTypeID: 2, AvailabilityText: 'Seats available' }), bookingType({ BookingTypeID: 4, BookingTypeName: 'Jellyfish Nights', AvailabilityText: 'Places left' })],
    };
    renderWithData(<ListView settings={settings} today="2026-11-23" onSelectEvent={() => undefined} />, { config: testConfig() });
    const cards = await screen.findAllByRole('article');
    expect(asked).toEqual(['/api/v1/TourEvents?DisplayArea=2&From=2026-11-23&To=2026-11-29&Fields=Calendar']);
    expect(
      cards.map((card) => [within(card).getByRole('heading').textContent, within(card).getByRole('list', { name: 'Prices' }).textContent, within(card).getByRole('button').textContent]),
    ).toEqual([
      ['Behind-the-Scenes Tour', 'Adult: $29.95Parking Pass: $29.95', 'Book Now'],
      ['Behind-the-Scenes Tour', 'Adult: $29.95Parking Pass: $29.95', 'Sold Out'],
      ['Jellyfish Nights', 'Jellyfish Nights: $33.33', 'Book Now'],
    ]);
    expect(within(cards[0]!).getByText('Seats available: 10')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Places left: 3')).toBeInTheDocument();
  });
});
