import { Create } from 'react-admin';
import { UdfForm } from './form';

/** A new user-defined field asked at checkout. */
export function UdfCreate() {
  return (
    <Create redirect="list">
      <UdfForm />
    </Create>
  );
}
