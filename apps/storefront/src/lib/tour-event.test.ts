import { describe, expect, it } from 'vitest';
import { eventDateText, eventTimeText } from './tour-event';

describe('event date and time texts (spec 01 §9: MMMM DD, YYYY and hh:mm a)', () => {
  const event = { EventStartDateTime: '2026-12-05T09:30:00-06:00', EventEndDateTime: '2026-12-05T14:15:00-06:00' };
  it("uses the spec's formats in the venue's wall clock", () => {
    expect(eventDateText(event)).toBe('December 05, 2026');
    expect(eventTimeText(event)).toBe('09:30 am – 02:15 pm');
  });
});
