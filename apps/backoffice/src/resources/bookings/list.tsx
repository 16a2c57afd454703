import { Datagrid, DateInput, FunctionField, List, NumberField, TextField, TextInput } from 'react-admin';
import type { BookingListItem } from '@gt/contract/admin/bookings';
import { VenueDateField } from '../../lib/venue-time';
import { DisputedChip } from './payment-alerts';

const filters = [
  <TextInput key="q" source="q" label="Booking ID, name, e-mail or receipt" alwaysOn resettable sx={{ minWidth: 320 }} />,
  <DateInput key="date" source="date" label="Event date" alwaysOn />,
];

/** Bookings found by booking ID, name, e-mail or receipt number, and/or the event's venue date (a disputed payment flagged); a row opens the booking. */
export function BookingList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="id" label="Booking ID" sortable={false} />
        <FunctionField<BookingListItem> label="Name" render={(r) => `${r.firstName} ${r.lastName}`} />
        <TextField source="email" label="E-mail" sortable={false} />
        <TextField source="eventName" label="Event" sortable={false} />
        <VenueDateField source="startsAt" label="Starts" sortable={false} />
        <NumberField source="tickets" sortable={false} />
        <TextField source="receiptNo" label="Receipt" sortable={false} />
        <TextField source="status" sortable={false} />
        <DisputedChip label="Payment" />
      </Datagrid>
    </List>
  );
}
