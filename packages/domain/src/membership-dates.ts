/**
 * Membership dates (spec 01 §4 "Membership join/renew", §5 "Membership person dialog", §9
 * "Membership durations", "DOB lower bound 1899-12-31"): when a membership starts and expires,
 * the wire date format, a person's age and whether a date of birth is acceptable. Venue dates
 * `YYYY-MM-DD`; `today` is the venue's date (the caller's clock).
 */
import { dayjs } from './venue-time';

/** A membership type's duration: exactly one unit is used (years, else months, else days). */
export interface MembershipDuration {
  years: number;
  months: number;
  days: number;
}

/** The earliest date of birth accepted (spec 01 §9 "DOB lower bound"): later than this day. */
export const DOB_LOWER_BOUND = '1899-12-31';

const utc = (date: string) => dayjs.utc(date);

/**
 * The last day of a membership that starts on `start` (venue dates, inclusive): years and months
 * are calendar steps (the same day N years/months later; a day missing in the target month falls
 * on its last day: Jan 31 + 1 month = Feb 28/29), a days duration counts the start day, so N days
 * end on start + N − 1 (spec 01 §9 "a days duration counts the start day (minus one)").
 */
export function membershipExpiry(start: string, d: MembershipDuration): string {
  if (d.years > 0) return utc(start).add(d.years, 'year').format('YYYY-MM-DD');
  if (d.months > 0) return utc(start).add(d.months, 'month').format('YYYY-MM-DD');
  return utc(start)
    .add(Math.max(1, d.days) - 1, 'day')
    .format('YYYY-MM-DD');
}

/**
 * The first day of a membership bought today: a new membership starts today; a renewal starts the
 * day after the old expiry, or today when the old one has expired (expiry before today) or has
 * no expiry (spec 01 §4).
 */
export function membershipStart(today: string, previousExpiry: string | null): string {
  if (!previousExpiry || previousExpiry < today) return today;
  return utc(previousExpiry).add(1, 'day').format('YYYY-MM-DD');
}

/** A venue date in the membership wire format `YYYY-MM-DDT00:00:00` (spec 01 §9). */
export const membershipDateTime = (date: string): string => `${date}T00:00:00`;

/** The `YYYY-MM-DD` part of a membership wire date (or of a plain date). */
export const membershipDate = (wire: string): string => wire.slice(0, 10);

/** Whether a membership that ends on `expiry` is current on `today` (it includes its last day). */
export const isMembershipCurrent = (expiry: string, today: string): boolean => membershipDate(expiry) >= today;

/** Whole years between the date of birth and `today` (birthday counted on the day). */
export function ageOn(dob: string, today: string): number {
  return utc(today).diff(utc(dob), 'year');
}

/**
 * Whether a date of birth is acceptable: it matches the configured pattern (DOBPattern), is a
 * real calendar date, and lies after 1899-12-31 and not after today.
 */
export function isValidDob(dob: string, today: string, pattern: string): boolean {
  if (!new RegExp(pattern).test(dob)) return false;
  const d = utc(dob);
  if (!d.isValid() || d.format('YYYY-MM-DD') !== dob) return false;
  return dob > DOB_LOWER_BOUND && dob <= today;
}
