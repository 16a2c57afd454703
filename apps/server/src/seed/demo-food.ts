/**
 * The demo's food ordering (docs/food-ordering.md): the Reef Café (display area 5, two tab locations)
 * and the Shark Bites Kiosk (display area 6, one), menus with required and optional options and
 * products that take notes. Opening times are set relative to the venue's current time so that
 * the café is open and the kiosk closed whenever the demo runs: at seeding and again at every
 * start of the demo store (alignDemoOpeningTimes, main.ts). Written through the back office's
 * services (modules/food/admin-service.ts).
 */
import { and, inArray } from 'drizzle-orm';
import { WEEKDAYS } from '@gt/domain/opening-hours';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { AppContext } from '../app-context';
import type { Db, Tx } from '../db/client';
import * as f from '../db/food-schema';
import { createFoodMenu, createFoodProduct, createOrderLocation } from '../modules/food/admin-service';
import { SEED_ACTOR } from './seed-context';

const img = (name: string) => `/GT/images/food/${name}.svg`;
const SALES_TAX = 1;
export const DEMO_CAFE = 'Reef Café';
export const DEMO_KIOSK = 'Shark Bites Kiosk';

/** [id, name, description, price cents, takes notes] — menu products and option products alike. */
const PRODUCTS: [number, string, string, number, boolean][] = [
  [1, 'Latte', 'Double espresso with steamed milk.', 450, true],
  [2, 'Americano', 'Double espresso topped up with hot water.', 325, false],
  [3, 'Chai Latte', 'Spiced black tea with steamed milk.', 475, true],
  [4, 'Croissant', 'All-butter, baked every morning.', 350, false],
  [5, 'Blueberry Muffin', 'With a crumble top.', 325, false],
  [6, 'Turkey Club', 'Roast turkey, bacon, lettuce and tomato.', 1095, true],
  [7, 'Soft Pretzel', 'Warm, with coarse salt.', 550, false],
  [8, 'Popcorn', 'Lightly salted.', 400, false],
  [9, 'Bottled Water', '500 ml.', 250, false],
  // Option products
  [20, 'Whole Milk', '', 0, false],
  [21, 'Oat Milk', '', 60, false],
  [22, 'Almond Milk', '', 60, false],
  [23, 'Extra Shot', '', 75, false],
  [24, 'Vanilla Syrup', '', 50, false],
  [25, 'Whipped Cream', '', 40, false],
  [26, 'Sourdough', '', 0, false],
  [27, 'Whole Wheat', '', 0, false],
  [28, 'Gluten-Free Bread', '', 150, false],
  [29, 'Chips', '', 125, false],
  [30, 'Fruit Cup', '', 200, false],
  [31, 'Warmed Up', '', 0, false],
  [32, 'Cheese Dip', '', 100, false],
  [33, 'Mustard', '', 0, false],
];

/** [group id, product, name, required, [option product, initially selected]…] */
const OPTION_GROUPS: [number, number, string, boolean, [number, boolean][]][] = [
  [1, 1, 'Milk', true, [[20, false], [21, false], [22, false]]],
  [2, 1, 'Extras', false, [[23, false], [24, false], [25, false]]],
  [3, 2, 'Extras', false, [[23, false], [24, false]]],
  [4, 3, 'Milk', true, [[20, false], [21, false], [22, false]]],
  [5, 4, 'Serving', false, [[31, true]]],
  [6, 6, 'Bread', true, [[26, false], [27, false], [28, false]]],
  [7, 6, 'Sides', false, [[29, false], [30, false]]],
  [8, 7, 'Dip', true, [[32, false], [33, false]]],
];

/** [menu id, display area, name, image, [department, products]…] */
const MENUS: [number, number, string, string | null, [string, number[]][]][] = [
  [1, 5, 'Coffee & Tea', img('coffee'), [['Espresso Bar', [1, 2]], ['Tea', [3]]]],
  [2, 5, 'Bakery & Lunch', img('bakery'), [['Pastries', [4, 5]], ['Sandwiches', [6]]]],
  [3, 6, 'Snacks', null, [['Treats', [7, 8]], ['Drinks', [9]]]],
];

const LOCATIONS = [
  { orderLocationId: 1, name: DEMO_CAFE, displayAreaNo: 5, nodeNo: 21, averageWaitMinutes: 10, mapImageUrl: img('cafe-map'), sortOrder: 1 },
  { orderLocationId: 2, name: DEMO_KIOSK, displayAreaNo: 6, nodeNo: 22, averageWaitMinutes: 5, mapImageUrl: img('kiosk-map'), sortOrder: 2 },
];

