/** The venue's calendar date (`YYYY-MM-DD`) of an instant, and a venue wall-clock time `YYYY-MM-DDTHH:mm` as words. */

export function venueToday(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "Fri, Nov 27, 2026" for `2026-11-27` (a calendar date, no zone involved). */
export function formatVenueDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}

/** "10:30 AM" for the wall-clock time of `2026-11-27T10:30` (already venue time). */
export function formatWallTime(local: string): string {
  const [h = 0, m = 0] = local.slice(11, 16).split(':').map(Number);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}
