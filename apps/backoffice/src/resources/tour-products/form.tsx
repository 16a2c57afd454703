import {
  ArrayInput,
  BooleanInput,
  maxLength,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { MoneyInput } from '../../lib/money';

/**
 * The fields of a tour product (create and edit): prices per cost rate in dollars (stored as
 * cents), taxes, the booking types that sell it, capacity and visibility flags, quantity limits
 * (0: none) and its order among a booking type's products. A new price applies to later sales only.
 */
export function TourProductForm() {
  return (
    <SimpleForm
      defaultValues={{
        information: '',
        affectsCapacity: true,
        availableOnline: true,
        showOnCalendar: true,
        isRefundable: true,
        minimumTickets: 0,
        maximumTickets: 0,
        sortOrder: 0,
        prices: [],
        taxIds: [],
        bookingTypeIds: [],
      }}
    >
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="information" multiline minRows={2} />
      <ArrayInput source="prices" label="Prices per cost rate" validate={required()}>
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="costRateId" reference="cost-rates">
            <SelectInput label="Cost rate" optionText="name" validate={required()} />
          </ReferenceInput>
          <MoneyInput source="priceCents" label="Price ($)" validate={[required(), minValue(0)]} />
        </SimpleFormIterator>
      </ArrayInput>
      <ReferenceArrayInput source="taxIds" reference="taxes">
        <SelectArrayInput label="Taxes" optionText="name" />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="bookingTypeIds" reference="booking-types">
        <SelectArrayInput label="Sold by booking types" optionText="name" />
      </ReferenceArrayInput>
      <BooleanInput source="availableOnline" label="Available online" />
      <BooleanInput source="affectsCapacity" label="Uses seats (affects capacity)" />
      <BooleanInput source="showOnCalendar" label="Show price on calendar" />
      <BooleanInput source="isRefundable" label="Refundable by the booking owner" />
      <NumberInput source="minimumTickets" label="Minimum quantity (0: none)" min={0} validate={minValue(0)} />
      <NumberInput source="maximumTickets" label="Maximum quantity (0: none)" min={0} validate={minValue(0)} />
      <NumberInput source="sortOrder" label="Order" />
    </SimpleForm>
  );
}
