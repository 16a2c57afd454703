import type { PublicConfig } from '@gt/contract/config';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { Deferred } from '../../../components/stages';
import { BILLING_LABEL_PREFIX, labels, type CheckoutValues } from '../checkout-values';
import { AddressFields } from './address-fields';

/** The room kept for the phone and address fields until they are drawn (px, by breakpoint). */
const ADDRESS_HEIGHT = { xs: 560, sm: 330 };

/**
 * Name, e-mail, (`memberBox`: "I'm a member"), phone and address of the checkout, then
 * `children`, or (billing) the billing block (spec 01 §2). `addressStage`: the phone, the address
 * lines and `children` are drawn at that stage of the enclosing <Stages> (components/stages.tsx),
 * the country to the zipcode at the next.
 */
export function ContactFields({
  control,
  config,
  billing = false,
  memberBox = null,
  addressStage = 0,
  children,
}: {
  control: Control<CheckoutValues>;
  config: PublicConfig;
  billing?: boolean;
  memberBox?: ReactNode;
  addressStage?: number;
  children?: ReactNode;
}) {
  if (billing) return <AddressFields control={control} prefix="billing." lengths={config.FieldLengths} showAddress phoneRequired={false} streetRequired={config.UseStreetAddressForAVS} labelPrefix={BILLING_LABEL_PREFIX} />;
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
      {memberBox}
      <Deferred stage={addressStage} fallback={<Box sx={{ minHeight: ADDRESS_HEIGHT }} />}>
        <AddressFields control={control} prefix="" lengths={config.FieldLengths} showAddress={config.ShowFullAddressOnCheckout} phoneRequired={config.PhoneNumberMandatory} streetRequired={config.UseStreetAddressForAVS} laterStage={addressStage + 1} />
        {children}
      </Deferred>
    </>
  );
}
