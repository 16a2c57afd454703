import { Create } from 'react-admin';
import { BookingTypeForm } from './form';

/** The defaults of a new booking type (the database's). */
const DEFAULTS = {
  info: '',
  terms: '',
  minimumTickets: 0,
  maximumTickets: 0,
  showStartTime: true,
  showEndTime: true,
  showAvailability: true,
  availabilityText: 'Seats available',
  forceListView: false,
  defaultHybridView: false,
  listViewSearchDays: 0,
  bookingInfoDetails: [],
  waiverRequired: false,
  allowRefunds: true,
  allowRefundToGiftcardOnly: false,
  allowDateTimeChanges: true,
  allowDateTimeChangesWithinArea: false,
  allowTicketChanges: true,
  noChangesMessage: '',
  displayAreas: [],
};

/** A new booking type (admin). */
export function BookingTypeCreate() {
  return (
    <Create redirect="list" record={DEFAULTS}>
      <BookingTypeForm />
    </Create>
  );
}
