import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';

const UDF_TYPES = [
  { id: 'Text', name: 'Text' },
  { id: 'Bit', name: 'Yes / no' },
  { id: 'Date', name: 'Date' },
  { id: 'Decimal', name: 'Number' },
  { id: 'Picklist', name: 'Picklist' },
];

/** The fields of a user-defined field (create and edit): type, category, required, length, order, picklist options, booking types. */
export function UdfForm() {
  return (
    <SimpleForm defaultValues={{ description: '', isRequired: false, length: 100, sortOrder: 0, picklist: [], bookingTypeIds: [] }}>
      <TextInput source="name" validate={required()} />
      <TextInput source="description" multiline />
      <SelectInput source="udfType" label="Type" choices={UDF_TYPES} validate={required()} />
      <TextInput source="categoryName" label="Category" validate={required()} />
      <FormDataConsumer<{ udfType?: string }>>
        {({ formData }) =>
          formData.udfType === 'Picklist' && (
            <ArrayInput source="picklist" label="Options">
              <SimpleFormIterator inline>
                <TextInput source="option" label="Option" validate={required()} />
              </SimpleFormIterator>
            </ArrayInput>
          )
        }
      </FormDataConsumer>
      <BooleanInput source="isRequired" label="Required" />
      <NumberInput source="length" label="Maximum length" min={1} />
      <NumberInput source="sortOrder" label="Order" />
      <ReferenceArrayInput source="bookingTypeIds" reference="booking-types">
        <SelectArrayInput label="Asked by booking types" optionText="name" />
      </ReferenceArrayInput>
    </SimpleForm>
  );
}
