/**
 * A verified rate under concurrency on PostgreSQL (spec 01 §4 "Membership / identity discount";
 * docs/architecture.md#capacity-and-holds): one IdentityToken carried by 5 carts of 5 buyers
 * paying at once buys at the verified rate once. The sale spends the verification in its booking
 * transaction with a guarded write; the control writes without the guard and every cart pays the
 * verified rate. The ledger holds after both: every refused cart's charge is refunded.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { NOW, cartFor, freshEvent, pay, pricedLines, transactionBody, type TicketBody } from './checkout-support';
import { devAccessToken, userData } from './identity-support';
import { expectMoneyMatchesBookings, ledger } from './ledger';
import { barrier, describeRaces } from './race/race-harness';

const BUYERS = 5;
type Payment = { status: number; message?: string; receiptNo?: number };
const outcome = (res: LightMyRequestResponse): Payment =>
  res.statusCode === 200 ? { status: 200, receiptNo: res.json().ReceiptNo } : { status: res.statusCode, message: res.json().Errors?.[0]?.ErrorMessage };
type Carts = { bodies: TicketBody[]; keys: string[]; token: string };

describeRaces(
  'a verified rate under concurrency on PostgreSQL',
  (raceCase) => {
    raceCase<Carts, Payment>({
      name: `${BUYERS} buyers pay at once with one IdentityToken`,
      attempts: BUYERS,
      setup: async (r) => {
        r.store.setNow(NOW);
        const verified = await userData(r.store, await devAccessToken(r.store));
        const token = (verified.json() as { IdentityToken: string }).IdentityToken;
        const event = await freshEvent(r.store, 50);
        const bodies: TicketBody[] = [];
        for (let i = 0; i < BUYERS; i++) {
          // Two adults at the Military rate (cost rate 3), each cart its own guest, hold and card.
          const cart = await cartFor(r.store, event, [{ TourProductID: 1, Quantity: 2 }], { email: `buyer${i}.${randomUUID().slice(0, 8)}@example.org` });
          const products = await pricedLines(r.store, [{ TourEventID: event.TourEventID, TourProductID: 1, Quantity: 2 }], 3);
          bodies.push({ ...transactionBody({ customer: cart.customer, holdRef: cart.hold.TourHoldRef, products, token: cart.token }), IdentityToken: token });
        }
        return { bodies, keys: bodies.map(() => randomUUID()), token };
      },
      // Every card is charged before any booking transaction starts: all five carts race in it.
      scenario: () => ({ afterCharge: barrier(BUYERS) }),
      attempt: async (r, s, i) => outcome(await pay(r.store, s.bodies[i], s.keys[i])),
      figures: async (r, run) => ({
        verifiedSales: run.results.filter((x) => x.status === 200).length,
        ...(await ledger(r.store, run.state.keys)),
      }),
      invariant: async (r, run) => {
        expect(run.results.map((x) => x.status).sort()).toEqual([200, ...Array(BUYERS - 1).fill(403)]);
        for (const x of run.results.filter((y) => y.status === 403)) expect(x.message).toBe('Please verify your identity again.');
        const spent = await r.sql<{ receipt: number }>(`select spent_receipt_no as receipt from identity_verifications where kind = 'verified' and spent_receipt_no is not null`);
        expect(spent.map((x) => x.receipt)).toContain(run.results.find((x) => x.status === 200)?.receiptNo);
        // The four refused carts were charged, then refunded at once: money matches bookings.
        const l = await expectMoneyMatchesBookings(r.store, run.state.keys);
        expect([l.bookings, l.refunded]).toEqual([1, BUYERS - 1]);
      },
      control: {
        hooks: () => ({ skipIdentityTokenGuard: true }),
        broken: (f) => expect(f.verifiedSales).toBeGreaterThan(1),
      },
    });
  },
  { now: NOW, config: { LookupRateLimitPerMinute: 100_000 } },
);
