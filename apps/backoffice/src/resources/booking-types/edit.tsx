import { Edit } from 'react-admin';
import { BookingTypeForm } from './form';

/** Change a booking type (admin); the storefront shows the change at once. Delete is refused while it has events or products. */
export function BookingTypeEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <BookingTypeForm />
    </Edit>
  );
}
