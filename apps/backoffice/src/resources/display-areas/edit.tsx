import { Edit } from 'react-admin';
import { DisplayAreaForm } from './form';

/** Change a display area (admin); the storefront shows the change at once. Delete is refused while something uses it. */
export function DisplayAreaEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <DisplayAreaForm />
    </Edit>
  );
}
