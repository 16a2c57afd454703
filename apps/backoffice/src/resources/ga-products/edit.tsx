import { Edit } from 'react-admin';
import { GaProductForm } from './form';

/** Change a GA ticket (a new price applies to later sales), or delete one never sold. */
export function GaProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <GaProductForm />
    </Edit>
  );
}
