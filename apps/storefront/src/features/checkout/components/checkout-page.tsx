/**
 * /checkout (spec 01 §2 "Checkout"): title, Continue Shopping, Clear Cart (after a confirmation),
 * the m:ss countdown (time left on the seat hold), the tickets, GA tickets and gift cards tables
 * (one order: coupons discount GA tickets too) with their coupon discounts,
 * the donation, fee and gift card rows and Amount To Pay, the coupon and gift card box, the
 * donation box and popup (checkout-promotions), the contact form (kept with the cart in session
 * storage, never the card) with "I'm a member" when the cart has timed tickets (member-rate-box),
 * the billing block, the provider's hosted card fields (or, when nothing is left to pay by
 * card, the two configured free-order messages; no fields mounted, no card line sent), the terms checkbox and Pay (enabled only with the
 * terms ticked and a non-empty cart), a loading dialog while paying (the discard timer is paused
 * meanwhile) and the confirmation after. Pay runs once at a time (use-single-flight: a double
 * click pays once, free orders included); a payment a reload interrupted is resumed ("Your payment
 * is being confirmed…", then the receipt). Errors go to the app-wide snackbar (spec 01 §8).
 */
import type { TourProduct } from '@gt/contract/catalogue';
import type { TransactionResult } from '@gt/contract/transactions';
import { checkEventHold } from '@gt/domain/hold-rules';
import { messages } from '@gt/domain/messages';
import { formatMoney } from '@gt/domain/money';
import type { OrderLineInput } from '@gt/domain/order-pricing';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useEffectEvent, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useBookingTypesById } from '../../../api/get-booking-types';
import { continueShoppingTarget } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useCartStore } from '../../../stores/cart-store';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { SettledButton } from '../../../components/settled';
import { cartFilled, clearPaidOrder } from '../after-payment';
import { keptAttempt } from '../payment-attempt-storage';
import { useDiscardTimer } from '../../../stores/discard-timer';
import { notify, useNotifyError } from '../../../stores/notifier';
import { useCountries } from '../api/get-countries';
import { useDonationProduct } from '../api/get-products';
import { type CheckoutValues } from '../checkout-values';
import type { CheckoutRuleInputs } from '../checkout-schema';
import { refuseForm } from '../first-invalid';
import { contactOf, restoreContact } from '../contact-storage';
import { useOrderPricing, type AdditionPricing } from '../hooks/use-order-pricing';
import { usePay } from '../hooks/use-pay';
import { showPayFailure } from '../pay-failure';
import { usePromotionsSync } from '../hooks/use-promotions-sync';
import { ticketPayment } from '../promotion-fields';
import { tabSaleFields } from '../tab-sale-fields';
import { useFoodOrder } from '../../../lib/use-food-order';
import { useFoodCart } from '../../../stores/food-cart';
import { saleItemCount, useSaleCart } from '../../../stores/sale-cart';
import { CheckoutPromotions } from './checkout-promotions';
import { ClearCartButton } from './clear-cart-button';
import { EmptyCart } from './empty-cart';
import { OrderProductsTable } from './order-products-table';
import { CheckoutCountdown } from './checkout-countdown';
import { ContactFields } from './contact-fields';
import { GaTicketRows } from './ga-ticket-rows';
import { GiftCardRows } from './gift-card-rows';
import { PayingDialog } from './paying-dialog';
import { MemberRateBox } from './member-rate-box';
import { OrderSummary } from './order-summary';
import { CardFieldsSkeleton, HostedCardFields, useCardFields } from './hosted-card-fields';
import { dropTabReceipt } from '../tab-receipt-storage';
import { Receipt } from './receipt';
import { Section } from './section';
import { TermsDialog } from './terms-dialog';
import { TicketsTable } from './tickets-table';
import { TicketsTableSkeleton } from './tickets-table-skeleton';
import { useDiscountRate } from '../../../stores/discount-rate';
import { Deferred, Stages } from '../../../components/stages';

/** The room kept for the contact, billing and card forms and Pay until they are drawn (px, by breakpoint). */
const FORMS_HEIGHT = { xs: 1200, sm: 900 };
/** The room kept for the card form and Pay until they are drawn. */
const PAYMENT_HEIGHT = { xs: 460, sm: 300 };
/** The room kept for Pay until it is drawn. */
const PAY_HEIGHT = 64;

/**
 * A line kind composed into the checkout by its route (docs/architecture.md#modules: the checkout page only
 * composes them), e.g. a membership package: its pricing input lines (priced with the order: a
 * coupon, tax, fee and gift cards apply to them), its table and transaction fields given what the
 * order charges for them, and what it does to the page (phone required, Continue Shopping target).
 */
