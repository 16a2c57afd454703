/**
 * /calendar/{BookingTypeID} and /calendar/Area/{DisplayAreaNo} (spec 01 §2 "Calendar routes"):
 * composes the calendar feature (views) with the event drawer and the cart.
 */
import type { TourEvent } from '@gt/contract/catalogue';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useBookingTypes } from '../../api/get-booking-types';
import { CalendarPage } from '../../features/calendar/components/calendar-page';
import type { CalendarSettings } from '../../features/calendar/types';
import { EventDrawer } from '../../features/event-drawer/components/event-drawer';
import { useDisplayAreas } from '../../features/products/api/get-display-areas';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';
import { useAddEventToCart } from '../../features/cart/hooks/use-add-event-to-cart';

const parseId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

function CalendarScreen({ settings }: { settings: CalendarSettings }) {
  const config = usePublicConfig();
  const [selected, setSelected] = useState<TourEvent | null>(null);
  const { addEventToCart, cartedLines } = useAddEventToCart();
  const navigate = useNavigate();
  usePageTitle(settings.title);
  return (
    <>
      <CalendarPage settings={settings} zone={config.VenueTimeZone} onSelectEvent={setSelected} />
      <EventDrawer
        event={selected}
        bookingType={settings.bookingTypes.find((b) => b.BookingTypeID === selected?.BookingTypeID)}
        cartedLines={selected ? cartedLines(selected.TourEventID) : []}
        onClose={() => setSelected(null)}
        onAddToCart={async (selection) => {
          await addEventToCart(selection);
          setSelected(null);
          navigate(paths.checkout.to());
        }}
      />
    </>
  );
}

export function BookingTypeCalendarRoute() {
  const id = parseId(useParams().id);
  return id === null ? <Navigate to={paths.notFound.to()} replace /> : <BookingTypeCalendar id={id} />;
}

function BookingTypeCalendar({ id }: { id: number }) {
  const scope = { BookingTypeID: id };
  const bookingTypes = useBookingTypes(scope);
  const bt = bookingTypes[0];
  if (!bt) return <Navigate to={paths.notFound.to()} replace />;
  return <CalendarScreen settings={{ ...bt, title: bt.BookingTypeName, scope, bookingTypes }} />;
}

export function AreaCalendarRoute() {
  const id = parseId(useParams().id);
  return id === null ? <Navigate to={paths.notFound.to()} replace /> : <AreaCalendar id={id} />;
}

function AreaCalendar({ id }: { id: number }) {
  const scope = { DisplayArea: id };
  const area = useDisplayAreas().find((a) => a.DisplayAreaNo === id);
  const bookingTypes = useBookingTypes(scope);
  if (!area) return <Navigate to={paths.notFound.to()} replace />;
  return <CalendarScreen settings={{ ...area, title: area.AreaName, scope, bookingTypes }} />;
}
