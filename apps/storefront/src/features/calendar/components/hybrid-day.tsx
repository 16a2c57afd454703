import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import Box from '@mui/material/Box';
import { createContext, useContext } from 'react';

/** Per venue date: the price badge text, or '' for a dot (several booking types). */
export const DayMarksContext = createContext<ReadonlyMap<string, string>>(new Map());

/** A day of the hybrid date picker with its price badge or dot (spec 01 §2 "Hybrid view"). */
export function HybridDay(props: PickerDayProps) {
  const marks = useContext(DayMarksContext);
  const date = props.day.format('YYYY-MM-DD');
  const mark = props.outsideCurrentMonth ? undefined : marks.get(date);
  // The name starts with the visible text, day and price (WCAG 2.5.3), then the full date.
  const date_ = props.day.format('MMMM D, YYYY');
  const label = mark ? `${props.day.date()} ${mark}, ${date_}` : mark === '' ? `${props.day.date()}, ${date_}, events available` : `${props.day.date()}, ${date_}`;
  return (
    <PickerDay {...props} aria-label={label} sx={{ flexDirection: 'column', lineHeight: 1.1, width: 44, height: 48 }}>
      {props.day.date()}
      {mark !== undefined && (
        <Box
          component="span"
          aria-hidden
          sx={mark ? { fontSize: '0.6rem', fontWeight: 600, color: props.selected ? 'inherit' : 'secondary.dark' } : { width: 6, height: 6, borderRadius: '50%', bgcolor: props.selected ? 'common.white' : 'secondary.main', mt: '2px' }}
        >
          {mark}
        </Box>
      )}
    </PickerDay>
  );
}
