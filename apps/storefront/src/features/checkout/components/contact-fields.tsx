/** Name, e-mail, phone and address of the checkout, or (billing) the billing block (spec 01 §2). */
import type { PublicConfig } from '@gt/contract/config';
import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { labels, type CheckoutValues } from '../checkout-schema';
import { AddressFields } from './address-fields';

export function ContactFields({ control, config, billing = false }: { control: Control<CheckoutValues>; config: PublicConfig; billing?: boolean }) {
  if (billing) return <AddressFields control={control} prefix="billing." lengths={config.FieldLengths} showAddress phoneRequired={false} streetRequired={config.UseStreetAddressForAVS} labelPrefix="Billing " />;
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="firstName" label={labels.firstName} autoComplete="given-name" required slotProps={{ htmlInput: { maxLength: config.FieldLengths.FirstName } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastName" label={labels.lastName} autoComplete="family-name" required slotProps={{ htmlInput: { maxLength: config.FieldLengths.LastName } }} />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="email" label={labels.email} type="email" autoComplete="email" required slotProps={{ htmlInput: { maxLength: config.FieldLengths.Email } }} />
        </Grid>
      </Grid>
      <AddressFields control={control} prefix="" lengths={config.FieldLengths} showAddress={config.ShowFullAddressOnCheckout} phoneRequired={config.PhoneNumberMandatory} streetRequired={config.UseStreetAddressForAVS} />
    </>
  );
}
