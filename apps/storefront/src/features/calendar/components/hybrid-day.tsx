import { DATE_FORMAT } from '@gt/domain/venue-time';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import Box from '@mui/material/Box';
import { createContext, memo, useContext } from 'react';

/** Per venue date: the "from" price text of the badge, or '' for a dot (several booking types). */
export const DayMarksContext = createContext<ReadonlyMap<string, string>>(new Map());

const DAY_SX = { flexDirection: 'column', lineHeight: 1.05, width: 44, height: 56 } as const;
const badgeSx = (selected: boolean) =>
  ({ fontSize: '0.56rem', letterSpacing: '-0.02em', fontWeight: 600, color: selected ? 'inherit' : 'secondary.dark' }) as const;
const dotSx = (selected: boolean) => ({ width: 6, height: 6, borderRadius: '50%', bgcolor: selected ? 'common.white' : 'secondary.main', mt: '2px' }) as const;
const BADGE_SX = { selected: badgeSx(true), unselected: badgeSx(false) };
const DOT_SX = { selected: dotSx(true), unselected: dotSx(false) };
const FROM_SX = { display: 'block', fontWeight: 400 } as const;

/**
 * A day with its mark (undefined: none): drawn again only when its props or its mark change. The
 * picker redraws all its days now and then (its transitions starting and ending, the month's
 * events coming in), and a day is a dozen styled components (docs/performance.md#storefront-on-a-phone).
 */
const MarkedDay = memo(function MarkedDay({ mark, ...props }: PickerDayProps & { mark: string | undefined }) {
  // The name starts with the visible text, day and price (WCAG 2.5.3), then the full date.
  const full = props.day.format(DATE_FORMAT);
  const label = mark ? `${props.day.date()} from ${mark}, ${full}` : mark === '' ? `${props.day.date()}, ${full}, events available` : `${props.day.date()}, ${full}`;
  const state = props.selected ? 'selected' : 'unselected';
  return (
    <PickerDay {...props} aria-label={label} sx={DAY_SX}>
      {props.day.date()}
      {/* Spaces between the parts: the visible text reads "24 from $141.90" (WCAG 2.5.3). */}
      {mark !== undefined && ' '}
      {mark !== undefined && (
        <Box component="span" aria-hidden sx={mark ? BADGE_SX[state] : DOT_SX[state]}>
          {mark && (
            <Box component="span" sx={FROM_SX}>
              from
            </Box>
          )}
          {mark && ' '}
          {mark}
        </Box>
      )}
    </PickerDay>
  );
});

/** A day of the hybrid date picker with its "from" price badge or dot (spec 01 §2 "Hybrid view"). */
export function HybridDay(props: PickerDayProps) {
  const marks = useContext(DayMarksContext);
  const mark = props.outsideCurrentMonth ? undefined : marks.get(props.day.format('YYYY-MM-DD'));
  return <MarkedDay {...props} mark={mark} />;
}
