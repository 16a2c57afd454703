import { BooleanField, Datagrid, DateInput, List, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { VenueDateField } from '../../lib/venue-time';
import { useBookingTypeChoices } from '../schedules/booking-types';

/** Events by start with seats sold, held (live holds) and left; filters: booking type and venue dates. */
export function TourEventList({ canEdit }: { canEdit: boolean }) {
  const bookingTypes = useBookingTypeChoices();
  const filters = [
    <SelectInput key="type" source="bookingTypeId" label="Booking type" choices={bookingTypes} alwaysOn />,
    <DateInput key="from" source="from" label="From" alwaysOn />,
    <DateInput key="to" source="to" label="To" alwaysOn />,
  ];
  return (
    <List filters={filters} exporter={false} sort={{ field: 'startsAt', order: 'ASC' }} perPage={50}>
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <VenueDateField source="startsAt" label="Starts" sortable={false} />
        <TextField source="eventName" label="Event" sortable={false} />
        <SelectField source="bookingTypeId" label="Booking type" choices={bookingTypes} sortable={false} />
        <NumberField source="capacity" sortable={false} />
        <NumberField source="sold" sortable={false} />
        <NumberField source="held" sortable={false} />
        <NumberField source="left" sortable={false} />
        <BooleanField source="closed" label="Closed online" sortable={false} />
        <BooleanField source="cancelled" sortable={false} />
      </Datagrid>
    </List>
  );
}
