/**
 * The food catalogue (spec 02 §3, §7; docs/food-ordering.md): order locations with opening
 * times, wait and tab locations, the venue's clock; menus of a display area with departments,
 * products, required and optional options and their prices.
 */
import { describe, expect, it } from 'vitest';
import { isLocationOpen } from '@gt/domain/opening-hours';
import { expectBadQuery, NOW, useTestStore } from './support';
import { menuProduct, menus, orderLocations } from './food-support';

const s = useTestStore({ now: NOW });

describe('GET orderlocations', () => {
  it('lists the café (two tab locations) and the kiosk (one) with wait, map, node and the venue clock', async () => {
    const all = await orderLocations(s.store);
    expect(all.map((l) => [l.OrderLocation, l.DisplayArea, l.NodeNo, l.AverageWaitMinutes, l.TabLocations.map((t) => t.TabLocationName)])).toEqual([
      ['Reef Café', 5, 21, 10, ['Reef Terrace tables', 'Café pickup counter']],
      ['Shark Bites Kiosk', 6, 22, 5, ['Kiosk window']],
    ]);
    expect(all[0]?.CurrentDateTimeAtLocation).toBe('2026-11-23T09:00:00-06:00');
    expect(all[0]?.OpeningTimes).toHaveLength(7);
  });

  it('the demo café is open and the kiosk closed at the time the store was seeded', async () => {
    const [cafe, kiosk] = await orderLocations(s.store);
    expect(cafe?.OpeningTimes[1]).toEqual({ Day: 'Monday', Open: '06:00', Close: '14:00' });
    expect(isLocationOpen(cafe?.OpeningTimes ?? [], NOW, 'America/Chicago')).toBe(true);
    expect(isLocationOpen(kiosk?.OpeningTimes ?? [], NOW, 'America/Chicago')).toBe(false);
  });

  it('filters by displayArea and refuses a bad one', async () => {
    const res = await s.get('/api/v1/orderlocations?displayArea=6');
    expect((res.json() as { OrderLocation: string }[]).map((l) => l.OrderLocation)).toEqual(['Shark Bites Kiosk']);
    expect((await s.get('/api/v1/orderlocations?displayArea=99')).json()).toEqual([]);
    expectBadQuery(await s.get('/api/v1/orderlocations?displayArea=x'), 'displayArea');
  });
});

describe('GET products?ProductType=foodmenusimple', () => {
  it('gives the menus of a display area with departments and products', async () => {
    const m = await menus(s.store, 5);
    expect(m.map((x) => [x.MenuName, x.MenuImageURL, x.Departments.map((d) => [d.DepartmentName, d.Products.map((p) => p.ProductName)])])).toEqual([
      ['Coffee & Tea', '/GT/images/food/coffee.svg', [['Espresso Bar', ['Latte', 'Americano']], ['Tea', ['Chai Latte']]]],
      ['Bakery & Lunch', '/GT/images/food/bakery.svg', [['Pastries', ['Croissant', 'Blueberry Muffin']], ['Sandwiches', ['Turkey Club']]]],
    ]);
    expect((await menus(s.store, 99))).toEqual([]);
  });

  it('a product carries its price with and without tax, notes flag and option groups with their prices', async () => {
    const latte = await menuProduct(s.store, 5, 'Latte');
    expect({ Price: latte.Price, PriceIncTax: latte.PriceIncTax, GetProductNotes: latte.GetProductNotes }).toEqual({ Price: 4.5, PriceIncTax: 4.87, GetProductNotes: true });
    expect(latte.Options.map((o) => [o.OptionName, o.IsRequired, o.Products.map((p) => [p.ProductName, p.Price, p.PriceIncTax])])).toEqual([
      ['Milk', true, [['Whole Milk', 0, 0], ['Oat Milk', 0.6, 0.65], ['Almond Milk', 0.6, 0.65]]],
      ['Extras', false, [['Extra Shot', 0.75, 0.81], ['Vanilla Syrup', 0.5, 0.54], ['Whipped Cream', 0.4, 0.43]]],
    ]);
  });

  it('needs ProductType=foodmenusimple and a DisplayArea', async () => {
    expectBadQuery(await s.get('/api/v1/products?ProductType=giftcard&DisplayArea=5'), 'ProductType');
    expectBadQuery(await s.get('/api/v1/products?ProductType=foodmenusimple'), 'DisplayArea');
  });
});
