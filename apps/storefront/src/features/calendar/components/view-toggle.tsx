import type { ViewType } from '@gt/domain/calendar-view';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** The Calendar View / List View toggle; Calendar View is disabled when the list view is forced. */
export function ViewToggle(props: { view: ViewType; calendarDisabled: boolean; onChange(view: 'CalendarView' | 'ListView'): void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={props.view}
      aria-label="View"
      onChange={(_e, v: 'CalendarView' | 'ListView' | null) => v && props.onChange(v)}
    >
      <ToggleButton value="CalendarView" disabled={props.calendarDisabled}>
        Calendar View
      </ToggleButton>
      <ToggleButton value="ListView">List View</ToggleButton>
    </ToggleButtonGroup>
  );
}
