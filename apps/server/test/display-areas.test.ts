import { describe, expect, it } from 'vitest';
import { NOW, expectBadQuery, useTestStore } from './support';

const t = useTestStore();

describe('GET /api/v1/DisplayAreas', () => {
  it('lists the online booking-type areas in display order (type defaults to bookingtypes)', async () => {
    const res = await t.get('/api/v1/DisplayAreas');
    expect(res.statusCode).toBe(200);
    const areas = res.json();
    expect(areas).toEqual(((await t.get('/api/v1/DisplayAreas?type=bookingtypes')).json()));
    expect(areas.map((a: { DisplayAreaNo: number; AreaName: string }) => [a.DisplayAreaNo, a.AreaName])).toEqual([
      [1, 'Aquarium Admission'],
      [2, 'Tours and Evenings'],
      [3, 'Animal Encounters'],
    ]);
    expect(areas[0]).toEqual({
      DisplayAreaNo: 1,
      AreaName: 'Aquarium Admission',
      DisplayText: 'Timed entry to every gallery. Book ahead to skip the line.',
      DisplayAreaType: 'bookingtypes',
      ShowOnline: true,
      // the 09:00 slot starts right now, so it is no longer "next"
      NextTourDate: '2026-11-23T10:00:00-06:00',
      ForceListView: false,
      DefaultHybridView: false,
      ListViewSearchDays: 0,
      LargeImageURL: '/GT/images/coral-reef.svg',
      BookingInfoDetails: [],
      UniqueBookingTypeID: 1,
      BookingTypeIDs: [1],
    });
  });

  it('gives each area its booking types and the earliest next tour of them', async () => {
    const [, tours, encounters] = (await t.get('/api/v1/DisplayAreas')).json();
    expect(tours).toMatchObject({ BookingTypeIDs: [2, 4], UniqueBookingTypeID: null, NextTourDate: '2026-11-23T10:30:00-06:00', LargeImageURL: '/GT/images/jellyfish.svg' });
    expect(encounters).toMatchObject({ BookingTypeIDs: [3], UniqueBookingTypeID: 3, DefaultHybridView: true, NextTourDate: '2026-11-23T09:30:00-06:00' });
  });

  it('hides areas not shown online', async () => {
    const areas = (await t.get('/api/v1/DisplayAreas')).json() as { DisplayAreaNo: number; ShowOnline: boolean }[];
    expect(areas.map((a) => a.DisplayAreaNo)).not.toContain(4);
    expect(areas.every((a) => a.ShowOnline)).toBe(true);
  });

  it('follows the clock for NextTourDate', async () => {
    t.store.setNow(new Date('2026-11-23T16:30:00Z')); // 10:30 at the venue
    try {
      const [admission, tours] = (await t.get('/api/v1/DisplayAreas')).json();
      expect(admission.NextTourDate).toBe('2026-11-23T11:00:00-06:00');
      expect(tours.NextTourDate).toBe('2026-11-23T13:30:00-06:00');
    } finally {
      t.store.setNow(NOW);
    }
  });

  it('lists the GA ticket and gift card areas of their own types', async () => {
    const names = async (type: string) => ((await t.get(`/api/v1/DisplayAreas?type=${type}`)).json() as { AreaName: string }[]).map((a) => a.AreaName);
    expect(await names('products')).toEqual(['Aquarium Extras']);
    expect(await names('giftcard')).toEqual(['Gift Cards', 'Holiday Gift Cards']);
  });

  describe('bad input', () => {
    it('refuses an unknown type', async () => {
      expectBadQuery(await t.get('/api/v1/DisplayAreas?type=tickets'), "'type'");
      expectBadQuery(await t.get('/api/v1/DisplayAreas?type='), "'type'");
      expectBadQuery(await t.get('/api/v1/DisplayAreas?type=BookingTypes'), "'type'");
    });

    it('refuses an unknown parameter, naming it', async () => {
      expectBadQuery(await t.get('/api/v1/DisplayAreas?DisplayArea=1'), '"DisplayArea"', 'Unrecognized key');
    });
  });
});
