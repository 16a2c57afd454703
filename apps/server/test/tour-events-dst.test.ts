/**
 * Tour events across the venue's daylight-saving changes (docs/architecture.md#time-zones): America/Chicago
 * springs forward on 2026-03-08 and falls back on 2026-11-01. Each store is seeded on the
 * Saturday before, at 09:00 venue time.
 */
import { describe, expect, it } from 'vitest';
import type { TourEvent } from '@gt/contract/catalogue';
import { useTestStore, type StoreAccess } from './support';

async function events(t: StoreAccess, query: string): Promise<TourEvent[]> {
  const res = await t.get(`/api/v1/TourEvents?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('spring forward (2026-03-08)', () => {
  const t = useTestStore({ now: new Date('2026-03-07T15:00:00Z') });

  it('keeps the 09:00 to 16:00 slots in venue time on both sides of the change', async () => {
    const list = await events(t, 'BookingTypeID=1&From=2026-03-07&To=2026-03-08');
    expect(list).toHaveLength(16);
    expect(list[0]).toMatchObject({ EventStartDateTime: '2026-03-07T09:00:00-06:00', EventDate: '2026-03-07', CurrentDateTimeAtLocation: '2026-03-07T09:00:00-06:00', BookNowOption: 'Past Event' });
    expect(list[8]).toMatchObject({ EventStartDateTime: '2026-03-08T09:00:00-05:00', EventEndDateTime: '2026-03-08T10:00:00-05:00', EventDate: '2026-03-08' });
    expect(list.slice(8).map((e) => e.EventStartDateTime.slice(11))).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16'].map((h) => `${h}:00:00-05:00`),
    );
  });

  it('reads From and To as whole venue days of 23 hours', async () => {
    const sunday = await events(t, 'BookingTypeID=1&From=2026-03-08&To=2026-03-08');
    expect(sunday.map((e) => e.EventDate)).toEqual(Array(8).fill('2026-03-08'));
    // the evening event of the day before and the day after stay out
    const jelly = await events(t, 'BookingTypeID=4&From=2026-03-07&To=2026-03-08');
    expect(jelly.map((e) => e.EventStartDateTime)).toEqual(['2026-03-07T18:30:00-06:00']);
  });

  it('gives CurrentDateTimeAtLocation in daylight time after the change', async () => {
    t.store.setNow(new Date('2026-03-08T08:00:00Z'));
    const [first] = await events(t, 'BookingTypeID=1&From=2026-03-08&To=2026-03-08');
    expect(first?.CurrentDateTimeAtLocation).toBe('2026-03-08T03:00:00-05:00');
    expect(first?.BookNowOption).toBe('Book Now');
  });
});

describe('fall back (2026-11-01)', () => {
  const t = useTestStore({ now: new Date('2026-10-31T14:00:00Z') });

  it('keeps the slots in venue time on both sides of the change', async () => {
    const list = await events(t, 'BookingTypeID=1&From=2026-10-31&To=2026-11-01');
    expect(list).toHaveLength(16);
    expect(list[0]).toMatchObject({ EventStartDateTime: '2026-10-31T09:00:00-05:00', CurrentDateTimeAtLocation: '2026-10-31T09:00:00-05:00' });
    expect(list[7]?.EventStartDateTime).toBe('2026-10-31T16:00:00-05:00');
    expect(list.slice(8).map((e) => e.EventStartDateTime.slice(11))).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16'].map((h) => `${h}:00:00-06:00`),
    );
  });

  it('reads From and To as whole venue days of 25 hours', async () => {
    const sunday = await events(t, 'BookingTypeID=1&From=2026-11-01&To=2026-11-01');
    expect(sunday).toHaveLength(8);
    expect(sunday.every((e) => e.EventDate === '2026-11-01')).toBe(true);
    const jelly = await events(t, 'BookingTypeID=4&From=2026-10-31&To=2026-11-01');
    expect(jelly.map((e) => [e.EventStartDateTime, e.EventEndDateTime])).toEqual([['2026-10-31T18:30:00-05:00', '2026-10-31T21:30:00-05:00']]);
  });

  it('gives the repeated 01:00 hour with both offsets', async () => {
    t.store.setNow(new Date('2026-11-01T06:30:00Z'));
    expect((await events(t, 'BookingTypeID=1&From=2026-11-01&To=2026-11-01'))[0]?.CurrentDateTimeAtLocation).toBe('2026-11-01T01:30:00-05:00');
    t.store.setNow(new Date('2026-11-01T07:30:00Z'));
    expect((await events(t, 'BookingTypeID=1&From=2026-11-01&To=2026-11-01'))[0]?.CurrentDateTimeAtLocation).toBe('2026-11-01T01:30:00-06:00');
  });
});
