/**
 * Schedules (docs/architecture.md#operators-and-the-back-office): a booking
 * type's events come from RFC 5545 recurrence rules in venue wall-clock time (occurrences.ts).
 *
 * Making events: a schedule makes its events from today (venue date) for ScheduleHorizonDays
 * days, never in the past. Regeneration (after a change, or removing the schedule) compares the
 * schedule's future events with what the rule makes now: a missing start is created, an event the
 * rule no longer makes is deleted, one whose name, end, capacity or looks (colour, TourDisplayDays,
 * booking info) changed is updated, but an
 * event with sales (any booking or sold seat) or live holds is never deleted, moved or changed:
 * it is reported in `kept`. The events are locked first (as seat takers lock them), so a hold
 * cannot start on an event while it is being deleted.
 *
 * Extending: `extendSchedules` (a periodic job in every server process) makes the events of the
 * days that came into the horizon. Safe with several processes: each schedule is extended under
 * its row lock (a process that finds it locked skips it: another is extending it) and the events
 * are inserted with ON CONFLICT DO NOTHING on the unique (schedule_id, starts_at).
 */
import { adminMessages } from '@gt/domain/admin-messages';
import { addDays, formatVenueDateTime, venueDate } from '@gt/domain/venue-time';
import type {
  CreateScheduleBody,
  GenerationReport,
  KeptEvent,
  Preview,
  PreviewBody,
  Schedule,
  UpdateScheduleBody,
} from '@gt/contract/admin/schedules';
import { WEEKDAYS } from '@gt/contract/admin/schedules';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { LOCK_NOT_AVAILABLE, pgErrorCode } from '../../lib/pg-error';
import { writeAudit, type Actor } from '../audit/repository';
import { HOLD_LOCK_TIMEOUT_MS } from '../tour-holds/service';
import { isValidRule, scheduleOccurrences, type ScheduleRule } from './occurrences';
import {
  bookingTypeLook,
  deleteFreeEvents,
  deleteScheduleRow,
  findSchedule,
  insertSchedule,
  insertScheduledEvents,
  lockScheduledEvents,
  schedulesToExtend,
  updateFreeEvent,
  updateScheduleRow,
  type BookingTypeLook,
  type EventLooks,
  type ScheduleRow,
} from './repository';

const WEEKLY = /^FREQ=WEEKLY;BYDAY=((?:MO|TU|WE|TH|FR|SA|SU)(?:,(?:MO|TU|WE|TH|FR|SA|SU))*)$/;
const PREVIEW_MAX = 500;

