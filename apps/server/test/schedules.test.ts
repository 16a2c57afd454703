/**
 * Schedules in the back office API: RFC 5545 rules in venue wall-clock time
 * (America/Chicago, the test venue: spring forward 2026-03-08, fall back 2026-11-01), the preview,
 * making events up to the horizon (14 days here), regeneration that keeps events with sales or
 * live holds and reports them, removal, the extend job and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@gt/domain/admin-messages';
import type { TourEvent } from '@gt/contract/catalogue';
import { extendSchedules } from '../src/modules/schedules/service';
import { API, asOperator, message, operatorWithSession, sessionOf, type OperatorSession } from './admin-support';
import { postHold } from './checkout-support';
import { startTestStore, type TestStore } from './harness';

/** Monday 2026-11-23, 09:00 at the venue. */
const NOW = new Date('2026-11-23T15:00:00Z');

let store: TestStore;
let admin: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, config: { ScheduleHorizonDays: 14 } });
  admin = await operatorWithSession(store, 'admin');
});
afterAll(() => store.close());

const weekly = {
  bookingTypeId: 1,
  eventName: 'Evening Tour',
  daysOfWeek: ['MO', 'WE'],
  startTimes: ['14:00', '10:00'],
  durationMinutes: 90,
  capacity: 25,
  validFrom: '2026-11-23',
  exceptionDates: ['2026-11-25'],
};

type Report = {
  created: number;
  updated: number;
  removed: number;
  kept: { tourEventId: number; startsAt: string; sold: number; held: number; reason: string }[];
};
const starts = (res: { json(): unknown }) => (res.json() as { data: { startsAt: string }[] }).data.map((e) => e.startsAt);
const eventsOf = async (scheduleId: number) =>
  (await asOperator(store, admin, 'GET', `/tour-events?scheduleId=${scheduleId}&end=500`)).json() as {
    data: { id: number; startsAt: string; endsAt: string; capacity: number; eventName: string }[];
  };

