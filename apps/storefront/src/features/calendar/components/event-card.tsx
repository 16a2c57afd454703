import type { BookingType, TourEvent } from '@gt/contract/catalogue';
import { calendarProducts } from '@gt/domain/calendar-prices';
import { isSellable } from '@gt/domain/event-visibility';
import { venueTimeText } from '@gt/domain/venue-time';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { eventDateText } from '../../../lib/tour-event';
import { useAvailabilityLabel } from '../../../lib/use-availability';
import { useDisplayPrice } from '../../../lib/use-display-price';

/**
 * A list-view card: date, start and end time (as the booking type shows them), name, the prices
 * of the products shown on the calendar (ShowOnCalendar), availability (ShowAvailability), and
 * the BookNowOption button.
 */
export function EventCard({ event, bookingType, onSelect }: { event: TourEvent; bookingType?: BookingType; onSelect(): void }) {
  const price = useDisplayPrice();
  const availability = useAvailabilityLabel()(event, bookingType);
  const headingId = `event-${event.TourEventID}`;
  const times = [
    bookingType?.ShowStartTime !== false ? venueTimeText(event.EventStartDateTime) : null,
    bookingType?.ShowEndTime !== false ? venueTimeText(event.EventEndDateTime) : null,
  ].filter(Boolean);
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="body2" color="text.secondary">
            {eventDateText(event)}
          </Typography>
          <Typography id={headingId} variant="h3" component="h2">
            {event.EventName}
          </Typography>
          <Typography variant="body1">{times.join(' – ')}</Typography>
        </Box>
        <Box component="ul" sx={{ flex: '1 1 200px', listStyle: 'none', m: 0, p: 0 }} aria-label="Prices">
          {calendarProducts(event.TourProducts).map((p) => (
            <li key={p.TourProductID}>
              <Typography variant="body2">
                {p.TourProductName}: <strong>{price(p)}</strong>
              </Typography>
            </li>
          ))}
        </Box>
        <Box sx={{ flex: '0 0 auto', textAlign: 'right' }}>
          {isSellable(event) && availability && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {availability}
            </Typography>
          )}
          <Button variant="contained" disabled={!isSellable(event)} onClick={onSelect} aria-describedby={headingId}>
            {event.BookNowOption}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
