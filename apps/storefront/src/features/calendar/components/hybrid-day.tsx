import { DATE_FORMAT } from '@gt/domain/venue-time';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import Box from '@mui/material/Box';
import { createContext, useContext } from 'react';

/** Per venue date: the "from" price text of the badge, or '' for a dot (several booking types). */
export const DayMarksContext = createContext<ReadonlyMap<string, string>>(new Map());

/** A day of the hybrid date picker with its "from" price badge or dot (spec 01 §2 "Hybrid view"). */
export function HybridDay(props: PickerDayProps) {
  const marks = useContext(DayMarksContext);
  const date = props.day.format('YYYY-MM-DD');
  const mark = props.outsideCurrentMonth ? undefined : marks.get(date);
  // The name starts with the visible text, day and price (WCAG 2.5.3), then the full date.
  const full = props.day.format(DATE_FORMAT);
  const label = mark ? `${props.day.date()} from ${mark}, ${full}` : mark === '' ? `${props.day.date()}, ${full}, events available` : `${props.day.date()}, ${full}`;
  return (
    <PickerDay {...props} aria-label={label} sx={{ flexDirection: 'column', lineHeight: 1.05, width: 44, height: 56 }}>
      {props.day.date()}
      {/* Spaces between the parts: the visible text reads "24 from $141.90" (WCAG 2.5.3). */}
      {mark !== undefined && ' '}
      {mark !== undefined && (
        <Box
          component="span"
          aria-hidden
          sx={mark ? { fontSize: '0.56rem', letterSpacing: '-0.02em', fontWeight: 600, color: props.selected ? 'inherit' : 'secondary.dark' } : { width: 6, height: 6, borderRadius: '50%', bgcolor: props.selected ? 'common.white' : 'secondary.main', mt: '2px' }}
        >
          {mark && (
            <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
              from
            </Box>
          )}
          {mark && ' '}
          {mark}
        </Box>
      )}
    </PickerDay>
  );
}
