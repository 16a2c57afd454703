/**
 * What the visitor is shown when a payment fails (spec 01 §5, §8): a card field the provider
 * refused is marked on the form (with the second provider layout, SingleExpiry, the configured
 * CardNumberInvalid / CvvInvalid / ExpiryInvalid; else the provider's own text) and focused;
 * any other failure goes to the app-wide snackbar. A lapsed member validation or identity
 * verification drops the applied rate, so that the visitor can apply it again or pay the
 * standard price.
 */
import type { PublicConfig } from '@gt/contract/config';
import { membershipMessages } from '@gt/domain/membership';
import type { UseFormReturn } from 'react-hook-form';
import { useDiscountRate } from '../../stores/discount-rate';
import { notify } from '../../stores/notifier';
import type { CheckoutValues } from './checkout-values';
import type { PayFailure } from './hooks/use-pay';

/** The text for a card field the provider refused. */
function cardErrorText(f: PayFailure, config: PublicConfig): string {
  if (config.PaymentMethodType !== 'SingleExpiry') return f.message;
  if (f.field === 'cardNumber') return config.Messages.CardNumberInvalid;
  if (f.field === 'cvv') return config.Messages.CvvInvalid;
  return config.Messages.ExpiryInvalid;
}

/** Shows the failure `e` (an Error, or a PayFailure naming a card field) of a payment. */
export function showPayFailure(e: unknown, form: UseFormReturn<CheckoutValues>, config: PublicConfig): void {
  const f = e as PayFailure;
  const message = e instanceof Error ? e.message : f.message;
  if (message === membershipMessages.identityVerificationRequired || message === membershipMessages.validationRequired) useDiscountRate.getState().reset();
  if (f.field) form.setError(f.field, { message: cardErrorText(f, config) }, { shouldFocus: true });
  else notify('error', message);
}
