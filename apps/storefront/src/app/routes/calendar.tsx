/**
 * /calendar/{BookingTypeID} and /calendar/Area/{DisplayAreaNo} (spec 01 §2 "Calendar routes"):
 * composes the calendar feature (views) with the event drawer and the cart. When the seats went
 * to someone else first (409), the drawer's event is read again, so it shows what is left. An
 * event that cannot be booked here opens no drawer: the snackbar says why (configured
 * NotBookable, spec 01 §2). With `?change` and a booking loaded, the calendar is in change mode
 * (spec 02 §2.5): a banner, and a selected event leads to /confimbookingchanges.
 */
import type { TourEvent } from '@gt/contract/catalogue';
import useEventCallback from '@mui/utils/useEventCallback';
import { useMemo, useState } from 'react';
import { messages } from '@gt/domain/messages';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
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
import { useManageBooking } from '../../stores/manage-booking';
import { ChangeBanner } from '../../features/manage-booking/components/change-banner';

/** Its pages draw with MUI (lazyPage draws them in the theme). */
export { PageTheme } from '../page-theme';

/** What the page's hydration needs loaded first (app/router.tsx `loadPageCode`). */
export { preloadServerRenderedView as preloadForHydration } from '../../features/calendar/components/calendar-page';

const parseId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

function CalendarScreen({ settings }: { settings: CalendarSettings }) {
  const config = usePublicConfig();
  const [selected, setSelected] = useState<TourEvent | null>(null);
  const { addEventToCart, cartedEvent } = useAddEventToCart();
  const navigate = useNavigate();
  // Change mode (spec 02 §2.5): a loaded booking changes its date; its own event is not selectable.
  const [search] = useSearchParams();
  const changing = useManageBooking((s) => (search.has('change') ? s.booking : null));
  const costRateId = useManageBooking((s) => s.costRateId);
  usePageTitle(settings.title);
  const selectEvent = (event: TourEvent) => {
    const offered = settings.bookingTypes.some((b) => b.BookingTypeID === event.BookingTypeID);
    const refusal =
      changing?.TourEventID === event.TourEventID ? messages.changeSameEvent : unavailableEventMessage(event, config, offered);
    if (refusal) notify('error', refusal);
    else if (changing)
      navigate(
        `${paths.confirmBookingChanges.to()}?${new URLSearchParams({ eventID: String(event.TourEventID), bookingtypeID: String(event.BookingTypeID), membercostrate: String(costRateId ?? config.DefaultCostRateID), ismembershipapplied: 'false' })}`,
      );
    else setSelected(event);
  };
  // One handler for the page's life, calling the latest: opening the drawer does not draw the calendar again.
  const onSelectEvent = useEventCallback(selectEvent);
  return (
    <>
      {changing && <ChangeBanner booking={changing} />}
      <CalendarPage settings={settings} zone={config.VenueTimeZone} onSelectEvent={onSelectEvent} />
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
  const scope = useMemo(() => ({ BookingTypeID: id }), [id]);
  const bookingTypes = useBookingTypes(scope);
  const bt = bookingTypes[0];
  const settings = useMemo(() => bt && { ...bt, title: bt.BookingTypeName, scope, bookingTypes }, [bt, scope, bookingTypes]);
  if (!settings) return <Navigate to={paths.notFound.to()} replace />;
  return <CalendarScreen settings={settings} />;
}

export function AreaCalendarRoute() {
  const id = parseId(useParams().id);
  return id === null ? <Navigate to={paths.notFound.to()} replace /> : <AreaCalendar id={id} />;
}

function AreaCalendar({ id }: { id: number }) {
  const scope = useMemo(() => ({ DisplayArea: id }), [id]);
  const area = useDisplayAreas().find((a) => a.DisplayAreaNo === id);
  const bookingTypes = useBookingTypes(scope);
  const settings = useMemo(() => area && { ...area, title: area.AreaName, scope, bookingTypes }, [area, scope, bookingTypes]);
  if (!settings) return <Navigate to={paths.notFound.to()} replace />;
  return <CalendarScreen settings={settings} />;
}
