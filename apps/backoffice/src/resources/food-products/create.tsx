import { Create } from 'react-admin';
import { FoodProductForm } from './form';

/** A new food product (a menu product or an option choice); place it on a menu under Food menus. */
export function FoodProductCreate() {
  return (
    <Create redirect="list">
      <FoodProductForm />
    </Create>
  );
}
