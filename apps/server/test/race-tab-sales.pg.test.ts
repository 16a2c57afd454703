/**
 * Tab sales under concurrency on PostgreSQL (docs/food-ordering.md; docs/architecture.md#testing):
 * many visitors pay for food at one location at the same moment. Each is charged once, gets its own
 * order number (consecutive per location and venue day) and a sale; the ledger check holds after
 * the race. The control numbers sales from a plain read of the last number: sales collide on a
 * number, and a captured charge is left without its sale.
 */
import { randomUUID } from 'node:crypto';
import type { TabSaleRequest, TabSaleResult } from '@gt/contract/tab-sales';
import { expect } from 'vitest';
import { pay } from './checkout-support';
import { kitchenConfig, menuProduct, orderLine, tabSaleBody } from './food-support';
import { expectMoneyMatchesBookings, ledger } from './ledger';
import { barrier, describeRaces } from './race/race-harness';

/** 11:00 venue time on a day the Reef Café is open. */
const ELEVEN = new Date('2026-11-23T11:00:00-06:00');
const CAFE_TABLES = 1;
const SALES = 8;

type Sales = { bodies: TabSaleRequest[]; keys: string[] };
type Outcome = { status: number; orderNumber?: number };

describeRaces(
  'tab sales under concurrency on PostgreSQL',
  (raceCase) => {
    raceCase<Sales, Outcome>({
      name: `${SALES} visitors pay for food at one location at once`,
      attempts: SALES,
      setup: async (r) => {
        r.store.setNow(ELEVEN);
        const latte = orderLine(await menuProduct(r.store, 5, 'Latte'), { options: [['Milk', 'Oat Milk']] });
        const bodies = [];
        for (let i = 0; i < SALES; i++) bodies.push(await tabSaleBody(r.store, CAFE_TABLES, [latte]));
        return { bodies, keys: bodies.map(() => randomUUID()) };
      },
      attempt: async (r, s, i) => {
        const res = await pay(r.store, s.bodies[i], s.keys[i]);
        return { status: res.statusCode, orderNumber: res.statusCode === 200 ? (res.json() as TabSaleResult).OrderNumber : undefined };
      },
      figures: async (r, run) => {
        const numbers = run.results.flatMap((x) => (x.orderNumber === undefined ? [] : [x.orderNumber]));
        const l = await ledger(r.store, run.state.keys);
        return { paid: numbers.length, distinctNumbers: new Set(numbers).size, captured: l.captured, chargesWithoutSale: l.chargesWithoutBooking };
      },
      invariant: async (r, run) => {
        expect(run.results.map((x) => x.status)).toEqual(Array(SALES).fill(200));
        const numbers = run.results.map((x) => x.orderNumber as number).sort((a, b) => a - b);
        expect(numbers.map((n) => n - numbers[0]!)).toEqual(Array.from({ length: SALES }, (_, i) => i));
        const l = await expectMoneyMatchesBookings(r.store, run.state.keys);
        expect([l.captured, l.refunded, l.transactions]).toEqual([SALES, 0, SALES]);
      },
      control: {
        hooks: () => ({ skipOrderNumberLock: true, afterAvailabilityCheck: barrier(SALES) }),
        broken: (f) => expect(f.paid).toBeLessThan(SALES),
      },
    });
  },
  { now: ELEVEN, config: { ...kitchenConfig, LookupRateLimitPerMinute: 100_000, PaymentRateLimitPerMinute: 100_000 } },
);
