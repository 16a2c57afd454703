import { Edit } from 'react-admin';
import { CostRateForm } from './form';

/** Change a cost rate, or delete one never sold (the default rate stays). */
export function CostRateEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <CostRateForm />
    </Edit>
  );
}