export interface CheckoutAddition {
  lines: OrderLineInput[];
  table(p: AdditionPricing): React.ReactNode;
  orderFields(p: AdditionPricing): Record<string, unknown>;
  phoneRequired: boolean;
  continueTo: string;
  /** Cleared with the cart (payment, Clear Cart). */
  reset(): void;
}

interface CheckoutPageProps {
  onClearCart(): void;
  addition?: CheckoutAddition | null;
  /** More of the contact section by the cart's ticket products (e.g. the identity-verification button). */
  contactExtras?: (products: readonly TourProduct[]) => React.ReactNode;
  /** More of the receipt (e.g. its memberships), shown before OK. */
  receiptExtra?: (result: TransactionResult) => React.ReactNode;
}

/** The form's rules (and zod) load with the first check, not with the page (docs/performance.md#storefront-on-a-phone). */
const loadRules = () => import('../checkout-schema');

export function CheckoutPage(props: CheckoutPageProps) {
  // The form is made here and the page drawn by a memoized component: react-hook-form draws the
  // component holding the form once more right after it mounts (isReady), and this way that is
  // this small component only, not the whole page in one long task (docs/performance.md#storefront-on-a-phone).
  const rulesRef = useRef<CheckoutRuleInputs | null>(null);
  const [initialValues] = useState(() => restoreContact(useCartStore.getState().contact));
  const form = useForm<CheckoutValues>({
    defaultValues: initialValues,
    // The rules depend on the configuration and the countries' state lists (CheckoutForm): the latest.
    resolver: async (v, c, o) => (await loadRules()).checkoutResolver(rulesRef.current as CheckoutRuleInputs)(v, c, o),
    shouldFocusError: false,
  });
  return <CheckoutForm {...props} form={form} rulesRef={rulesRef} />;
}

