/** Date ranges for fetching tour events (spec 01 §4, §9 "Week helpers", list view paging). */
import { addDays, dayjs } from './venue-time';

export interface DateRange {
  From: string;
  To: string;
}

/** Month of the chosen date (`YYYY-MM-DD`): first to last day. */
export function monthRange(date: string): DateRange {
  const d = dayjs.utc(date);
  return { From: d.startOf('month').format('YYYY-MM-DD'), To: d.endOf('month').format('YYYY-MM-DD') };
}

/** List view window: `days` days starting at `date` (ListViewSearchDays, default 7). */
export function listRange(date: string, days: number): DateRange {
  const n = days > 0 ? days : 7;
  return { From: date, To: addDays(date, n - 1) };
}

/** Days the list view's Previous/Next move: ListViewSearchDays when set, else 7. */
export function listStep(listViewSearchDays: number): number {
  return listViewSearchDays > 0 ? listViewSearchDays : 7;
}

/** Previous is disabled when the search date is today (venue) or earlier. */
export function isPreviousDisabled(searchDate: string, venueToday: string): boolean {
  return searchDate <= venueToday;
}
