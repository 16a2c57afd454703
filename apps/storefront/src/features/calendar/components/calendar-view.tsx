/**
 * Calendar view (spec 01 §2): month, week and day sub-views (FullCalendar), start hour from
 * configuration, events coloured by DisplayColor or the default colour, unsellable ones in the
 * unavailable colour. Each shown range is fetched. Events are placed by venue wall-clock time in a
 * UTC calendar so the browser's own zone never shifts them. Lazy-loaded: FullCalendar stays out
 * of the first page's bundle.
 */
import type { TourEvent } from '@gt/contract/catalogue';
import type { DateRange } from '@gt/domain/event-range';
import { isSellable } from '@gt/domain/event-visibility';
import { addDays } from '@gt/domain/venue-time';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import { useMemo, useState } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { wallTime } from '../../../lib/tour-event';
import { useVisibleEvents } from '../hooks/use-visible-events';
import type { ViewProps } from '../types';

/** Start date of the calendar: today, or the next tour date when that is later. */
function initialDate(today: string, nextTourDate: string | null): string {
  const next = nextTourDate?.slice(0, 10);
  return next && next > today ? next : today;
}

export function CalendarView({ settings, today, onSelectEvent }: ViewProps) {
  const config = usePublicConfig();
  const [range, setRange] = useState<DateRange | null>(null);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const { events, isFetching, error } = useVisibleEvents(settings.scope, range);
  const byId = useMemo(() => new Map(events.map((e) => [String(e.TourEventID), e])), [events]);
  const fcEvents = useMemo(
    () =>
      events.map((e: TourEvent) => ({
        id: String(e.TourEventID),
        title: e.EventName,
        start: wallTime(e.EventStartDateTime),
        end: wallTime(e.EventEndDateTime),
        color: isSellable(e) ? (e.DisplayColor ?? config.DefaultEventColor) : config.UnavailableEventColor,
      })),
    [events, config.DefaultEventColor, config.UnavailableEventColor],
  );
  const hour = String(config.CalendarStartHour).padStart(2, '0');

  return (
    <Box sx={{ position: 'relative' }}>
      {isFetching && <LinearProgress aria-label="Loading events" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, classicThemePlugin]}
        initialView="dayGridMonth"
        initialDate={initialDate(today, settings.NextTourDate)}
        timeZone="UTC"
        now={`${today}T00:00:00`}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }}
        scrollTime={`${hour}:00:00`}
        height="auto"
        showNonCurrentDates={false}
        todayHint="Today"
        eventDisplay="block"
        displayEventEnd
        events={fcEvents}
        datesSet={(info) => setRange({ From: info.startStr.slice(0, 10), To: addDays(info.endStr.slice(0, 10), -1) })}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const event = byId.get(info.event.id);
          if (!event) return;
          if (isSellable(event)) onSelectEvent(event);
          else setUnavailable(`${config.Messages.UnavailableEvent} ${event.BookNowOption || 'Sold Out'}`);
        }}
      />
      <Snackbar open={unavailable !== null} autoHideDuration={6000} onClose={() => setUnavailable(null)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="error" onClose={() => setUnavailable(null)} variant="filled">
          {unavailable}
        </Alert>
      </Snackbar>
    </Box>
  );
}
