import type { BookingType, TourEvent } from '@gt/contract/catalogue';
import { isSellable } from '@gt/domain/event-visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { eventDateText, formatWall, seatsText } from '../../../lib/tour-event';
import { useDisplayPrice } from '../../../lib/use-display-price';

/** A list-view card: date, start and end time, name, product prices, seats, and the BookNowOption button. */
export function EventCard({ event, bookingType, onSelect }: { event: TourEvent; bookingType?: BookingType; onSelect(): void }) {
  const price = useDisplayPrice();
  const headingId = `event-${event.TourEventID}`;
  const times = [
    bookingType?.ShowStartTime !== false ? formatWall(event.EventStartDateTime, 'h:mm A') : null,
    bookingType?.ShowEndTime !== false ? formatWall(event.EventEndDateTime, 'h:mm A') : null,
  ].filter(Boolean);
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="body2" color="text.secondary">
            {eventDateText(event)}
          </Typography>
          <Typography id={headingId} variant="h3" component="h3">
            {event.EventName}
          </Typography>
          <Typography variant="body1">{times.join(' – ')}</Typography>
        </Box>
        <Box component="ul" sx={{ flex: '1 1 200px', listStyle: 'none', m: 0, p: 0 }} aria-label="Prices">
          {event.TourProducts.map((p) => (
            <li key={p.TourProductID}>
              <Typography variant="body2">
                {p.TourProductName}: <strong>{price(p)}</strong>
              </Typography>
            </li>
          ))}
        </Box>
        <Box sx={{ flex: '0 0 auto', textAlign: 'right' }}>
          {bookingType?.ShowAvailability !== false && isSellable(event) && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {seatsText(event)}
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
