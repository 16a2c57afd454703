/**
 * Event capacity races on a real PostgreSQL server: capacity lowered
 * while visitors hold and pay; two operators editing one event), and schedules extended by several
 * processes at once. Each race has a control with the event lock of the capacity
 * change switched off (test-only hooks) that must break the guarantee.
 */
import { randomUUID } from 'node:crypto';
import type { TourEvent } from '@gt/contract/catalogue';
import { afterAll, describe, expect, it } from 'vitest';
import { extendSchedules } from '../src/modules/schedules/service';
import { asOperator, operatorWithSession, type OperatorSession } from './admin-support';
import { NOW, createGuest, freshEvent, pay, postHold, pricedLines, tokenize, transactionBody } from './checkout-support';
import { expectMoneyMatchesBookings, ledger } from './ledger';
import { barrier, delay, describeRaces, type Racer } from './race/race-harness';
import { onPostgres, startTestStore, type TestStore } from './harness';

/** Seats held (live) and sold on an event, and its capacity, read on the probe connection at the store's clock. */
async function taken(r: Racer, eventId: number): Promise<{ held: number; sold: number; capacity: number }> {
  const [row] = await r.sql<{ held: number; sold: number; capacity: number }>(
    `select
       coalesce((select sum(quantity) from tour_holds where tour_event_id = $1 and affects_capacity and expires_at > $2), 0)::int as held,
       coalesce((select sum(quantity) from sold_seats where tour_event_id = $1 and affects_capacity), 0)::int as sold,
       (select capacity from tour_events where tour_event_id = $1) as capacity`,
    [eventId, r.store.ctx.clock().toISOString()],
  );
  return row as { held: number; sold: number; capacity: number };
}

type Outcome = { who: 'operator' | 'visitor'; status: number; message?: string; paid?: boolean; key?: string };
const errorOf = (body: unknown) => (body as { Errors?: { ErrorMessage: string }[] }).Errors?.[0]?.ErrorMessage;

