import { Edit } from 'react-admin';
import { FoodMenuForm } from './form';

/** Change a menu, its departments and their products, or delete it (the products stay). */
export function FoodMenuEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <FoodMenuForm />
    </Edit>
  );
}
