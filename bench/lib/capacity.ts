/** The oversell check of an event, read directly from the database at the end of a phase. */
import type pg from 'pg';

export interface SeatCount {
  capacity: number;
  /** Live capacity-affecting held seats. */
  held: number;
  /** Capacity-affecting sold seats. */
  sold: number;
  /** max(0, held + sold − capacity): must be 0. */
  oversold: number;
}

export async function seatCount(c: pg.Client, tourEventId: number): Promise<SeatCount> {
  const { rows } = await c.query<{ capacity: number; held: number; sold: number }>(
    `select e.capacity,
       (select coalesce(sum(quantity), 0)::int from tour_holds where tour_event_id = e.tour_event_id and affects_capacity and expires_at > now()) as held,
       (select coalesce(sum(quantity), 0)::int from sold_seats where tour_event_id = e.tour_event_id and affects_capacity) as sold
     from tour_events e where e.tour_event_id = $1`,
    [tourEventId],
  );
  const r = rows[0];
  if (!r) throw new Error(`event ${tourEventId} not found`);
  return { ...r, oversold: Math.max(0, r.held + r.sold - r.capacity) };
}
