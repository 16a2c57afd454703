import { describe, expect, it } from 'vitest';
import { expandCalendarTourEvents } from '@gt/contract/calendar-tour-events';
import type { CalendarTourEvents, TourEvent } from '@gt/contract/catalogue';
import type { TourHoldRequest } from '@gt/contract/holds';
import { isEventVisible } from '@gt/domain/event-visibility';
import { tourHolds } from '../src/db/schema';
import { postHold } from './checkout-support';
import { NOW, NOW_AT_VENUE, expectBadQuery, expectErrors, useTestStore } from './support';

const t = useTestStore();

async function events(query: string): Promise<TourEvent[]> {
  const res = await t.get(`/api/v1/TourEvents?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** [venue start time, SeatsAvailable, BookNowOption] per event. */
const states = (list: TourEvent[]) => list.map((e) => [e.EventStartDateTime.slice(11, 16), e.SeatsAvailable, e.BookNowOption]);

describe('GET /api/v1/TourEvents by booking type', () => {
  it('gives a full event with products, in the venue zone', async () => {
    const list = await events('BookingTypeID=1&From=2026-11-24&To=2026-11-24');
    const e = list.find((x) => x.EventStartDateTime === '2026-11-24T10:00:00-06:00');
    expect(e).toEqual({
      TourEventID: expect.any(Number),
      BookingTypeID: 1,
      EventName: 'Timed Admission',
      EventStartDateTime: '2026-11-24T10:00:00-06:00',
      EventEndDateTime: '2026-11-24T11:00:00-06:00',
      EventDate: '2026-11-24',
      DisplayColor: '#1565c0',
      DisplayColorLevel: 0,
      Capacity: 150,
      SeatsAvailable: 5,
      BookNowOption: 'Book Now',
      CurrentDateTimeAtLocation: NOW_AT_VENUE,
      TourDisplayDays: 0,
      BookingInfo: null,
      BookingInfoText: null,
      SmallImageURL: '/GT/images/coral-reef.svg',
      TourProducts: expect.any(Array),
    });
    expect(e?.TourProducts.map((p) => [p.TourProductID, p.TourProductName, p.AffectsCapacity])).toEqual([
      [1, 'Adult', true],
      [2, 'Child', true],
      [3, 'Senior', true],
      [4, 'Parking Pass', false],
    ]);
    expect(e?.TourProducts[0]?.PriceMatrix).toEqual([
      { CostRateID: 1, ProductID: 1, Price: 29.95, Taxes: [{ TaxName: 'Sales tax', TaxIncluded: false, TaxPercentage: 8.25 }], VerifyGroupMembership: false },
      { CostRateID: 2, ProductID: 1, Price: 23.95, Taxes: [{ TaxName: 'Sales tax', TaxIncluded: false, TaxPercentage: 8.25 }], VerifyGroupMembership: false },
      { CostRateID: 3, ProductID: 1, Price: 20, Taxes: [{ TaxName: 'Sales tax', TaxIncluded: false, TaxPercentage: 8.25 }], VerifyGroupMembership: true },
    ]);
  });

  it('computes seats per event: sold out, nearly full and partly sold slots', async () => {
    expect(states(await events('BookingTypeID=1&From=2026-11-24&To=2026-11-24'))).toEqual([
      ['09:00', 150, 'Book Now'],
      ['10:00', 5, 'Book Now'],
      ['11:00', 0, 'Sold Out'],
      ['12:00', 100, 'Book Now'],
      ['13:00', 150, 'Book Now'],
      ['14:00', 150, 'Book Now'],
      ['15:00', 150, 'Book Now'],
      ['16:00', 150, 'Book Now'],
    ]);
  });

  it('marks started events Past Event (the 09:00 slot starts at now)', async () => {
    const list = await events('BookingTypeID=1&From=2026-11-22&To=2026-11-23');
    expect(list).toHaveLength(16);
    expect(list.slice(0, 9).every((e) => e.BookNowOption === 'Past Event')).toBe(true);
    expect(states(list.slice(8, 10))).toEqual([
      ['09:00', 150, 'Past Event'],
      ['10:00', 150, 'Book Now'],
    ]);
  });

  it('shows a cancelled event as Cancelled and an event closed by the operator as Sold Out', async () => {
    const wed = await events('BookingTypeID=1&From=2026-11-25&To=2026-11-25');
    expect(states(wed).find(([time]) => time === '14:00')).toEqual(['14:00', 150, 'Cancelled']);
    const thu = await events('BookingTypeID=1&From=2026-11-26&To=2026-11-26');
    // closed: seats remain, but it cannot be sold
    expect(states(thu).at(-1)).toEqual(['16:00', 150, 'Sold Out']);
  });

  it('names the dolphin slots by booking-info group, with their images', async () => {
    const list = await events('BookingTypeID=3&From=2026-11-24&To=2026-11-24');
    expect(list.map((e) => [e.EventStartDateTime, e.EventName, e.BookingInfo, e.SmallImageURL, e.SeatsAvailable, e.BookNowOption])).toEqual([
      ['2026-11-24T09:30:00-06:00', 'Shallow Water Encounter', 'shallow', '/GT/images/dolphin.svg', 0, 'Sold Out'],
      ['2026-11-24T11:00:00-06:00', 'Deep Water Swim', 'deep', '/GT/images/dolphin-deep.svg', 1, 'Book Now'],
      ['2026-11-24T14:00:00-06:00', 'Shallow Water Encounter', 'shallow', '/GT/images/dolphin.svg', 6, 'Book Now'],
    ]);
    expect(list[1]?.EventEndDateTime).toBe('2026-11-24T11:45:00-06:00');
    expect(list[1]?.BookingInfoText).toMatch(/^Deep Water Swim: /);
    expect(list[0]?.TourProducts.map((p) => [p.TourProductID, p.MaximumTickets])).toEqual([
      [6, 4],
      [7, 2],
    ]);
  });

  it('includes From and To as whole venue days', async () => {
    const list = await events('BookingTypeID=4&From=2026-11-23&To=2026-12-05');
    // Jellyfish Nights: Fridays and Saturdays, 18:30
    expect(list.map((e) => e.EventStartDateTime)).toEqual([
      '2026-11-27T18:30:00-06:00',
      '2026-11-28T18:30:00-06:00',
      '2026-12-04T18:30:00-06:00',
      '2026-12-05T18:30:00-06:00',
    ]);
    expect(await events('BookingTypeID=4&From=2026-11-29&To=2026-12-03')).toEqual([]);
  });

  it('gives no events for an unknown booking type or display area', async () => {
    expect(await events('BookingTypeID=99&From=2026-11-23&To=2026-11-24')).toEqual([]);
    expect(await events('DisplayArea=99&From=2026-11-23&To=2026-11-24')).toEqual([]);
  });

  it('accepts a 62-day range', async () => {
    const list = await events('BookingTypeID=4&From=2026-11-01&To=2027-01-02');
    expect(list.length).toBeGreaterThan(10);
  });
});

describe('TourEvents JSON', () => {
  it('is plain JSON: the bytes JSON.stringify gives, products repeated in full for every event of a booking type', async () => {
    const res = await t.get('/api/v1/TourEvents?DisplayArea=2&From=2026-11-23&To=2026-12-06');
    const list = res.json<TourEvent[]>();
    expect(res.body).toBe(JSON.stringify(list));
    expect(new Set(list.map((e) => e.BookingTypeID)).size).toBeGreaterThan(1);
    for (const e of list) {
      expect(e.TourProducts, `event ${e.TourEventID}`).toEqual(list.find((x) => x.BookingTypeID === e.BookingTypeID)?.TourProducts);
      expect(e.TourProducts.length).toBeGreaterThan(0);
      expect(Object.keys(e).at(-1)).toBe('TourProducts');
    }
  });
});

describe('GET /api/v1/TourEvents&Fields=Calendar (the storefront calendars\' answer)', () => {
  async function calendar(query: string): Promise<{ answer: CalendarTourEvents; body: string }> {
    const res = await t.get(`/api/v1/TourEvents?${query}&Fields=Calendar`);
    expect(res.statusCode, res.body).toBe(200);
    return { answer: res.json(), body: res.body };
  }

  it('carries each event without its products, CurrentDateTimeAtLocation once, and each booking type\'s products once', async () => {
    const { answer, body } = await calendar('DisplayArea=2&From=2026-11-27&To=2026-11-28');
    expect(body).toBe(JSON.stringify(answer));
    expect(Object.keys(answer)).toEqual(['CurrentDateTimeAtLocation', 'TourEvents', 'BookingTypeProducts']);
    expect(answer.CurrentDateTimeAtLocation).toBe(NOW_AT_VENUE);
    expect(answer.TourEvents[0]).toEqual({
      TourEventID: expect.any(Number),
      BookingTypeID: 2,
      EventName: expect.any(String),
      EventStartDateTime: '2026-11-27T10:30:00-06:00',
      EventEndDateTime: expect.any(String),
      EventDate: '2026-11-27',
      DisplayColor: expect.anything(),
      DisplayColorLevel: expect.any(Number),
      Capacity: expect.any(Number),
      SeatsAvailable: expect.any(Number),
      BookNowOption: 'Book Now',
      TourDisplayDays: 30,
      BookingInfo: null,
      BookingInfoText: null,
      SmallImageURL: '/GT/images/behind-the-scenes.svg',
    });
    expect(answer.TourEvents.map((e) => [e.BookingTypeID, e.EventStartDateTime.slice(5, 16)])).toEqual([
      [2, '11-27T10:30'],
      [2, '11-27T13:30'],
      [2, '11-27T15:30'],
      [4, '11-27T18:30'],
      [2, '11-28T10:30'],
      [2, '11-28T13:30'],
      [2, '11-28T15:30'],
      [4, '11-28T18:30'],
    ]);
    // Booking types in order of their first event, each once with the products every event of the spec's answer carries.
    expect(answer.BookingTypeProducts.map((b) => [b.BookingTypeID, b.TourProducts.map((p) => p.TourProductID)])).toEqual([
      [2, [5]],
      [4, [8]],
    ]);
    expect(body.match(/"PriceMatrix"/g)).toHaveLength(2);
  });

  it('stands for exactly the spec\'s answer: expanded, it equals TourEvent[] of the same query', async () => {
    const queries = [
      'DisplayArea=2&From=2026-11-23&To=2026-12-06',
      'DisplayArea=1&From=2026-11-23&To=2026-11-25',
      'BookingTypeID=1&From=2026-11-22&To=2026-11-30',
      'BookingTypeID=3&From=2026-11-24&To=2026-11-24&TourHoldRef=someone-elses-hold-0001',
    ];
    for (const q of queries) {
      const full = await events(q);
      expect(full.length, q).toBeGreaterThan(0);
      expect(expandCalendarTourEvents((await calendar(q)).answer), q).toEqual(full);
    }
    const day = await events('BookingTypeID=1&From=2026-11-24&To=2026-11-24');
    const list = `TourEventList=${day.map((e) => e.TourEventID).join(',')}`;
    expect(expandCalendarTourEvents((await calendar(list)).answer)).toEqual(await events(list));
  });

  it('is a fraction of the spec\'s answer for a month', async () => {
    const q = 'BookingTypeID=1&From=2026-12-01&To=2026-12-31';
    const full = (await t.get(`/api/v1/TourEvents?${q}`)).body;
    const { body } = await calendar(q);
    expect(body.length).toBeLessThan(full.length / 3);
  });

  it('gives the venue\'s time to the minute: the answer and its ETag stay the same within the minute while the events do', async () => {
    const url = '/api/v1/TourEvents?BookingTypeID=1&From=2026-12-01&To=2026-12-07';
    const at = async (ms: number) => {
      t.store.setNow(new Date(NOW.getTime() + ms));
      const [calendar, full] = [await t.get(`${url}&Fields=Calendar`), await t.get(url)];
      return { calendar: [calendar.json<CalendarTourEvents>().CurrentDateTimeAtLocation, calendar.headers.etag], full: [full.json<TourEvent[]>()[0]?.CurrentDateTimeAtLocation, full.headers.etag] };
    };
    try {
      const [early, late, next] = [await at(5_000), await at(50_000), await at(61_000)];
      expect(early.calendar).toEqual([NOW_AT_VENUE, expect.stringMatching(/^"[\w-]+"$/)]);
      expect(late.calendar).toEqual(early.calendar);
      expect(next.calendar).toEqual(['2026-11-23T09:01:00-06:00', expect.not.stringMatching(early.calendar[1] as string)]);
      // The spec's answer carries the time to the second.
      expect([early.full[0], late.full[0]]).toEqual(['2026-11-23T09:00:05-06:00', '2026-11-23T09:00:50-06:00']);
      expect(late.full[1]).not.toBe(early.full[1]);
    } finally {
      t.store.setNow(NOW);
    }
  });

  it('answers an empty range with no events and no products', async () => {
    expect((await calendar('BookingTypeID=4&From=2026-11-29&To=2026-12-03')).answer).toEqual({ CurrentDateTimeAtLocation: NOW_AT_VENUE, TourEvents: [], BookingTypeProducts: [] });
  });

  it('leaves the default answer the spec\'s TourEvent[] with every event\'s products', async () => {
    const list = await events('DisplayArea=2&From=2026-11-27&To=2026-11-28');
    expect(Array.isArray(list)).toBe(true);
    expect(list.every((e) => e.TourProducts.length > 0 && e.CurrentDateTimeAtLocation === NOW_AT_VENUE)).toBe(true);
  });

  it('refuses another Fields value, naming the parameter', async () => {
    expectBadQuery(await t.get('/api/v1/TourEvents?BookingTypeID=1&From=2026-11-23&To=2026-11-24&Fields=calendar'), "'Fields'", 'must be Calendar');
    expectBadQuery(await t.get('/api/v1/TourEvents?BookingTypeID=1&From=2026-11-23&To=2026-11-24&Fields='), "'Fields'", 'must be Calendar');
  });
});

describe('GET /api/v1/TourEvents by display area', () => {
  it('merges the booking types of the area, ordered by start', async () => {
    const list = await events('DisplayArea=2&From=2026-11-27&To=2026-11-27');
    expect(list.map((e) => [e.BookingTypeID, e.EventStartDateTime.slice(11, 16), e.SmallImageURL])).toEqual([
      [2, '10:30', '/GT/images/behind-the-scenes.svg'],
      [2, '13:30', '/GT/images/behind-the-scenes.svg'],
      [2, '15:30', '/GT/images/behind-the-scenes.svg'],
      [4, '18:30', '/GT/images/jellyfish.svg'],
    ]);
    expect(list.map((e) => e.TourProducts.map((p) => p.TourProductID))).toEqual([[5], [5], [5], [8]]);
  });

  it('gives the tour slots their own availability', async () => {
    const list = await events('DisplayArea=2&From=2026-11-24&To=2026-11-25');
    expect(list.map((e) => [e.EventDate, e.EventStartDateTime.slice(11, 16), e.SeatsAvailable, e.BookNowOption])).toEqual([
      ['2026-11-24', '10:30', 0, 'Sold Out'],
      ['2026-11-24', '13:30', 12, 'Book Now'],
      ['2026-11-24', '15:30', 12, 'Book Now'],
      ['2026-11-25', '10:30', 12, 'Book Now'],
      ['2026-11-25', '13:30', 2, 'Book Now'],
      ['2026-11-25', '15:30', 12, 'Book Now'],
    ]);
  });

  it('lists events beyond TourDisplayDays with the limit, for the storefront to hide', async () => {
    const list = await events('BookingTypeID=2&From=2026-12-21&To=2026-12-24');
    expect(list).toHaveLength(12);
    expect(list.every((e) => e.TourDisplayDays === 30)).toBe(true);
    // 30 days after 2026-11-23 09:00 is 2026-12-23 09:00: the 10:30 tour that day is hidden.
    expect(list.filter((e) => isEventVisible(e, NOW)).map((e) => e.EventStartDateTime).at(-1)).toBe('2026-12-22T15:30:00-06:00');
  });

  it('is the view a visitor gets after applying the visibility rules', async () => {
    const list = await events('DisplayArea=1&From=2026-11-23&To=2026-11-25');
    const shown = list.filter((e) => isEventVisible(e, NOW));
    // today's 09:00 (started) and Wednesday's cancelled 14:00 are hidden; sold-out 11:00 stays.
    expect(list).toHaveLength(24);
    expect(shown).toHaveLength(22);
    expect(shown.map((e) => e.EventStartDateTime)).not.toContain('2026-11-23T09:00:00-06:00');
    expect(shown.map((e) => e.EventStartDateTime)).not.toContain('2026-11-25T14:00:00-06:00');
    expect(shown.map((e) => e.EventStartDateTime)).toContain('2026-11-24T11:00:00-06:00');
  });
});

describe('GET /api/v1/TourEvents?TourEventList', () => {
  it('gives the listed events by start, skipping unknown ids', async () => {
    const day = await events('BookingTypeID=1&From=2026-11-24&To=2026-11-24');
    const soldOut = day.find((e) => e.BookNowOption === 'Sold Out');
    const today = (await events('BookingTypeID=1&From=2026-11-23&To=2026-11-23'))[1];
    const list = await events(`TourEventList=${soldOut?.TourEventID},${today?.TourEventID},2147483647`);
    expect(list.map((e) => [e.TourEventID, e.EventStartDateTime, e.BookNowOption])).toEqual([
      [today?.TourEventID, '2026-11-23T10:00:00-06:00', 'Book Now'],
      [soldOut?.TourEventID, '2026-11-24T11:00:00-06:00', 'Sold Out'],
    ]);
    expect(list[1]).toEqual(soldOut);
  });

  it('accepts spaces after the commas', async () => {
    const [first] = await events('BookingTypeID=3&From=2026-11-24&To=2026-11-24');
    expect((await events(`TourEventList=${first?.TourEventID},%20${first?.TourEventID}`)).map((e) => e.TourEventID)).toEqual([first?.TourEventID]);
  });
});

describe('seat holds', () => {
  it('count against availability while live, capacity-affecting ones only', async () => {
    const q = 'BookingTypeID=1&From=2026-11-30&To=2026-11-30';
    const before = (await events(q))[0] as TourEvent;
    expect([before.EventStartDateTime, before.SeatsAvailable]).toEqual(['2026-11-30T09:00:00-06:00', 150]);
    const soon = new Date(NOW.getTime() + 15 * 60_000);
    await t.store.ctx.db.insert(tourHolds).values([
      { holdRef: 'test-live', tourEventId: before.TourEventID, tourProductId: 1, quantity: 3, affectsCapacity: true, expiresAt: soon },
      { holdRef: 'test-live', tourEventId: before.TourEventID, tourProductId: 4, quantity: 2, affectsCapacity: false, expiresAt: soon },
      { holdRef: 'test-lapsed', tourEventId: before.TourEventID, tourProductId: 1, quantity: 10, affectsCapacity: true, expiresAt: new Date(NOW.getTime() - 1) },
    ]);
    const [held, next] = await events(q);
    expect([held?.SeatsAvailable, held?.BookNowOption]).toEqual([147, 'Book Now']);
    // other events are not affected
    expect(next?.SeatsAvailable).toBe(100);
    t.store.setNow(soon);
    try {
      expect((await events(q))[0]?.SeatsAvailable).toBe(150);
    } finally {
      t.store.setNow(NOW);
    }
  });

  it('make an event Sold Out when they take the last seats', async () => {
    const q = 'BookingTypeID=3&From=2026-11-30&To=2026-11-30';
    const [first] = await events(q);
    expect(first?.SeatsAvailable).toBe(6);
    await t.store.ctx.db.insert(tourHolds).values({
      holdRef: 'test-full', tourEventId: first?.TourEventID as number, tourProductId: 6, quantity: 6, affectsCapacity: true, expiresAt: new Date(NOW.getTime() + 60_000),
    });
    expect((await events(q)).map((e) => [e.SeatsAvailable, e.BookNowOption])[0]).toEqual([0, 'Sold Out']);
  });
});

describe("a visitor's own hold (TourHoldRef)", () => {
  const post = (body: TourHoldRequest) => postHold(t.store, body);
  const seen = (list: TourEvent[]) => list.map((e) => [e.SeatsAvailable, e.BookNowOption])[0];

  it('counts its own live seats as available to it: 5 seats, 3 held, adding 2 more is offered and accepted', async () => {
    const q = 'BookingTypeID=1&From=2026-11-24&To=2026-11-24';
    const event = (await events(q))[1] as TourEvent;
    const at10 = (list: TourEvent[]) => seen(list.filter((e) => e.TourEventID === event.TourEventID));
    expect([event.EventStartDateTime, event.SeatsAvailable]).toEqual(['2026-11-24T10:00:00-06:00', 5]);
    const first = await post({ Action: 'add', TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 3 }] });
    expect(first.statusCode, first.body).toBe(200);
    const ref = first.json<{ TourHoldRef: string }>().TourHoldRef;
    expect(at10(await events(q))).toEqual([2, 'Book Now']);
    expect(at10(await events(`${q}&TourHoldRef=${ref}`))).toEqual([5, 'Book Now']);
    const more = await post({ TourHoldRef: ref, Action: 'add', TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 2, Quantity: 2 }] });
    expect(more.statusCode, more.body).toBe(200);
    // The last seats held: Sold Out for everyone else, still bookable (add-ons, changes) for the holder.
    expect(at10(await events(q))).toEqual([0, 'Sold Out']);
    expect(at10(await events(`${q}&TourHoldRef=${ref}`))).toEqual([5, 'Book Now']);
    expect(seen(await events(`TourEventList=${event.TourEventID}&TourHoldRef=${ref}`))).toEqual([5, 'Book Now']);
    expect(at10(await events(`${q}&TourHoldRef=someone-elses-hold-0001`))).toEqual([0, 'Sold Out']);
  });

  it("gives back only the hold's live seats: a lapsed hold is nobody's", async () => {
    const q = 'BookingTypeID=3&From=2026-12-03&To=2026-12-03';
    const [event] = await events(q);
    const base = event?.SeatsAvailable as number;
    const soon = new Date(NOW.getTime() + 60_000);
    await t.store.ctx.db.insert(tourHolds).values([
      { holdRef: 'visitor-hold-000001', tourEventId: event?.TourEventID as number, tourProductId: 6, quantity: 1, affectsCapacity: true, expiresAt: soon },
      { holdRef: 'other-hold-00000001', tourEventId: event?.TourEventID as number, tourProductId: 6, quantity: base - 1, affectsCapacity: true, expiresAt: new Date(NOW.getTime() + 600_000) },
    ]);
    expect(seen(await events(q))).toEqual([0, 'Sold Out']);
    expect(seen(await events(`${q}&TourHoldRef=visitor-hold-000001`))).toEqual([1, 'Book Now']);
    t.store.setNow(soon);
    try {
      // lapsed: the seat is free for everyone, the former holder included, and not counted twice
      expect(seen(await events(`${q}&TourHoldRef=visitor-hold-000001`))).toEqual([1, 'Book Now']);
      expect(seen(await events(q))).toEqual([1, 'Book Now']);
    } finally {
      t.store.setNow(NOW);
    }
  });

  it('refuses a malformed reference, naming it', async () => {
    expectBadQuery(await t.get('/api/v1/TourEvents?BookingTypeID=3&From=2026-12-02&To=2026-12-02&TourHoldRef=x'), "'TourHoldRef'", 'must be a hold reference issued by the server');
  });
});

describe('bad input', () => {
  const range = 'From=2026-11-23&To=2026-11-24';

  it('needs exactly one of DisplayArea and BookingTypeID, or TourEventList', async () => {
    const text = "Invalid query parameter 'DisplayArea': DisplayArea or BookingTypeID is required (one of them), or TourEventList";
    expectErrors(await t.get(`/api/v1/TourEvents?${range}`), 400, text);
    expectErrors(await t.get(`/api/v1/TourEvents?DisplayArea=1&BookingTypeID=1&${range}`), 400, text);
  });

  it('needs From and To', async () => {
    expectErrors(await t.get('/api/v1/TourEvents?BookingTypeID=1&From=2026-11-23'), 400, "Invalid query parameter 'To': is required");
    expectErrors(await t.get('/api/v1/TourEvents?BookingTypeID=1&To=2026-11-23'), 400, "Invalid query parameter 'From': is required");
    expectErrors(
      await t.get('/api/v1/TourEvents?BookingTypeID=1'),
      400,
      "Invalid query parameter 'From': is required",
      "Invalid query parameter 'To': is required",
    );
  });

  it('needs YYYY-MM-DD calendar dates', async () => {
    expectBadQuery(await t.get('/api/v1/TourEvents?BookingTypeID=1&From=23/11/2026&To=2026-11-24'), "'From'", 'must be a date in the form YYYY-MM-DD');
    expectBadQuery(await t.get('/api/v1/TourEvents?BookingTypeID=1&From=2026-11-23&To=2026-11-24T10:00'), "'To'", 'must be a date in the form YYYY-MM-DD');
    expectBadQuery(await t.get('/api/v1/TourEvents?BookingTypeID=1&From=2026-13-01&To=2026-12-31'), "'From'", 'must be a valid calendar date');
    expectErrors(await t.get('/api/v1/TourEvents?BookingTypeID=1&From=2026-02-01&To=2026-02-30'), 400, "Invalid query parameter 'To': must be a valid calendar date");
    expectErrors(await t.get('/api/v1/TourEvents?BookingTypeID=1&From=2026-04-31&To=2026-05-01'), 400, "Invalid query parameter 'From': must be a valid calendar date");
  });

  it('needs To on or after From, at most 62 days later', async () => {
    expectErrors(await t.get('/api/v1/TourEvents?BookingTypeID=1&From=2026-11-24&To=2026-11-23'), 400, "Invalid query parameter 'To': must not be before From");
    expectErrors(await t.get('/api/v1/TourEvents?BookingTypeID=1&From=2026-11-01&To=2027-01-03'), 400, "Invalid query parameter 'To': must be at most 62 days after From");
  });

  it('needs positive whole-number ids', async () => {
    expectErrors(await t.get(`/api/v1/TourEvents?BookingTypeID=one&${range}`), 400, "Invalid query parameter 'BookingTypeID': must be a whole number");
    expectErrors(await t.get(`/api/v1/TourEvents?DisplayArea=0&${range}`), 400, "Invalid query parameter 'DisplayArea': must be a positive number");
    const list = "Invalid query parameter 'TourEventList': must be a comma-separated list of positive whole numbers";
    for (const bad of ['1,x', '', '1,,2', '0', '-1', '1.5', '2147483648']) {
      expectErrors(await t.get(`/api/v1/TourEvents?TourEventList=${bad}`), 400, list);
    }
    expectErrors(await t.get(`/api/v1/TourEvents?TourEventList=${'1,'.repeat(1000)}1`), 400, "Invalid query parameter 'TourEventList': is too long");
  });

  it('refuses an unknown parameter, naming it', async () => {
    expectBadQuery(await t.get(`/api/v1/TourEvents?BookingTypeID=1&${range}&Date=2026-11-23`), '"Date"', 'Unrecognized key');
  });
});
