import { Edit } from 'react-admin';
import { TaxForm } from './form';

/** Change a tax (later sales only), or delete one no product applies. */
export function TaxEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <TaxForm />
    </Edit>
  );
}
