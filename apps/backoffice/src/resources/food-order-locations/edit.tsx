import { Edit } from 'react-admin';
import { OrderLocationForm } from './form';

/** Change an order location (opening times, exceptions, tab locations), or delete one without orders. */
export function OrderLocationEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <OrderLocationForm />
    </Edit>
  );
}
