import { Edit } from 'react-admin';
import { couponBody, CouponForm } from './form';

/** Change a coupon (its rules replace the old ones), disable it, or delete one never used. */
export function CouponEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={couponBody}>
      <CouponForm />
    </Edit>
  );
}
