/**
 * Food ordering in the back office (docs/operator-guide.md#food-ordering): an admin adds a menu
 * product with a required single-choice option group and the storefront's menu and the kitchen
 * follow; the kitchen marks a product sold out for today (venue date) and it is back the next
 * venue day; exceptions to the opening times close a location or give it special hours; what has
 * orders cannot be deleted; every change is in the audit log.
 */
import type { KitchenOrder, TabSaleResult } from '@gt/contract/tab-sales';
import { adminMessages } from '@gt/domain/admin-messages';
import { messages } from '@gt/domain/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { expectErrors, pay } from './checkout-support';
import { kitchenConfig, menuProduct, menus, orderLine, orderLocations, tabSaleBody } from './food-support';
import { startTestStore, type TestStore } from './harness';
import { NOW } from './support';

let store: TestStore;
let admin: OperatorSession;
let desk: OperatorSession;
let kitchen: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, config: kitchenConfig });
  admin = await operatorWithSession(store, 'admin');
  desk = await operatorWithSession(store, 'box_office');
  kitchen = await operatorWithSession(store, 'kitchen');
});
afterAll(() => store.close());
afterEach(() => store.setNow(NOW));

const CAFE = 1;
const CAFE_TABLES = 1;
const BAKERY_MENU = 2;
const CROISSANT = 4;
const OAT_MILK = 21;
const productNames = async (area: number) => (await menus(store, area)).flatMap((m) => m.Departments.flatMap((d) => d.Products.map((p) => p.ProductName)));

