import { Create } from 'react-admin';
import { couponBody, CouponForm } from './form';

/** A new coupon; a unique-code coupon's codes are generated on its page, where this leads. */
export function CouponCreate() {
  return (
    <Create redirect="show" transform={couponBody}>
      <CouponForm creating />
    </Create>
  );
}
