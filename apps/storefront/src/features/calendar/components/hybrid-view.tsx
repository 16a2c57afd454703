/**
 * Hybrid view (spec 01 §2): a static month date picker (past days disabled; price badge on days
 * with a Book Now event, a dot when the page has several booking types), the large image,
 * booking-info cards with Select, the time-slot drop-down and the no-event message.
 */
import type { TourEvent } from '@gt/contract/catalogue';
import { monthRange } from '@gt/domain/event-range';
import { isSellable } from '@gt/domain/event-visibility';
import { formatMoney } from '@gt/domain/money';
import { displayPriceCents, unitPrice } from '@gt/domain/price-matrix';
import { dayjs } from '@gt/domain/venue-time';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useMemo, useState } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { formatWall, seatsText } from '../../../lib/tour-event';
import { useVisibleEvents } from '../hooks/use-visible-events';
import type { ViewProps } from '../types';
import { BookingInfoCards } from './booking-info-cards';
import { DayMarksContext, HybridDay } from './hybrid-day';

export function HybridView({ settings, today, onSelectEvent }: ViewProps) {
  const config = usePublicConfig();
  const next = settings.NextTourDate?.slice(0, 10);
  const [date, setDate] = useState(next && next > today ? next : today);
  const [month, setMonth] = useState(date.slice(0, 7));
  const [info, setInfo] = useState<string | null>(null);
  const { events, isFetching, error, loaded } = useVisibleEvents(settings.scope, monthRange(`${month}-01`));

  const marks = useMemo(() => {
    const cheapest = new Map<string, number>();
    for (const e of events.filter(isSellable)) {
      for (const p of e.TourProducts) {
        const price = unitPrice(p, config.DefaultCostRateID, config.DefaultCostRateID);
        if (!price) continue;
        const cents = displayPriceCents(price, config.ShowPricesAs);
        cheapest.set(e.EventDate, Math.min(cents, cheapest.get(e.EventDate) ?? Infinity));
      }
    }
    const dot = settings.bookingTypes.length > 1;
    return new Map([...cheapest].map(([d, cents]) => [d, dot ? '' : formatMoney(cents, config.Currency)]));
  }, [events, config, settings.bookingTypes.length]);

  const dayEvents = events.filter((e) => e.EventDate === date && (info === null || e.BookingInfo === info));
  const slotLabel = (e: TourEvent) => `${formatWall(e.EventStartDateTime, 'h:mm A')} ${e.EventName} (${seatsText(e)})`;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DayMarksContext.Provider value={marks}>
            <DateCalendar
              timezone="UTC"
              value={dayjs.utc(date)}
              minDate={dayjs.utc(today)}
              referenceDate={dayjs.utc(date)}
              onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
              onMonthChange={(m) => setMonth(m.format('YYYY-MM'))}
              views={['day']}
              slots={{ day: HybridDay }}
              sx={{ width: '100%', maxWidth: 360, height: 'auto', maxHeight: 'none', '& .MuiDayCalendar-slideTransition': { minHeight: 300 } }}
            />
          </DayMarksContext.Provider>
        </LocalizationProvider>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        {settings.LargeImageURL && (
          <Box component="img" src={settings.LargeImageURL} alt="" sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, mb: 2 }} />
        )}
        <BookingInfoCards details={settings.BookingInfoDetails} selected={info} onSelect={setInfo} />
        {isFetching && <LinearProgress aria-label="Loading events" sx={{ mb: 1 }} />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {loaded && dayEvents.length === 0 ? (
          <Alert severity="info">{config.Messages.NoEventForDate}</Alert>
        ) : (
          <TextField
            select
            fullWidth
            label="Time slot"
            value=""
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(ev) => {
              const chosen = dayEvents.find((e) => String(e.TourEventID) === ev.target.value);
              if (chosen) onSelectEvent(chosen);
            }}
          >
            <MenuItem value="" disabled>
              Please select an available option
            </MenuItem>
            {dayEvents.map((e) => (
              <MenuItem key={e.TourEventID} value={String(e.TourEventID)} disabled={!isSellable(e)}>
                {slotLabel(e)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Grid>
    </Grid>
  );
}
