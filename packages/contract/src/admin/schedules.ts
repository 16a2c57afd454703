/**
 * Schedules of tour events in the admin API (`/api/admin/v1/schedules`): an RFC
 * 5545 recurrence rule over venue dates, venue wall-clock start times, duration, capacity,
 * from/until and exception dates. Lists answer `{ data, total }` for react-admin's list views.
 */
import { z } from 'zod';
import { ListQuery } from './users';

const VenueDate = z.iso.date();
const WallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time HH:mm');
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const Weekday = z.enum(WEEKDAYS);
/** A calendar colour `#rrggbb`. */
const DisplayColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour #rrggbb');
const TourDisplayDays = z.number().int().min(0).max(3650);
/** A booking info group's code (booking type `bookingInfoDetails[].bookingInfo`). */
const BookingInfoCode = z.string().trim().min(1).max(50);

const ScheduleFields = z.object({
  bookingTypeId: z.number().int().positive(),
  /** Name of the events; the booking type's name when empty. */
  eventName: z.string().trim().max(200).default(''),
  /**
   * RFC 5545 RRULE over venue dates without DTSTART (the rule starts at validFrom), e.g.
   * `FREQ=WEEKLY;BYDAY=MO,WE,FR`. Give this or `daysOfWeek` (a weekly rule on those days).
   */
  rrule: z.string().trim().max(500).optional(),
  daysOfWeek: z.array(Weekday).min(1).max(7).optional(),
  /** Venue wall-clock start times `HH:mm` of each day the rule makes. */
  startTimes: z.array(WallTime).min(1).max(48),
  durationMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  capacity: z.number().int().min(0).max(100_000),
  /** First and last (inclusive) venue date with events; no end: open-ended. */
  validFrom: VenueDate,
  validUntil: VenueDate.nullable().default(null),
  /** Venue dates without events. */
  exceptionDates: z.array(VenueDate).max(1000).default([]),
  /** The events' calendar colour, `#rrggbb`; null: the storefront's default. */
  displayColor: DisplayColor.nullable().default(null),
  /** Days ahead the events are shown online (spec 01 §4 TourDisplayDays); 0: always. */
  tourDisplayDays: TourDisplayDays.default(0),
  /** A booking info group of the booking type (its code, e.g. "deep"): the events show its text and image; null: none. */
  bookingInfo: BookingInfoCode.nullable().default(null),
});

const oneRule = (s: { rrule?: string; daysOfWeek?: unknown[] }) => (s.rrule === undefined) !== (s.daysOfWeek === undefined);
const oneRuleMessage = { message: 'Give either rrule or daysOfWeek.' };
const untilAfterFrom = (s: { validFrom?: string; validUntil?: string | null }) =>
  !s.validUntil || !s.validFrom || s.validUntil >= s.validFrom;
const untilMessage = { message: 'validUntil is before validFrom.' };

/** POST /schedules (and /schedules/preview): makes the events up to the horizon. */
export const CreateScheduleBody = ScheduleFields.refine(oneRule, oneRuleMessage).refine(untilAfterFrom, untilMessage);
export type CreateScheduleBody = z.infer<typeof CreateScheduleBody>;

/** PATCH /schedules/:id: any field; the events are regenerated (those with sales or live holds stay). */
export const UpdateScheduleBody = ScheduleFields.partial()
  .extend({
    eventName: z.string().trim().max(200).optional(),
    validUntil: VenueDate.nullable().optional(),
    exceptionDates: z.array(VenueDate).max(1000).optional(),
    displayColor: DisplayColor.nullable().optional(),
    tourDisplayDays: TourDisplayDays.optional(),
    bookingInfo: BookingInfoCode.nullable().optional(),
  })
  .strict()
  .refine((s) => s.rrule === undefined || s.daysOfWeek === undefined, oneRuleMessage)
  .refine(untilAfterFrom, untilMessage);
export type UpdateScheduleBody = z.infer<typeof UpdateScheduleBody>;

export const Schedule = z.object({
  id: z.number().int(),
  bookingTypeId: z.number().int(),
  eventName: z.string(),
  rrule: z.string(),
  /** The rule's weekdays when it is a plain weekly rule (for the form), else null. */
  daysOfWeek: z.array(Weekday).nullable(),
  startTimes: z.array(z.string()),
  durationMinutes: z.number().int(),
  capacity: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  exceptionDates: z.array(z.string()),
  displayColor: z.string().nullable(),
  tourDisplayDays: z.number().int(),
  bookingInfo: z.string().nullable(),
  /** Venue date up to which (exclusive) events have been made. */
  generatedUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Schedule = z.infer<typeof Schedule>;

/** An event that regeneration left as it was because it has sales or live holds. */
export const KeptEvent = z.object({
  tourEventId: z.number().int(),
  /** Venue time with offset, e.g. `2026-03-08T10:00:00-05:00`. */
  startsAt: z.string(),
  sold: z.number().int(),
  held: z.number().int(),
  reason: z.string(),
});
export type KeptEvent = z.infer<typeof KeptEvent>;

/** What making or regenerating a schedule's events did. */
export const GenerationReport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  kept: z.array(KeptEvent),
});
export type GenerationReport = z.infer<typeof GenerationReport>;

export const ScheduleWithReport = Schedule.extend({ report: GenerationReport });

export const ScheduleList = z.object({ data: z.array(Schedule), total: z.number().int() });
export const ScheduleListQuery = ListQuery.extend({ bookingTypeId: z.coerce.number().int().optional() });
export const ScheduleIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /schedules/preview: a schedule's events before it makes them, from `from` (default today) for `days` (default the horizon). */
export const PreviewBody = ScheduleFields.extend({
  from: VenueDate.optional(),
  days: z.number().int().min(1).max(366).optional(),
})
  .refine(oneRule, oneRuleMessage)
  .refine(untilAfterFrom, untilMessage);
export type PreviewBody = z.infer<typeof PreviewBody>;

export const PreviewEvent = z.object({ startsAt: z.string(), endsAt: z.string() });
/** At most 500 events; `total` counts them all. */
export const Preview = z.object({ data: z.array(PreviewEvent), total: z.number().int() });
export type Preview = z.infer<typeof Preview>;
