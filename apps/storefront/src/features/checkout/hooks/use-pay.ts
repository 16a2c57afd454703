/**
 * The payment sequence (spec 01 §4 "Checkout"): the card's token, create the guest customer,
 * post the transaction with the client's line prices (the server re-prices and refuses a
 * mismatch). A payment attempt is built once (card token, customer and its CustomerToken, body,
 * Idempotency-Key) and sent unchanged until it has an answer (docs/architecture.md#payments): a lost response
 * or a 5xx is retried automatically with the same key and body, and pressing Pay again resends
 * the same attempt, so the visitor is never charged twice and a booking made while the answer
 * was lost comes back as its receipt. A refused attempt (4xx) is final: the next one is new.
 * The attempt is kept in session storage while it is sent (payment-attempt-storage), so that
 * `resume` after a reload sends it again and gets its receipt. The card's token comes from the
 * mounted hosted card fields (HostedCardFields); a 402 asking for 3-D Secure runs the provider's
 * challenge and sends the same attempt again (payment-action.ts); a challenge cancelled keeps the
 * attempt for the next Pay.
 */
import type { PublicConfig } from '@gt/contract/config';
import type { CustomerInput } from '@gt/contract/customers';
import type { TabSaleRequest } from '@gt/contract/tab-sales';
import type { TransactionPaymentLine, TransactionRequest, TransactionResult } from '@gt/contract/transactions';
import { messages } from '@gt/domain/messages';
import { toDollars } from '@gt/domain/money';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCartStore } from '../../../stores/cart-store';
import { discountRateTokens, useDiscountRate } from '../../../stores/discount-rate';
import { getTransaction } from '../api/get-transaction';
import { dropTabReceipt, keepTabReceipt, keptTabReceipt } from '../tab-receipt-storage';
import { isTabSale } from '../components/tab-order-summary';
import { createCustomer } from '../api/post-customers';
import { postTransaction } from '../api/post-transaction';
import { type AddressValues, type CheckoutValues } from '../checkout-values';
import type { CheckoutEvent } from './use-cart-lines';
import { PaymentActionError, awaitingAction, withPaymentActions } from '../payment-action';
import { recaptchaToken } from '../recaptcha';
import { dropAttempt, keepAttempt, keptAttempt, type Attempt } from '../payment-attempt-storage';

type Common = 'NodeNo' | 'CustomerID' | 'CustomerToken' | 'Payments' | 'RecaptchaToken';
/** What a payment carries besides the customer and the card: a ticket sale's hold and lines, or a tab sale's fields (tab-sale-fields.ts). */
export type TicketSaleFields = Omit<TransactionRequest, Common>;
export type OrderFields = TicketSaleFields | Omit<TabSaleRequest, Common>;

/** Gift card payment lines without their numbers (PaymentLineNo is given when the attempt is built). */
export type GiftCardPaymentLine = Omit<TransactionPaymentLine, 'PaymentLineNo' | 'CardToken'>;

/** What the order is paid with besides the card: its gift card lines, and whether it carries a reCAPTCHA token (ticket sales). */
export interface PayExtras {
  giftCards?: GiftCardPaymentLine[];
  recaptcha?: boolean;
}

/** A ticket sale's hold and lines, with the prices shown and the applied rate's token (the server re-prices). */
export function ticketSaleFields(events: CheckoutEvent[]): TicketSaleFields {
  let lineNo = 0;
  // A cart without timed tickets (a membership package only) has no seat hold.
  if (events.length === 0) return {};
  return {
    // No seat hold without tickets (an order of GA tickets or gift cards only).
    ...(events.length > 0 ? { TourHoldRef: useCartStore.getState().holdRef ?? '' } : {}),
    ...discountRateTokens(useDiscountRate.getState()),
    Products: events.flatMap((e) =>
      e.lines.map((l) => ({
        ProductLineNo: ++lineNo,
        TourEventID: e.event.TourEventID,
        TourProductID: l.product.TourProductID,
        Quantity: l.quantity,
        CostRateID: l.costRateId,
        LinePriceExTax: toDollars(l.amounts.exTaxCents),
        LinePriceTax: toDollars(l.amounts.taxCents),
        LinePriceIncTax: toDollars(l.amounts.totalCents),
      })),
    ),
  };
}