/** A visitor holds one seat and, when the hold is taken, pays for it. */
async function holdAndPay(r: Racer, event: TourEvent): Promise<Outcome> {
  const held = await postHold(r.store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
  if (held.statusCode !== 200) return { who: 'visitor', status: held.statusCode, message: errorOf(held.json()) };
  const customer = await createGuest(r.store);
  const body = transactionBody({
    customer,
    holdRef: (held.json() as { TourHoldRef: string }).TourHoldRef,
    products: await pricedLines(r.store, [{ TourEventID: event.TourEventID, TourProductID: 1, Quantity: 1 }]),
    token: await tokenize(r.store),
  });
  const key = randomUUID();
  const res = await pay(r.store, body, key);
  return {
    who: 'visitor',
    status: res.statusCode,
    paid: res.statusCode === 200,
    key,
    message: res.statusCode === 200 ? undefined : errorOf(res.json()),
  };
}

describeRaces(
  'event capacity races on PostgreSQL',
  (raceCase) => {
    const VISITORS = 24;
    const LOWERED = 10;
    type S = { event: TourEvent; admin: OperatorSession };
    raceCase<S, Outcome, { taken: number; capacity: number }>({
      name: `an operator lowers 40 seats to ${LOWERED} while ${VISITORS} visitors hold and pay one seat each`,
      attempts: VISITORS + 1,
      setup: async (r) => {
        r.store.setNow(NOW);
        return { event: await freshEvent(r.store, 40), admin: await operatorWithSession(r.store, 'admin') };
      },
      attempt: async (r, s, i) => {
        if (i > 0) return holdAndPay(r, s.event);
        const res = await asOperator(r.store, s.admin, 'PATCH', `/tour-events/${s.event.TourEventID}`, { capacity: LOWERED });
        return { who: 'operator', status: res.statusCode, message: res.statusCode === 200 ? undefined : errorOf(res.json()) };
      },
      probe: async (r, s) => {
        const t = await taken(r, s.event.TourEventID);
        return { taken: t.held + t.sold, capacity: t.capacity };
      },
      figures: async (r, run) => {
        const t = await taken(r, run.state.event.TourEventID);
        const l = await ledger(
          r.store,
          run.results.flatMap((x) => (x.key ? [x.key] : [])),
        );
        return {
          capacity: t.capacity,
          operatorStatus: run.results[0]?.status ?? 0,
          held: t.held,
          sold: t.sold,
          paid: run.results.filter((x) => x.paid).length,
          promisedBeyondCapacity: Math.max(0, t.held + t.sold - t.capacity),
          maxBeyondCapacityDuringRace: Math.max(0, ...run.probes.map((p) => p.taken - p.capacity)),
          captured: l.captured,
          refunded: l.refunded,
        };
      },
      invariant: async (r, run) => {
        const t = await taken(r, run.state.event.TourEventID);
        // Never more seats sold or held than the capacity, during the race or after it.
        expect(Math.max(0, ...run.probes.map((p) => p.taken - p.capacity))).toBe(0);
        expect(t.held + t.sold).toBeLessThanOrEqual(t.capacity);
        const op = run.results[0] as Outcome;
        if (op.status === 200) expect(t.capacity).toBe(LOWERED);
        else
          expect([op.status, op.message]).toEqual([
            409,
            expect.stringMatching(/^Capacity cannot be lower than the \d+ seats already taken/),
          ]);
        // Every visitor paid has a seat; nobody was charged without one.
        expect(t.sold).toBe(run.results.filter((x) => x.paid).length);
        const l = await expectMoneyMatchesBookings(
          r.store,
          run.results.flatMap((x) => (x.key ? [x.key] : [])),
        );
        expect(l.refunded).toBe(0);
      },
      control: {
        // The operator reads what is taken, then the visitors take seats, then the capacity is written.
        hooks: () => ({ skipCapacityLock: true, afterCapacityCheck: delay(400) }),
        broken: (f) => expect((f.maxBeyondCapacityDuringRace ?? 0) + (f.promisedBeyondCapacity ?? 0)).toBeGreaterThan(0),
      },
    });

    const CAPACITIES = [12, 14, 16, 18, 20, 22, 24, 26];
    type E = { event: TourEvent; operators: OperatorSession[] };
    raceCase<E, Outcome>({
      name: `${CAPACITIES.length} operators change one event's capacity at once (10 seats taken), one of them below what is taken`,
      attempts: CAPACITIES.length + 1,
      setup: async (r) => {
        r.store.setNow(NOW);
        const event = await freshEvent(r.store, 30);
        await r.store.ctx.db.execute(
          `insert into sold_seats (tour_event_id, tour_product_id, quantity, affects_capacity) values (${event.TourEventID}, 1, 6, true)`,
        );
        const held = await postHold(r.store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 4 }] });
        expect(held.statusCode, held.body).toBe(200);
        const operators = [];
        for (let i = 0; i <= CAPACITIES.length; i++) operators.push(await operatorWithSession(r.store, 'admin'));
        return { event, operators };
      },
      attempt: async (r, s, i) => {
        const capacity = CAPACITIES[i] ?? 8;
        const res = await asOperator(r.store, s.operators[i] as OperatorSession, 'PATCH', `/tour-events/${s.event.TourEventID}`, {
          capacity,
        });
        return { who: 'operator', status: res.statusCode, message: res.statusCode === 200 ? undefined : errorOf(res.json()) };
      },
      figures: async (r, run) => {
        const chain = await auditChain(r, run.state.event.TourEventID);
        const t = await taken(r, run.state.event.TourEventID);
        return {
          changes: chain.length,
          lostUpdates: chain.filter((c, k) => k > 0 && c.before !== chain[k - 1]?.after).length,
          finalCapacity: t.capacity,
          lastAudited: chain.at(-1)?.after ?? -1,
          taken: t.held + t.sold,
        };
      },
      invariant: async (r, run) => {
        // The one below what is taken is refused with the figures; every other change is applied.
        expect(run.results.map((x) => x.status)).toEqual([...CAPACITIES.map(() => 200), 409]);
        expect(run.results.at(-1)?.message).toBe('Capacity cannot be lower than the 10 seats already taken (6 sold, 4 in live holds).');
        // Last writer wins, and no change is lost: each audited change replaced the capacity the previous one set.
        const chain = await auditChain(r, run.state.event.TourEventID);
        expect(chain).toHaveLength(CAPACITIES.length);
        expect(chain[0]?.before).toBe(30);
        for (let k = 1; k < chain.length; k++) expect(chain[k]?.before).toBe(chain[k - 1]?.after);
        expect((await taken(r, run.state.event.TourEventID)).capacity).toBe(chain.at(-1)?.after);
      },
      control: {
        // Every operator reads the capacity before any writes (what an edit without the lock does).
        hooks: () => ({ skipCapacityLock: true, afterCapacityCheck: barrier(CAPACITIES.length) }),
        broken: (f) => expect(f.lostUpdates).toBeGreaterThan(0),
      },
    });
  },
  { now: NOW, config: { LookupRateLimitPerMinute: 100_000 } },
);

