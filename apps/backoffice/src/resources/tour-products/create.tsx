import { Create } from 'react-admin';
import { TourProductForm } from './form';

/** A new tour product with its prices per cost rate. */
export function TourProductCreate() {
  return (
    <Create redirect="list">
      <TourProductForm />
    </Create>
  );
}
