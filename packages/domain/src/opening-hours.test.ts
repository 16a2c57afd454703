import { describe, expect, it } from 'vitest';
import { isLocationOpen, openTodayText, withExceptions, type OpeningTime } from './opening-hours';
import { venueLocalToInstant } from './venue-time';

const CHICAGO = 'America/Chicago';
const at = (local: string) => venueLocalToInstant(local, CHICAGO);
// 2026-11-23 is a Monday; 2026-03-08 a Sunday (clocks go forward at 02:00), 2026-11-01 a Sunday (back at 02:00).
const times: OpeningTime[] = [
  { Day: 'Monday', Open: '07:00', Close: '17:30' },
  { Day: 'Monday', Open: '18:00', Close: '22:00' },
  { Day: 'Sunday', Open: '01:30', Close: '03:30' },
];

describe('a location is open only strictly between opening and closing time today (spec 02 §2.12, §4.10)', () => {
  it('closed at the opening minute, open a second later, closed at the closing minute', () => {
    expect(isLocationOpen(times, at('2026-11-23T07:00:00'), CHICAGO)).toBe(false);
    expect(isLocationOpen(times, at('2026-11-23T07:00:01'), CHICAGO)).toBe(true);
    expect(isLocationOpen(times, at('2026-11-23T17:29:59'), CHICAGO)).toBe(true);
    expect(isLocationOpen(times, at('2026-11-23T17:30:00'), CHICAGO)).toBe(false);
  });

  it("takes only the first entry of today's weekday, and today in the venue zone", () => {
    expect(isLocationOpen(times, at('2026-11-23T19:00'), CHICAGO)).toBe(false);
    // 2026-11-24 02:00 UTC is still Monday 20:00 in Chicago, but Tuesday in UTC (no Tuesday entry).
    expect(isLocationOpen(times, new Date('2026-11-24T01:00:00Z'), CHICAGO)).toBe(false);
    expect(isLocationOpen(times, new Date('2026-11-23T14:00:00Z'), CHICAGO)).toBe(true);
    expect(isLocationOpen(times, new Date('2026-11-23T14:00:00Z'), 'UTC')).toBe(true);
    expect(isLocationOpen(times, new Date('2026-11-23T12:00:00Z'), CHICAGO)).toBe(false); // 06:00 in Chicago
  });

  it('follows the wall clock across daylight-saving changes', () => {
    // Spring forward: 01:59 CST is followed by 03:00 CDT; 03:29 CDT is 08:29 UTC.
    expect(isLocationOpen(times, new Date('2026-03-08T08:29:00Z'), CHICAGO)).toBe(true);
    expect(isLocationOpen(times, new Date('2026-03-08T08:30:00Z'), CHICAGO)).toBe(false);
    // Fall back: 01:30 CDT is 06:30 UTC; 03:30 CST is 09:30 UTC.
    expect(isLocationOpen(times, new Date('2026-11-01T06:30:00Z'), CHICAGO)).toBe(false);
    expect(isLocationOpen(times, new Date('2026-11-01T06:31:00Z'), CHICAGO)).toBe(true);
    expect(isLocationOpen(times, new Date('2026-11-01T09:29:00Z'), CHICAGO)).toBe(true);
    expect(isLocationOpen(times, new Date('2026-11-01T09:30:00Z'), CHICAGO)).toBe(false);
  });
});

describe("'Open Today : hh:mm am - hh:mm pm' (spec 02 §2.12 item 1)", () => {
  it("from the first entry of today's weekday; none when today is not listed", () => {
    expect(openTodayText(times, at('2026-11-23T12:00'), CHICAGO)).toBe('Open Today : 07:00 am - 05:30 pm');
    expect(openTodayText(times, at('2026-11-24T12:00'), CHICAGO)).toBeNull();
  });
});

describe('exceptions on dates replace their weekday for the coming seven days (docs/operator-guide.md#food-ordering)', () => {
  const today = '2026-11-23'; // a Monday
  it('closed on today: Monday leaves; special hours on Sunday the 29th replace Sunday', () => {
    const result = withExceptions(times, [{ date: today, opensAt: null, closesAt: null }, { date: '2026-11-29', opensAt: '10:00', closesAt: '12:00' }], today);
    expect(result).toEqual([{ Day: 'Sunday', Open: '10:00', Close: '12:00' }]);
    expect(isLocationOpen(result, at('2026-11-23T08:00:00'), CHICAGO)).toBe(false);
  });
  it('an exception a week or more away, or in the past, changes nothing', () => {
    expect(withExceptions(times, [{ date: '2026-11-30', opensAt: null, closesAt: null }, { date: '2026-11-22', opensAt: null, closesAt: null }], today)).toEqual(times);
  });
});
