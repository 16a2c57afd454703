import { Edit } from 'react-admin';
import { MembershipPackageForm, packageBody } from './form';

/** Change a membership package and its types, or delete one never sold. */
export function MembershipPackageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={(data, opts) => packageBody(data, opts?.previousData)}>
      <MembershipPackageForm />
    </Edit>
  );
}
