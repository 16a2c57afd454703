/**
 * Hybrid view (spec 01 §2): a static month date picker (past days disabled; a "from" price badge
 * on days with a Book Now event, a dot when the page has several booking types), the time-slot
 * drop-down right under it (so that on a phone it comes before the pictures), the large image,
 * booking-info cards with Select, and the no-event message.
 */
import type { TourEvent } from '@gt/contract/catalogue';
import { fromPriceCents } from '@gt/domain/calendar-prices';
import { monthRange } from '@gt/domain/event-range';
import { isSellable } from '@gt/domain/event-visibility';
import { messages } from '@gt/domain/messages';
import { formatMoney } from '@gt/domain/money';
import { dayjs, venueTimeText } from '@gt/domain/venue-time';
import type { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { useAvailabilityLabel } from '../../../lib/use-availability';
import { useVisibleEvents } from '../hooks/use-visible-events';
import type { CalendarSettings, ViewProps } from '../types';
import { BookingInfoCards } from './booking-info-cards';
import { DayMarksContext, HybridDay } from './hybrid-day';

const PICKER_SX = {
  width: '100%',
  maxWidth: 360,
  height: 'auto',
  maxHeight: 'none',
  '& .MuiDayCalendar-slideTransition': { minHeight: 300 },
} as const;
const PICKER_SLOTS = { day: HybridDay };

/**
 * The month date picker; drawn again only when one of its props changes. The days' marks reach
 * the days through DayMarksContext, around it: new marks (the month's events came) redraw only
 * the days whose mark changed, not the picker (docs/performance.md#storefront-on-a-phone).
 */
const MonthPicker = memo(function MonthPicker(props: { selected: Dayjs; minDate: Dayjs; onDate(date: string): void; onMonth(month: string): void }) {
  const { onDate, onMonth } = props;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        timezone="UTC"
        value={props.selected}
        minDate={props.minDate}
        onChange={useCallback((d: Dayjs | null) => d && onDate(d.format('YYYY-MM-DD')), [onDate])}
        onMonthChange={useCallback((m: Dayjs) => onMonth(m.format('YYYY-MM')), [onMonth])}
        views={['day']}
        slots={PICKER_SLOTS}
        sx={PICKER_SX}
      />
    </LocalizationProvider>
  );
});

/** The chosen date's time slots (a drop-down; choosing one opens the event), or the no-event message once its events are in. */
const TimeSlots = memo(function TimeSlots(props: {
  dayEvents: TourEvent[];
  noEvents: boolean;
  info: string | null;
  bookingTypes: CalendarSettings['bookingTypes'];
  onSelectEvent(event: TourEvent): void;
}) {
  const config = usePublicConfig();
  const availability = useAvailabilityLabel();
  const { dayEvents, info, bookingTypes, onSelectEvent } = props;
  if (props.noEvents) return <Alert severity="info">{config.Messages.NoEventForDate}</Alert>;
  const slotLabel = (e: TourEvent) => {
    const seats = availability(
      e,
      bookingTypes.find((b) => b.BookingTypeID === e.BookingTypeID),
    );
    return `${venueTimeText(e.EventStartDateTime)} ${e.EventName}${seats ? ` (${seats})` : ''}`;
  };
  return (
    <TextField
      select
      fullWidth
      label={info ? `Time slot (${info})` : 'Time slot'}
      value=""
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(ev) => {
        const chosen = dayEvents.find((e) => String(e.TourEventID) === ev.target.value);
        if (chosen) onSelectEvent(chosen);
      }}
    >
      <MenuItem value="" disabled>
        {messages.selectAvailableOption}
      </MenuItem>
      {dayEvents.map((e) => (
        <MenuItem key={e.TourEventID} value={String(e.TourEventID)} disabled={!isSellable(e)} sx={{ whiteSpace: 'normal' }}>
          {slotLabel(e)}
        </MenuItem>
      ))}
    </TextField>
  );
});

export function HybridView({ settings, today, onSelectEvent }: ViewProps) {
  const config = usePublicConfig();
  const next = settings.NextTourDate?.slice(0, 10);
  const [date, setDate] = useState(next && next > today ? next : today);
  const [month, setMonth] = useState(date.slice(0, 7));
  const [info, setInfo] = useState<string | null>(null);
  const { events: latest, isFetching, loaded } = useVisibleEvents(settings.scope, monthRange(`${month}-01`));
  // The month's events are drawn in a deferred render, which React splits into short tasks: a
  // change of the query's state is drawn at once, and it came in the task that took the server's
  // page over (docs/performance.md#storefront-on-a-phone: the picker and slots drawn there made one 350 ms task on a phone).
  const events = useDeferredValue(latest);
  // DateCalendar moves back to the month of `value` whenever `value` is a new object: a new
  // dayjs on every render (e.g. when the next month's events start loading) undid "Next month"
  // and cancelled its request. The picker's dates are therefore made once per date.
  const selected = useMemo(() => dayjs.utc(date), [date]);
  const minDate = useMemo(() => dayjs.utc(today), [today]);

  const marks = useMemo(() => {
    const byDate = new Map<string, TourEvent['TourProducts']>();
    for (const e of events.filter(isSellable)) byDate.set(e.EventDate, [...(byDate.get(e.EventDate) ?? []), ...e.TourProducts]);
    const dot = settings.bookingTypes.length > 1;
    const display = { defaultCostRateId: config.DefaultCostRateID, showPricesAs: config.ShowPricesAs };
    return new Map(
      [...byDate].flatMap(([d, products]) => {
        const cents = fromPriceCents(products, display);
        return cents === null ? [] : [[d, dot ? '' : formatMoney(cents, config.Currency)] as const];
      }),
    );
  }, [events, config.DefaultCostRateID, config.ShowPricesAs, config.Currency, settings.bookingTypes.length]);

  // The chosen date's slots, once the shown month is the chosen date's and its events are in.
  const inShownMonth = date.startsWith(month);
  const dayEvents = useMemo(
    () => (inShownMonth ? events.filter((e) => e.EventDate === date && (info === null || e.BookingInfo === info)) : []),
    [inShownMonth, events, date, info],
  );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <DayMarksContext.Provider value={marks}>
          <MonthPicker selected={selected} minDate={minDate} onDate={setDate} onMonth={setMonth} />
        </DayMarksContext.Provider>
        {marks.size > 0 && settings.bookingTypes.length === 1 && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 2, maxWidth: 360 }}>
            Prices under the dates are “from” prices: the lowest ticket price of the day, per ticket
            {config.ShowPricesAs === 'inctax' ? ', tax included' : ', before tax'}.
          </Typography>
        )}
        {isFetching && <LinearProgress aria-label="Loading events" sx={{ mb: 1 }} />}
        <TimeSlots
          dayEvents={dayEvents}
          noEvents={inShownMonth && loaded && events === latest && dayEvents.length === 0}
          info={info}
          bookingTypes={settings.bookingTypes}
          onSelectEvent={onSelectEvent}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        {settings.LargeImageURL && (
          <Box
            component="img"
            src={settings.LargeImageURL}
            alt=""
            sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, mb: 2 }}
          />
        )}
        <BookingInfoCards details={settings.BookingInfoDetails} selected={info} onSelect={setInfo} />
      </Grid>
    </Grid>
  );
}
