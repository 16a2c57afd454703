import {
  DateInput,
  maxLength,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { CatalogueImageInput } from '../../lib/image-input';
import { MoneyInput } from '../../lib/money';

/**
 * The fields of a GA ticket (create and edit; docs/operator-guide.md#ga-tickets): price and
 * original price in dollars (stored as cents; an original price above the price shows "You Save"),
 * the display area of type products, department and orders, sell window and validity (venue
 * dates), terms, quantity limits (0: none), image and taxes. The server checks the rules across
 * fields and answers the field's message.
 */
export function GaProductForm() {
  return (
    <SimpleForm
      defaultValues={{ sortOrder: 0, departmentSortOrder: 0, minQuantity: 0, maxQuantity: 0, terms: '', taxIds: [] }}
    >
      <TextInput source="name" validate={[required(), maxLength(200)]} />
      <MoneyInput source="priceCents" label="Price ($)" validate={[required(), minValue(0)]} />
      <MoneyInput
        source="originalPriceCents"
        label="Original price ($)"
        helperText="Optional: above the price, the store shows it struck through with “You Save”."
      />
      <ReferenceInput source="displayAreaId" reference="display-areas" filter={{ areaType: 'products' }}>
        <SelectInput label="Display area" optionText="areaName" validate={required()} helperText="A display area of type products." />
      </ReferenceInput>
      <TextInput source="department" helperText="Tickets are grouped by department on the store." />
      <NumberInput source="departmentSortOrder" label="Department order" />
      <NumberInput source="sortOrder" label="Order within the department" />
      <DateInput source="sellFrom" label="On sale from" helperText="Venue date; empty: on sale now." />
      <DateInput source="sellTill" label="On sale until" helperText="Venue date, inclusive; empty: no end." />
      <DateInput source="validUntil" label="Valid until" helperText="Shown as “Valid until” on the store; empty: none." />
      <NumberInput source="minQuantity" label="Minimum quantity (0: none)" min={0} validate={minValue(0)} />
      <NumberInput source="maxQuantity" label="Maximum quantity (0: none)" min={0} validate={minValue(0)} />
      <TextInput source="terms" label="Terms and conditions" multiline minRows={2} />
      <ReferenceArrayInput source="taxIds" reference="taxes">
        <SelectArrayInput label="Taxes" optionText="name" />
      </ReferenceArrayInput>
      <CatalogueImageInput source="imageUrl" label="Image" />
    </SimpleForm>
  );
}
