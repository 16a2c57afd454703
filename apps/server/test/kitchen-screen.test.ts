/**
 * The kitchen screen's API (docs/food-ordering.md#kitchen-screen): a kitchen operator lists
 * today's paid orders with their lines, options and notes, moves an order forward (new →
 * preparing → ready, never back, audited), the stream of the back office sends a new order as
 * soon as it is paid and every move, and the visitor's receipt, read again, has the state.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { KitchenOrder, KitchenOrdersResponse, TabSaleResult } from '@gt/contract/tab-sales';
import { adminMessages } from '@gt/domain/admin-messages';
import { describe, expect, it } from 'vitest';
import * as f from '../src/db/food-schema';
import { listAudit } from '../src/modules/audit/repository';
import { asOperator, operatorWithSession, type OperatorSession } from './admin-support';
import { expectErrors, MIDDLEWARE_KEY, NOW, pay } from './checkout-support';
import { kitchenConfig, menuProduct, orderLine, tabSaleBody } from './food-support';
import { useTestStore } from './support';

const s = useTestStore({ now: NOW, config: kitchenConfig });

async function payLatte(notes: string, key = randomUUID()): Promise<TabSaleResult> {
  const latte = orderLine(await menuProduct(s.store, 5, 'Latte'), { options: [['Milk', 'Oat Milk']], notes });
  const res = await pay(s.store, await tabSaleBody(s.store, 1, [latte]), key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TabSaleResult;
}

const today = async (who: OperatorSession) => ((await asOperator(s.store, who, 'GET', '/kitchen/orders')).json() as KitchenOrdersResponse).Orders;
const move = (who: OperatorSession, id: number, state: string) => asOperator(s.store, who, 'POST', `/kitchen/orders/${id}/state`, { state });

describe('kitchen screen: today’s orders and their state', () => {
  it('lists today’s paid orders (not an earlier day’s) with tab location, lines, options and notes, as new', async () => {
    const cook = await operatorWithSession(s.store, 'kitchen');
    const old = await payLatte('yesterday');
    await s.store.ctx.db.update(f.tabSales).set({ venueDate: '2026-11-22' }).where(eq(f.tabSales.tabSaleId, old.TabID));
    const paid = await payLatte('extra hot');
    const orders = await today(cook);
    expect(orders.map((o) => o.TabID)).not.toContain(old.TabID);
    expect(orders.at(-1)).toMatchObject({
      TabID: paid.TabID,
      OrderNumber: paid.OrderNumber,
      OrderLocation: 'Reef Café',
      TabLocationName: 'Reef Terrace tables',
      KitchenState: 'new',
      OrderProducts: [{ ProductName: 'Latte', Quantity: 1, ProductNotes: 'extra hot', Options: [{ OptionName: 'Milk', ProductName: 'Oat Milk' }] }],
    });
  });

  it('moves an order forward only, audits each move, and the receipt read again says where it is', async () => {
    const cook = await operatorWithSession(s.store, 'kitchen');
    const key = randomUUID();
    const paid = await payLatte('', key);
    const receipt = async () =>
      (await s.store.app.inject({ method: 'GET', url: `/middleware/api/Transactions/${key}`, headers: { 'x-middleware-key': MIDDLEWARE_KEY } })).json() as TabSaleResult;
    expect((await receipt()).KitchenState).toBe('new');

    const preparing = await move(cook, paid.TabID, 'preparing');
    expect(preparing.statusCode, preparing.body).toBe(200);
    expect((preparing.json() as KitchenOrder).KitchenState).toBe('preparing');
    expect((await receipt()).KitchenState).toBe('preparing');
    expectErrors(await move(cook, paid.TabID, 'preparing'), 409, adminMessages.kitchenStateNotForward(paid.OrderNumber, 'Preparing'));

    expect((await move(cook, paid.TabID, 'ready')).statusCode).toBe(200);
    expect((await receipt()).KitchenState).toBe('ready');
    expectErrors(await move(cook, paid.TabID, 'preparing'), 409, adminMessages.kitchenStateNotForward(paid.OrderNumber, 'Ready for pickup'));
    expect((await today(cook)).find((o) => o.TabID === paid.TabID)?.KitchenState).toBe('ready');

    const { rows } = await listAudit(s.store.ctx.db, { start: 0, end: 10, entity: 'tab_sale', entityId: String(paid.TabID) });
    expect(rows.map((r) => [r.actorEmail, r.action, r.before, r.after])).toEqual([
      [cook.email, 'tab_sale.kitchen_state', { kitchenState: 'preparing', orderNumber: paid.OrderNumber }, { kitchenState: 'ready', orderNumber: paid.OrderNumber }],
      [cook.email, 'tab_sale.kitchen_state', { kitchenState: 'new', orderNumber: paid.OrderNumber }, { kitchenState: 'preparing', orderNumber: paid.OrderNumber }],
    ]);
  });

  it('refuses an unknown order and a state that is not preparing or ready', async () => {
    const cook = await operatorWithSession(s.store, 'kitchen');
    expectErrors(await move(cook, 999999, 'ready'), 404, adminMessages.kitchenOrderNotFound);
    const paid = await payLatte('');
    expect((await move(cook, paid.TabID, 'new')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/v1/kitchen/orders/stream', () => {
  it('needs a session of the kitchen or an admin', async () => {
    const desk = await operatorWithSession(s.store, 'box_office');
    const res = await s.store.app.inject({ method: 'GET', url: '/api/admin/v1/kitchen/orders/stream', headers: { cookie: desk.cookie } });
    expectErrors(res, 403, adminMessages.forbidden);
  });

  it('sends today’s orders after the cursor, a new order as soon as it is paid, and each move', async () => {
    const cook = await operatorWithSession(s.store, 'kitchen');
    const before = await payLatte('first');
    const address = await s.store.app.listen({ port: 0, host: '127.0.0.1' });
    const ac = new AbortController();
    try {
      const res = await fetch(`${address}/api/admin/v1/kitchen/orders/stream?after=${before.TabID - 1}`, { headers: { cookie: cook.cookie }, signal: ac.signal });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      const events = () => [...text.matchAll(/event: (order|state)\ndata: (.*)\n\n/g)].map((m) => [m[1], JSON.parse(m[2] as string) as Partial<KitchenOrder>] as const);
      const until = async (n: number) => {
        while (events().length < n) text += (await reader.read()).value ?? '';
      };
      await until(1);
      expect(events()[0]).toEqual(['order', expect.objectContaining({ TabID: before.TabID, KitchenState: 'new' })]);
      const paid = await payLatte('second');
      await until(2);
      expect(events()[1]).toEqual(['order', expect.objectContaining({ TabID: paid.TabID, OrderProducts: [expect.objectContaining({ ProductNotes: 'second' })] })]);
      await move(cook, paid.TabID, 'preparing');
      await until(3);
      expect(events()[2]).toEqual(['state', { TabID: paid.TabID, KitchenState: 'preparing' }]);
    } finally {
      ac.abort();
    }
  });

});
