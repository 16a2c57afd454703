import { Create } from 'react-admin';
import { CostRateForm } from './form';

/** A new cost rate; give each tour product a price at it. */
export function CostRateCreate() {
  return (
    <Create redirect="list">
      <CostRateForm />
    </Create>
  );
}
