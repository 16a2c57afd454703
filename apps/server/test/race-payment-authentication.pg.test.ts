/**
 * The provider's webhook and the browser's retry arriving together after 3-D Secure, on
 * PostgreSQL (docs/payments.md#webhooks, docs/payments.md#3-d-secure): the two arriving together book
 * once. Both send the parked attempt again under its
 * Idempotency-Key: the key's guarded take-over lets one run and the other replay its answer, so the
 * order is booked once on its one charge and both get the receipt. The control takes the key over
 * without the guard: both run the booking transaction, the second hits the sale's unique key (the
 * database's last line of defence, so the money still matches) and its caller gets a 500 instead
 * of the receipt (the webhook is redelivered, the visitor sees "Unexpected error!!!").
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { handlePaymentEvent } from '../src/modules/payment-webhooks/handle';
import { settleAuthentication } from '../src/modules/payments/sandbox-repository';
import { CARDS, NOW, cartFor, freshEvent, pay, type TicketBody } from './checkout-support';
import { expectMoneyMatchesBookings, ledger } from './ledger';
import { barrier, describeRaces } from './race/race-harness';

type Parked = { body: TicketBody; key: string; intentId: string };

describeRaces(
  'the webhook and the browser finishing one 3-D Secure payment on PostgreSQL',
  (raceCase) => {
    raceCase<Parked, number>({
      name: 'payment_intent.succeeded and the browser retry at once',
      attempts: 2,
      setup: async (r) => {
        r.store.setNow(NOW);
        const event = await freshEvent(r.store, 10);
        const cart = await cartFor(r.store, event, [{ TourProductID: 1, Quantity: 2 }], { card: CARDS.authenticate, email: `w.${randomUUID().slice(0, 8)}@example.org` });
        const key = randomUUID();
        const parked = await pay(r.store, cart.body, key);
        expect(parked.statusCode, parked.body).toBe(402);
        const secret = (parked.json() as { PaymentAction: { ClientSecret: string } }).PaymentAction.ClientSecret;
        const intentId = secret.slice(0, secret.indexOf('_secret_'));
        // The card holder approved at the bank (the event below is its webhook).
        await settleAuthentication(r.store.ctx.db, intentId, { approve: true, message: '' });
        return { body: cart.body, key, intentId };
      },
      // Both reach the booking transaction together when both took the key (the control).
      scenario: () => ({ afterCharge: barrier(2) }),
      attempt: async (r, s, i) => {
        if (i === 0) {
          const event = { id: `evt_${randomUUID()}`, type: 'intent.succeeded' as const, intentId: s.intentId };
          return handlePaymentEvent(r.store.ctx, 'sandbox', event).then(
            () => 200,
            () => 500,
          );
        }
        return (await pay(r.store, s.body, s.key)).statusCode;
      },
      figures: async (r, run) => ({ failedAnswers: run.results.filter((x) => x !== 200).length, ...(await ledger(r.store, [run.state.key])) }),
      invariant: async (r, run) => {
        expect(run.results).toEqual([200, 200]);
        const l = await expectMoneyMatchesBookings(r.store, [run.state.key]);
        expect([l.captured, l.refunded, l.transactions, l.bookings]).toEqual([1, 0, 1, 1]);
      },
      control: {
        hooks: () => ({ skipParkedKeyGuard: true }),
        broken: (f) => expect(f.failedAnswers).toBeGreaterThan(0),
      },
    });
  },
  { now: NOW, config: { LookupRateLimitPerMinute: 100_000 } },
);
