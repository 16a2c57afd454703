/**
 * /calendar/{BookingTypeID} and /calendar/Area/{DisplayAreaNo} (spec 01 §2 "Calendar routes"):
 * composes the calendar feature (views) with the event drawer and the cart. When the seats went
 * to someone else first (409), the drawer's event is read again, so it shows what is left. An
 * event that cannot be booked here opens no drawer: the snackbar says why (configured
 * NotBookable, spec 01 §2).
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
import { unavailableEventMessage } from '../../lib/unavailable-event';
import { usePageTitle } from '../../lib/use-page-title';
import { notify } from '../../stores/notifier';
import { useAddEventToCart } from '../../features/cart/hooks/use-add-event-to-cart';
import { getTourEvent } from '../../features/calendar/api/get-tour-events';
import { ApiError } from '../../lib/api-client';
import { useCartStore } from '../../stores/cart-store';

const parseId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

function CalendarScreen({ settings }: { settings: CalendarSettings }) {
  const config = usePublicConfig();
  const [selected, setSelected] = useState<TourEvent | null>(null);
  const { addEventToCart, cartedEvent } = useAddEventToCart();
  const navigate = useNavigate();
  usePageTitle(settings.title);
  return (
    <>
      <CalendarPage
        settings={settings}
        zone={config.VenueTimeZone}
        onSelectEvent={(event) => {
          const offered = settings.bookingTypes.some((b) => b.BookingTypeID === event.BookingTypeID);
          const refusal = unavailableEventMessage(event, config, offered);
          if (refusal) notify('error', refusal);
          else setSelected(event);
        }}
      />
      <EventDrawer
        event={selected}
        bookingType={settings.bookingTypes.find((b) => b.BookingTypeID === selected?.BookingTypeID)}
        carted={selected ? cartedEvent(selected.TourEventID) : undefined}
        onClose={() => setSelected(null)}
        onAddToCart={async (selection) => {
          try {
            await addEventToCart(selection);
          } catch (e) {
            if (e instanceof ApiError && e.status === 409) {
              const fresh = await getTourEvent(selection.event.TourEventID, useCartStore.getState().holdRef).catch(() => null);
              if (fresh) setSelected((s) => (s?.TourEventID === fresh.TourEventID ? fresh : s));
            }
            throw e;
          }
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
