import { Datagrid, DateField, FunctionField, List, NumberField, SelectField, TextField } from 'react-admin';
import type { Schedule } from '@gt/contract/admin/schedules';
import { useBookingTypeChoices } from './booking-types';
import { WEEKDAY_CHOICES } from './form';

const days = (s: Schedule) =>
  s.daysOfWeek ? s.daysOfWeek.map((d) => WEEKDAY_CHOICES.find((c) => c.id === d)?.name.slice(0, 3) ?? d).join(', ') : s.rrule;

/** Schedules (admin): booking type, days (or rule), start times, duration, capacity, dates. */
export function ScheduleList() {
  const bookingTypes = useBookingTypeChoices();
  return (
    <List exporter={false} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <SelectField source="bookingTypeId" label="Booking type" choices={bookingTypes} sortable={false} />
        <TextField source="eventName" label="Event name" sortable={false} />
        <FunctionField<Schedule> label="Days" render={days} />
        <FunctionField<Schedule> label="Start times" render={(s) => s.startTimes.join(', ')} />
        <NumberField source="durationMinutes" label="Minutes" sortable={false} />
        <NumberField source="capacity" sortable={false} />
        <DateField source="validFrom" label="From" sortable={false} options={{ timeZone: 'UTC' }} />
        <DateField source="validUntil" label="Until" sortable={false} options={{ timeZone: 'UTC' }} emptyText="open-ended" />
        <DateField source="generatedUntil" label="Events made until" sortable={false} options={{ timeZone: 'UTC' }} />
      </Datagrid>
    </List>
  );
}
