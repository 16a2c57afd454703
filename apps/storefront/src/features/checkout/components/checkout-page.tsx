/**
 * /checkout (spec 01 §2 "Checkout"): title, Continue Shopping, Clear Cart, the m:ss countdown,
 * the tickets table, Amount To Pay, the contact form, the billing block, the card form, the
 * terms checkbox and Pay (enabled only with the terms ticked and a non-empty cart), a loading
 * dialog while paying and the confirmation after.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { checkEventHold } from '@gt/domain/hold-rules';
import { formatMoney } from '@gt/domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useBookingTypesById } from '../../../api/get-booking-types';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useCartStore } from '../../../stores/cart-store';
import { formatCountdown, useDiscardTimer } from '../../../stores/discard-timer';
import { useCountries } from '../api/get-countries';
import { checkoutSchema, defaultCheckoutValues, type CheckoutValues } from '../checkout-schema';
import { useCartLines } from '../hooks/use-cart-lines';
import { usePay, type PayFailure } from '../hooks/use-pay';
import { ContactFields } from './contact-fields';
import { PayingDialog } from './paying-dialog';
import { PaymentFields } from './payment-fields';
import { Receipt } from './receipt';
import { TermsDialog } from './terms-dialog';
import { TicketsTable } from './tickets-table';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={id} variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Moves focus to the first field marked invalid, in page order (spec 01 §5 "focus moves to it"). */
function focusFirstInvalid() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
}

export function CheckoutPage({ onClearCart }: { onClearCart(): void }) {
  const config = usePublicConfig();
  const { events, totals, loading, error } = useCartLines();
  const bookingTypes = useBookingTypesById(events.map((e) => e.event.BookingTypeID));
  const countriesData = useCountries().data;
  const countries = useMemo(() => countriesData ?? [], [countriesData]);
  const secondsLeft = useDiscardTimer((s) => s.secondsLeft);
  const [result, setResult] = useState<TransactionResult | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const schema = useMemo(() => checkoutSchema(config, (iso) => (countries.find((c) => c.ISOCode === iso)?.Picklist.length ?? 0) > 0), [config, countries]);
  // The schema depends on the configuration and the countries' state lists: read the latest.
  const schemaRef = useRef(schema);
  useEffect(() => {
    schemaRef.current = schema;
  }, [schema]);
  const form = useForm<CheckoutValues>({ defaultValues: defaultCheckoutValues, resolver: (v, c, o) => zodResolver(schemaRef.current)(v, c, o) });
  const [terms, billingSame] = useWatch({ control: form.control, name: ['terms', 'billingSame'] });
  const { pay, paying } = usePay(config, (iso) => countries.find((c) => c.ISOCode === iso)?.Country ?? iso);
  const money = (cents: number) => formatMoney(cents, config.Currency);

  if (result) {
    return <Receipt result={result} currency={config.Currency} onOk={() => window.location.assign(config.RedirectAfterCheckout)} />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setPayError(null);
    for (const e of events) {
      const bt = bookingTypes.get(e.event.BookingTypeID);
      const problem = bt && checkEventHold({ stage: 'checkout', bookNowOption: 'Book Now', seatsAvailable: Number.MAX_SAFE_INTEGER, bookingType: bt, lines: e.lines });
      if (problem) return setPayError(problem.message);
    }
    try {
      const paid = await pay(values, events, totals.totalCents);
      useCartStore.getState().reset();
      setResult(paid);
      window.scrollTo(0, 0);
    } catch (e) {
      const f = e as PayFailure;
      if (f.field) form.setError(f.field, { message: f.message }, { shouldFocus: true });
      else setPayError(e instanceof Error ? e.message : f.message);
    }
  }, focusFirstInvalid);

  const empty = events.length === 0 && !loading;
  const terms_ = [config.TermsAndConditions, ...[...bookingTypes.values()].map((b) => b.BookingTypeTerms).filter(Boolean)];

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Checkout">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h1" component="h1" sx={{ flexGrow: 1 }}>
          {config.Headings.Checkout}
        </Typography>
        {secondsLeft !== null && (
          <Typography role="timer" aria-label="Time left to complete your order" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
            {formatCountdown(secondsLeft)}
          </Typography>
        )}
        <Button component={RouterLink} to={paths.products.to()}>
          Continue Shopping
        </Button>
        <Button color="error" onClick={onClearCart} disabled={empty}>
          Clear Cart
        </Button>
      </Box>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Section title="Your tickets">
        {empty ? (
          <Typography>No item in the cart</Typography>
        ) : (
          <TicketsTable events={events} bookingTypes={bookingTypes} currency={config.Currency} totals={totals} />
        )}
        <Typography variant="h3" component="p" sx={{ mt: 2, textAlign: 'right' }}>
          Amount To Pay: {money(totals.totalCents)}
        </Typography>
      </Section>
      <Section title="Contact details">
        <ContactFields control={form.control} config={config} />
        {config.ShowFullAddressOnCheckout && (
          <FormControlLabel sx={{ mt: 1 }} control={<Checkbox {...form.register('billingSame')} checked={billingSame} />} label="Billing Address same as above" />
        )}
      </Section>
      {!billingSame && config.ShowFullAddressOnCheckout && (
        <Section title="Billing address">
          <ContactFields control={form.control} config={config} billing />
        </Section>
      )}
      {totals.totalCents > 0 && (
        <Section title="Payment">
          <PaymentFields control={form.control} layout={config.PaymentMethodType} />
        </Section>
      )}
      {payError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {payError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={<Checkbox {...form.register('terms')} checked={terms} />}
          label={
            <>
              I agree to the{' '}
              <Button variant="text" size="small" onClick={() => setTermsOpen(true)} sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline', textTransform: 'none', fontSize: 'inherit' }}>
                terms and conditions
              </Button>
            </>
          }
        />
        <Button type="submit" variant="contained" size="large" disabled={!terms || empty || paying} sx={{ ml: 'auto' }}>
          Pay {money(totals.totalCents)}
        </Button>
      </Box>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} terms={terms_} />
      <PayingDialog open={paying} />
    </Box>
  );
}
