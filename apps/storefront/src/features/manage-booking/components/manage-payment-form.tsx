/**
 * The payment form of the manage checkout (spec 02 §2.7, §4.6, §5 "Manage checkout payment
 * form"): a gift card paying part or all of it (GiftCardBox), then for the rest (what To Pay and
 * the Pay button say once a gift card is applied) Use Card on File
 * (when the booking has one) or Enter New Card Details (the checkout's
 * contact, billing and card fields and rules, prefilled with the booking's customer), the terms
 * box and Pay, enabled only with the terms ticked and an option chosen, and pressed once at a
 * time (use-single-flight: a double click pays once); Cancel Changes. A new card is typed into
 * the provider's hosted fields (HostedCardFields) only; the server sees its token. A payment the
 * bank asks to authenticate (3-D Secure, the card on file's off-session charge included) runs its
 * challenge in use-booking-change.
 */
import type { BookingChangeRequest } from '@gt/contract/booking-changes';
import type { Booking } from '@gt/contract/bookings';
import type { GiftCardHold } from '@gt/contract/gift-cards';
import { formatMoney, toCents, toDollars } from '@gt/domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { SettledButton } from '../../../components/settled';
import { usePublicConfig } from '../../../lib/public-config';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useCountries } from '../../checkout/api/get-countries';
import { defaultCheckoutValues, type CheckoutValues } from '../../checkout/checkout-values';
import { checkoutSchema } from '../../checkout/checkout-schema';
import { refuseForm } from '../../checkout/first-invalid';
import { ContactFields } from '../../checkout/components/contact-fields';
import { HostedCardFields, useCardFields } from '../../checkout/components/hosted-card-fields';
import { TermsDialog } from '../../checkout/components/terms-dialog';
import { releaseGiftCard } from '../api/gift-card-holds';
import { GiftCardBox } from './gift-card-box';

type Option = 'onfile' | 'new' | '';

export function ManagePaymentForm(props: {
  booking: Booking;
  amountCents: number;
  paying: boolean;
  onPay(payments: () => Promise<BookingChangeRequest['Payments']>): Promise<void>;
  onCancel(): void;
}) {
  const config = usePublicConfig();
  const countriesData = useCountries().data;
  const countries = useMemo(() => countriesData ?? [], [countriesData]);
  const { booking, amountCents } = props;
  const [option, setOption] = useState<Option>(booking.PaymentToken ? 'onfile' : 'new');
  const [gift, setGift] = useState<GiftCardHold | null>(null);
  const giftCents = gift ? Math.min(toCents(gift.HoldAmount), amountCents) : 0;
  const cardCents = amountCents - giftCents;
  const [termsOpen, setTermsOpen] = useState(false);
  const { ref: cardFieldsRef, cardToken } = useCardFields();
  const schema = useMemo(
    () => checkoutSchema(config, (iso) => (countries.find((c) => c.ISOCode === iso)?.Picklist.length ?? 0) > 0),
    [config, countries],
  );
  // With the card on file, or nothing left for a card, no field is asked for (the booking's contact is used).
  const resolver: Resolver<CheckoutValues> = async (v, c, o) =>
    option === 'onfile' || cardCents === 0 ? { values: v, errors: {} } : zodResolver(schema)(v, c, o);
  const [first = '', ...rest] = booking.CustomerName.split(' ');
  const form = useForm<CheckoutValues>({
    shouldFocusError: false,
    defaultValues: { ...defaultCheckoutValues, firstName: first, lastName: rest.join(' '), email: booking.BookingEmailAddress },
    resolver,
  });
  const [terms, billingSame] = useWatch({ control: form.control, name: ['terms', 'billingSame'] });
  // What is left to pay once the gift card has paid its part: the To Pay heading and the Pay button say it (spec 02 §2.7 "a To Pay summary").
  const amount = formatMoney(cardCents, config.Currency);

  const flight = useSingleFlight();
  const onSubmit = flight.submitOnce(form.handleSubmit(async () => {
    const payments = async (): Promise<BookingChangeRequest['Payments']> => {
      const giftLine =
        gift && giftCents > 0
          ? [
              {
                PaymentLineNo: 1,
                PaymentTypeID: config.GiftCardTypeID,
                PaymentAmount: toDollars(giftCents),
                GiftcardNo: gift.GiftcardNo,
                GiftcardHoldRef: gift.GiftcardHoldRef,
              },
            ]
          : [];
      if (cardCents === 0) return giftLine;
      const line = { PaymentLineNo: 2, PaymentTypeID: config.PaymentTypeID, PaymentAmount: toDollars(cardCents) };
      if (option === 'onfile') return [...giftLine, { ...line, UseCardOnFile: true }];
      // A card the fields refuse is said under them (CardFieldsError: nothing is sent).
      return [...giftLine, { ...line, CardToken: await cardToken() }];
    };
    await props.onPay(payments);
    // A refused form: focus on its first field in error, whose message also shows in the dismissible alert (spec 02 §5).
  }, (errors, event) => refuseForm(form, errors, event)));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Payment">
      <Paper component="section" aria-labelledby="pay-with" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="pay-with" variant="h2" component="h2" gutterBottom>
          To Pay: {amount}
        </Typography>
        <GiftCardBox amountCents={cardCents} applied={gift} onChange={setGift} />
        {cardCents > 0 && (
          <RadioGroup
            aria-label={`Pay ${formatMoney(cardCents, config.Currency)} by card`}
            value={option}
            onChange={(e) => setOption(e.target.value as Option)}
            sx={{ mb: 2 }}
          >
            {booking.PaymentToken && (
              <FormControlLabel value="onfile" control={<Radio />} label={`Use Card on File (${booking.PaymentDescription ?? ''})`} />
            )}
            <FormControlLabel value="new" control={<Radio />} label="Enter New Card Details" />
          </RadioGroup>
        )}
        {cardCents > 0 && option === 'new' && (
          <>
            <ContactFields control={form.control} config={config} />
            {config.ShowFullAddressOnCheckout && (
              <FormControlLabel
                sx={{ mt: 1 }}
                control={<Checkbox {...form.register('billingSame')} checked={billingSame} />}
                label="Billing Address same as above"
              />
            )}
            {!billingSame && config.ShowFullAddressOnCheckout && (
              <Box sx={{ mt: 2 }}>
                <ContactFields control={form.control} config={config} billing />
              </Box>
            )}
            <Box sx={{ mt: 3 }}>
              <HostedCardFields ref={cardFieldsRef} amountCents={cardCents} />
            </Box>
          </>
        )}
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={<Checkbox {...form.register('terms')} checked={terms} />}
          label={
            <>
              I agree to the{' '}
              <Button
                variant="text"
                size="small"
                onClick={() => setTermsOpen(true)}
                sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline', textTransform: 'none', fontSize: 'inherit' }}
              >
                terms and conditions
              </Button>
            </>
          }
        />
        <Button
          onClick={() => {
            if (gift) void releaseGiftCard(gift.GiftcardHoldRef);
            props.onCancel();
          }}
        >
          Cancel Changes
        </Button>
        <SettledButton
          type="submit"
          variant="contained"
          size="large"
          disabled={!((terms && option !== '') || amountCents <= 0) || props.paying || flight.busy}
          sx={{ ml: 'auto' }}
        >
          Pay {amount}
        </SettledButton>
      </Box>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} terms={[config.TermsAndConditions]} />
    </Box>
  );
}