/** The admin API's view of a schedule. */
export function toSchedule(r: ScheduleRow): Schedule {
  const weekly = WEEKLY.exec(r.rrule);
  return {
    id: r.scheduleId,
    bookingTypeId: r.bookingTypeId,
    eventName: r.eventName,
    rrule: r.rrule,
    daysOfWeek: weekly ? (weekly[1] as string).split(',').map((d) => d as (typeof WEEKDAYS)[number]) : null,
    startTimes: r.startTimes,
    durationMinutes: r.durationMinutes,
    capacity: r.capacity,
    validFrom: r.validFrom,
    validUntil: r.validUntil,
    exceptionDates: r.exceptionDates,
    displayColor: r.displayColor,
    tourDisplayDays: r.tourDisplayDays,
    bookingInfo: r.bookingInfo,
    generatedUntil: r.generatedUntil,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The RRULE of a body: `rrule` checked, or a weekly rule on `daysOfWeek` (in week order). Errors: 400 `ruleInvalid`. */
function ruleText(b: { rrule?: string; daysOfWeek?: string[] }): string | undefined {
  if (b.daysOfWeek) return `FREQ=WEEKLY;BYDAY=${WEEKDAYS.filter((d) => b.daysOfWeek?.includes(d)).join(',')}`;
  if (b.rrule === undefined) return undefined;
  const text = b.rrule.replace(/^RRULE:/i, '').toUpperCase();
  if (!isValidRule(text)) throw new ApiError(400, adminMessages.ruleInvalid);
  return text;
}

const ruleOf = (r: Pick<ScheduleRow, keyof ScheduleRule>): ScheduleRule => ({
  rrule: r.rrule,
  startTimes: [...new Set(r.startTimes)].sort(),
  durationMinutes: r.durationMinutes,
  validFrom: r.validFrom,
  validUntil: r.validUntil,
  exceptionDates: r.exceptionDates,
});

/**
 * The events a schedule would make on venue dates from `from` (default today) for `days`
 * (default ScheduleHorizonDays): venue start and end times, at most 500 listed, `total` all.
 * Errors: 400 `ruleInvalid`.
 */
export function previewSchedule(ctx: AppContext, body: PreviewBody): Preview {
  const zone = ctx.config.Public.VenueTimeZone;
  const from = body.from ?? venueDate(ctx.clock(), zone);
  const rule = ruleOf({ ...body, rrule: ruleText(body) as string });
  const all = scheduleOccurrences(rule, zone, from, addDays(from, body.days ?? ctx.config.ScheduleHorizonDays));
  return {
    data: all
      .slice(0, PREVIEW_MAX)
      .map((o) => ({ startsAt: formatVenueDateTime(o.startsAt, zone), endsAt: formatVenueDateTime(o.endsAt, zone) })),
    total: all.length,
  };
}

/**
 * What each event of schedule `s` carries besides its times: the schedule's name (the booking
 * type's when empty), capacity, colour and TourDisplayDays, and its booking info group's code,
 * text and image (spec 01 §4 BookingInfo; the booking type's small image when the group has none).
 */
function eventLooks(s: ScheduleRow, bt: BookingTypeLook): EventLooks {
  const group = s.bookingInfo === null ? undefined : bt.bookingInfoDetails.find((g) => g.BookingInfo === s.bookingInfo);
  return {
    eventName: s.eventName || bt.name,
    capacity: s.capacity,
    displayColor: s.displayColor,
    tourDisplayDays: s.tourDisplayDays,
    bookingInfo: group?.BookingInfo ?? null,
    bookingInfoText: group?.BookingInfoText ?? null,
    smallImageUrl: group?.ImageURL ?? bt.smallImageUrl,
  };
}

const LOOK_KEYS = ['eventName', 'capacity', 'displayColor', 'tourDisplayDays', 'bookingInfo', 'bookingInfoText', 'smallImageUrl'] as const;

/**
 * The booking type of a schedule being saved, checked: 404 `bookingTypeNotFound` when there is
 * none, 400 `bookingInfoUnknown` when `bookingInfo` is not one of its groups.
 */
async function checkedBookingType(tx: Tx, bookingTypeId: number, bookingInfo: string | null): Promise<BookingTypeLook> {
  const bt = await bookingTypeLook(tx, bookingTypeId);
  if (!bt) throw new ApiError(404, adminMessages.bookingTypeNotFound);
  if (bookingInfo !== null && !bt.bookingInfoDetails.some((g) => g.BookingInfo === bookingInfo))
    throw new ApiError(400, adminMessages.bookingInfoUnknown(bookingInfo));
  return bt;
}

/** Makes and regenerates a locked schedule's future events (see the module comment); `remove`: the schedule goes, no event is wanted. */
async function regenerate(
  ctx: AppContext,
  tx: Tx,
  s: ScheduleRow,
  opts: { remove?: boolean } = {},
): Promise<{ report: GenerationReport; until: string }> {
  const zone = ctx.config.Public.VenueTimeZone;
  const now = ctx.clock();
  const today = venueDate(now, zone);
  const until = addDays(today, ctx.config.ScheduleHorizonDays);
  const looks = eventLooks(s, (await bookingTypeLook(tx, s.bookingTypeId)) as BookingTypeLook);
  const wanted = opts.remove ? [] : scheduleOccurrences(ruleOf(s), zone, today, until).filter((o) => o.startsAt > now);
  const byStart = new Map(wanted.map((o) => [o.startsAt.getTime(), o]));
  const existing = await lockScheduledEvents(tx, s.scheduleId, now, now, HOLD_LOCK_TIMEOUT_MS);
  const report: GenerationReport = { created: 0, updated: 0, removed: 0, kept: [] };
  const keep = (e: (typeof existing)[number], what: string) =>
    report.kept.push({
      tourEventId: e.tourEventId,
      startsAt: formatVenueDateTime(e.startsAt, zone),
      sold: e.sold,
      held: e.held,
      reason: `${e.booked ? 'has sales' : 'has live holds'}: ${what}`,
    } satisfies KeptEvent);
  const doomed: number[] = [];
  for (const e of existing) {
    const busy = e.booked || e.held > 0;
    const want = byStart.get(e.startsAt.getTime());
    byStart.delete(e.startsAt.getTime());
    if (!want) {
      if (busy) keep(e, opts.remove ? 'not removed' : 'not removed although the schedule no longer makes it');
      else doomed.push(e.tourEventId);
      continue;
    }
    if (e.endsAt.getTime() === want.endsAt.getTime() && LOOK_KEYS.every((k) => e[k] === looks[k])) continue;
    if (busy) keep(e, 'not changed');
    else {
      await updateFreeEvent(tx, e.tourEventId, { ...looks, endsAt: want.endsAt });
      report.updated++;
    }
  }
  await deleteFreeEvents(tx, doomed);
  report.removed = doomed.length;
  report.created = await insertScheduledEvents(
    tx,
    [...byStart.values()].map((o) => ({
      ...looks,
      bookingTypeId: s.bookingTypeId,
      scheduleId: s.scheduleId,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
    })),
  );
  return { report, until };
}

const audited = (s: ScheduleRow) => {
  const { createdAt: _c, updatedAt: _u, generatedUntil: _g, ...rest } = s;
  return rest;
};

/** Runs `work` in a transaction; a lock not granted in time is a 409 `eventBusy`. */
async function inTransaction<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (err) {
    if (pgErrorCode(err) === LOCK_NOT_AVAILABLE) throw new ApiError(409, adminMessages.eventBusy);
    throw err;
  }
}

/** Creates a schedule and makes its events. Errors: 400 `ruleInvalid`, 404 `bookingTypeNotFound`. */
export async function createSchedule(
  ctx: AppContext,
  actor: Actor,
  body: CreateScheduleBody,
): Promise<{ schedule: ScheduleRow; report: GenerationReport }> {
  const rrule = ruleText(body) as string;
  return inTransaction(ctx, async (tx) => {
    await checkedBookingType(tx, body.bookingTypeId, body.bookingInfo);
    const now = ctx.clock();
    const row = await insertSchedule(tx, {
      bookingTypeId: body.bookingTypeId,
      eventName: body.eventName,
      rrule,
      startTimes: [...new Set(body.startTimes)].sort(),
      durationMinutes: body.durationMinutes,
      capacity: body.capacity,
      validFrom: body.validFrom,
      validUntil: body.validUntil,
      exceptionDates: [...new Set(body.exceptionDates)].sort(),
      displayColor: body.displayColor,
      tourDisplayDays: body.tourDisplayDays,
      bookingInfo: body.bookingInfo,
      createdAt: now,
      updatedAt: now,
    });
    const { report, until } = await regenerate(ctx, tx, row);
    const schedule = await updateScheduleRow(tx, row.scheduleId, { generatedUntil: until });
    await writeAudit(tx, actor, now, {
      action: 'schedule.create',
      entity: 'schedule',
      entityId: row.scheduleId,
      after: { ...audited(schedule), report },
    });
    return { schedule, report };
  });
}

/** Changes a schedule and regenerates its events (reporting those kept). Errors: 400 `ruleInvalid`, 404. */
export async function updateSchedule(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: UpdateScheduleBody,
): Promise<{ schedule: ScheduleRow; report: GenerationReport }> {
  const rrule = ruleText(body);
  return inTransaction(ctx, async (tx) => {
    const before = await findSchedule(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.scheduleNotFound);
    const { daysOfWeek: _d, rrule: _r, ...fields } = body;
    const next = {
      ...before,
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
      ...(rrule ? { rrule } : {}),
    } as ScheduleRow;
    await checkedBookingType(tx, next.bookingTypeId, next.bookingInfo);
    if (next.validUntil && next.validUntil < next.validFrom) throw new ApiError(400, 'validUntil is before validFrom.');
    next.startTimes = [...new Set(next.startTimes)].sort();
    next.exceptionDates = [...new Set(next.exceptionDates)].sort();
    const now = ctx.clock();
    const changed = await updateScheduleRow(tx, id, { ...audited(next), updatedAt: now });
    const { report, until } = await regenerate(ctx, tx, changed);
    const schedule = await updateScheduleRow(tx, id, { generatedUntil: until });
    await writeAudit(tx, actor, now, {
      action: 'schedule.update',
      entity: 'schedule',
      entityId: id,
      before: audited(before),
      after: { ...audited(schedule), report },
    });
    return { schedule, report };
  });
}

/**
 * Removes a schedule and its future events without sales or live holds; those with either stay
 * (reported), as do past events (they keep no link to the removed schedule). Errors: 404.
 */
export async function removeSchedule(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ schedule: ScheduleRow; report: GenerationReport }> {
  return inTransaction(ctx, async (tx) => {
    const schedule = await findSchedule(tx, id, { forUpdate: true });
    if (!schedule) throw new ApiError(404, adminMessages.scheduleNotFound);
    const { report } = await regenerate(ctx, tx, schedule, { remove: true });
    await deleteScheduleRow(tx, id);
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'schedule.delete',
      entity: 'schedule',
      entityId: id,
      before: audited(schedule),
      after: { report },
    });
    return { schedule, report };
  });
}

