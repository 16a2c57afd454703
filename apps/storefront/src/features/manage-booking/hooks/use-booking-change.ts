/**
 * Sends a booking change (spec 02 §4.1–4.5) as one attempt: built once (credentials, refund type,
 * amount, payment lines, Idempotency-Key) and sent unchanged until it has an answer, a lost
 * answer or a 5xx resent automatically with the same key, so that a refund or a charge happens
 * once. A refused attempt (4xx) is final: the next one is new. A 402 asking for 3-D Secure (a
 * new card, or the card on file's off-session charge) runs the provider's challenge and sends the
 * same attempt again (payment-action.ts); a cancelled challenge keeps the attempt for the next
 * Pay. With reCAPTCHA configured the attempt carries a token, as a checkout does (spec 01 §5).
 */
import type { BookingChangeRequest, BookingChangeResult } from '@gt/contract/booking-changes';
import type { PublicConfig } from '@gt/contract/config';
import { messages } from '@gt/domain/messages';
import { toDollars } from '@gt/domain/money';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { BookingCredentials, PendingChange } from '../../../stores/manage-booking';
import { PaymentActionError, awaitingAction, withPaymentActions } from '../../checkout/payment-action';
import { recaptchaToken } from '../../checkout/recaptcha';
import { postBookingChange } from '../api/post-booking-change';

const TYPES: Record<PendingChange['kind'], BookingChangeRequest['TransactionType']> = {
  cancel: 'Cancel Booking',
  payment: 'Booking Payment',
  modify: 'Modify Tickets',
  change: 'Change Date / Time',
};

const RETRY_DELAYS_MS = [500, 1500, 3000];

function transient(e: unknown): boolean {
  if (!(e instanceof ApiError)) return true;
  return e.status >= 500 || (e.status === 409 && e.message === messages.idempotencyKeyInProgress);
}

/** The request of a pending change paying `amountCents` (cents; negative: a refund) with `payments`. */
export function changeRequest(
  c: BookingCredentials,
  p: PendingChange,
  amountCents: number,
  payments: BookingChangeRequest['Payments'],
): BookingChangeRequest {
  return {
    TransactionType: TYPES[p.kind],
    BookingID: c.BookingID,
    Email: c.Email,
    LastName: c.LastName,
    RefundType: p.refundType,
    AmountToPay: toDollars(amountCents),
    Payments: payments,
    Lines: p.lines,
    Products: p.added,
    TourHoldRef: p.holdRef,
    NewTourEventID: p.tourEventId,
    Coupons: p.coupons ?? [],
  };
}

export function useBookingChange(config: PublicConfig) {
  const attempt = useRef<{ key: string; body: BookingChangeRequest } | null>(null);
  const [sending, setSending] = useState(false);
  const middleware = { middlewareUrl: config.MiddlewareURL, middlewareKey: config.MiddlewareKey };

  /** `build()`'s request with a reCAPTCHA token when configured (the server verifies it as at checkout). */
  async function withRecaptcha(build: () => Promise<BookingChangeRequest>): Promise<BookingChangeRequest> {
    const body = await build();
    return config.RecaptchaV3Client
      ? { ...body, RecaptchaToken: await recaptchaToken(config.RecaptchaV3Client, config.RecaptchaScriptURL) }
      : body;
  }

  /** Posts the attempt, a lost answer or a 5xx resent after RETRY_DELAYS_MS. */
  async function post(a: { key: string; body: BookingChangeRequest }): Promise<BookingChangeResult> {
    for (let retry = 0; ; retry++) {
      try {
        return await postBookingChange({ ...middleware, idempotencyKey: a.key, body: a.body });
      } catch (e) {
        const wait = RETRY_DELAYS_MS[retry];
        if (!transient(e) || wait === undefined) throw e;
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  /**
   * Sends `build()`'s request (built once per attempt, with its reCAPTCHA token) until it has an
   * answer, through the 3-D Secure challenge of a 402.
   */
  async function send(build: () => Promise<BookingChangeRequest>): Promise<BookingChangeResult> {
    setSending(true);
    try {
      const a = (attempt.current ??= { key: crypto.randomUUID(), body: await withRecaptcha(build) });
      try {
        const result = await withPaymentActions(() => post(a), config);
        attempt.current = null;
        return result;
      } catch (e) {
        // A refused attempt is final; one without an answer, or waiting for the card holder, is kept.
        if (!transient(e) && !awaitingAction(e)) attempt.current = null;
        throw transient(e) && !(e instanceof ApiError) && !(e instanceof PaymentActionError) ? new Error(messages.paymentConnectionLost) : e;
      }
    } finally {
      setSending(false);
    }
  }
  return { send, sending };
}
