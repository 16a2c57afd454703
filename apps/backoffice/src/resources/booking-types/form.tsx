import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
} from 'react-admin';
import { CatalogueImageInput } from '../../lib/image-input';
import { BookingInfoGroupsInput } from '../display-areas/form';

const tickets = [required('Enter 0 (no limit) or a positive number.'), minValue(0, 'Enter 0 (no limit) or a positive number.')];
const days = [
  required('Enter 0 (off) or a number of days up to 366.'),
  minValue(0, 'Enter 0 (off) or a number of days up to 366.'),
  maxValue(366, 'Enter 0 (off) or a number of days up to 366.'),
];

/** Minimum ≤ maximum (0: no limit); a required waiver needs its address (the server checks the same). */
function validate(values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  const min = Number(values.minimumTickets ?? 0);
  const max = Number(values.maximumTickets ?? 0);
  if (max > 0 && min > max) errors.minimumTickets = 'The minimum number of tickets cannot be more than the maximum.';
  if (values.waiverRequired && !values.waiverUrl) errors.waiverUrl = 'Enter the waiver address: the booking type requires a waiver.';
  return errors;
}

/** Every field of a booking type (spec 01 §3 "BookingType", spec 02 §3 flags) and the display areas that show it. */
export function BookingTypeForm() {
  return (
    <TabbedForm validate={validate}>
      <TabbedForm.Tab label="Booking type">
        <TextInput source="name" label="Name" validate={required('Enter a name.')} />
        <TextInput source="info" label="Information" multiline fullWidth />
        <NumberInput source="minimumTickets" label="Minimum tickets" validate={tickets} helperText="0: no minimum" />
        <NumberInput source="maximumTickets" label="Maximum tickets" validate={tickets} helperText="0: no limit" />
        <ArrayInput source="displayAreas" label="Shown in display areas">
          <SimpleFormIterator inline>
            <ReferenceInput source="displayAreaId" reference="display-areas">
              <SelectInput optionText="areaName" label="Display area" validate={required('Choose a display area.')} />
            </ReferenceInput>
            <NumberInput source="sortOrder" label="Order in the area" defaultValue={0} validate={required('Enter a number.')} />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Calendar">
        <BooleanInput source="showStartTime" label="Show start time" />
        <BooleanInput source="showEndTime" label="Show end time" />
        <BooleanInput source="showAvailability" label="Show availability" />
        <TextInput source="availabilityText" label="Availability text" />
        <BooleanInput source="forceListView" label="Force list view" />
        <BooleanInput source="defaultHybridView" label="Open in hybrid view" />
        <NumberInput source="listViewSearchDays" label="List view search days" validate={days} helperText="0: off" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Images and information">
        <CatalogueImageInput source="largeImageUrl" label="Large image" />
        <CatalogueImageInput source="smallImageUrl" label="Small image" />
        <BookingInfoGroupsInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Terms and waiver">
        <TextInput source="terms" label="Terms" multiline fullWidth />
        <BooleanInput source="waiverRequired" label="Waiver required" />
        <FormDataConsumer>
          {({ formData }) => (
            <TextInput
              source="waiverUrl"
              label="Waiver address"
              helperText={formData.waiverRequired ? 'https://… or /GT/…' : 'Only used when a waiver is required.'}
            />
          )}
        </FormDataConsumer>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Refunds and changes">
        <BooleanInput source="allowRefunds" label="Visitors may cancel with a refund" />
        <BooleanInput source="allowRefundToGiftcardOnly" label="Refund to a gift card only" />
        <BooleanInput source="allowDateTimeChanges" label="Visitors may change the date or time" />
        <BooleanInput source="allowDateTimeChangesWithinArea" label="…also to other booking types of the display area" />
        <BooleanInput source="allowTicketChanges" label="Visitors may change their tickets" />
        <TextInput source="noChangesMessage" label="Message when no change is allowed" multiline fullWidth />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
