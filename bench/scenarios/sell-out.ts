/**
 * Oversell check under load: `clients` connections hold 2 seats each on one event with a small
 * capacity until it is sold out (then every request is a 409). At the end held + sold must be
 * exactly the capacity: nothing oversold, nothing lost.
 */
import type pg from 'pg';
import { seatCount } from '../lib/capacity';
import { ADULT } from '../lib/fixtures';
import { fire } from '../lib/load';
import type { ScenarioResult } from '../lib/report';
import { round } from '../lib/stats';

export async function runSellOut(o: { baseUrl: string; db: pg.Client; tourEventId: number; clients: number; seconds: number }): Promise<ScenarioResult> {
  const body = { Action: 'add', TourEventID: o.tourEventId, TourProducts: [{ TourProductID: ADULT, Quantity: 2 }] };
  const load = await fire({ url: `${o.baseUrl}/api/v1/TourHolds`, method: 'POST', body, connections: o.clients, seconds: o.seconds });
  const seats = await seatCount(o.db, o.tourEventId);
  const exact = seats.held + seats.sold === seats.capacity;
  return {
    name: 'holds: sell-out, oversold count',
    target: 'oversold = 0',
    met: seats.oversold === 0 && exact,
    notes: [
      `capacity ${seats.capacity}, ${o.clients} connections for ${o.seconds} s: ${load.ok} holds (200), ` +
        `${load.statusCodes['409'] ?? 0} sold out (409), other ${load.non2xx - (load.statusCodes['409'] ?? 0)}; ` +
        `held ${seats.held} + sold ${seats.sold} ${exact ? '=' : '≠'} capacity; oversold ${seats.oversold}`,
    ],
    details: { ...load, seconds: round(load.ms / 1000, 2), seats },
  };
}
