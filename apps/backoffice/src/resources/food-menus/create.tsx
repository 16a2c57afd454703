import { Create } from 'react-admin';
import { FoodMenuForm } from './form';

/** A new menu of a display area with its departments. */
export function FoodMenuCreate() {
  return (
    <Create redirect="list">
      <FoodMenuForm />
    </Create>
  );
}
