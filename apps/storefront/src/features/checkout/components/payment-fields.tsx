/**
 * Card form (spec 01 §2 "Payment form"): card number and CVV, then either month and year selects
 * (year list: 10 years from the current year) or one MM/YY expiry field, per PaymentMethodType.
 * The card never reaches our API: it is tokenized by the provider's script.
 */
import type { PublicConfig } from '@gt/contract/config';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { labels, type CheckoutValues } from '../checkout-values';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export function PaymentFields({ control, layout }: { control: Control<CheckoutValues>; layout: PublicConfig['PaymentMethodType'] }) {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 10 }, (_, i) => String(thisYear + i));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField control={control} name="cardNumber" label={labels.cardNumber} required autoComplete="cc-number" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name="cvv" label={labels.cvv} required autoComplete="cc-csc" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }} />
      </Grid>
      {layout === 'MonthYear' ? (
        <>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormTextField control={control} name="month" label={labels.month} required select autoComplete="cc-exp-month">
              {MONTHS.map((m) => (
                <MenuItem key={m} value={m}>
                  {m}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormTextField control={control} name="year" label={labels.year} required select autoComplete="cc-exp-year">
              {years.map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
        </>
      ) : (
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="expiry" label={labels.expiry} required placeholder="MM/YY" autoComplete="cc-exp" slotProps={{ htmlInput: { maxLength: 5 } }} />
        </Grid>
      )}
    </Grid>
  );
}
