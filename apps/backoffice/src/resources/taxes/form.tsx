import { BooleanInput, maxValue, minValue, NumberInput, required, SimpleForm, TextInput } from 'react-admin';

/** The fields of a tax (create and edit). A change prices later sales only. */
export function TaxForm() {
  return (
    <SimpleForm defaultValues={{ included: false }}>
      <TextInput source="name" validate={required()} />
      <NumberInput source="percentage" label="Percentage (%)" step={0.01} validate={[required(), minValue(0), maxValue(100)]} />
      <BooleanInput source="included" label="Included in price" />
    </SimpleForm>
  );
}
