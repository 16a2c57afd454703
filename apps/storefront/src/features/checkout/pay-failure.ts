/**
 * What the visitor is shown when a payment fails (spec 01 §5, §8): a card the hosted fields
 * refused is already said under them (HostedCardFields, the fields focused); any other failure
 * goes to the app-wide snackbar. A lapsed member validation or identity verification drops the
 * applied rate, so that the visitor can apply it again or pay the standard price.
 */
import { membershipMessages } from '@gt/domain/membership';
import { useDiscountRate } from '../../stores/discount-rate';
import { notify } from '../../stores/notifier';
import { CardFieldsError } from './components/hosted-card-fields';

/** Shows the failure `e` (an Error) of a payment. */
export function showPayFailure(e: unknown): void {
  if (e instanceof CardFieldsError) return;
  const message = e instanceof Error ? e.message : String(e);
  if (message === membershipMessages.identityVerificationRequired || message === membershipMessages.validationRequired) useDiscountRate.getState().reset();
  notify('error', message);
}
