import type { BookingType, TourEvent, TourProduct } from '@gt/contract/catalogue';
import { calendarProducts } from '@gt/domain/calendar-prices';
import { isSellable } from '@gt/domain/event-visibility';
import { venueTimeText } from '@gt/domain/venue-time';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { styled } from '@mui/material/styles';
import { memo } from 'react';
import { theme } from '../../../app/theme';
import { eventDateText } from '../../../lib/tour-event';

/**
 * The card's content: the texts are plain elements styled from here as MUI's Typography draws
 * them (body2, h3, body1, body2), in one style made once. A week's list has some fifty cards:
 * with a Box and a Typography per text, a card was a dozen styled components, each serialising
 * its styles on every render (docs/performance.md#storefront-on-a-phone).
 */
const Content = styled(CardContent)({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(2),
  alignItems: 'center',
  '& .event-when': { flex: '1 1 260px' },
  // In the text colour: MUI 9's Typography drew `color="text.secondary"` so (it knows `textSecondary` only).
  '& .event-date': { margin: 0, ...theme.typography.body2 },
  '& .event-name': { margin: 0, ...theme.typography.h3 },
  '& .event-times': { margin: 0, ...theme.typography.body1 },
  '& .event-prices': { flex: '1 1 200px', listStyle: 'none', margin: 0, padding: 0 },
  '& .event-price': { margin: 0, ...theme.typography.body2 },
  '& .event-book': { flex: '0 0 auto', textAlign: 'right' },
  '& .event-seats': { margin: 0, ...theme.typography.body2, marginBottom: theme.spacing(1) },
});

/**
 * A list-view card: date, start and end time (as the booking type shows them), name, the prices
 * of the products shown on the calendar (ShowOnCalendar), availability (ShowAvailability), and
 * the BookNowOption button. `price` and `availability` come from the list (one hook each for all
 * its cards); drawn again only when one of its props changes.
 */
export const EventCard = memo(function EventCard({
  event,
  bookingType,
  price,
  availability,
  onSelect,
}: {
  event: TourEvent;
  bookingType?: BookingType;
  price(product: TourProduct): string;
  /** The availability text (`useAvailabilityLabel`), null for none. */
  availability: string | null;
  onSelect(event: TourEvent): void;
}) {
  const headingId = `event-${event.TourEventID}`;
  const times = [
    bookingType?.ShowStartTime !== false ? venueTimeText(event.EventStartDateTime) : null,
    bookingType?.ShowEndTime !== false ? venueTimeText(event.EventEndDateTime) : null,
  ].filter(Boolean);
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <Content>
        <div className="event-when">
          <p className="event-date">{eventDateText(event)}</p>
          <h2 id={headingId} className="event-name">
            {event.EventName}
          </h2>
          <p className="event-times">{times.join(' – ')}</p>
        </div>
        <ul className="event-prices" aria-label="Prices">
          {calendarProducts(event.TourProducts).map((p) => (
            <li key={p.TourProductID}>
              <p className="event-price">
                {p.TourProductName}: <strong>{price(p)}</strong>
              </p>
            </li>
          ))}
        </ul>
        <div className="event-book">
          {isSellable(event) && availability && <p className="event-seats">{availability}</p>}
          <Button variant="contained" disabled={!isSellable(event)} onClick={() => onSelect(event)} aria-describedby={headingId}>
            {event.BookNowOption}
          </Button>
        </div>
      </Content>
    </Card>
  );
});
