import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  maxLength,
  minValue,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { CatalogueImageInput } from '../../lib/image-input';
import { MoneyInput } from '../../lib/money';

/**
 * The fields of a food product (create and edit; docs/operator-guide.md#food-ordering): price in
 * dollars (stored as cents), whether it takes notes, taxes, and its option groups — a required
 * group takes exactly one choice, an optional one any; each choice is another food product whose
 * price the choice adds.
 */
export function FoodProductForm() {
  return (
    <SimpleForm defaultValues={{ description: '', getProductNotes: false, availableOnline: true, taxIds: [], optionGroups: [] }}>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="description" multiline minRows={2} />
      <MoneyInput source="priceCents" label="Price ($)" validate={[required(), minValue(0)]} helperText="For an option choice: what choosing it adds." />
      <CatalogueImageInput source="imageUrl" label="Image" />
      <BooleanInput source="getProductNotes" label="Takes notes (for example “no onions”)" />
      <BooleanInput source="availableOnline" label="Available online" />
      <ReferenceArrayInput source="taxIds" reference="taxes">
        <SelectArrayInput label="Taxes" optionText="name" />
      </ReferenceArrayInput>
      <ArrayInput source="optionGroups" label="Option groups">
        <SimpleFormIterator disableReordering>
          <TextInput source="name" label="Option group" validate={[required(), maxLength(100)]} />
          <BooleanInput source="isRequired" label="Required: exactly one choice" defaultValue={false} />
          <FormDataConsumer<{ isRequired?: boolean }>>
            {({ scopedFormData }) => (
              <ArrayInput source="choices" label="Choices" validate={required('Give at least one choice.')}>
                <SimpleFormIterator inline disableReordering>
                  <ReferenceInput source="productId" reference="food-products" perPage={200} sort={{ field: 'id', order: 'ASC' }}>
                    <SelectInput label="Choice" optionText="name" validate={required()} />
                  </ReferenceInput>
                  {/* A required group takes exactly one choice: none is ticked at first. */}
                  {!scopedFormData?.isRequired && <BooleanInput source="isSelected" label="Ticked at first" defaultValue={false} />}
                </SimpleFormIterator>
              </ArrayInput>
            )}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
