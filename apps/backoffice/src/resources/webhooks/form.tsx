import { BooleanInput, CheckboxGroupInput, maxLength, required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

export const EVENT_CHOICES = [
  { id: 'order.paid', name: 'Order paid' },
  { id: 'booking.changed', name: 'Booking changed' },
  { id: 'booking.cancelled', name: 'Booking cancelled' },
  { id: 'checkin.admitted', name: 'Check-in' },
];

/** The fields of a webhook (create and edit); the signing secret is never edited. */
export function WebhookForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm defaultValues={{ active: true, description: '', events: [] }} {...props}>
      <TextInput
        source="url"
        label="URL"
        validate={[required(), maxLength(2000)]}
        helperText="https:// address of your receiver (docs: Integrations)."
        sx={{ minWidth: { sm: 480 } }}
      />
      <TextInput source="description" validate={maxLength(200)} />
      <CheckboxGroupInput source="events" choices={EVENT_CHOICES} validate={required('Choose at least one event.')} />
      <BooleanInput source="active" helperText="Off: no new events are queued for it." />
    </SimpleForm>
  );
}
