import { Create } from 'react-admin';
import { GaProductForm } from './form';

/** A new GA ticket, on the store at once in its display area (within its sell window). */
export function GaProductCreate() {
  return (
    <Create redirect="list">
      <GaProductForm />
    </Create>
  );
}
