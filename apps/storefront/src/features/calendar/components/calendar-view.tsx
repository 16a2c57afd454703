/**
 * Calendar view (spec 01 §2): month, week and day sub-views (FullCalendar); the week and day
 * grids begin at CalendarStartHour (earlier only for an earlier event), not at midnight; events coloured by DisplayColor or the default colour, unsellable ones in the
 * unavailable colour. Each shown range is fetched. Events are placed by venue wall-clock time in a
 * UTC calendar so the browser's own zone never shifts them. An unsellable event's title names its
 * state ("Timed Admission (Sold Out)", as the hybrid view's options do). Lazy-loaded: FullCalendar stays out
 * of the first page's bundle.
 */
import type { TourEvent } from '@gt/contract/catalogue';
import type { DateRange } from '@gt/domain/event-range';
import { isSellable } from '@gt/domain/event-visibility';
import { timeGridStartHour } from '@gt/domain/calendar-view';
import { addDays, venueDateText, venueTimeText } from '@gt/domain/venue-time';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import useEventCallback from '@mui/utils/useEventCallback';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { wallTime } from '../../../lib/tour-event';
import { unavailableEventMessage } from '../../../lib/unavailable-event';
import { notify } from '../../../stores/notifier';
import { useVisibleEvents } from '../hooks/use-visible-events';
import type { ViewProps } from '../types';

/** FullCalendar's wall-clock date (a UTC marker, the calendar runs in UTC) as spec 01 §9 `hh:mm a`. */
const wall = (z: { marker: Date }) => venueTimeText(z.marker.toISOString());

/** Times as spec 01 §9 (`09:30 am`, `09:30 am – 10:30 am`), on events and on the week and day grids. */
const timeFormat = (info: { date: { marker: Date }; start: { marker: Date }; end?: { marker: Date } | null }) =>
  info.end && info.end.marker.getTime() !== info.start.marker.getTime() ? `${wall(info.start)} – ${wall(info.end)}` : wall(info.date);

/** Start date of the calendar: today, or the next tour date when that is later. */
function initialDate(today: string, nextTourDate: string | null): string {
  const next = nextTourDate?.slice(0, 10);
  return next && next > today ? next : today;
}

const plugins = [dayGridPlugin, timeGridPlugin, classicThemePlugin];
const headerToolbar = { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' };
const views = { dayGridMonth: { displayEventEnd: false }, timeGridDay: { titleFormat: (info: { date: { marker: Date } }) => venueDateText(info.date.marker.toISOString()) } };

/**
 * FullCalendar with the options that change (docs/performance.md#storefront-on-a-phone): redrawn only when the events, the start
 * hour or the dates change, not when the events' loading state does (a redraw of the month is a
 * task of 100–200 ms on a phone).
 */
const MonthCalendar = memo(function MonthCalendar(props: {
  events: { id: string; title: string; start: string; end: string; color: string }[];
  startHour: number;
  initialDate: string;
  today: string;
  onRange(range: DateRange): void;
  onEventClick(id: string): void;
}) {
  const { onRange, onEventClick } = props;
  return (
    <FullCalendar
      plugins={plugins}
      initialView="dayGridMonth"
      initialDate={props.initialDate}
      timeZone="UTC"
      now={`${props.today}T00:00:00`}
      headerToolbar={headerToolbar}
      slotMinTime={`${String(props.startHour).padStart(2, '0')}:00:00`}
      height="auto"
      showNonCurrentDates={false}
      todayHint="Today"
      eventDisplay="block"
      displayEventEnd
      eventTimeFormat={timeFormat}
      slotHeaderFormat={timeFormat}
      views={views}
      events={props.events}
      datesSet={useCallback((info: { startStr: string; endStr: string }) => onRange({ From: info.startStr.slice(0, 10), To: addDays(info.endStr.slice(0, 10), -1) }), [onRange])}
      eventClick={useCallback(
        (info: { jsEvent: { preventDefault(): void }; event: { id: string } }) => {
          info.jsEvent.preventDefault();
          onEventClick(info.event.id);
        },
        [onEventClick],
      )}
    />
  );
});

export function CalendarView({ settings, today, onSelectEvent }: ViewProps) {
  const config = usePublicConfig();
  const [range, setRange] = useState<DateRange | null>(null);
  const { events: latest, isFetching, loaded } = useVisibleEvents(settings.scope, range);
  // The range's events are drawn in a deferred render, which React splits into short tasks
  // (drawn when the answer came, it was one task of 160–280 ms on a phone).
  const events = useDeferredValue(latest);
  // Hidden until the first range's events are in: the month rows grow to fit them, which moved
  // the page when they arrived (docs/performance.md#storefront-on-a-phone). Later ranges keep the previous events meanwhile.
  const waiting = !loaded && events.length === 0;
  const byId = useMemo(() => new Map(events.map((e) => [String(e.TourEventID), e])), [events]);
  const fcEvents = useMemo(
    () =>
      events.map((e: TourEvent) => ({
        id: String(e.TourEventID),
        // An unsellable event says why in its text and so its accessible name, not by its colour alone (WCAG 1.4.1): "Timed Admission (Sold Out)".
        title: isSellable(e) ? e.EventName : `${e.EventName} (${e.BookNowOption || 'Sold Out'})`,
        start: wallTime(e.EventStartDateTime),
        end: wallTime(e.EventEndDateTime),
        color: isSellable(e) ? (e.DisplayColor ?? config.DefaultEventColor) : config.UnavailableEventColor,
      })),
    [events, config.DefaultEventColor, config.UnavailableEventColor],
  );
  const startHour = timeGridStartHour(
    config.CalendarStartHour,
    events.map((e) => e.EventStartDateTime),
  );
  // One handler calling the latest: the month calendar does not redraw because the handler's closure changed.
  const onEventClick = useEventCallback((id: string) => {
    const event = byId.get(id);
    if (!event) return;
    if (isSellable(event)) onSelectEvent(event);
    else notify('error', unavailableEventMessage(event, config, true) ?? config.Messages.UnavailableEvent);
  });

  return (
    <Box sx={{ position: 'relative' }}>
      {isFetching && <LinearProgress aria-label="Loading events" sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
      <Box
        sx={{
          visibility: waiting ? 'hidden' : 'visible',
          // Month view events are at least 24 px tall: WCAG 2.2 target size.
          '& [role="cell"] [role="list"] > * > *': { minHeight: 24, display: 'flex', alignItems: 'center' },
        }}
      >
        <MonthCalendar
          events={fcEvents}
          startHour={startHour}
          initialDate={initialDate(today, settings.NextTourDate)}
          today={today}
          onRange={setRange}
          onEventClick={onEventClick}
        />
      </Box>
    </Box>
  );
}