/**
 * The extend job: makes each schedule's events up to today + ScheduleHorizonDays (venue dates)
 * from where it stopped. A schedule locked by another process or request is skipped this time.
 * Returns how many events it made.
 */
export async function extendSchedules(ctx: AppContext): Promise<{ schedules: number; created: number }> {
  const zone = ctx.config.Public.VenueTimeZone;
  const now = ctx.clock();
  const today = venueDate(now, zone);
  const until = addDays(today, ctx.config.ScheduleHorizonDays);
  const out = { schedules: 0, created: 0 };
  for (const id of await schedulesToExtend(ctx.db, until)) {
    const created = await ctx.db.transaction(async (tx) => {
      const s = await findSchedule(tx, id, { forUpdate: true, skipLocked: true });
      if (!s || (s.generatedUntil !== null && s.generatedUntil >= until)) return undefined;
      const from = s.generatedUntil !== null && s.generatedUntil > today ? s.generatedUntil : today;
      const looks = eventLooks(s, (await bookingTypeLook(tx, s.bookingTypeId)) as BookingTypeLook);
      const events = scheduleOccurrences(ruleOf(s), zone, from, until)
        .filter((o) => o.startsAt > now)
        .map((o) => ({ ...looks, bookingTypeId: s.bookingTypeId, scheduleId: s.scheduleId, startsAt: o.startsAt, endsAt: o.endsAt }));
      const n = await insertScheduledEvents(tx, events);
      await updateScheduleRow(tx, id, { generatedUntil: until });
      return n;
    });
    if (created !== undefined) {
      out.schedules++;
      out.created += created;
    }
  }
  return out;
}
