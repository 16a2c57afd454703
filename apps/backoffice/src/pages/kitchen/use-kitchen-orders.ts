/**
 * Today's kitchen orders, live (docs/food-ordering.md#kitchen-screen): the list of
 * GET /kitchen/orders, then the server-sent events of /kitchen/orders/stream after its cursor
 * (`order`: a newly paid order; `state`: an order moved by any operator). The browser's
 * EventSource reconnects by itself and sends Last-Event-ID, so nothing is missed. An order's
 * state only moves forward, so the furthest state heard wins, whatever the order of arrival.
 */
import { useEffect, useMemo, useState } from 'react';
import type { KitchenStateEvent } from '@gt/contract/admin/kitchen';
import { KITCHEN_STATES, type KitchenOrder, type KitchenOrdersResponse, type KitchenState } from '@gt/contract/tab-sales';
import { API_BASE } from '../../api/client';
import { useAdminGet } from '../../lib/admin-get';

const further = (a: KitchenState, b: KitchenState | undefined) => (b && KITCHEN_STATES.indexOf(b) > KITCHEN_STATES.indexOf(a) ? b : a);

export function useKitchenOrders(): { orders: KitchenOrder[] | undefined; error: Error | null; update(o: KitchenOrder): void } {
  const { data, error } = useAdminGet<KitchenOrdersResponse>('/kitchen/orders');
  /** Orders heard since the list (or answered by a move), by TabID. */
  const [heard, setHeard] = useState<ReadonlyMap<number, KitchenOrder>>(new Map());
  /** States heard on the stream, by TabID. */
  const [states, setStates] = useState<ReadonlyMap<number, KitchenState>>(new Map());
  const update = (o: KitchenOrder) => setHeard((m) => new Map(m).set(o.TabID, o));

  useEffect(() => {
    if (!data) return;
    const source = new EventSource(`${API_BASE}/kitchen/orders/stream?after=${data.Cursor}`, { withCredentials: true });
    source.addEventListener('order', (e) => update(JSON.parse(e.data as string) as KitchenOrder));
    source.addEventListener('state', (e) => {
      const s = JSON.parse(e.data as string) as KitchenStateEvent;
      setStates((m) => new Map(m).set(s.TabID, s.KitchenState));
    });
    return () => source.close();
  }, [data]);

  const orders = useMemo(() => {
    if (!data) return undefined;
    const all = new Map(data.Orders.map((o) => [o.TabID, o]));
    for (const o of heard.values()) all.set(o.TabID, { ...o, KitchenState: further(o.KitchenState, all.get(o.TabID)?.KitchenState) });
    return [...all.values()].map((o) => ({ ...o, KitchenState: further(o.KitchenState, states.get(o.TabID)) })).sort((a, b) => a.TabID - b.TabID);
  }, [data, heard, states]);

  return { orders, error, update };
}
