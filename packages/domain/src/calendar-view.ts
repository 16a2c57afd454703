/** View choice of the calendar routes (spec 01 §2 "Calendar routes"). */
export type ViewType = '' | 'CalendarView' | 'ListView' | 'HybridView';

/** Window width under which the list view is chosen when no view was chosen yet. */
export const NARROW_WIDTH_PX = 850;

export interface ViewChoiceInput {
  DefaultHybridView: boolean;
  ForceListView: boolean;
  /** The view the visitor chose with the toggle; '' when none yet. */
  chosen: ViewType;
  windowWidth: number;
}

/**
 * DefaultHybridView gives hybrid; else ForceListView gives list; else a chosen view wins; else
 * list under 850 px, calendar otherwise.
 */
export function chooseView(i: ViewChoiceInput): Exclude<ViewType, ''> {
  if (i.DefaultHybridView) return 'HybridView';
  if (i.ForceListView) return 'ListView';
  if (i.chosen !== '') return i.chosen;
  return i.windowWidth < NARROW_WIDTH_PX ? 'ListView' : 'CalendarView';
}

/** The Calendar View toggle is disabled when the list view is forced. */
export function isCalendarToggleDisabled(i: Pick<ViewChoiceInput, 'ForceListView'>): boolean {
  return i.ForceListView;
}

/**
 * First hour of the week and day views (spec 01 §2 "start hour configurable"): CalendarStartHour,
 * or the hour of the earliest event shown when one starts before it, so that no event is cut
 * off. `eventStarts` are venue wall-clock date-times (`YYYY-MM-DDTHH:mm…`).
 */
export function timeGridStartHour(calendarStartHour: number, eventStarts: readonly string[]): number {
  let hour = calendarStartHour;
  for (const start of eventStarts) hour = Math.min(hour, Number(start.slice(11, 13)));
  return hour;
}
