/**
 * Phone and address block of the checkout (spec 01 §2 "Contact form"): phone masked
 * (999) 999-9999; address 1 and 2, country with its flag, state from the country's list, city,
 * zipcode (cut to 5). `prefix` is '' for the main block and 'billing.' for the billing block;
 * address lines and city stop at the configured `lengths` (FieldLengths). Required fields are
 * marked before submit, optional ones say "(optional)". A state that is not in the chosen
 * country's list is cleared, so a changed country never sends a stale state.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import type { PublicConfig } from '@gt/contract/config';
import { useEffect } from 'react';
import { useController, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { Deferred } from '../../../components/stages';
import { PhoneMaskInput } from '../../../components/phone-mask-input';
import { countryFlagUrl } from '../../../lib/country-flag';
import { useCountries } from '../api/get-countries';
import { labels, type CheckoutValues } from '../checkout-values';

/** The room the country, state, city and zipcode keep until they are drawn. */
const LATER_HEIGHT = { xs: 320, sm: 160 };

/** The country's flag, a decorative image of its own, fetched when the list shows it. */
function flag(iso: string) {
  const src = countryFlagUrl(iso);
  return src && <Box component="img" src={src} alt="" width={20} height={15} loading="lazy" decoding="async" sx={{ mr: 1, flexShrink: 0 }} />;
}

export function AddressFields(props: {
  control: Control<CheckoutValues>;
  prefix: '' | 'billing.';
  lengths: PublicConfig['FieldLengths'];
  showAddress: boolean;
  phoneRequired: boolean;
  streetRequired: boolean;
  labelPrefix?: string;
  /** The stage of the enclosing <Stages> that draws the country, state, city and zipcode (default: with the rest). */
  laterStage?: number;
}) {
  const { control, prefix } = props;
  const maxLength = (n: number) => ({ htmlInput: { maxLength: n } });
  const name = (k: string) => `${prefix}${k}` as FieldPath<CheckoutValues>;
  const label = (k: keyof typeof labels, required = true) => `${props.labelPrefix ?? ''}${labels[k]}${required ? '' : ' (optional)'}`;
  const countries = useCountries().data ?? [];
  const country = useWatch({ control, name: name('country') }) as string;
  const states = countries.find((c) => c.ISOCode === country)?.Picklist ?? [];
  const { field: state } = useController({ control, name: name('state') });
  const stale = countries.length > 0 && state.value !== '' && !states.some((s) => s.StateCode === state.value);
  const clearState = state.onChange;
  useEffect(() => {
    if (stale) clearState('');
  }, [stale, clearState]);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={name('phone')} label={label('phone', props.phoneRequired)} required={props.phoneRequired} autoComplete="tel-national" slotProps={{ input: { inputComponent: PhoneMaskInput as never } }} />
      </Grid>
      {props.showAddress && (
        <>
          <Grid size={12}>
            <FormTextField control={control} name={name('address1')} label={label('address1', props.streetRequired)} required={props.streetRequired} autoComplete="address-line1" slotProps={maxLength(props.lengths.Address)} />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name={name('address2')} label={label('address2', false)} autoComplete="address-line2" slotProps={maxLength(props.lengths.Address)} />
          </Grid>
          {/* The country, state, city and zipcode are drawn a stage later, in a task of their own (components/stages.tsx). */}
          <Deferred stage={props.laterStage ?? 0} fallback={<Grid size={12} sx={{ minHeight: LATER_HEIGHT }} />}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name={name('country')} label={label('country')} required select autoComplete="country">
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
                <FormTextField control={control} name={name('state')} label={label('state')} required select autoComplete="address-level1">
                  {states.map((s) => (
                    <MenuItem key={s.StateCode} value={s.StateCode}>
                      {s.State}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name={name('city')} label={label('city')} required autoComplete="address-level2" slotProps={maxLength(props.lengths.City)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name={name('zip')} label={label('zip')} required autoComplete="postal-code" slotProps={{ htmlInput: { maxLength: 5 } }} />
            </Grid>
          </Deferred>
        </>
      )}
    </Grid>
  );
}
