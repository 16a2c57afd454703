import { Edit } from 'react-admin';
import { GiftCardProductForm } from './form';

/** Change a gift card product (cards bought keep their amount), or delete one never sold. */
export function GiftCardProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <GiftCardProductForm />
    </Edit>
  );
}