const CheckoutForm = memo(function CheckoutForm({
  onClearCart,
  addition = null,
  receiptExtra,
  contactExtras,
  form,
  rulesRef,
}: CheckoutPageProps & { form: UseFormReturn<CheckoutValues>; rulesRef: RefObject<CheckoutRuleInputs | null> }) {
  const publicConfig = usePublicConfig();
  const pricing = useOrderPricing(addition?.lines);
  const { events, ticketTotals, loading: ticketsLoading, error } = pricing;
  // A food order is paid as a tab sale: its own table and totals, phone required (spec 01 §5).
  const food = useFoodOrder();
  const isFood = useFoodCart((s) => s.lines.length > 0);
  // Phone is required with food orders and with a membership package (spec 01 §5).
  const membership = addition;
  const phoneRequired = isFood || membership?.phoneRequired === true;
  const config = useMemo(() => (phoneRequired ? { ...publicConfig, PhoneNumberMandatory: true } : publicConfig), [publicConfig, phoneRequired]);
  const totals = isFood ? food.totals : ticketTotals;
  const { sale } = pricing;
  const saleCount = useSaleCart(saleItemCount);
  const loading = isFood ? food.loading : ticketsLoading;
  // What the card pays: the order total (a membership package's lines included) less the gift cards (0: a free order, no card form).
  const amountToPayCents = isFood ? food.totals.totalCents : pricing.priced.amountToPayCents;
  usePromotionsSync(pricing, !isFood);
  const bookingTypes = useBookingTypesById(events.map((e) => e.event.BookingTypeID));
  const countriesData = useCountries().data;
  const countries = useMemo(() => countriesData ?? [], [countriesData]);
  const [result, setResult] = useState<TransactionResult | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const donationProduct = useDonationProduct(config.DonationProductID).product;
  useNotifyError(error ?? food.error);
  // With a member rate applied the buyer must be the validated member (spec 01 §5).
  const validatedMember = useDiscountRate((s) => s.membership);
  const rules = useMemo<CheckoutRuleInputs>(
    () => [config, (iso) => (countries.find((c) => c.ISOCode === iso)?.Picklist.length ?? 0) > 0, validatedMember],
    [config, countries, validatedMember],
  );
  useEffect(() => {
    rulesRef.current = rules;
  }, [rules, rulesRef]);
  // Loaded once the page is drawn, so that the first check waits for nothing.
  useEffect(() => void loadRules(), []);
  const [terms, billingSame] = useWatch({ control: form.control, name: ['terms', 'billingSame'] });
  // The mounted hosted card fields (none for a free order): Pay takes the card's token from them.
  const { ref: cardFieldsRef, cardToken } = useCardFields();
  const { pay, resume, reloadTabReceipt, paying, resuming } = usePay(config, (iso) => countries.find((c) => c.ISOCode === iso)?.Country ?? iso, cardToken);
  const flight = useSingleFlight();
  const money = (cents: number) => formatMoney(cents, config.Currency);

  // Typed contact details go with the cart (spec 01 §5); the card never does.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (cartFilled()) useCartStore.getState().saveContact(contactOf(values));
        },
      }),
    [form],
  );
  // Cleared with the cart (Clear Cart, idle discard, payment): the form starts afresh.
  useEffect(
    () =>
      useCartStore.subscribe((now, before) => {
        if (before.contact !== null && now.contact === null) form.reset(restoreContact(null));
      }),
    [form],
  );
  // The visitor who pays is not idle: no discard popup meanwhile (spec 01 §4 "paused").
  useEffect(() => {
    useDiscardTimer.getState().set({ paused: paying });
    return () => useDiscardTimer.getState().set({ paused: false });
  }, [paying]);

  /** The order is paid: the carts emptied, the receipt shown. */
  const paidWith = (paid: TransactionResult) => {
    clearPaidOrder();
    membership?.reset();
    setResult(paid);
    window.scrollTo(0, 0);
  };
  const failed = (e: unknown) => showPayFailure(e);
  // A payment a reload interrupted is sent again with its key: its receipt, not an emptied cart.
  const resumePayment = useEffectEvent(() =>
    flight.run(async () => {
      const paid = await resume(!cartFilled() && !membership);
      if (paid) paidWith(paid);
    }).catch(failed),
  );
  // A reloaded tab order receipt is shown again, with the kitchen's current state.
  const showTabReceipt = useEffectEvent(() =>
    void reloadTabReceipt().then((paid) => {
      if (paid && !cartFilled()) setResult(paid);
    }),
  );
  useEffect(() => {
    if (keptAttempt()) void resumePayment();
    else if (!cartFilled()) showTabReceipt();
  }, []);

  if (result) {
    return (
      <Receipt
        result={result}
        currency={config.Currency}
        readableBarcodes={config.ShowReadableBarcode}
        showValidity={config.DisplayGATicketExpiryValidity}
        showPricesAs={config.ShowPricesAs}
        walletPasses={config.WalletPasses}
        onOk={() => {
          dropTabReceipt();
          window.location.assign(config.RedirectAfterCheckout);
        }}
      >
        {receiptExtra?.(result)}
      </Receipt>
    );
  }

  const onSubmit = flight.submitOnce(form.handleSubmit(async (values) => {
    for (const e of events) {
      const bt = bookingTypes.get(e.event.BookingTypeID);
      const problem = bt && checkEventHold({ stage: 'checkout', bookNowOption: 'Book Now', seatsAvailable: Number.MAX_SAFE_INTEGER, bookingType: bt, lines: e.lines });
      if (problem) return notify('error', problem.message);
    }
    try {
      const base = isFood ? { fields: tabSaleFields(values, food), amountToPayCents: food.totals.totalCents, extras: {} } : await ticketPayment(pricing, config);
      if (!base) return;
      // A membership package is paid with the rest of the order (its lines composed in by its route, priced in the order).
      const order = membership ? { ...base, fields: { ...base.fields, ...membership.orderFields(pricing.addition) } as typeof base.fields } : base;
      paidWith(await pay(values, order.amountToPayCents, order.fields, order.extras));
    } catch (e) {
      failed(e);
    }
  }, (errors, event) => refuseForm(form, errors, event)));

  const empty = events.length === 0 && saleCount === 0 && !isFood && !membership && !loading;
  // The priced order (timed tickets, GA tickets, gift cards bought, a membership package) with its
  // promotions; a food order is paid without it.
  const pricedOrder = !isFood && (events.length > 0 || saleCount > 0 || membership !== null);
  const continueTo =
    membership && events.length === 0 && saleCount === 0
      ? membership.continueTo
      : continueShoppingTarget({
          food: isFood,
          tabLocationId: food.tab?.TabLocationID ?? null,
          events: events.length,
          gaTickets: pricing.ga.length,
          giftCards: sale.giftCards.length,
        });
  const terms_ = [config.TermsAndConditions, ...[...bookingTypes.values()].map((b) => b.BookingTypeTerms).filter(Boolean)];
  // An empty cart shows its message alone: no contact form, no disabled "Pay $0.00"; and the
  // dialog of a payment a reload interrupted, whose spent seats the server's cart no longer shows.
  if (empty)
    return (
      <>
        <EmptyCart heading={config.Headings.Checkout} continueTo={continueTo} />
        <PayingDialog open={paying} resuming={resuming} />
      </>
    );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Checkout">
      <Stages count={6}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h1" component="h1" sx={{ flexGrow: 1 }}>
          {config.Headings.Checkout}
        </Typography>
        <CheckoutCountdown />
        <Button component={RouterLink} to={continueTo}>
          Continue Shopping
        </Button>
        <ClearCartButton
          disabled={empty}
          onClear={() => {
            onClearCart();
            membership?.reset();
            notify('info', messages.cartCleared);
          }}
        />
      </Box>
      <Section title={isFood ? 'Your order' : events.length === 0 && (saleCount > 0 || membership) ? 'Your cart' : 'Your tickets'}>
        {membership?.table(pricing.addition)}
        {empty ? (
          <Typography>No item in the cart</Typography>
        ) : isFood ? (
          <OrderProductsTable order={food} currency={config.Currency} />
        ) : ticketsLoading ? (
          <TicketsTableSkeleton />
        ) : (
          <>
            {events.length > 0 && <TicketsTable events={events} bookingTypes={bookingTypes} currency={config.Currency} totals={totals} discounts={pricing.discounts} />}
            <GaTicketRows lines={pricing.ga} totals={pricing.gaTotals} currency={config.Currency} showValidity={config.DisplayGATicketExpiryValidity} />
            <GiftCardRows cards={sale.giftCards} totalCents={pricing.priced.giftCardPurchaseCents} currency={config.Currency} />
          </>
        )}
        {pricedOrder ? (
          <OrderSummary
            priced={pricing.priced}
            currency={config.Currency}
            donationName={donationProduct?.name ?? null}
            feeName={pricing.fee?.name ?? null}
            tables={[events.length, pricing.ga.length, sale.giftCards.length, membership ? 1 : 0].filter((n) => n > 0).length}
          />
        ) : (
          <Typography variant="h3" component="p" sx={{ mt: 2, textAlign: 'right' }}>
            Amount To Pay: {money(amountToPayCents)}
          </Typography>
        )}
      </Section>
      {pricedOrder && <CheckoutPromotions pricing={pricing} config={config} donationProduct={donationProduct} />}
      {/* The forms below the first screen and Pay are drawn after it, part after part (the server
          renders their room only: the contact details are kept in the browser). */}
      <Deferred stage={1} fallback={<Box sx={{ minHeight: FORMS_HEIGHT }} />}>
        <Section title="Contact details">
          <ContactFields
            control={form.control}
            config={config}
            memberBox={!isFood && (events.length > 0 || validatedMember) ? <MemberRateBox form={form} config={config} /> : null}
            addressStage={2}
          >
            {contactExtras?.(events.flatMap((e) => e.lines.map((l) => l.product)))}
            {config.ShowFullAddressOnCheckout && (
              <FormControlLabel sx={{ mt: 1 }} control={<Checkbox {...form.register('billingSame')} checked={billingSame} />} label="Billing Address same as above" />
            )}
          </ContactFields>
        </Section>
        <Deferred stage={4} fallback={<Box sx={{ minHeight: PAYMENT_HEIGHT }} />}>
          {!billingSame && config.ShowFullAddressOnCheckout && (
            <Section title="Billing address">
              <ContactFields control={form.control} config={config} billing />
            </Section>
          )}
          {/* Shown while the cart loads too, so the form does not jump when the amount arrives. */}
          {amountToPayCents > 0 || loading ? (
            <Section title="Payment">
              {loading ? <CardFieldsSkeleton /> : <HostedCardFields ref={cardFieldsRef} amountCents={amountToPayCents} saveCard={!isFood} />}
            </Section>
          ) : (
            !empty &&
            !loading && (
              <Section title="Payment">
                <Typography>{config.Messages.FreeOrder1}</Typography>
                <Typography>{config.Messages.FreeOrder2}</Typography>
              </Section>
            )
          )}
          <Deferred stage={5} fallback={<Box sx={{ minHeight: PAY_HEIGHT }} />}>
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
              <SettledButton type="submit" variant="contained" size="large" disabled={!terms || empty || flight.busy} sx={{ ml: 'auto' }}>
                Pay {money(amountToPayCents)}
              </SettledButton>
            </Box>
          </Deferred>
        </Deferred>
      </Deferred>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} terms={terms_} />
      <PayingDialog open={paying} resuming={resuming} />
      </Stages>
    </Box>
  );
});
