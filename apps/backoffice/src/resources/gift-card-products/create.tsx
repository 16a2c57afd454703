import { Create } from 'react-admin';
import { GiftCardProductForm } from './form';

/** A new gift card product in a gift card area: it sells in the storefront at once. */
export function GiftCardProductCreate() {
  return (
    <Create redirect="list">
      <GiftCardProductForm />
    </Create>
  );
}