describe('preview', () => {
  it('lists the events a weekly schedule makes, in venue time, without making them', async () => {
    const res = await asOperator(store, admin, 'POST', '/schedules/preview', { ...weekly, from: '2026-11-23', days: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { startsAt: '2026-11-23T10:00:00-06:00', endsAt: '2026-11-23T11:30:00-06:00' },
        { startsAt: '2026-11-23T14:00:00-06:00', endsAt: '2026-11-23T15:30:00-06:00' },
        { startsAt: '2026-11-30T10:00:00-06:00', endsAt: '2026-11-30T11:30:00-06:00' },
        { startsAt: '2026-11-30T14:00:00-06:00', endsAt: '2026-11-30T15:30:00-06:00' },
        { startsAt: '2026-12-02T10:00:00-06:00', endsAt: '2026-12-02T11:30:00-06:00' },
        { startsAt: '2026-12-02T14:00:00-06:00', endsAt: '2026-12-02T15:30:00-06:00' },
      ],
      total: 6,
    });
    // Only the demo store's five schedules (seeded through the Schedules service).
    expect((await asOperator(store, admin, 'GET', '/schedules')).json()).toMatchObject({ total: 5 });
  });

  it('keeps 10:00 at 10:00 across spring forward; 02:30 on that day, which does not exist, starts at 03:30 daylight time', async () => {
    const res = await asOperator(store, admin, 'POST', '/schedules/preview', {
      ...weekly,
      daysOfWeek: undefined,
      rrule: 'FREQ=WEEKLY;BYDAY=SU',
      startTimes: ['02:30', '10:00'],
      durationMinutes: 60,
      validFrom: '2026-03-01',
      exceptionDates: [],
      from: '2026-03-01',
      days: 14,
    });
    expect(res.json()).toEqual({
      data: [
        { startsAt: '2026-03-01T02:30:00-06:00', endsAt: '2026-03-01T03:30:00-06:00' },
        { startsAt: '2026-03-01T10:00:00-06:00', endsAt: '2026-03-01T11:00:00-06:00' },
        { startsAt: '2026-03-08T03:30:00-05:00', endsAt: '2026-03-08T04:30:00-05:00' },
        { startsAt: '2026-03-08T10:00:00-05:00', endsAt: '2026-03-08T11:00:00-05:00' },
      ],
      total: 4,
    });
  });

  it('keeps 10:00 at 10:00 across fall back; 01:30, which happens twice that night, is the first 01:30 (daylight time)', async () => {
    const res = await asOperator(store, admin, 'POST', '/schedules/preview', {
      ...weekly,
      daysOfWeek: ['SU'],
      startTimes: ['01:30', '10:00'],
      durationMinutes: 60,
      validFrom: '2026-10-01',
      exceptionDates: [],
      from: '2026-10-25',
      days: 8,
    });
    expect(starts(res)).toEqual([
      '2026-10-25T01:30:00-05:00',
      '2026-10-25T10:00:00-05:00',
      '2026-11-01T01:30:00-05:00',
      '2026-11-01T10:00:00-06:00',
    ]);
    // The 01:30 event lasts an hour of real time: it ends at 01:30 standard time.
    expect((res.json() as { data: { endsAt: string }[] }).data[2]?.endsAt).toBe('2026-11-01T01:30:00-06:00');
  });

  it('reads any RFC 5545 rule (every other day) and refuses one that is not a rule', async () => {
    const ok = await asOperator(store, admin, 'POST', '/schedules/preview', {
      ...weekly,
      daysOfWeek: undefined,
      rrule: 'FREQ=DAILY;INTERVAL=2',
      startTimes: ['09:00'],
      exceptionDates: [],
      days: 7,
    });
    expect(starts(ok)).toEqual(['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-29'].map((d) => `${d}T09:00:00-06:00`));
    const bad = await asOperator(store, admin, 'POST', '/schedules/preview', { ...weekly, daysOfWeek: undefined, rrule: 'EVERY MONDAY' });
    expect([bad.statusCode, message(bad)]).toEqual([400, adminMessages.ruleInvalid]);
    const both = await asOperator(store, admin, 'POST', '/schedules', { ...weekly, rrule: 'FREQ=DAILY' });
    expect(both.statusCode).toBe(400);
  });
});

