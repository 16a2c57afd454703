import {
  ArrayInput,
  maxLength,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  required,
  SelectArrayInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { CatalogueImageInput } from '../../lib/image-input';

/**
 * The fields of a menu (create and edit; docs/operator-guide.md#food-ordering): the display area
 * whose order locations show it, its departments in order and each department's products in order.
 */
export function FoodMenuForm() {
  return (
    <SimpleForm defaultValues={{ sortOrder: 0, departments: [] }}>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <NumberInput source="displayAreaNo" label="Display area number" validate={[required(), minValue(0)]} helperText="Order locations of this display area show the menu." />
      <CatalogueImageInput source="imageUrl" label="Image" />
      <NumberInput source="sortOrder" label="Order" />
      <ArrayInput source="departments" label="Departments">
        <SimpleFormIterator>
          <TextInput source="name" label="Department" validate={[required(), maxLength(100)]} />
          <ReferenceArrayInput source="productIds" reference="food-products" perPage={200} sort={{ field: 'id', order: 'ASC' }}>
            <SelectArrayInput label="Products" optionText="name" />
          </ReferenceArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
