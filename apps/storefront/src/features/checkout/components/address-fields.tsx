/**
 * Phone and address block of the checkout (spec 01 §2 "Contact form"): phone masked
 * (999) 999-9999; address 1 and 2, country with its flag, state from the country's list, city,
 * zipcode (cut to 5). `prefix` is '' for the main block and 'billing.' for the billing block.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import 'flag-icons/css/flag-icons.min.css';
import { useWatch, type Control, type FieldPath } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { PhoneMaskInput } from '../../../components/phone-mask-input';
import { useCountries } from '../api/get-countries';
import { labels, type CheckoutValues } from '../checkout-schema';

const flag = (iso: string) => <Box component="span" className={`fi fi-${iso.toLowerCase()}`} aria-hidden sx={{ mr: 1 }} />;

export function AddressFields(props: { control: Control<CheckoutValues>; prefix: '' | 'billing.'; showAddress: boolean; phoneRequired: boolean; streetRequired: boolean; labelPrefix?: string }) {
  const { control, prefix } = props;
  const name = (k: string) => `${prefix}${k}` as FieldPath<CheckoutValues>;
  const label = (k: keyof typeof labels, required = true) => `${props.labelPrefix ?? ''}${labels[k]}${required ? '' : ' (optional)'}`;
  const countries = useCountries().data ?? [];
  const country = useWatch({ control, name: name('country') }) as string;
  const states = countries.find((c) => c.ISOCode === country)?.Picklist ?? [];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={name('phone')} label={label('phone', props.phoneRequired)} autoComplete="tel-national" slotProps={{ input: { inputComponent: PhoneMaskInput as never } }} />
      </Grid>
      {props.showAddress && (
        <>
          <Grid size={12}>
            <FormTextField control={control} name={name('address1')} label={label('address1', props.streetRequired)} autoComplete="address-line1" />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name={name('address2')} label={label('address2', false)} autoComplete="address-line2" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name={name('country')} label={label('country')} select autoComplete="country">
              {countries.map((c) => (
                <MenuItem key={c.ISOCode} value={c.ISOCode}>
                  {flag(c.ISOCode)}
                  {c.Country}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          {states.length > 0 && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name={name('state')} label={label('state')} select autoComplete="address-level1">
                {states.map((s) => (
                  <MenuItem key={s.StateCode} value={s.StateCode}>
                    {s.State}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name={name('city')} label={label('city')} autoComplete="address-level2" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name={name('zip')} label={label('zip')} autoComplete="postal-code" slotProps={{ htmlInput: { maxLength: 5 } }} />
          </Grid>
        </>
      )}
    </Grid>
  );
}
