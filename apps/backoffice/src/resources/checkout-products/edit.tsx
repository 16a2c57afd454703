import { Edit, maxLength, maxValue, minValue, NumberInput, required, SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext } from 'react-admin';
import { MoneyInput } from '../../lib/money';

/** The donation's fields (smallest and largest gift) or the fee's (flat part and percentage). */
function CheckoutProductFields() {
  const record = useRecordContext<{ productType: 'donation' | 'transactionfee' }>();
  if (!record) return null;
  return record.productType === 'donation' ? (
    <>
      <MoneyInput source="priceCents" label="Smallest donation ($)" validate={[required(), minValue(0)]} />
      <MoneyInput source="maxPriceCents" label="Largest donation ($)" helperText="Empty: no upper limit." />
    </>
  ) : (
    <>
      <MoneyInput source="priceCents" label="Flat fee ($)" validate={[required(), minValue(0)]} />
      <NumberInput
        source="percentage"
        label="Percentage of the subtotal"
        step={0.01}
        validate={[required(), minValue(0), maxValue(100)]}
      />
    </>
  );
}

/** Rename or reprice the donation or the fee (no create or delete: the configuration names them by id). */
export function CheckoutProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="name" validate={[required(), maxLength(200)]} />
        <CheckoutProductFields />
      </SimpleForm>
    </Edit>
  );
}
