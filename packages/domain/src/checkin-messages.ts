/**
 * What the scanner shows at the door (contract admin/checkins.ts ScanAnswer; docs/architecture.md#operators-and-the-back-office):
 * ours, in one place. Times are venue wall-clock, 24-hour ("10:42", "Nov 28, 11:00").
 */
import type { VoidReason } from '@gt/contract/admin/checkins';
import { formatInVenue, venueDate } from './venue-time';

/** "10:42" (24-hour, venue time) of an instant. */
export const doorTime = (at: Date | string, zone: string): string => formatInVenue(at, zone, 'H:mm');

/** "11:00" when the event starts on the venue date `sameDay`, else "Nov 28, 11:00". */
export function eventTimeText(startsAt: Date | string, zone: string, sameDay: string): string {
  return venueDate(startsAt, zone) === sameDay ? doorTime(startsAt, zone) : formatInVenue(startsAt, zone, 'MMM D, H:mm');
}

export const checkinMessages = {
  /** "Admitted", or "Admitted 3" when one scan lets in several people. */
  admitted: (people: number) => (people === 1 ? 'Admitted' : `Admitted ${people}`),
  alreadyUsed: (time: string, door: string) => `Already used at ${time} by ${door}`,
  /** `why`: "it is for 11:00", "it is a gift card", … */
  wrongEvent: (why: string) => `Not valid for this event (${why})`,
  voided: (reason: VoidReason) => `Voided (${reason})`,
  unknown: 'Unknown code',
  forEvent: (when: string) => `it is for ${when}`,
  giftCard: 'it is a gift card',
  generalAdmission: 'it is general admission',
  membershipPass: 'it is a membership pass',
  validFrom: (day: string) => `it is valid from ${day}`,
  validUntil: (day: string) => `it is valid until ${day}`,
  membershipEnded: (day: string) => `the membership ended ${day}`,
  membershipCancelled: 'the membership was cancelled',
  checkinNotFound: 'No admission with this id.',
  alreadyUndone: 'This admission was already undone.',
} as const;