/** The capacity changes of an event in the order they were written (audit ids). */
async function auditChain(r: Racer, eventId: number): Promise<{ before: number; after: number }[]> {
  const rows = await r.sql<{ before: { capacity: number }; after: { capacity: number } }>(
    `select before, after from audit_log where entity = 'tour_event' and entity_id = $1 order by audit_id`,
    [String(eventId)],
  );
  return rows.map((x) => ({ before: x.before.capacity, after: x.after.capacity }));
}

/**
 * Several processes extending schedules at once: the schedule's row lock (a busy schedule is
 * skipped) and the unique (schedule_id, starts_at) index with ON CONFLICT DO NOTHING make each
 * event once. No control: the guard is a unique index, which a test hook cannot switch off.
 */
(onPostgres ? describe : describe.skip)('schedule extension by several processes at once', () => {
  let a: TestStore | undefined;
  afterAll(() => a?.close());

  it('6 extend jobs at once on a schedule a week behind make its new week once', async () => {
    a = await startTestStore({ now: NOW, poolSize: 10, config: { ScheduleHorizonDays: 30 } });
    const store = a;
    const admin = await operatorWithSession(store, 'admin');
    const res = await asOperator(store, admin, 'POST', '/schedules', {
      bookingTypeId: 1,
      daysOfWeek: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
      startTimes: ['08:00', '12:00', '17:00'],
      durationMinutes: 30,
      capacity: 5,
      validFrom: '2026-11-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const scheduleId = (res.json() as { id: number }).id;
    // A second store on the same database would be a second process; six jobs on one pool race the same way.
    const count = async (where: string) =>
      ((await store.ctx.db.execute(`select count(*)::int as n from tour_events ${where}`)) as unknown as { rows: { n: number }[] }).rows[0]
        ?.n ?? 0;
    const [allBefore, oursBefore] = [await count(''), await count(`where schedule_id = ${scheduleId}`)];
    store.setNow(new Date(NOW.getTime() + 7 * 86_400_000));
    const runs = await Promise.all(Array.from({ length: 6 }, () => extendSchedules(store.ctx)));
    // The jobs' counts add up to the events made (the demo's schedules are extended too): each made once.
    expect(runs.reduce((n, x) => n + x.created, 0)).toBe((await count('')) - allBefore);
    expect((await count(`where schedule_id = ${scheduleId}`)) - oursBefore).toBe(7 * 3);
    const { rows } = (await store.ctx.db.execute(
      `select count(*)::int as events, count(distinct starts_at)::int as starts, max(starts_at) as last from tour_events where schedule_id = ${scheduleId}`,
    )) as unknown as { rows: { events: number; starts: number; last: Date }[] };
    expect(rows[0]?.events).toBe(rows[0]?.starts);
    // Made through 29 December (today 30 November + 30 days, exclusive), last start 17:00.
    expect(new Date(rows[0]?.last as Date).toISOString()).toBe('2026-12-29T23:00:00.000Z');
    // And the unique index holds even when two jobs insert the same starts: inserting them again makes none.
    await store.ctx.db.execute(`update schedules set generated_until = '2026-12-01' where schedule_id = ${scheduleId}`);
    const again = await Promise.all([extendSchedules(store.ctx), extendSchedules(store.ctx)]);
    expect(again.reduce((n, x) => n + x.created, 0)).toBe(0);
  });
});
