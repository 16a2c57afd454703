import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  DATE_FORMAT,
  formatInVenue,
  formatVenueDateTime,
  formatVenueWall,
  TIME_FORMAT,
  venueDate,
  venueDateText,
  venueLocalToInstant,
  venueTimeText,
  venueWallTime,
} from './venue-time';

const CHICAGO = 'America/Chicago';
const HOUR = 3_600_000;
const iso = (local: string) => venueLocalToInstant(local, CHICAGO).toISOString();

describe('formatVenueDateTime', () => {
  it('shows an instant with the venue offset (CST −06:00, CDT −05:00)', () => {
    expect(formatVenueDateTime(new Date('2026-11-23T15:00:00Z'), CHICAGO)).toBe('2026-11-23T09:00:00-06:00');
    expect(formatVenueDateTime(new Date('2026-07-04T15:00:00Z'), CHICAGO)).toBe('2026-07-04T10:00:00-05:00');
    expect(formatVenueDateTime(Date.parse('2026-11-23T15:00:00Z'), CHICAGO)).toBe('2026-11-23T09:00:00-06:00');
    expect(formatVenueDateTime('2026-11-23T10:00:00-05:00', CHICAGO)).toBe('2026-11-23T09:00:00-06:00');
  });

  it('jumps from 01:59 CST to 03:00 CDT on 2026-03-08', () => {
    expect(formatVenueDateTime(new Date('2026-03-08T07:59:00Z'), CHICAGO)).toBe('2026-03-08T01:59:00-06:00');
    expect(formatVenueDateTime(new Date('2026-03-08T08:00:00Z'), CHICAGO)).toBe('2026-03-08T03:00:00-05:00');
  });

  it('repeats 01:00–01:59 on 2026-11-01, first CDT then CST', () => {
    expect(formatVenueDateTime(new Date('2026-11-01T06:00:00Z'), CHICAGO)).toBe('2026-11-01T01:00:00-05:00');
    expect(formatVenueDateTime(new Date('2026-11-01T06:59:00Z'), CHICAGO)).toBe('2026-11-01T01:59:00-05:00');
    expect(formatVenueDateTime(new Date('2026-11-01T07:00:00Z'), CHICAGO)).toBe('2026-11-01T01:00:00-06:00');
    expect(formatVenueDateTime(new Date('2026-11-01T08:00:00Z'), CHICAGO)).toBe('2026-11-01T02:00:00-06:00');
  });

  it('uses the zone it is given', () => {
    const t = new Date('2026-11-23T15:00:00Z');
    expect(formatVenueDateTime(t, 'UTC')).toBe('2026-11-23T15:00:00+00:00');
    expect(formatVenueDateTime(t, 'Europe/London')).toBe('2026-11-23T15:00:00+00:00');
    expect(formatVenueDateTime(t, 'Australia/Sydney')).toBe('2026-11-24T02:00:00+11:00');
    expect(formatVenueDateTime(t, 'Asia/Kolkata')).toBe('2026-11-23T20:30:00+05:30');
  });
});

describe('venueDate', () => {
  it('is the calendar date at the venue, not in UTC', () => {
    expect(venueDate(new Date('2026-11-24T05:59:00Z'), CHICAGO)).toBe('2026-11-23');
    expect(venueDate(new Date('2026-11-24T06:00:00Z'), CHICAGO)).toBe('2026-11-24');
    expect(venueDate(new Date('2026-07-05T04:59:00Z'), CHICAGO)).toBe('2026-07-04');
    expect(venueDate(new Date('2026-07-05T05:00:00Z'), CHICAGO)).toBe('2026-07-05');
  });

  it('changes at local midnight on both DST days', () => {
    expect(venueDate(new Date('2026-03-08T05:59:00Z'), CHICAGO)).toBe('2026-03-07');
    expect(venueDate(new Date('2026-03-08T06:00:00Z'), CHICAGO)).toBe('2026-03-08');
    expect(venueDate(new Date('2026-03-09T04:59:00Z'), CHICAGO)).toBe('2026-03-08');
    expect(venueDate(new Date('2026-03-09T05:00:00Z'), CHICAGO)).toBe('2026-03-09');
    expect(venueDate(new Date('2026-11-01T04:59:00Z'), CHICAGO)).toBe('2026-10-31');
    expect(venueDate(new Date('2026-11-01T05:00:00Z'), CHICAGO)).toBe('2026-11-01');
    expect(venueDate(new Date('2026-11-02T05:59:00Z'), CHICAGO)).toBe('2026-11-01');
    expect(venueDate(new Date('2026-11-02T06:00:00Z'), CHICAGO)).toBe('2026-11-02');
  });
});

