/**
 * One event: capacity (never below what is sold and held: the server says so) and closing it to
 * online sales; its toolbar also cancels the event with a refund of every booking
 * (CancelEventButton, the one the manifests offer).
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  Edit,
  Labeled,
  NumberField,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  minValue,
  required,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AdminTourEvent } from '@gt/contract/admin/tour-events';
import { CancelEventButton } from './cancel-event-button';
import { VenueDateField } from '../../lib/venue-time';

/** The event form's toolbar: Save, then any extra actions passed as children. */
export function EventEditToolbar({ children }: { children?: ReactNode }) {
  return (
    <Toolbar>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      {children}
    </Toolbar>
  );
}

/** Cancel event (with its bookings' refunds) for the event on screen. */
function CancelThisEvent() {
  const record = useRecordContext<AdminTourEvent>();
  const refresh = useRefresh();
  if (!record) return null;
  return <CancelEventButton tourEventId={record.id} eventName={record.eventName} cancelled={record.cancelled} onDone={refresh} />;
}

export function TourEventEdit({
  toolbar = (
    <EventEditToolbar>
      <CancelThisEvent />
    </EventEditToolbar>
  ),
}: { toolbar?: React.ReactElement }) {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={toolbar}>
        <Labeled label="Event">
          <TextField source="eventName" />
        </Labeled>
        <Labeled label="Starts">
          <VenueDateField source="startsAt" />
        </Labeled>
        <Box sx={{ display: 'flex', gap: 4 }}>
          <Labeled label="Sold">
            <NumberField source="sold" />
          </Labeled>
          <Labeled label="Held">
            <NumberField source="held" />
          </Labeled>
          <Labeled label="Left">
            <NumberField source="left" />
          </Labeled>
        </Box>
        <NumberInput source="capacity" validate={[required(), minValue(0)]} helperText="Never below the seats sold and held" />
        <BooleanInput source="closed" label="Closed to online sales" />
      </SimpleForm>
    </Edit>
  );
}
