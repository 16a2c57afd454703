import {
  ArrayInput,
  DateInput,
  maxLength,
  minValue,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { WEEKDAYS } from '@gt/domain/opening-hours';
import { CatalogueImageInput } from '../../lib/image-input';

export const WEEKDAY_CHOICES = WEEKDAYS.map((name, id) => ({ id, name }));
const time = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const hhmm = (v: unknown) => (v && !time.test(String(v)) ? 'Enter a time as HH:mm (24 hours).' : undefined);

/**
 * The fields of an order location (create and edit; docs/operator-guide.md#food-ordering): its
 * display area (whose menus it shows), node, weekly opening times (venue time; a day not listed is
 * closed), exceptions on dates (both times empty: closed all day), average wait, map and tab locations.
 */
export function OrderLocationForm() {
  return (
    <SimpleForm defaultValues={{ sortOrder: 0, openingTimes: [], exceptions: [], tabLocations: [] }}>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <NumberInput
        source="displayAreaNo"
        label="Display area number"
        validate={[required(), minValue(0)]}
        helperText="The menus of this display area are offered here."
      />
      <NumberInput source="nodeNo" label="Node number" validate={[required(), minValue(0)]} />
      <NumberInput source="averageWaitMinutes" label="Average wait (minutes)" min={0} validate={minValue(0)} />
      <CatalogueImageInput source="mapImageUrl" label="Map image" />
      <NumberInput source="sortOrder" label="Order" />
      <ArrayInput source="openingTimes" label="Opening times" helperText="Venue time; a day not listed is closed.">
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="weekday" label="Day" choices={WEEKDAY_CHOICES} validate={required()} />
          <TextInput source="opensAt" label="Opens" type="time" validate={[required(), hhmm]} />
          <TextInput source="closesAt" label="Closes" type="time" validate={[required(), hhmm]} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="exceptions" label="Exceptions" helperText="Leave both times empty: closed all day.">
        <SimpleFormIterator inline disableReordering>
          <DateInput source="date" label="Date" validate={required()} />
          <TextInput source="opensAt" label="Opens" type="time" validate={hhmm} />
          <TextInput source="closesAt" label="Closes" type="time" validate={hhmm} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="tabLocations" label="Tab locations" helperText="Where orders are brought or collected.">
        <SimpleFormIterator inline>
          <TextInput source="name" label="Tab location" validate={[required(), maxLength(100)]} />
          <NumberInput source="sortOrder" label="Order" defaultValue={0} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
