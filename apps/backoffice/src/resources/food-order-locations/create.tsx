import { Create } from 'react-admin';
import { OrderLocationForm } from './form';

/** A new order location with its opening times and tab locations. */
export function OrderLocationCreate() {
  return (
    <Create redirect="list">
      <OrderLocationForm />
    </Create>
  );
}
