/**
 * List view (spec 01 §2): a date field (minimum today), Previous/Next moving by ListViewSearchDays
 * or 7 days (Previous disabled at today), one card per event, the no-results message.
 */
import { isPreviousDisabled, listRange, listStep } from '@gt/domain/event-range';
import { addDays } from '@gt/domain/venue-time';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { useAvailabilityLabel } from '../../../lib/use-availability';
import { useDisplayPrice } from '../../../lib/use-display-price';
import { useVisibleEvents } from '../hooks/use-visible-events';
import type { ViewProps } from '../types';
import { EventCard } from './event-card';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Cards of the page's first list drawn at once (a phone's screen and more), then how many more per render. */
const FIRST_CARDS = 6;
const MORE_CARDS = 8;

/**
 * How many of the cards to draw: the page's first list of events comes FIRST_CARDS at first, then
 * MORE_CARDS more per render, each rendered and committed (and laid out) in tasks of its own once
 * the one before is drawn (docs/performance.md#storefront-on-a-phone: a week's fifty cards drawn at once were one layout task
 * of 20–25 ms on this machine, ×4 on a phone, after the commit's). Every list after it (another
 * range, a refresh of this one) is drawn whole, as before, so a list never shrinks under the visitor.
 */
function useCardCount(eventCount: number): number {
  const [count, setCount] = useState(FIRST_CARDS);
  useEffect(() => {
    if (count === Number.POSITIVE_INFINITY || eventCount === 0) return;
    startTransition(() => setCount(count + MORE_CARDS >= eventCount ? Number.POSITIVE_INFINITY : count + MORE_CARDS));
  }, [count, eventCount]);
  return count;
}

export function ListView({ settings, today, onSelectEvent }: ViewProps) {
  const config = usePublicConfig();
  const [date, setDate] = useState(today);
  const step = listStep(settings.ListViewSearchDays);
  const range = useMemo(() => listRange(date, step), [date, step]);
  const { events: latest, isFetching, stale, loaded } = useVisibleEvents(settings.scope, range);
  // The cards are drawn in a deferred render, which React splits into short tasks (docs/performance.md#storefront-on-a-phone: a
  // week of cards drawn when the answer came was one task of 160–180 ms on a phone).
  const events = useDeferredValue(latest);
  const bookingTypes = useMemo(() => new Map(settings.bookingTypes.map((b) => [b.BookingTypeID, b])), [settings.bookingTypes]);
  // One price and one availability hook for all the cards, not one per card.
  const price = useDisplayPrice();
  const availability = useAvailabilityLabel();
  const cardCount = useCardCount(events.length);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" disabled={isPreviousDisabled(date, today)} onClick={() => setDate((d) => (addDays(d, -step) < today ? today : addDays(d, -step)))}>
          Previous
        </Button>
        <TextField
          type="date"
          label="Date"
          size="small"
          value={date}
          slotProps={{ htmlInput: { min: today, pattern: '\\d{4}-\\d{2}-\\d{2}' }, inputLabel: { shrink: true } }}
          onChange={(e) => DATE_PATTERN.test(e.target.value) && e.target.value >= today && setDate(e.target.value)}
        />
        <Button variant="outlined" onClick={() => setDate((d) => addDays(d, step))}>
          Next
        </Button>
      </Stack>
      {isFetching && <LinearProgress aria-label="Loading events" sx={{ mb: 1 }} />}
      {/* Only once the drawn cards are the answer's: not for the moment before they are drawn. */}
      {loaded && events === latest && events.length === 0 && <Alert severity="info">{config.Messages.NoEventsFound}</Alert>}
      {/* While the next range loads, the previous cards stay visible but cannot be chosen. */}
      <Stack spacing={2} component="section" aria-label="Events" aria-busy={stale} inert={stale} sx={{ opacity: stale ? 0.5 : 1 }}>
        {events.slice(0, cardCount).map((e) => {
          const bookingType = bookingTypes.get(e.BookingTypeID);
          return (
            <EventCard
              key={e.TourEventID}
              event={e}
              bookingType={bookingType}
              price={price}
              availability={availability(e, bookingType)}
              onSelect={onSelectEvent}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
