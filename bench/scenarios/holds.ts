/**
 * Seat holds on one hot event: `clients` concurrent connections each POST /api/v1/TourHolds
 * (a new hold of 2 Adult tickets) back to back for the phase. The event's capacity is large
 * (it does not sell out during the phase), so every request takes the event lock, recomputes
 * availability and writes a hold. Afterwards: held + sold ≤ capacity, and held = 2 × 200s.
 */
import type pg from 'pg';
import { seatCount } from '../lib/capacity';
import { ADULT } from '../lib/fixtures';
import { fire } from '../lib/load';
import { fireAtRate } from '../lib/open-load';
import type { ScenarioResult } from '../lib/report';
import { perMinute, round } from '../lib/stats';

export const HOLD_TARGET = { perMinute: 30_000, p99Ms: 100, ratio: 0.5 };
const body = (tourEventId: number) => ({ Action: 'add', TourEventID: tourEventId, TourProducts: [{ TourProductID: ADULT, Quantity: SEATS_PER_HOLD }] });
const SEATS_PER_HOLD = 2;

export async function runHolds(o: {
  baseUrl: string;
  db: pg.Client;
  tourEventId: number;
  clients: number;
  seconds: number;
  baselinePerMinute: number;
}): Promise<ScenarioResult> {
  const load = await fire({ url: `${o.baseUrl}/api/v1/TourHolds`, method: 'POST', body: body(o.tourEventId), connections: o.clients, seconds: o.seconds });
  const seats = await seatCount(o.db, o.tourEventId);
  const rate = perMinute(load.ok, load.ms);
  const ratio = rate / o.baselinePerMinute;
  // Requests still in flight when the phase ends complete afterwards: held ≥ 2 × answered 200s.
  const consistent = seats.held >= load.ok * SEATS_PER_HOLD && seats.held <= (load.ok + o.clients) * SEATS_PER_HOLD;
  return {
    name: 'holds: one hot event',
    perMinute: rate,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    ratio,
    target: `≥ ${HOLD_TARGET.perMinute.toLocaleString('en-US')}/min, p99 ≤ ${HOLD_TARGET.p99Ms} ms, ≥ ${HOLD_TARGET.ratio * 100} %`,
    met: rate >= HOLD_TARGET.perMinute && load.p99Ms <= HOLD_TARGET.p99Ms && ratio >= HOLD_TARGET.ratio && seats.oversold === 0,
    notes: [
      `${o.clients} connections, ${o.seconds} s, capacity ${seats.capacity.toLocaleString('en-US')} (not sold out): ` +
        `${load.ok} holds, ${load.non2xx} non-2xx, ${load.errors} errors; oversold ${seats.oversold}; ` +
        `held seats ${seats.held} ${consistent ? 'match' : 'DO NOT match'} 2 × holds (+ requests in flight at the end)`,
    ],
    details: { ...load, seconds: round(load.ms / 1000, 2), clients: o.clients, seats, heldMatchesResponses: consistent },
  };
}

/**
 * The same holds at a fixed offered rate of HOLD_TARGET.perMinute, evenly spaced, at most
 * `clients` at once (lib/open-load.ts; latencies from each request's scheduled time): the latency
 * a visitor sees when the event gets the target load, rather than as much as the server can take.
 */
export async function runHoldsAtTargetRate(o: { baseUrl: string; db: pg.Client; tourEventId: number; clients: number; seconds: number }): Promise<ScenarioResult> {
  const rate = HOLD_TARGET.perMinute / 60;
  const load = await fireAtRate({
    url: `${o.baseUrl}/api/v1/TourHolds`,
    method: 'POST',
    body: body(o.tourEventId),
    connections: o.clients,
    seconds: o.seconds,
    ratePerSecond: rate,
    trace: 'holds-rate',
  });
  const seats = await seatCount(o.db, o.tourEventId);
  const achieved = perMinute(load.ok, load.ms);
  return {
    name: `holds: offered ${HOLD_TARGET.perMinute.toLocaleString('en-US')}/min`,
    perMinute: achieved,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    target: `p99 ≤ ${HOLD_TARGET.p99Ms} ms at the target rate`,
    met: load.p99Ms <= HOLD_TARGET.p99Ms && achieved >= HOLD_TARGET.perMinute * 0.98 && seats.oversold === 0,
    notes: [
      `${rate} holds/s evenly spaced for ${o.seconds} s (at most ${o.clients} at once): ${load.ok} holds, ${load.non2xx} non-2xx, ${load.errors} errors; oversold ${seats.oversold}`,
    ],
    details: { ...load, seconds: round(load.ms / 1000, 2), offeredPerSecond: rate, seats },
  };
}
