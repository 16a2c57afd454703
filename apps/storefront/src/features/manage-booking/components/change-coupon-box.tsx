/**
 * The coupon code entry of a date change (spec 02 §2.5 "a coupon code entry with Apply", §4.7):
 * "Enter Coupon Code" with Apply (hidden by HideCouponCode), then the coupons applied, each with
 * Remove. Refusals show in the message box (spec 02 §8 "Sources that show a message box: coupon,
 * unique coupon").
 */
import type { PublicConfig } from '@gt/contract/config';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { ApplyField } from '../../../components/apply-field';
import type { AppliedCoupon } from '../../../stores/promotions';

export function ChangeCouponBox(props: {
  config: PublicConfig;
  coupons: readonly AppliedCoupon[];
  busy: boolean;
  /** Resolves true when the code was applied. */
  onApply(code: string): Promise<boolean>;
  onRemove(code: string): void;
}) {
  const [code, setCode] = useState('');
  if (props.config.HideCouponCode) return null;
  return (
    <Box sx={{ maxWidth: 520 }}>
      <ApplyField
        group="Coupon"
        label="Enter Coupon Code"
        value={code}
        error={null}
        busy={props.busy}
        onChange={setCode}
        onApply={() => void props.onApply(code).then((applied) => applied && setCode(''))}
      />
      {props.coupons.length > 0 && (
        <List dense aria-label="Applied coupons" sx={{ mt: 1 }}>
          {props.coupons.map((c) => (
            <ListItem
              key={c.coupon.code}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  onClick={() => props.onRemove(c.coupon.code)}
                  aria-label={`Remove coupon ${c.coupon.code}`}
                >
                  Remove
                </Button>
              }
            >
              <ListItemText primary={`Coupon ${c.coupon.code} applied`} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
