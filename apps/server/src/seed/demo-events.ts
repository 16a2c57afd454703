/**
 * The demo store's events (docs/demo-store.md): five schedules typed through the back office's
 * Schedules service, the cancelled and closed events through the event services, and the seats
 * sold before the seed (sales: a bulk insert). Called by seedDemoStore (demo-store.ts).
 */
import { CreateScheduleBody, WEEKDAYS } from '@gt/contract/admin/schedules';
import { addDays, dayjs, formatVenueDateTime, venueDate, venueLocalToInstant } from '@gt/domain/venue-time';
import type { AppContext } from '../app-context';
import * as s from '../db/schema';
import { cancelEvent } from '../modules/event-cancellations/service';
import { createSchedule } from '../modules/schedules/service';
import { updateEventForAdmin } from '../modules/tour-events/admin-service';
import { SEED_ACTOR } from './seed-context';

/**
 * The schedules an operator would have typed (the back office's Schedules): each booking type's
 * days, start times (venue wall clock), duration, capacity, colour; the Behind-the-Scenes Tour is
 * shown 30 days ahead only (TourDisplayDays); the Dolphin Encounter has a schedule per booking
 * info group. They are made "yesterday" (the seed's `now` less a venue day), so the store has
 * yesterday's events too (past events of the manage and sales journeys).
 */
const SCHEDULES: Omit<CreateScheduleBody, 'validFrom'>[] = [
  {
    bookingTypeId: 1,
    eventName: '',
    daysOfWeek: [...WEEKDAYS],
    startTimes: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
    durationMinutes: 60,
    capacity: 150,
    displayColor: '#1565c0',
    tourDisplayDays: 0,
    bookingInfo: null,
    validUntil: null,
    exceptionDates: [],
  },
  {
    bookingTypeId: 2,
    eventName: '',
    daysOfWeek: [...WEEKDAYS],
    startTimes: ['10:30', '13:30', '15:30'],
    durationMinutes: 90,
    capacity: 12,
    displayColor: '#2e7d32',
    tourDisplayDays: 30,
    bookingInfo: null,
    validUntil: null,
    exceptionDates: [],
  },
  {
    bookingTypeId: 3,
    eventName: 'Shallow Water Encounter',
    daysOfWeek: [...WEEKDAYS],
    startTimes: ['09:30', '14:00'],
    durationMinutes: 45,
    capacity: 6,
    displayColor: '#00838f',
    tourDisplayDays: 0,
    bookingInfo: 'shallow',
    validUntil: null,
    exceptionDates: [],
  },
  {
    bookingTypeId: 3,
    eventName: 'Deep Water Swim',
    daysOfWeek: [...WEEKDAYS],
    startTimes: ['11:00'],
    durationMinutes: 45,
    capacity: 6,
    displayColor: '#00838f',
    tourDisplayDays: 0,
    bookingInfo: 'deep',
    validUntil: null,
    exceptionDates: [],
  },
  {
    bookingTypeId: 4,
    eventName: '',
    daysOfWeek: ['FR', 'SA'],
    startTimes: ['18:30'],
    durationMinutes: 180,
    capacity: 40,
    displayColor: '#6a1b9a',
    tourDisplayDays: 0,
    bookingInfo: null,
    validUntil: null,
    exceptionDates: [],
  },
];

/** Seats left on special demo events: sold out (0), nearly full (booking type, venue day from today, start time). */
const SEATS_LEFT: { bookingTypeId: number; day: number; time: string; left: number }[] = [
  { bookingTypeId: 1, day: 1, time: '11:00', left: 0 }, // sold out
  { bookingTypeId: 1, day: 1, time: '10:00', left: 5 }, // nearly full
  { bookingTypeId: 2, day: 1, time: '10:30', left: 0 },
  { bookingTypeId: 2, day: 2, time: '13:30', left: 2 },
  { bookingTypeId: 3, day: 1, time: '09:30', left: 0 },
  { bookingTypeId: 3, day: 1, time: '11:00', left: 1 },
];
/** Events the operator cancelled (no sales yet) and closed online (shown as Sold Out). */
const CANCELLED = { bookingTypeId: 1, day: 2, time: '14:00' };
const CLOSED = { bookingTypeId: 1, day: 3, time: '16:00' };
/** The capacity-affecting product the demo's existing sales are recorded against, per booking type. */
const SALE_PRODUCT: Record<number, number> = { 1: 1, 2: 5, 3: 6, 4: 8 };

/**
 * The demo's events: made by SCHEDULES through the Schedules service, then one cancelled and
 * one closed through the back office's event services (as an operator would), then the seats
 * sold before today (sales, not catalogue: one bulk insert) — the special cases of SEATS_LEFT,
 * and about a third of the seats of some other events.
 */
export async function seedEvents(ctx: AppContext, zone: string): Promise<void> {
  const today = venueDate(ctx.clock(), zone);
  const yesterday = addDays(today, -1);
  const typedAt = venueLocalToInstant(`${yesterday}T00:00`, zone);
  const typing: AppContext = { ...ctx, clock: () => typedAt };
  for (const schedule of SCHEDULES)
    await createSchedule(typing, SEED_ACTOR, CreateScheduleBody.parse({ ...schedule, validFrom: yesterday }));
  const events = await ctx.db
    .select({
      id: s.tourEvents.tourEventId,
      bookingTypeId: s.tourEvents.bookingTypeId,
      startsAt: s.tourEvents.startsAt,
      capacity: s.tourEvents.capacity,
    })
    .from(s.tourEvents);
  // A start's slot: its place among its booking type's start times (all its schedules).
  const slots = (bookingTypeId: number) =>
    [...new Set(SCHEDULES.filter((p) => p.bookingTypeId === bookingTypeId).flatMap((p) => p.startTimes))].sort();
  const timesOf = new Map(SCHEDULES.map((p) => [p.bookingTypeId, slots(p.bookingTypeId)]));
  const placed = events.map((e) => {
    const local = formatVenueDateTime(e.startsAt, zone);
    const time = local.slice(11, 16);
    const slot = timesOf.get(e.bookingTypeId)?.indexOf(time) ?? -1;
    return { ...e, day: dayjs.utc(local.slice(0, 10)).diff(dayjs.utc(today), 'day'), time, slot };
  });
  // A special case beyond a short ScheduleHorizonDays (a test store's) is left out.
  const find = (c: { bookingTypeId: number; day: number; time: string }) =>
    placed.find((x) => x.bookingTypeId === c.bookingTypeId && x.day === c.day && x.time === c.time)?.id;
  const cancelled = find(CANCELLED);
  if (cancelled !== undefined) await cancelEvent(ctx, SEED_ACTOR, cancelled, { reason: 'Gallery maintenance', refundTo: 'card' });
  const closed = find(CLOSED);
  if (closed !== undefined) await updateEventForAdmin(ctx, SEED_ACTOR, closed, { closed: true });
  const sold = placed.flatMap((e) => {
    const left = SEATS_LEFT.find((c) => c.bookingTypeId === e.bookingTypeId && c.day === e.day && c.time === e.time)?.left;
    const qty =
      left !== undefined ? e.capacity - left : e.day > 0 && (e.day * 7 + e.slot) % 5 === 0 ? Math.max(1, Math.floor(e.capacity / 3)) : 0;
    const product = SALE_PRODUCT[e.bookingTypeId] ?? 1;
    return qty > 0 ? [{ tourEventId: e.id, tourProductId: product, quantity: qty, affectsCapacity: true }] : [];
  });
  for (let i = 0; i < sold.length; i += 500) await ctx.db.insert(s.soldSeats).values(sold.slice(i, i + 500));
}