const TABS = [
  { tabLocationId: 1, orderLocationId: 1, name: 'Reef Terrace tables', sortOrder: 1 },
  { tabLocationId: 2, orderLocationId: 1, name: 'Café pickup counter', sortOrder: 2 },
  { tabLocationId: 3, orderLocationId: 2, name: 'Kiosk window', sortOrder: 1 },
];

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Opening hours on the half hour, the same every weekday, around the venue's time of day at `now`:
 * the café open from about 3 hours before to 5 hours after (within the day), the kiosk closed —
 * opening about 2 hours from now, or, late in the day, having closed at least 2 hours ago.
 */
export function demoOpeningHours(now: Date, zone: string): { cafe: [string, string]; kiosk: [string, string] } {
  const [h, m] = formatVenueDateTime(now, zone).slice(11, 16).split(':').map(Number) as [number, number];
  const t = h * 60 + m;
  const dayEnd = 23 * 60 + 59;
  // On the half hour, as a real venue would publish them (opening rounded down, closing up).
  const down = (x: number) => Math.floor(x / 30) * 30;
  const up = (x: number) => Math.min(dayEnd, Math.ceil(x / 30) * 30);
  const cafe: [string, string] = [hhmm(Math.max(0, down(t - 180))), hhmm(up(t + 300))];
  const kiosk: [string, string] = t + 120 < dayEnd - 60 ? [hhmm(up(t + 120)), hhmm(up(t + 480))] : [hhmm(down(Math.min(480, t - 240))), hhmm(down(t - 120))];
  return { cafe, kiosk };
}

async function writeOpeningTimes(db: Db | Tx, now: Date, zone: string): Promise<void> {
  const { cafe, kiosk } = demoOpeningHours(now, zone);
  await db.delete(f.orderLocationOpeningTimes).where(inArray(f.orderLocationOpeningTimes.orderLocationId, [1, 2]));
  await db.insert(f.orderLocationOpeningTimes).values(
    [[1, cafe] as const, [2, kiosk] as const].flatMap(([orderLocationId, [opensAt, closesAt]]) =>
      WEEKDAYS.map((_, weekday) => ({ orderLocationId, weekday, opensAt, closesAt })),
    ),
  );
}

/**
 * Seeds the demo's food catalogue through the back office's services (inside the demo seed's
 * transaction; taxes already there), ids as before: option products first and the menu products
 * with their explicit ids, then menus, locations and tab locations in order into empty tables.
 */
export async function seedDemoFood(ctx: AppContext, opts: { now: Date; zone: string }): Promise<void> {
  const groupsOf = (productId: number) =>
    OPTION_GROUPS.filter(([, product]) => product === productId).map(([, , name, isRequired, choices]) => ({
      name,
      isRequired,
      choices: choices.map(([productId, isSelected]) => ({ productId, isSelected })),
    }));
  // Option products before the products that offer them.
  for (const [id, name, description, priceCents, getProductNotes] of [...PRODUCTS.filter(([i]) => i >= 20), ...PRODUCTS.filter(([i]) => i < 20)]) {
    const menuProduct = id < 20;
    await createFoodProduct(
      ctx,
      SEED_ACTOR,
      { name, description, imageUrl: null, priceCents, getProductNotes, availableOnline: true, taxIds: menuProduct ? [SALES_TAX] : [], optionGroups: groupsOf(id) },
      { id },
    );
  }
  for (const [, displayAreaNo, name, imageUrl, departments] of MENUS) {
    await createFoodMenu(ctx, SEED_ACTOR, { name, displayAreaNo, imageUrl, sortOrder: MENUS.findIndex(([, , n]) => n === name) + 1, departments: departments.map(([deptName, productIds]) => ({ name: deptName, productIds })) });
  }
  const { cafe, kiosk } = demoOpeningHours(opts.now, opts.zone);
  for (const { orderLocationId, ...location } of LOCATIONS) {
    const [opensAt, closesAt] = location.name === DEMO_CAFE ? cafe : kiosk;
    await createOrderLocation(ctx, SEED_ACTOR, {
      ...location,
      openingTimes: WEEKDAYS.map((_, weekday) => ({ weekday, opensAt, closesAt })),
      exceptions: [],
      tabLocations: TABS.filter((t) => t.orderLocationId === orderLocationId).map(({ name, sortOrder }) => ({ name, sortOrder })),
    });
  }
  await ctx.db.execute(`select setval(pg_get_serial_sequence('food_products', 'food_product_id'), (select max(food_product_id) from food_products))`);
}

/**
 * At every start of the demo store: sets the demo café's and kiosk's opening times around the
 * venue's time of day again (café open, kiosk closed), when both still carry the demo's names.
 */
export async function alignDemoOpeningTimes(db: Db, opts: { now: Date; zone: string }): Promise<void> {
  const demo = await db
    .select({ id: f.orderLocations.orderLocationId })
    .from(f.orderLocations)
    .where(and(inArray(f.orderLocations.orderLocationId, [1, 2]), inArray(f.orderLocations.name, [DEMO_CAFE, DEMO_KIOSK])));
  if (demo.length === 2) await db.transaction((tx) => writeOpeningTimes(tx, opts.now, opts.zone));
}
