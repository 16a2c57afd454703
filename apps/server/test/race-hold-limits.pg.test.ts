/**
 * The per-client hold limits under concurrency on PostgreSQL (docs/architecture.md#capacity-and-holds): one client firing
 * many holds at once cannot hold more than its limit, on one event (checked under the event lock)
 * or across events (under the client's advisory lock). Controls without the locks break it.
 */
import type { TourEvent } from '@gt/contract/catalogue';
import { expect } from 'vitest';
import { NOW, freshEvent } from './checkout-support';
import { delay, describeRaces, type Racer } from './race/race-harness';

const PER_EVENT = 10;
const PER_CLIENT = 16;

/** Live capacity seats held on `events` by online clients. */
async function heldBy(r: Racer, events: TourEvent[]): Promise<number> {
  const [row] = await r.sql<{ n: number }>(
    `select coalesce(sum(quantity), 0)::int as n from tour_holds
      where tour_event_id = any($1::int[]) and affects_capacity and expires_at > $2 and client_key <> ''`,
    [events.map((e) => e.TourEventID), r.store.ctx.clock().toISOString()],
  );
  return row?.n ?? 0;
}

type Outcome = { status: number; message?: string };
/** Each run (the real one and the control) is a new client, so that the other run's holds do not count. */
let runs = 0;
const newClient = () => `10.9.${runs++}.1`;
const holdFrom = async (r: Racer, ip: string, eventId: number): Promise<Outcome> => {
  const res = await r.store.app.inject({
    method: 'POST',
    url: '/api/v1/TourHolds',
    remoteAddress: ip,
    payload: { TourEventID: eventId, TourProducts: [{ TourProductID: 1, Quantity: 2 }] },
  });
  return { status: res.statusCode, message: res.statusCode === 200 ? undefined : res.json().Errors?.[0]?.ErrorMessage };
};

describeRaces(
  'per-client hold limits on PostgreSQL',
  (raceCase) => {
    raceCase<{ events: TourEvent[]; ip: string }, Outcome>({
      name: `one client sends 30 holds of 2 at once on one event (limit ${PER_EVENT} seats per event)`,
      attempts: 30,
      setup: async (r) => ({ events: [await freshEvent(r.store, 100)], ip: newClient() }),
      attempt: (r, s) => holdFrom(r, s.ip, (s.events[0] as TourEvent).TourEventID),
      figures: async (r, run) => ({ limit: PER_EVENT, accepted: run.results.filter((x) => x.status === 200).length, held: await heldBy(r, run.state.events) }),
      invariant: async (r, run) => {
        expect(await heldBy(r, run.state.events)).toBe(PER_EVENT);
        const refused = run.results.filter((x) => x.status !== 200);
        expect(refused).toHaveLength(30 - PER_EVENT / 2);
        for (const x of refused)
          expect(x).toEqual({ status: 409, message: `You can hold at most ${PER_EVENT} tickets for this event at a time, please complete your purchase first.` });
      },
      control: { hooks: () => ({ skipHoldLock: true, afterAvailabilityCheck: delay(20) }), broken: (f) => expect(f.held).toBeGreaterThan(PER_EVENT) },
    });

    raceCase<{ events: TourEvent[]; ip: string }, Outcome>({
      name: `one client sends holds of 2 on 20 events at once (limit ${PER_CLIENT} seats in all)`,
      attempts: 20,
      setup: async (r) => {
        const events = [];
        for (let i = 0; i < 20; i++) events.push(await freshEvent(r.store, 100));
        return { events, ip: newClient() };
      },
      attempt: (r, s, i) => holdFrom(r, s.ip, (s.events[i] as TourEvent).TourEventID),
      figures: async (r, run) => ({ limit: PER_CLIENT, accepted: run.results.filter((x) => x.status === 200).length, held: await heldBy(r, run.state.events) }),
      invariant: async (r, run) => {
        expect(await heldBy(r, run.state.events)).toBe(PER_CLIENT);
        for (const x of run.results.filter((y) => y.status !== 200))
          expect(x).toEqual({ status: 409, message: `You can hold at most ${PER_CLIENT} tickets at a time, please complete your purchase first.` });
      },
      control: { hooks: () => ({ skipHoldLock: true, afterAvailabilityCheck: delay(20) }), broken: (f) => expect(f.held).toBeGreaterThan(PER_CLIENT) },
    });
  },
  { now: NOW, config: { HoldLimits: { SeatsPerEvent: PER_EVENT, SeatsPerClient: PER_CLIENT, WritesPerMinute: 0 } } },
);
