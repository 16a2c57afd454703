import type { TourEvent } from '@gt/contract/catalogue';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bookingType, testConfig, tourEvent } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { tourEventsKey } from '../api/get-tour-events';
import type { CalendarSettings } from '../types';
import { ListView } from './list-view';

const scope = { BookingTypeID: 2 };
const settings: CalendarSettings = {
  title: 'Behind-the-Scenes Tour',
  scope,
  ForceListView: false,
  DefaultHybridView: false,
  ListViewSearchDays: 7,
  LargeImageURL: null,
  BookingInfoDetails: [],
  NextTourDate: null,
  bookingTypes: [bookingType({ AvailabilityText: 'Seats available' })],
};

/** `count` events from `first` (YYYY-MM-DD), eight a day from 9 a.m., ids from `id`. */
function week(first: string, count: number, id: number, patch: Partial<TourEvent> = {}): TourEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.parse(`${first}T00:00:00Z`) + Math.floor(i / 8) * 86_400_000).toISOString().slice(0, 10);
    const hour = String(9 + (i % 8)).padStart(2, '0');
    return tourEvent({
      TourEventID: id + i,
      EventDate: day,
      EventStartDateTime: `${day}T${hour}:00:00-06:00`,
      EventEndDateTime: `${day}T${hour}:45:00-06:00`,
      ...patch,
    });
  });
}

const thisWeek = { From: '2026-11-23', To: '2026-11-29' };
const nextWeek = { From: '2026-11-30', To: '2026-12-06' };

describe('ListView', () => {
  it('draws the first cards, then the rest of the first list a few at a time, every card in the end', async () => {
    const events = week('2026-11-23', 50, 100);
    // The number of cards after each commit.
    const drawn: number[] = [];
    const onRender = () => drawn.push(document.querySelectorAll('article').length);
    renderWithData(
      <Profiler id="list" onRender={onRender}>
        <ListView settings={settings} today="2026-11-23" onSelectEvent={vi.fn()} />
      </Profiler>,
      { config: testConfig(), data: [[tourEventsKey(scope, thisWeek, null), events]] },
    );
    const list = screen.getByRole('region', { name: 'Events' });
    // Not all of them in one commit, but all of them soon, in their order, each with its texts.
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(50));
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-labelledby'))).toEqual(events.map((e) => `event-${e.TourEventID}`));
    expect(cards[49]).toHaveTextContent('November 29, 2026');
    expect(cards[49]).toHaveTextContent('10:00 am – 10:45 am');
    expect(within(cards[49] as HTMLElement).getByRole('list', { name: 'Prices' })).toHaveTextContent('Adult: $29.95');
    expect(cards[49]).toHaveTextContent('Seats available: 10');
    expect([...new Set(drawn.filter((n) => n > 0))]).toEqual([6, 14, 22, 30, 38, 46, 50]);
  });

  it('draws a later list whole, and a refreshed list never shrinks', async () => {
    const user = userEvent.setup();
    const { client } = renderWithData(<ListView settings={settings} today="2026-11-23" onSelectEvent={vi.fn()} />, {
      config: testConfig(),
      data: [
        [tourEventsKey(scope, thisWeek, null), week('2026-11-23', 30, 100)],
        [tourEventsKey(scope, nextWeek, null), week('2026-11-30', 40, 200)],
      ],
    });
    const list = screen.getByRole('region', { name: 'Events' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(30));

    // The same range's answer again (seats changed): every card stays drawn.
    act(() => client.setQueryData(tourEventsKey(scope, thisWeek, null), week('2026-11-23', 30, 100, { SeatsAvailable: 3 })));
    expect(within(list).getAllByRole('article')).toHaveLength(30);
    await waitFor(() => expect(within(list).getAllByRole('article')[29]).toHaveTextContent('Seats available: 3'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(list).getAllByRole('article')[0]).toHaveTextContent('November 30, 2026'));
    expect(within(list).getAllByRole('article')).toHaveLength(40);
  });
});
