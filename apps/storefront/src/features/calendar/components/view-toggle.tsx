/**
 * The Calendar View / List View toggle (spec 01 §2 "A toggle offers Calendar View and List View");
 * Calendar View is disabled when the list view is forced. Two toggle buttons (`aria-pressed`) in a
 * group, each its own tab stop, as a keyboard user expects of buttons (MUI's ToggleButtonGroup
 * moves between its options with the arrow keys only, which nothing on the page tells).
 */
import type { ViewType } from '@gt/domain/calendar-view';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

const OPTIONS = [
  ['CalendarView', 'Calendar View'],
  ['ListView', 'List View'],
] as const;

export function ViewToggle(props: { view: ViewType; calendarDisabled: boolean; onChange(view: 'CalendarView' | 'ListView'): void }) {
  return (
    <ButtonGroup size="small" color="primary" aria-label="View">
      {OPTIONS.map(([value, label]) => {
        const pressed = props.view === value;
        return (
          <Button
            key={value}
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            disabled={value === 'CalendarView' && props.calendarDisabled}
            onClick={() => !pressed && props.onChange(value)}
          >
            {label}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}
