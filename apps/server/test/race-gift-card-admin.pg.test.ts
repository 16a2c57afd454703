/**
 * An operator's gift card entries against visitors' redemptions on PostgreSQL
 * (docs/operator-guide.md#gift-cards, docs/architecture.md#money-and-the-ledger): a negative
 * adjustment or a void of a card pressed in the back office while a visitor pays with the same
 * card never takes the balance below zero: the entry and the redemption both run under the
 * card's row lock, the entry as one guarded insert. The control (skipGiftCardLock: no lock, no
 * guard, both read before either writes) overdraws the card; the ledger check: the balance the
 * back office shows is the sum of the card's entries, and every card charge has its booking or
 * its refund.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AdminGiftCardDetail } from '@gt/contract/admin/gift-cards';
import { issueGiftCardByHand } from '../src/modules/gift-cards/admin-service';
import { asOperator, CLI, operatorWithSession, type OperatorSession } from './admin-support';
import { NOW, freshEvent, minutes, pay, tokenize } from './checkout-support';
import { ledger } from './ledger';
import { orderFor, type OrderBody } from './promotions-support';
import { barrier, describeRaces, type Racer } from './race/race-harness';

type Outcome = { status: number; message?: string };
const outcome = (res: LightMyRequestResponse): Outcome => ({ status: res.statusCode, message: res.statusCode === 200 ? undefined : res.json().Errors?.[0]?.ErrorMessage });

interface Race {
  code: string;
  body: OrderBody;
  key: string;
  admin: OperatorSession;
}

const one = async <T>(r: Racer, text: string, params: unknown[] = []): Promise<T> => (await r.sql<T>(text, params))[0] as T;
const sumOf = async (r: Racer, code: string) => (await one<{ n: number }>(r, 'select coalesce(sum(amount_cents), 0)::int as n from gift_card_ledger where giftcard_no = $1', [code])).n;

/** A $50 card issued by hand and a visitor's order that pays $50 of it (its hold lapsed: the balance is there for whoever writes first). */
async function setup(r: Racer): Promise<Race> {
  r.store.setNow(NOW);
  const card = await issueGiftCardByHand(r.store.ctx, CLI, { amountCents: 5000, holderName: 'Race', holderEmail: null, reason: 'Race test' });
  const event = await freshEvent(r.store, 50);
  const { body } = await orderFor(r.store, event, { products: [{ TourProductID: 1, Quantity: 2 }], giftCards: [{ no: card.id }] });
  r.store.setNow(minutes(16));
  const token = await tokenize(r.store);
  return {
    code: card.id,
    body: { ...body, Payments: body.Payments.map((p) => (p.CardToken ? { ...p, CardToken: token } : p)) },
    key: randomUUID(),
    admin: await operatorWithSession(r.store, 'admin'),
  };
}

/** The ledger check: what the back office shows is the sum of the entries, never below zero; every charge has its booking or refund. */
async function ledgerBalances(r: Racer, s: Race): Promise<number> {
  const shown = (await asOperator(r.store, s.admin, 'GET', `/gift-cards/${s.code}`)).json() as AdminGiftCardDetail;
  const sum = await sumOf(r, s.code);
  expect(shown.balanceCents).toBe(sum);
  expect(shown.ledger.filter((l) => l.kind !== 'hold').reduce((n, l) => n + l.amountCents, 0)).toBe(sum);
  expect(sum).toBeGreaterThanOrEqual(0);
  // The payment's money (ledger.ts); overdrawn cards are this card's check above (an earlier control's card stays overdrawn: append-only).
  const { chargesWithoutBooking, bookingsWithoutCharge, refundsAboveCaptured, refundsUnmatched } = await ledger(r.store, [s.key]);
  expect({ chargesWithoutBooking, bookingsWithoutCharge, refundsAboveCaptured, refundsUnmatched }).toEqual({ chargesWithoutBooking: 0, bookingsWithoutCharge: 0, refundsAboveCaptured: 0, refundsUnmatched: 0 });
  return sum;
}

/** The hook waits at the card's checks only (the visitor's payment passes other checks first: its lapsed seats taken again). */
function atCardChecks(): () => Promise<void> {
  const both = barrier(2, 5000);
  return () => (/redeemGiftCard|writeOperatorEntry/.test(new Error().stack ?? '') ? both() : Promise.resolve());
}

const control = {
  // No lock, no guard; the operator and the visitor both read $50 before either writes.
  hooks: () => ({ skipGiftCardLock: true, afterAvailabilityCheck: atCardChecks() }),
  broken: (f: Record<string, number>) => expect(f.balance).toBeLessThan(0),
};

describeRaces(
  'an operator’s gift card adjustment or void against a visitor’s redemption on PostgreSQL',
  (raceCase) => {
    raceCase<Race, Outcome>({
      name: 'an operator takes $50 from a $50 card while a visitor pays $50 with it',
      attempts: 2,
      setup,
      attempt: async (r, s, i) =>
        outcome(
          i === 0
            ? await asOperator(r.store, s.admin, 'POST', `/gift-cards/${s.code}/adjustments`, { amountCents: -5000, reason: 'Charged twice' })
            : await pay(r.store, s.body, s.key),
        ),
      figures: async (r, run) => ({ succeeded: run.results.filter((x) => x.status === 200).length, balance: await sumOf(r, run.state.code), ...(await ledger(r.store, [run.state.key])) }),
      invariant: async (r, run) => {
        // One of them gets the $50; the other is told why.
        expect(run.results.map((x) => x.status).sort()).toEqual([200, 409]);
        const [operator, visitor] = run.results;
        if (operator?.status === 409) expect(operator.message).toBe('The card has $0.00 that can be taken: the balance cannot go below zero.');
        else expect(visitor?.message).toBe(`The balance of gift card ****${run.state.code.slice(-6)} has changed, please apply it again.`);
        expect(await ledgerBalances(r, run.state)).toBe(0);
      },
      control,
    });

    raceCase<Race, Outcome>({
      name: 'an operator voids a $50 card while a visitor pays $50 with it',
      attempts: 2,
      setup,
      attempt: async (r, s, i) =>
        outcome(i === 0 ? await asOperator(r.store, s.admin, 'POST', `/gift-cards/${s.code}/void`, { reason: 'Reported stolen' }) : await pay(r.store, s.body, s.key)),
      figures: async (r, run) => ({ succeeded: run.results.filter((x) => x.status === 200).length, balance: await sumOf(r, run.state.code), ...(await ledger(r.store, [run.state.key])) }),
      invariant: async (r, run) => {
        // The void always stands; it took what was left when it was written: $50, or nothing after the payment.
        expect(run.results[0]?.status).toBe(200);
        const voidEntry = await one<{ n: number }>(r, `select amount_cents as n from gift_card_ledger where giftcard_no = $1 and kind = 'void'`, [run.state.code]);
        expect(voidEntry.n).toBe(run.results[1]?.status === 200 ? 0 : -5000);
        expect(await ledgerBalances(r, run.state)).toBe(0);
      },
      control,
    });
  },
  { now: NOW, config: { LookupRateLimitPerMinute: 100_000 } },
);
