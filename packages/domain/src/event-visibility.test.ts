import { describe, expect, it } from 'vitest';
import type { BookNowOption } from '@gt/contract/catalogue';
import { bookNowOption, isEventVisible, isSellable } from './event-visibility';

const now = new Date('2026-11-23T15:00:00Z'); // 09:00 in America/Chicago
const later = new Date('2026-11-23T16:00:00Z');
const earlier = new Date('2026-11-23T14:00:00Z');

describe('bookNowOption', () => {
  const base = { startsAt: later, cancelled: false, closed: false, seatsAvailable: 10, now };

  it('is Book Now for a future event with seats', () => {
    expect(bookNowOption(base)).toBe('Book Now');
    expect(bookNowOption({ ...base, seatsAvailable: 1 })).toBe('Book Now');
  });

  it('is Sold Out with no seats left, or when the operator closed sales', () => {
    expect(bookNowOption({ ...base, seatsAvailable: 0 })).toBe('Sold Out');
    expect(bookNowOption({ ...base, seatsAvailable: -3 })).toBe('Sold Out');
    expect(bookNowOption({ ...base, closed: true, seatsAvailable: 40 })).toBe('Sold Out');
  });

  it('is Past Event once the event has started (at the start instant, too)', () => {
    expect(bookNowOption({ ...base, startsAt: earlier })).toBe('Past Event');
    expect(bookNowOption({ ...base, startsAt: now })).toBe('Past Event');
    expect(bookNowOption({ ...base, startsAt: new Date(now.getTime() + 1) })).toBe('Book Now');
    expect(bookNowOption({ ...base, startsAt: earlier, seatsAvailable: 0, closed: true })).toBe('Past Event');
  });

  it('is Cancelled before anything else', () => {
    expect(bookNowOption({ ...base, cancelled: true })).toBe('Cancelled');
    expect(bookNowOption({ ...base, cancelled: true, startsAt: earlier })).toBe('Cancelled');
    expect(bookNowOption({ ...base, cancelled: true, seatsAvailable: 0, closed: true })).toBe('Cancelled');
  });
});

describe('isEventVisible', () => {
  const ev = (BookNowOption: BookNowOption, EventStartDateTime: string, TourDisplayDays = 0) => ({ BookNowOption, EventStartDateTime, TourDisplayDays });

  it('shows Book Now and not-yet-started Sold Out events', () => {
    expect(isEventVisible(ev('Book Now', '2026-11-23T10:00:00-06:00'), now)).toBe(true);
    expect(isEventVisible(ev('Sold Out', '2026-11-24T11:00:00-06:00'), now)).toBe(true);
  });

  it('hides a Sold Out event that has already started', () => {
    expect(isEventVisible(ev('Sold Out', '2026-11-23T09:00:00-06:00'), now)).toBe(false);
    expect(isEventVisible(ev('Sold Out', '2026-11-23T08:59:00-06:00'), now)).toBe(false);
    expect(isEventVisible(ev('Sold Out', '2026-11-23T09:01:00-06:00'), now)).toBe(true);
  });

  it('hides Past Event and Cancelled events, even in the future', () => {
    expect(isEventVisible(ev('Past Event', '2026-11-22T09:00:00-06:00'), now)).toBe(false);
    expect(isEventVisible(ev('Cancelled', '2026-11-25T14:00:00-06:00'), now)).toBe(false);
  });

  it('compares instants, whatever the offset the start is written in', () => {
    expect(isEventVisible(ev('Sold Out', '2026-11-23T15:00:00Z'), now)).toBe(false);
    expect(isEventVisible(ev('Sold Out', '2026-11-23T10:00:01-05:00'), now)).toBe(true);
  });

  describe('TourDisplayDays', () => {
    it('hides events starting more than that many days after now', () => {
      // now is 2026-11-23T09:00-06:00; 30 days later is 2026-12-23T09:00-06:00 (no DST change).
      expect(isEventVisible(ev('Book Now', '2026-12-23T09:00:00-06:00', 30), now)).toBe(true);
      expect(isEventVisible(ev('Book Now', '2026-12-23T09:01:00-06:00', 30), now)).toBe(false);
      expect(isEventVisible(ev('Sold Out', '2026-12-24T10:30:00-06:00', 30), now)).toBe(false);
      expect(isEventVisible(ev('Book Now', '2026-11-24T09:00:00-06:00', 1), now)).toBe(true);
      expect(isEventVisible(ev('Book Now', '2026-11-24T09:00:01-06:00', 1), now)).toBe(false);
    });

    it('does not limit when 0 (or negative)', () => {
      expect(isEventVisible(ev('Book Now', '2027-06-01T09:00:00-05:00', 0), now)).toBe(true);
      expect(isEventVisible(ev('Book Now', '2027-06-01T09:00:00-05:00', -1), now)).toBe(true);
    });
  });
});

describe('isSellable', () => {
  it('is true only for Book Now', () => {
    expect(isSellable({ BookNowOption: 'Book Now' })).toBe(true);
    for (const o of ['Sold Out', 'Past Event', 'Cancelled'] as const) expect(isSellable({ BookNowOption: o })).toBe(false);
  });
});
