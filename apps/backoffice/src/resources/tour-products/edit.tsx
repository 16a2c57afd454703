import { Edit } from 'react-admin';
import { TourProductForm } from './form';

/** Change a tour product (new prices apply to later sales), or delete one never sold. */
export function TourProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <TourProductForm />
    </Edit>
  );
}