describe('making and regenerating events', () => {
  let id: number;

  it('makes the events up to the horizon; the storefront lists them with their capacity', async () => {
    const res = await asOperator(store, admin, 'POST', '/schedules', weekly);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { id: number; rrule: string; daysOfWeek: string[]; generatedUntil: string; report: Report };
    id = body.id;
    expect(body).toMatchObject({
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
      daysOfWeek: ['MO', 'WE'],
      startTimes: ['10:00', '14:00'],
      generatedUntil: '2026-12-07',
    });
    expect(body.report).toEqual({ created: 6, updated: 0, removed: 0, kept: [] });
    const { data } = await eventsOf(id);
    expect(data.map((e) => e.startsAt)).toEqual(
      ['2026-11-23T10', '2026-11-23T14', '2026-11-30T10', '2026-11-30T14', '2026-12-02T10', '2026-12-02T14'].map((s) => `${s}:00:00-06:00`),
    );
    const listed = (
      await store.app.inject({ method: 'GET', url: '/api/v1/TourEvents?BookingTypeID=1&From=2026-11-30&To=2026-11-30' })
    ).json() as TourEvent[];
    expect(
      listed
        .filter((e) => e.EventName === 'Evening Tour')
        .map((e) => [e.EventStartDateTime, e.Capacity, e.SeatsAvailable, e.BookNowOption]),
    ).toEqual([
      ['2026-11-30T10:00:00-06:00', 25, 25, 'Book Now'],
      ['2026-11-30T14:00:00-06:00', 25, 25, 'Book Now'],
    ]);
  });

  it('never deletes, moves or changes an event with sales or live holds: it reports them', async () => {
    const [mon10, mon14, , wed14] = (await eventsOf(id)).data.slice(2);
    const held = await postHold(store, { TourEventID: mon10?.id as number, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    expect(held.statusCode, held.body).toBe(200);
    await store.ctx.db.execute(
      `insert into sold_seats (tour_event_id, tour_product_id, quantity, affects_capacity) values (${wed14?.id}, 1, 3, true)`,
    );
    // Tuesdays and Wednesdays at 10:00 only, 60 minutes, 30 seats.
    const res = await asOperator(store, admin, 'PATCH', `/schedules/${id}`, {
      daysOfWeek: ['TU', 'WE'],
      startTimes: ['10:00'],
      durationMinutes: 60,
      capacity: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = (res.json() as { report: Report }).report;
    expect(report.kept).toEqual([
      {
        tourEventId: mon10?.id,
        startsAt: '2026-11-30T10:00:00-06:00',
        sold: 0,
        held: 2,
        reason: 'has live holds: not removed although the schedule no longer makes it',
      },
      {
        tourEventId: wed14?.id,
        startsAt: '2026-12-02T14:00:00-06:00',
        sold: 3,
        held: 0,
        reason: 'has sales: not removed although the schedule no longer makes it',
      },
    ]);
    // Today's Monday events (10:00 still to come, 14:00) and 30 November 14:00 go; 2 December 10:00 is changed.
    expect([report.removed, report.updated, report.created]).toEqual([3, 1, 2]);
    const { data } = await eventsOf(id);
    expect(data.map((e) => [e.startsAt, e.endsAt.slice(11, 16), e.capacity])).toEqual([
      ['2026-11-24T10:00:00-06:00', '11:00', 30],
      ['2026-11-30T10:00:00-06:00', '11:30', 25],
      ['2026-12-01T10:00:00-06:00', '11:00', 30],
      ['2026-12-02T10:00:00-06:00', '11:00', 30],
      ['2026-12-02T14:00:00-06:00', '15:30', 25],
    ]);
    expect(data.map((e) => e.id)).not.toContain(mon14?.id);
  });

  it('extends itself as days pass: each new day once, however often the job runs', async () => {
    store.setNow(new Date(NOW.getTime() + 7 * 86_400_000)); // Monday 30 November
    admin = { ...admin, ...(await sessionOf(store, admin.userId)) }; // the week-old session has ended
    // This schedule's Tuesday 8 and Wednesday 9 December, and the demo's five schedules' 6–13 December (114 events).
    expect(await extendSchedules(store.ctx)).toEqual({ schedules: 6, created: 2 + 114 });
    expect(await extendSchedules(store.ctx)).toEqual({ schedules: 0, created: 0 });
    const { data } = await eventsOf(id);
    expect(data.slice(-2).map((e) => e.startsAt)).toEqual(['2026-12-08T10:00:00-06:00', '2026-12-09T10:00:00-06:00']);
    expect((await asOperator(store, admin, 'GET', `/schedules/${id}`)).json()).toMatchObject({ generatedUntil: '2026-12-14' });
  });

  it('removing a schedule removes its future events but those with sales or live holds; the audit log has every change', async () => {
    const res = await asOperator(store, admin, 'DELETE', `/schedules/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = (res.json() as { report: Report }).report;
    // The hold on 30 November 10:00 lapsed a week ago: that event goes with its lapsed hold lines.
    expect(report.kept.map((k) => [k.startsAt, k.reason])).toEqual([['2026-12-02T14:00:00-06:00', 'has sales: not removed']]);
    expect(report.removed).toBe(5);
    expect((await asOperator(store, admin, 'GET', `/schedules/${id}`)).statusCode).toBe(404);
    const audit = (await asOperator(store, admin, 'GET', `/audit-log?entity=schedule&entityId=${id}`)).json() as {
      data: { action: string; actorEmail: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
    };
    expect(audit.data.map((a) => [a.action, a.actorEmail])).toEqual([
      ['schedule.delete', admin.email],
      ['schedule.update', admin.email],
      ['schedule.create', admin.email],
    ]);
    expect(audit.data[1]?.before).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=MO,WE', capacity: 25 });
    expect(audit.data[1]?.after).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=TU,WE', capacity: 30, report: { removed: 3 } });
  });

  it('refuses an unknown booking type and an unknown schedule', async () => {
    const res = await asOperator(store, admin, 'POST', '/schedules', { ...weekly, bookingTypeId: 999 });
    expect([res.statusCode, message(res)]).toEqual([404, adminMessages.bookingTypeNotFound]);
    const patch = await asOperator(store, admin, 'PATCH', '/schedules/999', { capacity: 3 });
    expect([patch.statusCode, message(patch)]).toEqual([404, adminMessages.scheduleNotFound]);
  });

  it("gives its events a colour, TourDisplayDays and a booking info group's text and image, as the storefront shows them", async () => {
    const dolphin = {
      ...weekly,
      bookingTypeId: 3,
      eventName: 'Sunrise Swim',
      startTimes: ['07:00'],
      daysOfWeek: ['TH'],
      exceptionDates: [],
    };
    const unknown = await asOperator(store, admin, 'POST', '/schedules', { ...dolphin, bookingInfo: 'snorkel' });
    expect([unknown.statusCode, message(unknown)]).toEqual([400, adminMessages.bookingInfoUnknown('snorkel')]);
    const res = await asOperator(store, admin, 'POST', '/schedules', {
      ...dolphin,
      displayColor: '#ff8800',
      tourDisplayDays: 20,
      bookingInfo: 'deep',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sid = (res.json() as { id: number }).id;
    const shown = async () =>
      (
        (
          await store.app.inject({ method: 'GET', url: '/api/v1/TourEvents?BookingTypeID=3&From=2026-12-03&To=2026-12-03' })
        ).json() as TourEvent[]
      ).find((e) => e.EventName === 'Sunrise Swim');
    expect(await shown()).toMatchObject({
      DisplayColor: '#ff8800',
      TourDisplayDays: 20,
      BookingInfo: 'deep',
      BookingInfoText: expect.stringMatching(/^Deep Water Swim: swim alongside the dolphins/),
      SmallImageURL: '/GT/images/dolphin-deep.svg',
    });
    // A change of looks changes the events without sales; no group: no text, the booking type's image.
    const patch = await asOperator(store, admin, 'PATCH', `/schedules/${sid}`, { displayColor: '#004488', bookingInfo: null });
    expect([patch.statusCode, (patch.json() as { report: Report }).report.updated]).toEqual([200, 2]); // 3 and 10 December
    expect(await shown()).toMatchObject({
      DisplayColor: '#004488',
      BookingInfo: null,
      BookingInfoText: null,
      SmallImageURL: '/GT/images/dolphin.svg',
    });
  });
});

describe('a schedule across spring forward', () => {
  let spring: TestStore;
  beforeAll(async () => {
    // Saturday 2026-03-07, 09:00 CST.
    spring = await startTestStore({ now: new Date('2026-03-07T15:00:00Z'), seed: true, config: { ScheduleHorizonDays: 3 } });
  });
  afterAll(() => spring.close());

  it('makes the events at 10:00 venue time on both sides of the change, as the storefront shows them', async () => {
    const op = await operatorWithSession(spring, 'admin');
    const res = await asOperator(spring, op, 'POST', '/schedules', {
      bookingTypeId: 1,
      eventName: 'Dawn Patrol',
      daysOfWeek: ['SA', 'SU', 'MO'],
      startTimes: ['10:00'],
      durationMinutes: 60,
      capacity: 10,
      validFrom: '2026-03-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const listed = (
      await spring.app.inject({ method: 'GET', url: `${'/api/v1/TourEvents'}?BookingTypeID=1&From=2026-03-07&To=2026-03-09` })
    ).json() as TourEvent[];
    expect(listed.filter((e) => e.EventName === 'Dawn Patrol').map((e) => e.EventStartDateTime)).toEqual([
      '2026-03-07T10:00:00-06:00',
      '2026-03-08T10:00:00-05:00',
      '2026-03-09T10:00:00-05:00',
    ]);
  });
});

it('uses the admin API prefix', () => expect(API).toBe('/api/admin/v1'));
