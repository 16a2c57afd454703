import {
  ArrayInput,
  BooleanInput,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { CatalogueImageInput } from '../../lib/image-input';

export const AREA_TYPE_CHOICES = [
  { id: 'bookingtypes', name: 'Timed tickets (booking types)' },
  { id: 'products', name: 'GA tickets and products' },
  { id: 'giftcard', name: 'Gift cards' },
];

const days = [
  required('Enter 0 (off) or a number of days up to 366.'),
  minValue(0, 'Enter 0 (off) or a number of days up to 366.'),
  maxValue(366, 'Enter 0 (off) or a number of days up to 366.'),
];

/** The booking information groups shown with a calendar (spec 01 §3 "BookingInfoDetails"). */
export function BookingInfoGroupsInput() {
  return (
    <ArrayInput source="bookingInfoDetails" label="Booking information groups">
      <SimpleFormIterator>
        <TextInput source="bookingInfo" label="Heading" validate={required('Enter a heading for each booking information group.')} />
        <TextInput source="bookingInfoText" label="Text" multiline />
        <TextInput source="imageUrl" label="Image address" helperText="Optional: an address of this site, /images/… or /GT/…" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** Every field of a display area (spec 01 §3 "DisplayArea"); the booking types it shows are chosen on each booking type. */
export function DisplayAreaForm() {
  return (
    <SimpleForm>
      <TextInput source="areaName" label="Name" validate={required('Enter a name.')} />
      <TextInput source="displayText" label="Text shown with the area" multiline />
      <SelectInput source="areaType" label="Sells" choices={AREA_TYPE_CHOICES} validate={required()} />
      <BooleanInput source="showOnline" label="Show online" />
      <NumberInput
        source="sortOrder"
        label="Sort order"
        validate={required('Enter a number.')}
        helperText="Areas are listed by this number, smallest first."
      />
      <BooleanInput source="forceListView" label="Force list view" />
      <BooleanInput source="defaultHybridView" label="Open in hybrid view" />
      <NumberInput source="listViewSearchDays" label="List view search days" validate={days} helperText="0: off" />
      <ReferenceInput source="uniqueBookingTypeId" reference="booking-types">
        <SelectInput optionText="name" label="Only booking type (opens its calendar directly)" emptyText="None" />
      </ReferenceInput>
      <CatalogueImageInput source="largeImageUrl" label="Large image" />
      <BookingInfoGroupsInput />
    </SimpleForm>
  );
}
