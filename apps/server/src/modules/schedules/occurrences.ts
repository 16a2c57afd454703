/**
 * The events a schedule makes (docs/architecture.md#operators-and-the-back-office, docs/architecture.md#time-zones). A schedule's
 * recurrence rule (RFC 5545 RRULE, `rrule` library) runs over venue *dates*: it is expanded as a
 * floating rule whose DTSTART is `validFrom` at midnight UTC, so each occurrence's UTC calendar
 * date is a venue date and no zone arithmetic happens inside the rule (a weekly Sunday stays a
 * Sunday across daylight-saving changes). Each venue date then gets the schedule's wall-clock
 * start times, turned into instants in the venue zone by `wallClockToInstant`, which follows RFC
 * 5545 §3.3.5 for the two kinds of local time a daylight-saving change makes:
 *   - a time that does not exist (the spring-forward gap, e.g. 02:30 on 2026-03-08 in
 *     America/Chicago) is read with the offset before the gap: the event starts at 03:30 CDT,
 *     the same instant a clock that was not moved forward would show as 02:30;
 *   - a time that occurs twice (the fall-back hour, e.g. 01:30 on 2026-11-01) is the first
 *     occurrence (01:30 CDT, -05:00).
 */
import * as rruleModule from 'rrule';
import { formatVenueDateTime } from '@gt/domain/venue-time';

type RruleModule = typeof rruleModule;
/** rrule's CommonJS build (node) puts its exports under `default`; its ES build (vite) does not. */
const { RRule } = (rruleModule as unknown as { default?: RruleModule }).default ?? rruleModule;

/** What of a schedule decides its events. Dates are venue dates `YYYY-MM-DD`; times `HH:mm`. */
export interface ScheduleRule {
  rrule: string;
  startTimes: string[];
  durationMinutes: number;
  validFrom: string;
  validUntil: string | null;
  exceptionDates: string[];
}

export interface Occurrence {
  startsAt: Date;
  endsAt: Date;
}

const DAY_MS = 86_400_000;
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The rule's options without DTSTART/UNTIL (the schedule's own dates bound it). Throws on a bad rule. */
export function parseRule(rrule: string): ReturnType<typeof RRule.parseString> {
  const text = rrule.trim().replace(/^RRULE:/i, '');
  if (!/^FREQ=/i.test(text) || /DTSTART|\n/i.test(text)) throw new Error('not an RRULE');
  const options = RRule.parseString(text);
  if (options.freq === undefined) throw new Error('no FREQ');
  return options;
}

/** Whether `rrule` is an RRULE this module expands (FREQ first, no DTSTART). */
export function isValidRule(rrule: string): boolean {
  try {
    parseRule(rrule);
    return true;
  } catch {
    return false;
  }
}

/** The UTC offset (minutes, east positive) of `zone` at an instant, from the venue wall clock. */
function offsetMinutes(ms: number, zone: string): number {
  const s = formatVenueDateTime(ms, zone);
  const sign = s.at(-6) === '-' ? -1 : 1;
  return sign * (Number(s.slice(-5, -3)) * 60 + Number(s.slice(-2)));
}

/**
 * The instant of a venue wall-clock `date` `time` (`HH:mm`) in `zone`: the first of two in the
 * fall-back hour, and for a time in the spring-forward gap the instant read with the offset
 * before the gap (02:30 → 03:30 daylight time), as RFC 5545 §3.3.5 says.
 */
export function wallClockToInstant(date: string, time: string, zone: string): Date {
  const local = Date.parse(`${date}T${time}:00Z`);
  const before = offsetMinutes(local - DAY_MS / 2, zone);
  const after = offsetMinutes(local + DAY_MS / 2, zone);
  const candidates = [...new Set([before, after])]
    .map((off) => local - off * 60_000)
    .filter((ms) => offsetMinutes(ms, zone) * 60_000 === local - ms)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? local - before * 60_000);
}

/**
 * The venue dates in [from, to) (`to` exclusive) on which the rule makes events: the rule's
 * dates from `validFrom`, up to `validUntil` (inclusive), without the exception dates.
 */
export function scheduleDates(rule: ScheduleRule, from: string, to: string): string[] {
  const start = from > rule.validFrom ? from : rule.validFrom;
  const lastExclusive =
    rule.validUntil && isoDate(new Date(utcDate(rule.validUntil).getTime() + DAY_MS)) < to
      ? isoDate(new Date(utcDate(rule.validUntil).getTime() + DAY_MS))
      : to;
  if (start >= lastExclusive) return [];
  const r = new RRule({ ...parseRule(rule.rrule), dtstart: utcDate(rule.validFrom), until: null });
  const skip = new Set(rule.exceptionDates);
  return r
    .between(utcDate(start), new Date(utcDate(lastExclusive).getTime() - 1), true)
    .map(isoDate)
    .filter((d) => !skip.has(d));
}

/** The events of the rule on venue dates in [from, to), by start, in `zone`. */
export function scheduleOccurrences(rule: ScheduleRule, zone: string, from: string, to: string): Occurrence[] {
  const out: Occurrence[] = [];
  for (const date of scheduleDates(rule, from, to))
    for (const time of [...rule.startTimes].sort()) {
      const startsAt = wallClockToInstant(date, time, zone);
      out.push({ startsAt, endsAt: new Date(startsAt.getTime() + rule.durationMinutes * 60_000) });
    }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