describe('venueLocalToInstant', () => {
  it('reads a venue date as its local midnight', () => {
    expect(iso('2026-11-23')).toBe('2026-11-23T06:00:00.000Z');
    expect(iso('2026-07-04')).toBe('2026-07-04T05:00:00.000Z');
  });

  it('reads a venue wall time with the offset in force on that day', () => {
    expect(iso('2026-11-23T10:00')).toBe('2026-11-23T16:00:00.000Z');
    expect(iso('2026-03-07T09:00')).toBe('2026-03-07T15:00:00.000Z'); // CST
    expect(iso('2026-03-08T09:00')).toBe('2026-03-08T14:00:00.000Z'); // CDT from 02:00
    expect(iso('2026-10-31T09:00')).toBe('2026-10-31T14:00:00.000Z'); // CDT
    expect(iso('2026-11-01T09:00')).toBe('2026-11-01T15:00:00.000Z'); // CST from 02:00
  });

  it('gives a 23-hour 2026-03-08 and a 25-hour 2026-11-01', () => {
    expect(iso('2026-03-08')).toBe('2026-03-08T06:00:00.000Z');
    expect(iso('2026-03-09')).toBe('2026-03-09T05:00:00.000Z');
    expect(venueLocalToInstant('2026-03-09', CHICAGO).getTime() - venueLocalToInstant('2026-03-08', CHICAGO).getTime()).toBe(23 * HOUR);
    expect(iso('2026-11-01')).toBe('2026-11-01T05:00:00.000Z');
    expect(iso('2026-11-02')).toBe('2026-11-02T06:00:00.000Z');
    expect(venueLocalToInstant('2026-11-02', CHICAGO).getTime() - venueLocalToInstant('2026-11-01', CHICAGO).getTime()).toBe(25 * HOUR);
  });

  it('moves a wall time that does not exist (02:30 on 2026-03-08) an hour forward', () => {
    expect(iso('2026-03-08T01:59')).toBe('2026-03-08T07:59:00.000Z');
    expect(iso('2026-03-08T02:30')).toBe('2026-03-08T08:30:00.000Z');
    expect(formatVenueDateTime(venueLocalToInstant('2026-03-08T02:30', CHICAGO), CHICAGO)).toBe('2026-03-08T03:30:00-05:00');
    expect(iso('2026-03-08T03:00')).toBe('2026-03-08T08:00:00.000Z');
  });

  it('reads a repeated wall time (01:30 on 2026-11-01) as one of its two instants', () => {
    expect(['2026-11-01T06:30:00.000Z', '2026-11-01T07:30:00.000Z']).toContain(iso('2026-11-01T01:30'));
    expect(venueWallTime(venueLocalToInstant('2026-11-01T01:30', CHICAGO), CHICAGO)).toBe('2026-11-01T01:30:00');
  });

  it('round-trips every half hour of both DST days except the skipped hour', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      for (let m = 0; m < 24 * 60; m += 30) {
        const local = `${day}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        if (day === '2026-03-08' && local.startsWith(`${day}T02:`)) continue;
        expect(venueWallTime(venueLocalToInstant(local, CHICAGO), CHICAGO)).toBe(`${local}:00`);
      }
    }
  });
});

describe('venueWallTime and formatInVenue', () => {
  it('shows venue wall-clock time without an offset', () => {
    expect(venueWallTime(new Date('2026-11-23T15:00:00Z'), CHICAGO)).toBe('2026-11-23T09:00:00');
    expect(venueWallTime(new Date('2026-03-08T08:00:00Z'), CHICAGO)).toBe('2026-03-08T03:00:00');
  });

  it("formats with the spec's patterns", () => {
    expect(formatInVenue('2026-11-23T18:30:00-06:00', CHICAGO, 'MMMM DD, YYYY')).toBe('November 23, 2026');
    expect(formatInVenue('2026-11-23T18:30:00-06:00', CHICAGO, 'hh:mm a')).toBe('06:30 pm');
    expect(formatInVenue(new Date('2026-11-24T05:30:00Z'), CHICAGO, 'MMMM DD, YYYY hh:mm a')).toBe('November 23, 2026 11:30 pm');
    expect(formatInVenue(new Date('2026-03-08T15:00:00Z'), CHICAGO, 'MMM D hh:mm a')).toBe('Mar 8 10:00 am');
  });
});

describe('venueDateText and venueTimeText (spec 01 §9: MMMM DD, YYYY and hh:mm a)', () => {
  it('shows the venue wall clock of an API date-time with two-digit days and hours, lower-case am/pm', () => {
    expect(venueDateText('2026-12-05T09:30:00-06:00')).toBe('December 05, 2026');
    expect(venueTimeText('2026-12-05T09:30:00-06:00')).toBe('09:30 am');
    expect(venueTimeText('2026-12-05T14:00:00-06:00')).toBe('02:00 pm');
    expect(venueTimeText('2026-12-05T00:15:00-06:00')).toBe('12:15 am');
    // the offset is the venue's, not applied again: 23:30 at the venue stays that day
    expect(venueDateText('2026-11-23T23:30:00-06:00')).toBe('November 23, 2026');
  });

  it('gives the texts of formatVenueWall (dayjs) for any date-time, rolled-over and invalid ones too', () => {
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
    const dateTimes = fc
      .tuple(
        fc.integer({ min: 1970, max: 2100 }),
        two(13),
        two(32),
        two(24),
        two(60),
        fc.constantFrom('-06:00', '+05:30', 'Z', '.000Z', ''),
      )
      .map(([y, mo, d, h, mi, offset]) => `${y}-${mo}-${d}T${h}:${mi}:00${offset}`);
    fc.assert(
      fc.property(
        fc.oneof(dateTimes, fc.string(), fc.constantFrom('2026-02-29T10:00:00', '2028-02-29T10:00:00', '2026-11-23', '2026-11-23T12:00')),
        (s) => {
          expect(venueDateText(s)).toBe(formatVenueWall(s, DATE_FORMAT));
          expect(venueTimeText(s)).toBe(formatVenueWall(s, TIME_FORMAT));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('whatever the process time zone is', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gives the same venue times under TZ=Asia/Tokyo and TZ=America/New_York', () => {
    for (const [tz, localHour] of [['Asia/Tokyo', 0], ['America/New_York', 10]] as const) {
      vi.stubEnv('TZ', tz);
      // the process zone really changed
      expect(new Date('2026-11-23T15:00:00Z').getHours()).toBe(localHour);
      expect(formatVenueDateTime(new Date('2026-03-08T08:00:00Z'), CHICAGO)).toBe('2026-03-08T03:00:00-05:00');
      expect(venueDate(new Date('2026-11-24T05:59:00Z'), CHICAGO)).toBe('2026-11-23');
      expect(iso('2026-11-01T09:00')).toBe('2026-11-01T15:00:00.000Z');
      expect(iso('2026-03-09')).toBe('2026-03-09T05:00:00.000Z');
      expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    }
  });
});

describe('addDays', () => {
  it('does calendar arithmetic on YYYY-MM-DD dates', () => {
    expect(addDays('2026-11-23', 6)).toBe('2026-11-29');
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(addDays('2026-11-23', -1)).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('moves exactly one calendar day across DST changes', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-03-01', 60)).toBe('2026-04-30');
  });
});
