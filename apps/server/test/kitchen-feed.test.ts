/**
 * The kitchen feed (docs/food-ordering.md#kitchen-feed): paid tab sales with their options and
 * notes, after a cursor, for a kitchen display that holds a private middleware key; and the
 * server-sent-events stream that delivers an order as soon as it is paid.
 */
import type { KitchenOrder, KitchenOrdersResponse, TabSaleResult } from '@gt/contract/tab-sales';
import { messages } from '@gt/domain/messages';
import { describe, expect, it } from 'vitest';
import { expectErrors, MIDDLEWARE_KEY, NOW, pay } from './checkout-support';
import { KITCHEN_KEY, kitchenConfig, menuProduct, orderLine, tabSaleBody } from './food-support';
import { useTestStore } from './support';

const s = useTestStore({ now: NOW, config: kitchenConfig });

const feed = (query: string, key: string | null = KITCHEN_KEY) =>
  s.store.app.inject({ method: 'GET', url: `/middleware/api/KitchenOrders${query}`, headers: key === null ? {} : { 'x-middleware-key': key } });

async function payLatte(notes: string): Promise<TabSaleResult> {
  const latte = orderLine(await menuProduct(s.store, 5, 'Latte'), { options: [['Milk', 'Almond Milk'], ['Extras', 'Vanilla Syrup']], notes });
  const croissant = orderLine(await menuProduct(s.store, 5, 'Croissant'), { lineNo: 2, quantity: 2, options: [['Serving', 'Warmed Up']] });
  const res = await pay(s.store, await tabSaleBody(s.store, 2, [latte, croissant]));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TabSaleResult;
}

describe('GET /middleware/api/KitchenOrders', () => {
  it('needs a private middleware key: none, or the storefront’s public one, is refused', async () => {
    expectErrors(await feed('', null), 401, messages.middlewareCredentialsInvalid);
    expectErrors(await feed('', MIDDLEWARE_KEY), 401, messages.middlewareCredentialsInvalid);
  });

  it('returns the paid orders after the cursor with location, tab location, customer, options and notes', async () => {
    const start = (await feed('')).json() as KitchenOrdersResponse;
    const paid = await payLatte('no foam please');
    const after = (await feed(`?after=${start.Cursor}`)).json() as KitchenOrdersResponse;
    expect(after.Orders).toHaveLength(1);
    const order = after.Orders[0] as KitchenOrder;
    expect(order).toMatchObject({
      TabID: paid.TabID,
      ReceiptNo: paid.ReceiptNo,
      OrderNumber: paid.OrderNumber,
      OrderLocation: 'Reef Café',
      TabLocationName: 'Café pickup counter',
      NodeNo: 21,
      TabCustomerFirstName: 'Ann',
      TabCustomerMobile: '(409) 555-0100',
      PlacedAt: '2026-11-23T09:00:00-06:00',
      SendToKitchen: true,
    });
    expect(order.OrderProducts.map((l) => [l.ProductName, l.Quantity, l.ProductNotes, l.Options.map((o) => `${o.OptionName}: ${o.ProductName}`)])).toEqual([
      ['Latte', 1, 'no foam please', ['Milk: Almond Milk', 'Extras: Vanilla Syrup']],
      ['Croissant', 2, '', ['Serving: Warmed Up']],
    ]);
    expect(after.Cursor).toBe(paid.TabID);
    expect(((await feed(`?after=${after.Cursor}`)).json() as KitchenOrdersResponse)).toEqual({ Orders: [], Cursor: paid.TabID });
  });
});

describe('GET /middleware/api/KitchenOrders/stream', () => {
  it('sends the orders after Last-Event-ID, then an order as soon as it is paid', async () => {
    const before = await payLatte('first');
    const address = await s.store.app.listen({ port: 0, host: '127.0.0.1' });
    const ac = new AbortController();
    try {
      const res = await fetch(`${address}/middleware/api/KitchenOrders/stream`, {
        headers: { 'x-middleware-key': KITCHEN_KEY, 'last-event-id': String(before.TabID - 1) },
        signal: ac.signal,
      });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      const events = () => [...text.matchAll(/id: (\d+)\nevent: order\ndata: (.*)\n\n/g)].map((m) => JSON.parse(m[2] as string) as KitchenOrder);
      const until = async (n: number) => {
        while (events().length < n) text += (await reader.read()).value ?? '';
      };
      await until(1);
      expect(events()[0]?.TabID).toBe(before.TabID);
      const paid = await payLatte('second');
      await until(2);
      expect(events()[1]).toMatchObject({ TabID: paid.TabID, OrderProducts: [{ ProductNotes: 'second' }, { ProductName: 'Croissant' }] });
    } finally {
      ac.abort();
    }
  });

  it('refuses the storefront’s key', async () => {
    const res = await s.store.app.inject({ method: 'GET', url: '/middleware/api/KitchenOrders/stream', headers: { 'x-middleware-key': MIDDLEWARE_KEY } });
    expectErrors(res, 401, messages.middlewareCredentialsInvalid);
  });
});
