import { Edit } from 'react-admin';
import { FoodProductForm } from './form';

/** Change a food product (a new price applies to later orders), or delete one never ordered. */
export function FoodProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <FoodProductForm />
    </Edit>
  );
}
