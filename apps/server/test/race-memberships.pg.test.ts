/**
 * Membership renewals under concurrency on PostgreSQL (spec 01 §4): two payments renewing the same
 * membership period at once extend it once; the second is refused and its charge refunded. The
 * control, without the guard on the expiry the renewal was priced from, renews twice and keeps
 * both charges for one extension. The ledger check follows.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { NOW, pay } from './checkout-support';
import { expectMoneyMatchesBookings, ledger } from './ledger';
import { MAYA, adult, child, membershipBody, packageLine, validate } from './membership-support';
import { barrier, describeRaces, type Racer } from './race/race-harness';

type Payment = { status: number; message?: string };
const outcome = (res: LightMyRequestResponse): Payment => ({
  status: res.statusCode,
  message: res.statusCode === 200 ? undefined : res.json().Errors?.[0]?.ErrorMessage,
});
const one = async <T>(r: Racer, text: string, params: unknown[] = []): Promise<T> => (await r.sql<T>(text, params))[0] as T;
let runs = 0;

describeRaces(
  'membership renewals under concurrency on PostgreSQL',
  (raceCase) => {
    raceCase<{ membershipId: number; bodies: object[]; keys: string[] }, Payment>({
      name: 'two payments renew the same membership at once',
      attempts: 2,
      setup: async (r) => {
        r.store.setNow(NOW);
        const memberNo = String(300_000_000 + ++runs);
        const { id } = await one<{ id: number }>(
          r,
          `insert into memberships (membership_package_id, primary_customer_id, start_date, expiry_date, receipt_no) values (3, $1, '2026-01-10', '2027-01-09', 0) returning membership_id as id`,
          [MAYA.customerId],
        );
        await r.sql(
          `insert into membership_members (membership_id, customer_id, membership_type_id, member_no, barcode, is_primary, expiry_date) values ($1, $2, 4021, $3, $4, true, '2027-01-09')`,
          [id, MAYA.customerId, memberNo, `RACEPASS${memberNo}`],
        );
        const bodies = [];
        for (let i = 0; i < 2; i++) {
          const v = await validate(r.store, { no: memberNo, last: MAYA.last, email: MAYA.email });
          const maya = adult({ CustomerID: MAYA.customerId, FirstName: 'Maya', LastName: 'Rivera', Email: MAYA.email, DOB: '1985-06-15' });
          const line = await packageLine(
            r.store,
            3,
            [maya, child({ FirstName: `Kid${i}`, LastName: 'Rivera' })],
            [{ MembershipTypeID: 4023, Quantity: 1 }],
            { RenewMembershipID: id },
          );
          bodies.push(await membershipBody(r.store, line, { MemberValidationToken: v.ValidationToken }));
        }
        return { membershipId: id, bodies, keys: bodies.map(() => randomUUID()) };
      },
      // Both payments are charged before either books: the renewals meet in the booking transaction.
      scenario: () => ({ afterCharge: barrier(2) }),
      attempt: async (r, s, i) => outcome(await pay(r.store, s.bodies[i], s.keys[i])),
      figures: async (r, run) => ({
        paid: run.results.filter((x) => x.status === 200).length,
        renewals: (await one<{ n: number }>(r, 'select renewals as n from memberships where membership_id = $1', [run.state.membershipId]))
          .n,
        ...(await ledger(r.store, run.state.keys)),
      }),
      invariant: async (r, run) => {
        expect(run.results.map((x) => x.status).sort()).toEqual([200, 409]);
        expect(run.results.find((x) => x.status === 409)?.message).toBe('This membership has just been renewed, please review your cart.');
        const row = await one<{ renewals: number; expiry: string }>(
          r,
          'select renewals, expiry_date::text as expiry from memberships where membership_id = $1',
          [run.state.membershipId],
        );
        expect(row).toEqual({ renewals: 1, expiry: '2028-01-10' });
        const l = await expectMoneyMatchesBookings(r.store, run.state.keys);
        expect([l.transactions, l.captured, l.refunded]).toEqual([1, 1, 1]);
      },
      control: {
        hooks: () => ({ skipMembershipGuard: true }),
        broken: (f) => {
          expect(f.paid).toBe(2);
          expect(f.renewals).toBe(2);
        },
      },
    });
  },
  { now: NOW, config: { LookupRateLimitPerMinute: 100_000 } },
);
