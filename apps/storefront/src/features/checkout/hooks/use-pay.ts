/**
 * The payment sequence (spec 01 §4 "Checkout"): tokenize the card, create the guest customer,
 * post the transaction with the client's line prices (the server re-prices and refuses a
 * mismatch). One Idempotency-Key per attempt: a retry after a network failure or a 5xx reuses
 * it, so the visitor is never charged twice; a refused attempt gets a new key.
 */
import type { PublicConfig } from '@gt/contract/config';
import type { CustomerInput } from '@gt/contract/customers';
import type { TransactionResult } from '@gt/contract/transactions';
import { toDollars } from '@gt/domain/money';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCartStore } from '../../../stores/cart-store';
import { createCustomer } from '../api/post-customers';
import { postTransaction } from '../api/post-transaction';
import { cardExpiry, type AddressValues, type CheckoutValues } from '../checkout-schema';
import type { CheckoutEvent } from './use-cart-lines';
import { loadTokenizer } from '../sandbox-pay';

/** A card field the provider refused, to mark red. */
export type PayFailure = { field?: 'cardNumber' | 'cvv' | 'month' | 'expiry'; message: string };

const cardField = { number: 'cardNumber', cvv: 'cvv', expiry: 'month' } as const;

function address(a: AddressValues, email: string, primary: boolean, typeId: number, countries: (iso: string) => string): CustomerInput['CustomerAddress'][number] {
  return {
    IsPrimaryAddress: primary,
    AddressTypeID: typeId,
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

export function usePay(config: PublicConfig, countryName: (iso: string) => string) {
  const attemptKey = useRef<string | null>(null);
  const [paying, setPaying] = useState(false);

  async function pay(v: CheckoutValues, events: CheckoutEvent[], totalCents: number): Promise<TransactionResult> {
    setPaying(true);
    try {
      const payments: { CardToken?: string }[] = [];
      if (totalCents > 0) {
        const tokenizer = await loadTokenizer();
        const exp = cardExpiry(v, config.PaymentMethodType);
        const token = await tokenizer.tokenize({ number: v.cardNumber, cvv: v.cvv, ...exp });
        if ('error' in token) {
          const field = token.field === 'expiry' && config.PaymentMethodType === 'SingleExpiry' ? 'expiry' : cardField[token.field];
          throw { field, message: token.error } satisfies PayFailure;
        }
        payments.push({ CardToken: token.token });
      }
      const billing = v.billingSame ? v : { ...v.billing };
      const customer = await createCustomer({
        FirstName: v.firstName,
        LastName: v.lastName,
        GuestEmail: v.email,
        CustomerAddress: [address(v, v.email, true, 1, countryName), address(billing, v.email, false, 2, countryName)],
      });
      attemptKey.current ??= crypto.randomUUID();
      let lineNo = 0;
      const result = await postTransaction({
        middlewareUrl: config.MiddlewareURL,
        middlewareKey: config.MiddlewareKey,
        idempotencyKey: attemptKey.current,
        body: {
          NodeNo: config.NodeNo,
          CustomerID: customer.CustomerID,
          TourHoldRef: useCartStore.getState().holdRef ?? '',
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
          Payments: payments.map((p) => ({ PaymentLineNo: 1, PaymentTypeID: config.PaymentTypeID, PaymentAmount: toDollars(totalCents), ...p })),
        },
      });
      attemptKey.current = null;
      return result;
    } catch (e) {
      // A refused attempt (4xx) is final: the next one is a new attempt with a new key.
      if (e instanceof ApiError && e.status < 500) attemptKey.current = null;
      throw e;
    } finally {
      setPaying(false);
    }
  }

  return { pay, paying };
}
