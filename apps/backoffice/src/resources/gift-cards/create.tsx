import { Create, required, SimpleForm, TextInput, email, minValue } from 'react-admin';
import { MoneyInput } from '../../lib/money';

/**
 * Issue a gift card by hand (a goodwill credit; docs/operator-guide.md#gift-cards): the amount in
 * dollars, who it is for and why. The card gets a new 16-character number and no PIN; its page
 * opens to copy the number.
 */
export function GiftCardCreate() {
  return (
    <Create redirect="show" title="Issue a gift card">
      <SimpleForm defaultValues={{ holderEmail: '' }}>
        <MoneyInput source="amountCents" label="Amount ($)" validate={[required(), minValue(100, 'The amount is at least $1.00.')]} />
        <TextInput source="holderName" label="For (name)" validate={required()} />
        <TextInput source="holderEmail" label="For (e-mail)" validate={email()} helperText="Optional: makes the card findable by e-mail." />
        <TextInput
          source="reason"
          label="Reason"
          validate={required()}
          multiline
          fullWidth
          helperText="Kept in the card's ledger and the audit log."
        />
      </SimpleForm>
    </Create>
  );
}