describe('a menu product with a required option group', () => {
  let reuben: number;

  it('an admin creates two option products and a product taking one of them, places it on a menu, and the storefront offers it', async () => {
    const rye = await asOperator(store, admin, 'POST', '/food-products', { name: 'Rye', priceCents: 0 });
    const spelt = await asOperator(store, admin, 'POST', '/food-products', { name: 'Spelt', priceCents: 125 });
    expect([rye.statusCode, spelt.statusCode]).toEqual([201, 201]);
    const created = await asOperator(store, admin, 'POST', '/food-products', {
      name: 'Reuben',
      description: 'Corned beef, sauerkraut, Swiss.',
      priceCents: 1250,
      getProductNotes: true,
      taxIds: [1],
      optionGroups: [
        { name: 'Bread', isRequired: true, choices: [{ productId: rye.json().id, isSelected: true }, { productId: spelt.json().id }] },
        { name: 'Sides', isRequired: false, choices: [{ productId: 30, isSelected: true }] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    reuben = created.json().id;
    expect(created.json()).toMatchObject({
      name: 'Reuben',
      priceCents: 1250,
      getProductNotes: true,
      availableOnline: true,
      taxIds: [1],
      soldOutOn: null,
      soldOutToday: false,
      // A required group takes exactly one choice: none is ticked at first.
      optionGroups: [
        { name: 'Bread', isRequired: true, choices: [{ productId: rye.json().id, isSelected: false }, { productId: spelt.json().id, isSelected: false }] },
        { name: 'Sides', isRequired: false, choices: [{ productId: 30, isSelected: true }] },
      ],
    });
    // Not on a menu yet.
    expect(await productNames(5)).not.toContain('Reuben');

    const menu = (await asOperator(store, admin, 'GET', `/food-menus/${BAKERY_MENU}`)).json();
    expect(menu.departments.map((d: { name: string }) => d.name)).toEqual(['Pastries', 'Sandwiches']);
    const departments = menu.departments.map((d: { id: number; name: string; productIds: number[] }) =>
      d.name === 'Sandwiches' ? { ...d, productIds: [...d.productIds, reuben] } : d,
    );
    const placed = await asOperator(store, admin, 'PATCH', `/food-menus/${BAKERY_MENU}`, { departments });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().departments.map((d: { id: number }) => d.id)).toEqual(menu.departments.map((d: { id: number }) => d.id));

    const product = await menuProduct(store, 5, 'Reuben');
    expect(product).toMatchObject({
      ProductName: 'Reuben',
      Price: 12.5,
      PriceIncTax: 13.53,
      GetProductNotes: true,
      Options: [
        { OptionName: 'Bread', IsRequired: true, Products: [{ ProductName: 'Rye', Price: 0, IsSelected: false }, { ProductName: 'Spelt', Price: 1.25, IsSelected: false }] },
        { OptionName: 'Sides', IsRequired: false, Products: [{ ProductName: 'Fruit Cup', Price: 2, IsSelected: true }] },
      ],
    });
  });

  it('a visitor orders it with Spelt and the kitchen sees the option; without a bread it is refused', async () => {
    const product = await menuProduct(store, 5, 'Reuben');
    const missing = await pay(store, await tabSaleBody(store, CAFE_TABLES, [orderLine(product)]));
    expectErrors(missing, 400, messages.selectRequiredOptionFirst);

    const paid = await pay(store, await tabSaleBody(store, CAFE_TABLES, [orderLine(product, { options: [['Bread', 'Spelt']], notes: 'no pickle' })]));
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt = paid.json() as TabSaleResult;
    // 12.50 + 1.25 = 13.75, tax 1.03 + 0.10.
    expect(receipt.TotalPaid).toBe(14.88);
    const orders = (await asOperator(store, kitchen, 'GET', '/kitchen/orders')).json().Orders as KitchenOrder[];
    const order = orders.find((o) => o.TabID === receipt.TabID);
    expect(order?.OrderProducts).toEqual([
      {
        ProductLineNo: 1,
        ProductID: reuben,
        ProductName: 'Reuben',
        Quantity: 1,
        ProductNotes: 'no pickle',
        Options: [{ OptionID: expect.any(Number), OptionName: 'Bread', ProductID: expect.any(Number), ProductName: 'Spelt' }],
      },
    ]);
  });

  it('cannot be deleted once ordered, nor can an option product another product offers', async () => {
    const sold = await asOperator(store, admin, 'DELETE', `/food-products/${reuben}`);
    expect([sold.statusCode, message(sold)]).toEqual([409, adminMessages.foodProductSold]);
    const option = await asOperator(store, admin, 'DELETE', `/food-products/${OAT_MILK}`);
    expect([option.statusCode, message(option)]).toEqual([409, adminMessages.foodProductIsOption]);
    const self = await asOperator(store, admin, 'PATCH', `/food-products/${reuben}`, { optionGroups: [{ name: 'Again', isRequired: true, choices: [{ productId: reuben }] }] });
    expect([self.statusCode, message(self)]).toEqual([400, adminMessages.optionOfItself]);
  });

  it('a new price applies to the menu at once; the box office reads but cannot change', async () => {
    expect((await asOperator(store, admin, 'PATCH', `/food-products/${reuben}`, { priceCents: 1300 })).statusCode).toBe(200);
    expect((await menuProduct(store, 5, 'Reuben')).Price).toBe(13);
    expect((await asOperator(store, desk, 'GET', `/food-products/${reuben}`)).json().priceCents).toBe(1300);
    const refused = await asOperator(store, desk, 'PATCH', `/food-products/${reuben}`, { priceCents: 1 });
    expect([refused.statusCode, message(refused)]).toEqual([403, adminMessages.forbidden]);
  });

  it('writes each change to the audit log with before and after', async () => {
    const log = (await asOperator(store, admin, 'GET', `/audit-log?entity=food-product&entityId=${reuben}`)).json().data as { action: string; before: unknown; after: unknown }[];
    expect(log.map((e) => e.action).sort()).toEqual(['food-product.create', 'food-product.update']);
    expect(log.find((e) => e.action === 'food-product.update')).toMatchObject({ before: { priceCents: 1250 }, after: { priceCents: 1300 } });
  });
});

describe('sold out for today', () => {
  it('the kitchen marks the croissant sold out: the menu leaves it out and an order of it is refused, until the next venue day', async () => {
    const line = orderLine(await menuProduct(store, 5, 'Croissant'));
    const marked = await asOperator(store, kitchen, 'POST', `/food-products/${CROISSANT}/sold-out`, { soldOut: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ soldOutOn: '2026-11-23', soldOutToday: true });
    expect(await productNames(5)).not.toContain('Croissant');
    expectErrors(await pay(store, await tabSaleBody(store, CAFE_TABLES, [line])), 400, messages.foodProductNotOnMenu(CROISSANT));

    // 06:30 the next morning, venue time (UTC−6): on the menu again and sold.
    store.setNow(new Date('2026-11-24T12:30:00Z'));
    expect(await productNames(5)).toContain('Croissant');
    const paid = await pay(store, await tabSaleBody(store, CAFE_TABLES, [line]));
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('back on sale the same day when unmarked; the box office may not mark, the kitchen may not edit', async () => {
    await asOperator(store, kitchen, 'POST', `/food-products/${CROISSANT}/sold-out`, { soldOut: true });
    const back = await asOperator(store, admin, 'POST', `/food-products/${CROISSANT}/sold-out`, { soldOut: false });
    expect(back.json()).toMatchObject({ soldOutOn: null, soldOutToday: false });
    expect(await productNames(5)).toContain('Croissant');
    expect((await asOperator(store, desk, 'POST', `/food-products/${CROISSANT}/sold-out`, { soldOut: true })).statusCode).toBe(403);
    expect((await asOperator(store, kitchen, 'PATCH', `/food-products/${CROISSANT}`, { priceCents: 1 })).statusCode).toBe(403);
    const log = (await asOperator(store, admin, 'GET', `/audit-log?entity=food-product&entityId=${CROISSANT}`)).json().data as { action: string; actorEmail: string }[];
    expect(log.filter((e) => e.action === 'food-product.sold-out').map((e) => e.actorEmail)).toContain(kitchen.email);
  });
});

describe('order locations', () => {
  const cafe = async () => (await orderLocations(store)).find((l) => l.OrderLocationID === CAFE);

  it('an exception closes the café today: Monday leaves its opening times and an order is refused', async () => {
    const before = (await asOperator(store, admin, 'GET', `/food-order-locations/${CAFE}`)).json();
    expect(before).toMatchObject({ name: 'Reef Café', displayAreaNo: 5, nodeNo: 21, averageWaitMinutes: 10, exceptions: [] });
    expect(before.tabLocations.map((t: { name: string }) => t.name)).toEqual(['Reef Terrace tables', 'Café pickup counter']);
    const closed = await asOperator(store, admin, 'PATCH', `/food-order-locations/${CAFE}`, { exceptions: [{ date: '2026-11-23' }] });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().exceptions).toEqual([{ date: '2026-11-23', opensAt: null, closesAt: null }]);
    expect((await cafe())?.OpeningTimes.map((t) => t.Day)).toEqual(['Sunday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    const line = orderLine(await menuProduct(store, 5, 'Americano'));
    expectErrors(await pay(store, await tabSaleBody(store, CAFE_TABLES, [line])), 409, messages.orderLocationClosed('Reef Café'));
  });

  it('special hours replace the day’s times; opening after closing is refused', async () => {
    const special = await asOperator(store, admin, 'PATCH', `/food-order-locations/${CAFE}`, { exceptions: [{ date: '2026-11-23', opensAt: '08:00', closesAt: '10:00' }] });
    expect(special.statusCode, special.body).toBe(200);
    expect((await cafe())?.OpeningTimes.find((t) => t.Day === 'Monday')).toEqual({ Day: 'Monday', Open: '08:00', Close: '10:00' });
    const paid = await pay(store, await tabSaleBody(store, CAFE_TABLES, [orderLine(await menuProduct(store, 5, 'Americano'))]));
    expect(paid.statusCode, paid.body).toBe(200);
    const wrong = await asOperator(store, admin, 'PATCH', `/food-order-locations/${CAFE}`, { openingTimes: [{ weekday: 1, opensAt: '18:00', closesAt: '09:00' }] });
    expect([wrong.statusCode, message(wrong)]).toEqual([400, "Invalid body field 'openingTimes.0.closesAt': The opening time is before the closing time."]);
    await asOperator(store, admin, 'PATCH', `/food-order-locations/${CAFE}`, { exceptions: [] });
  });

  it('a tab location with orders cannot be removed; a new one is added; a location with orders cannot be deleted', async () => {
    const { tabLocations } = (await asOperator(store, admin, 'GET', `/food-order-locations/${CAFE}`)).json();
    const removing = await asOperator(store, admin, 'PATCH', `/food-order-locations/${CAFE}`, { tabLocations: tabLocations.slice(1) });
    expect([removing.statusCode, message(removing)]).toEqual([409, adminMessages.tabLocationSold('Reef Terrace tables')]);
    const added = await asOperator(store, admin, 'PATCH', `/food-order-locations/${CAFE}`, { tabLocations: [...tabLocations, { name: 'Rooftop', sortOrder: 3 }] });
    expect(added.json().tabLocations.map((t: { name: string }) => t.name)).toEqual(['Reef Terrace tables', 'Café pickup counter', 'Rooftop']);
    expect((await cafe())?.TabLocations.map((t) => t.TabLocationName)).toContain('Rooftop');
    const del = await asOperator(store, admin, 'DELETE', `/food-order-locations/${CAFE}`);
    expect([del.statusCode, message(del)]).toEqual([409, adminMessages.orderLocationSold]);
  });

  it('a new location with weekly times shows in the storefront; its name is unique', async () => {
    const created = await asOperator(store, admin, 'POST', '/food-order-locations', {
      name: 'Dock Grill',
      displayAreaNo: 5,
      nodeNo: 30,
      averageWaitMinutes: 15,
      openingTimes: [{ weekday: 1, opensAt: '07:00', closesAt: '20:00' }],
      tabLocations: [{ name: 'Dock counter' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const grill = (await orderLocations(store)).find((l) => l.OrderLocation === 'Dock Grill');
    expect(grill).toMatchObject({ AverageWaitMinutes: 15, OpeningTimes: [{ Day: 'Monday', Open: '07:00', Close: '20:00' }], TabLocations: [{ TabLocationName: 'Dock counter' }] });
    const again = await asOperator(store, admin, 'POST', '/food-order-locations', { name: 'Dock Grill', displayAreaNo: 5, nodeNo: 30 });
    expect([again.statusCode, message(again)]).toEqual([409, adminMessages.orderLocationNameTaken]);
    expect((await asOperator(store, admin, 'DELETE', `/food-order-locations/${created.json().id}`)).statusCode).toBe(204);
  });
});
