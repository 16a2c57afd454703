import { Create } from 'react-admin';
import { TaxForm } from './form';

/** A new tax, then choose it on the products it applies to. */
export function TaxCreate() {
  return (
    <Create redirect="list">
      <TaxForm />
    </Create>
  );
}
