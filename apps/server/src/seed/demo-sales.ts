/**
 * Demo general-admission tickets and gift cards for sale (docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought): two GA departments
 * (a ticket with a 'You Save', one with a validity date, one with a minimum quantity, one outside
 * its sell window) and two gift card areas (a fixed-amount group and a custom-amount card; a
 * holiday card sold for a limited time). Dates relative to `today` (venue). The display areas and
 * the GA tickets and the gift card products are written through the back office's services
 * (seed-context.ts).
 */
import { addDays } from '@gt/domain/venue-time';
import { CreateDisplayAreaBody } from '@gt/contract/admin/catalogue';
import { CreateGaProductBody } from '@gt/contract/admin/ga-products';
import type { AppContext } from '../app-context';
import { createDisplayArea } from '../modules/display-areas/service';
import { createGaProduct } from '../modules/ga-products/admin-service';
import { createGiftCardProduct } from '../modules/gift-cards/admin-service';
import { expectSeedId, SEED_ACTOR } from './seed-context';

const img = (name: string) => `/GT/images/${name}.svg`;
const SALES_TAX = 1;

export const GA_DISPLAY_AREA = 5;
export const GIFT_CARD_AREAS = [6, 7];

/** Writes the demo GA tickets and the GA and gift card areas (inside the demo seed's transaction, `ctx` over it). */
export async function seedDemoSales(ctx: AppContext, today: string): Promise<void> {
  const areas = [
    { displayAreaNo: GA_DISPLAY_AREA, areaName: 'Aquarium Extras', displayText: '4D theater, photos and animal feedings: no time slot needed.', areaType: 'products', sortOrder: 5, largeImageUrl: img('coral-reef') },
    { displayAreaNo: 6, areaName: 'Gift Cards', displayText: 'A day at the aquarium for someone you love: any amount, delivered by e-mail.', areaType: 'giftcard', sortOrder: 6, largeImageUrl: img('jellyfish') },
    { displayAreaNo: 7, areaName: 'Holiday Gift Cards', displayText: 'A winter card for the holidays, for a limited time.', areaType: 'giftcard', sortOrder: 7, largeImageUrl: img('dolphin') },
  ];
  for (const { displayAreaNo, ...area } of areas) expectSeedId('display area', (await createDisplayArea(ctx, SEED_ACTOR, CreateDisplayAreaBody.parse(area))).id, displayAreaNo);
  const ga = (productId: number, name: string, priceCents: number, o: Partial<CreateGaProductBody>) => ({
    productId,
    body: CreateGaProductBody.parse({ name, priceCents, displayAreaId: GA_DISPLAY_AREA, taxIds: [SALES_TAX], ...o }),
  });
  for (const { productId, body } of [
    ga(2001, '4D Theater', 800, { department: 'Exhibits', departmentSortOrder: 1, sortOrder: 1, originalPriceCents: 1000, maxQuantity: 10, terms: 'Shows every 30 minutes. Not recommended for children under 3.' }),
    ga(2002, 'Shark Tunnel Photo', 1500, { department: 'Exhibits', departmentSortOrder: 1, sortOrder: 2, validUntil: addDays(today, 90), maxQuantity: 5, terms: 'One printed photo and its download, collected at the tunnel exit.' }),
    ga(2003, 'Penguin Feeding', 1200, { department: 'Experiences', departmentSortOrder: 2, sortOrder: 1, minQuantity: 2, maxQuantity: 8, terms: 'Daily at 2 pm. Book at least two places.' }),
    ga(2004, 'Summer Splash Pass', 2500, { department: 'Experiences', departmentSortOrder: 2, sortOrder: 2, sellFrom: addDays(today, -120), sellTill: addDays(today, -10), terms: 'Sold in summer only.' }),
  ])
    expectSeedId('GA ticket', (await createGaProduct(ctx, SEED_ACTOR, body)).id, productId);
}

/** [id, name, area, price cents, largest amount cents, image, sort order, sell window days from today (null: open)] */
const GIFT_CARD_PRODUCTS: [number, string, number, number, number | null, string, number, [number, number] | null][] = [
  [3001, '$25 Ocean Gift Card', 6, 2500, null, 'jellyfish', 1, null],
  [3002, '$50 Ocean Gift Card', 6, 5000, null, 'jellyfish', 2, null],
  [3003, '$100 Ocean Gift Card', 6, 10_000, null, 'jellyfish', 3, null],
  [3004, 'Gift Card, any amount', 6, 1000, 50_000, 'coral-reef', 4, null],
  [3005, 'Holiday Gift Card', 7, 4000, null, 'dolphin', 1, [0, 45]],
];

/** The demo's gift card products, through the back office's service with their fixed ids (after seedDemoSales: their areas). */
export async function seedDemoGiftCardProducts(ctx: AppContext, today: string): Promise<void> {
  for (const [id, name, displayAreaId, priceCents, maxPriceCents, image, sortOrder, window] of GIFT_CARD_PRODUCTS) {
    const sellFrom = window ? addDays(today, window[0]) : null;
    const sellTill = window ? addDays(today, window[1]) : null;
    await createGiftCardProduct(ctx, SEED_ACTOR, { name, displayAreaId, priceCents, maxPriceCents, sellFrom, sellTill, imageUrl: img(image), sortOrder }, id);
  }
}
