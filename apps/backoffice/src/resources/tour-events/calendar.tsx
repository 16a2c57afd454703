/**
 * Events on a calendar (month, week, day) in the venue's wall-clock time, whatever the browser's
 * zone: FullCalendar runs in UTC and is given venue wall-clock times (domain venueWallTime), as on
 * the storefront. Each event reads "name · N left" (closed or cancelled ones in grey); the shown
 * range is read from GET /tour-events?from&to (venue dates). An admin opens an event by clicking it.
 */
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { Card, CardContent } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { Title, useGetList, useRedirect } from 'react-admin';
import type { AdminTourEvent } from '@gt/contract/admin/tour-events';
import { addDays, venueWallTime } from '@gt/domain/venue-time';
import { useVenueTimeZone } from '../../lib/venue-time';

const plugins = [dayGridPlugin, timeGridPlugin, classicThemePlugin];
const headerToolbar = { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' };

/** The events calendar page (`/admin/events-calendar`); `canEdit`: clicking an event opens its edit page. */
export function TourEventCalendar({ canEdit }: { canEdit: boolean }) {
  const zone = useVenueTimeZone();
  const redirect = useRedirect();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [opened] = useState(() => Date.now());
  const { data } = useGetList<AdminTourEvent>(
    'tour-events',
    { pagination: { page: 1, perPage: 200 }, filter: range ?? {} },
    { enabled: range !== null },
  );
  const events = useMemo(
    () =>
      zone
        ? (data ?? []).map((e) => ({
            id: String(e.id),
            title: `${e.eventName} · ${e.cancelled ? 'cancelled' : e.closed ? 'closed' : `${e.left} left`}`,
            start: venueWallTime(e.startsAt, zone),
            end: venueWallTime(e.endsAt, zone),
            color: e.cancelled || e.closed ? '#616161' : '#1565c0',
          }))
        : [],
    [data, zone],
  );
  const onDates = useCallback((info: { startStr: string; endStr: string }) => {
    setRange({ from: info.startStr.slice(0, 10), to: addDays(info.endStr.slice(0, 10), -1) });
  }, []);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Events calendar" />
      <CardContent>
        <FullCalendar
          plugins={plugins}
          initialView="dayGridMonth"
          timeZone="UTC"
          now={zone ? venueWallTime(opened, zone) : undefined}
          headerToolbar={headerToolbar}
          height="auto"
          eventDisplay="block"
          events={events}
          datesSet={onDates}
          eventClick={(info: { jsEvent: { preventDefault(): void }; event: { id: string } }) => {
            info.jsEvent.preventDefault();
            if (canEdit) redirect('edit', 'tour-events', info.event.id);
          }}
        />
      </CardContent>
    </Card>
  );
}
