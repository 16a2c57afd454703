import { Create } from 'react-admin';
import { MembershipPackageForm, packageBody } from './form';

/** A new membership package with at least one membership type; the storefront offers it when “Show online” is on. */
export function MembershipPackageCreate() {
  return (
    <Create redirect="list" transform={(data) => packageBody(data)}>
      <MembershipPackageForm />
    </Create>
  );
}
