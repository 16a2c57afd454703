import { Edit } from 'react-admin';
import { UdfForm } from './form';

/** Change a user-defined field, or delete one nobody has answered. */
export function UdfEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <UdfForm />
    </Edit>
  );
}
