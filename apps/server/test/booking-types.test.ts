import { describe, expect, it } from 'vitest';
import { NOW, expectBadQuery, expectErrors, useTestStore } from './support';

const t = useTestStore();

describe('GET /api/v1/BookingTypes', () => {
  it('lists the booking types of a display area, by id', async () => {
    const res = await t.get('/api/v1/BookingTypes?DisplayArea=2');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((b: { BookingTypeID: number }) => b.BookingTypeID)).toEqual([2, 4]);
    expect(list[0]).toEqual({
      BookingTypeID: 2,
      BookingTypeName: 'Behind-the-Scenes Tour',
      BookingTypeInfo:
        'Walk the catwalks above the main tank, visit the animal hospital and help prepare food for our sea turtles with a staff biologist. The tour lasts 90 minutes and includes stairs.',
      BookingTypeTerms: 'Guests must be 8 or older. A signed waiver is required for every guest.',
      MinimumTickets: 2,
      MaximumTickets: 8,
      ShowStartTime: true,
      ShowEndTime: true,
      ShowAvailability: true,
      AvailabilityText: 'Seats available',
      ForceListView: true,
      DefaultHybridView: false,
      ListViewSearchDays: 5,
      NextTourDate: '2026-11-23T10:30:00-06:00',
      LargeImageURL: '/GT/images/behind-the-scenes.svg',
      SmallImageURL: '/GT/images/behind-the-scenes.svg',
      BookingInfoDetails: [],
      WaiverRequired: true,
      WaiverURL: '/GT/waivers/behind-the-scenes.html',
    });
    // Jellyfish Nights runs on Fridays and Saturdays only: the next one is Friday.
    expect(list[1]).toMatchObject({ BookingTypeName: 'Jellyfish Nights', NextTourDate: '2026-11-27T18:30:00-06:00', WaiverRequired: false, WaiverURL: null });
  });

  it('gives one booking type by id, with its booking-info groups', async () => {
    const list = (await t.get('/api/v1/BookingTypes?BookingTypeID=3')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      BookingTypeID: 3,
      BookingTypeName: 'Dolphin Encounter',
      MinimumTickets: 1,
      MaximumTickets: 4,
      DefaultHybridView: true,
      ForceListView: false,
      NextTourDate: '2026-11-23T09:30:00-06:00',
      WaiverRequired: true,
      WaiverURL: '/GT/waivers/dolphin-encounter.html',
    });
    expect(list[0].BookingInfoDetails.map((d: { BookingInfo: string; ImageURL: string }) => [d.BookingInfo, d.ImageURL])).toEqual([
      ['shallow', '/GT/images/dolphin.svg'],
      ['deep', '/GT/images/dolphin-deep.svg'],
    ]);
    expect(list[0].BookingInfoDetails[0].BookingInfoText).toMatch(/^Shallow Water Encounter: /);
  });

  it('gives the next tour after now, skipping a cancelled event', async () => {
    expect((await t.get('/api/v1/BookingTypes?BookingTypeID=1')).json()[0].NextTourDate).toBe('2026-11-23T10:00:00-06:00');
    // 2026-11-25 13:30 at the venue: the 14:00 slot is cancelled, the next one is 15:00.
    t.store.setNow(new Date('2026-11-25T19:30:00Z'));
    try {
      expect((await t.get('/api/v1/BookingTypes?BookingTypeID=1')).json()[0].NextTourDate).toBe('2026-11-25T15:00:00-06:00');
    } finally {
      t.store.setNow(NOW);
    }
  });

  it('serves a display area that is not shown online when asked directly', async () => {
    const list = (await t.get('/api/v1/BookingTypes?DisplayArea=4')).json();
    expect(list.map((b: { BookingTypeID: number }) => b.BookingTypeID)).toEqual([1]);
  });

  it('gives an empty list for an unknown display area', async () => {
    const res = await t.get('/api/v1/BookingTypes?DisplayArea=99');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for an unknown booking type', async () => {
    expectErrors(await t.get('/api/v1/BookingTypes?BookingTypeID=99'), 404, 'Booking type 99 was not found.');
  });

  describe('bad input', () => {
    it('needs exactly one of DisplayArea and BookingTypeID', async () => {
      expectErrors(await t.get('/api/v1/BookingTypes'), 400, "Invalid query parameter 'DisplayArea': DisplayArea or BookingTypeID is required (one of them)");
      expectErrors(await t.get('/api/v1/BookingTypes?DisplayArea=1&BookingTypeID=1'), 400, "Invalid query parameter 'DisplayArea': DisplayArea or BookingTypeID is required (one of them)");
    });

    it('needs positive whole-number ids', async () => {
      expectErrors(await t.get('/api/v1/BookingTypes?DisplayArea=abc'), 400, "Invalid query parameter 'DisplayArea': must be a whole number");
      expectErrors(await t.get('/api/v1/BookingTypes?BookingTypeID=1.5'), 400, "Invalid query parameter 'BookingTypeID': must be a whole number");
      expectErrors(await t.get('/api/v1/BookingTypes?DisplayArea=0'), 400, "Invalid query parameter 'DisplayArea': must be a positive number");
      expectErrors(await t.get('/api/v1/BookingTypes?BookingTypeID=-2'), 400, "Invalid query parameter 'BookingTypeID': must be a positive number");
      expectErrors(await t.get('/api/v1/BookingTypes?BookingTypeID=2147483648'), 400, "Invalid query parameter 'BookingTypeID': is too large");
    });

    it('refuses a repeated or unknown parameter', async () => {
      expectBadQuery(await t.get('/api/v1/BookingTypes?BookingTypeID=1&BookingTypeID=2'), "'BookingTypeID'");
      expectBadQuery(await t.get('/api/v1/BookingTypes?BookingTypeID=1&DisplayAreaNo=2'), '"DisplayAreaNo"', 'Unrecognized key');
    });
  });
});