/** Automatic resends of an attempt whose answer was lost, and the wait before each (ms). */
const RETRY_DELAYS_MS = [500, 1500, 3000];

function address(a: AddressValues, email: string, primary: boolean, countries: (iso: string) => string): CustomerInput['CustomerAddress'][number] {
  return {
    IsPrimaryAddress: primary,
    Email: email,
    Street1: a.address1,
    Street2: a.address2,
    CitySuburb: a.city,
    State: a.state,
    Postcode: a.zip.slice(0, 5),
    Country: countries(a.country),
    MobilePhone: a.phone,
  };
}

/** Whether an attempt's failure may be resent as is: no answer at all, a 5xx, or still in progress. */
function transient(e: unknown): boolean {
  if (!(e instanceof ApiError)) return true;
  return e.status >= 500 || (e.status === 409 && e.message === messages.idempotencyKeyInProgress);
}

/**
 * The checkout's payment: `countryName` names a country's ISO code for the customer's address,
 * `cardToken` gives the mounted hosted card fields' token (useCardFields; not asked for a free order).
 */
export function usePay(config: PublicConfig, countryName: (iso: string) => string, cardToken: () => Promise<string>) {
  const attempt = useRef<Attempt | null>(null);
  const [paying, setPaying] = useState(false);
  const [resuming, setResuming] = useState(false);
  const middleware = { middlewareUrl: config.MiddlewareURL, middlewareKey: config.MiddlewareKey };

  /**
   * Takes the card's token from the fields (when `amountToPayCents` > 0; CardFieldsError when
   * they refuse the card, already shown under them), fetches the reCAPTCHA token (when
   * configured and asked), creates the guest and builds the body: once per attempt. Gift card
   * lines come first, then the card line for the rest.
   */
  async function newAttempt(v: CheckoutValues, amountToPayCents: number, order: OrderFields, extras: PayExtras): Promise<Attempt> {
    const payments: Omit<TransactionPaymentLine, 'PaymentLineNo'>[] = [...(extras.giftCards ?? [])];
    if (amountToPayCents > 0) {
      payments.push({ PaymentTypeID: config.PaymentTypeID, PaymentAmount: toDollars(amountToPayCents), CardToken: await cardToken() });
    }
    const recaptcha = extras.recaptcha && config.RecaptchaV3Client ? { RecaptchaToken: await recaptchaToken(config.RecaptchaV3Client, config.RecaptchaScriptURL) } : {};
    const billing = v.billingSame ? v : { ...v.billing };
    const customer = await createCustomer({
      FirstName: v.firstName,
      LastName: v.lastName,
      GuestEmail: v.email,
      CustomerAddress: [address(v, v.email, true, countryName), address(billing, v.email, false, countryName)],
    });
    return {
      key: crypto.randomUUID(),
      body: {
        NodeNo: config.NodeNo,
        CustomerID: customer.CustomerID,
        CustomerToken: customer.CustomerToken,
        ...order,
        ...recaptcha,
        Payments: payments.map((p, i) => ({ PaymentLineNo: i + 1, ...p })),
      },
    };
  }

  /**
   * Sends the attempt until it has an answer; a key "used with a different request" fetches the
   * stored answer; a 402 runs the 3-D Secure challenge and sends it again.
   */
  function send(a: Attempt): Promise<TransactionResult> {
    return withPaymentActions(() => sendOnce(a), config);
  }

  async function sendOnce(a: Attempt): Promise<TransactionResult> {
    for (let retry = 0; ; retry++) {
      try {
        return await postTransaction({ ...middleware, idempotencyKey: a.key, body: a.body });
      } catch (e) {
        if (e instanceof ApiError && e.status === 422 && e.message === messages.idempotencyKeyReused)
          return getTransaction({ ...middleware, idempotencyKey: a.key });
        const wait = RETRY_DELAYS_MS[retry];
        if (!transient(e) || wait === undefined) throw e;
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  /** Sends `a` (kept in session storage meanwhile) and forgets it once it has a final answer. */
  async function settle(a: Attempt): Promise<TransactionResult> {
    const forget = () => {
      attempt.current = null;
      dropAttempt();
    };
    setPaying(true);
    try {
      keepAttempt(a);
      const result = await send(a);
      forget();
      keepIfTabSale(a.key, result);
      return result;
    } catch (e) {
      // A refused attempt is final: the next Pay builds a new one. One without an answer, or
      // waiting for the card holder's authentication, is kept.
      if (!transient(e) && !awaitingAction(e)) forget();
      throw transient(e) && !(e instanceof ApiError) && !(e instanceof PaymentActionError) ? new Error(messages.paymentConnectionLost) : e;
    } finally {
      setPaying(false);
    }
  }

  /**
   * Pays the order: a ticket sale (ticketSaleFields) or a tab sale (tabSaleFields); the card pays
   * `amountToPayCents` (cents; none at 0, a free order), the gift card lines of `extras` the rest.
   */
  async function pay(v: CheckoutValues, amountToPayCents: number, order: OrderFields, extras: PayExtras = {}): Promise<TransactionResult> {
    setPaying(true);
    try {
      return await settle((attempt.current ??= await newAttempt(v, amountToPayCents, order, extras)));
    } finally {
      setPaying(false);
    }
  }

  /**
   * The stored answer of the attempt with `key`: its result, null when the server never saw it
   * (404), 'open' when it is still being made or the lookup itself failed (resend to learn it).
   * A refusal the server stored (a declined card, say) is thrown as `pay` throws it.
   */
  async function storedAnswer(key: string): Promise<TransactionResult | null | 'open'> {
    try {
      return await getTransaction({ ...middleware, idempotencyKey: key });
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return null;
      // Waiting for 3-D Secure: sent again, the challenge runs again.
      if (transient(e) || awaitingAction(e) || (e instanceof ApiError && e.status === 429)) return 'open';
      throw e;
    }
  }

  /**
   * After a reload: the attempt that was being sent. Its stored answer is asked for first (a
   * payment the server made comes back as its receipt, whatever the cart shows by then: the
   * server-rendered checkout may already have dropped its spent seats); one the server never saw
   * is sent again with its key and body, unless `cartGone` (the visitor emptied the cart since),
   * when it is dropped. Null when there is nothing to show. Errors as `pay`.
   */
  async function resume(cartGone: boolean): Promise<TransactionResult | null> {
    const kept = keptAttempt();
    if (!kept) return null;
    attempt.current = kept;
    const forget = () => {
      attempt.current = null;
      dropAttempt();
    };
    setResuming(true);
    setPaying(true);
    try {
      const answer = await storedAnswer(kept.key).catch((e: unknown) => {
        forget();
        throw e;
      });
      if (answer !== 'open' && (answer !== null || cartGone)) {
        forget();
        if (answer) keepIfTabSale(kept.key, answer);
        return answer;
      }
      return await settle(kept);
    } finally {
      setResuming(false);
      setPaying(false);
    }
  }

  /**
   * After a reload of a tab order's receipt (the cart empty): that receipt read again, with the
   * kitchen's current state; null when none is kept or it cannot be read now.
   */
  async function reloadTabReceipt(): Promise<TransactionResult | null> {
    const key = keptTabReceipt();
    if (!key) return null;
    const answer = await storedAnswer(key).catch(() => null);
    if (answer === null) dropTabReceipt();
    return answer === 'open' ? null : answer;
  }

  return { pay, resume, reloadTabReceipt, paying, resuming };
}

/** A tab order's receipt is kept to be shown again after a reload. */
function keepIfTabSale(key: string, result: TransactionResult): void {
  if (isTabSale(result)) keepTabReceipt(key);
}
