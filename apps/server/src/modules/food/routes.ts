/**
 * The food catalogue (spec 02 §7): `GET /api/v1/orderlocations?displayArea` → OrderLocation[]
 * (all locations without displayArea; [] when none: the storefront says 'No Order Locations were
 * found.'), and `GET /api/v1/products?ProductType=foodmenusimple&DisplayArea` → Menu[] of the
 * display area ([]: 'No Order Menu were found.'), without what is sold out today (venue date). Prices in dollars: Price (list) and PriceIncTax
 * (with every tax), an option's at its menu product's taxes (domain food-pricing).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FoodMenuQuery, Menu, OrderLocation, OrderLocationsQuery } from '@gt/contract/food';
import { taxedUnit } from '@gt/domain/food-pricing';
import { toDollars } from '@gt/domain/money';
import type { TaxRate } from '@gt/domain/tax';
import { formatVenueDateTime, venueDate } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { loadMenus, loadOrderLocations, type FoodProductRow } from './repository';

const prices = (priceCents: number, taxes: readonly TaxRate[]) => ({ Price: toDollars(priceCents), PriceIncTax: toDollars(taxedUnit(priceCents, taxes).totalCents) });

function menuProduct(p: FoodProductRow): z.input<typeof Menu>['Departments'][number]['Products'][number] {
  return {
    ProductID: p.productId,
    ProductName: p.name,
    ProductDescription: p.description,
    ProductImageURL: p.imageUrl,
    ...prices(p.priceCents, p.taxes),
    Taxes: p.taxes.map((t) => ({ TaxName: t.name, TaxIncluded: t.included, TaxPercentage: t.percentage })),
    GetProductNotes: p.getProductNotes,
    Options: p.options.map((o) => ({
      OptionID: o.optionId,
      OptionName: o.name,
      IsRequired: o.isRequired,
      Products: o.choices.map((c) => ({ ProductID: c.productId, ProductName: c.name, ...prices(c.priceCents, p.taxes), IsSelected: c.isSelected })),
    })),
  };
}

export const foodRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/orderlocations', { schema: { querystring: OrderLocationsQuery, response: { 200: z.array(OrderLocation) } } }, async (req) => {
      const clock = ctx.clock();
      const now = formatVenueDateTime(clock, ctx.config.Public.VenueTimeZone);
      return (await loadOrderLocations(ctx.db, venueDate(clock, ctx.config.Public.VenueTimeZone), req.query.displayArea)).map((l) => ({
        OrderLocationID: l.orderLocationId,
        OrderLocation: l.name,
        DisplayArea: l.displayAreaNo,
        NodeNo: l.nodeNo,
        AverageWaitMinutes: l.averageWaitMinutes,
        MapImageURL: l.mapImageUrl,
        OpeningTimes: l.openingTimes,
        TabLocations: l.tabLocations.map((t) => ({ TabLocationID: t.tabLocationId, TabLocationName: t.name })),
        CurrentDateTimeAtLocation: now,
      }));
    });
    app.get('/products', { schema: { querystring: FoodMenuQuery, response: { 200: z.array(Menu) } } }, async (req) =>
      (await loadMenus(ctx.db, req.query.DisplayArea, venueDate(ctx.clock(), ctx.config.Public.VenueTimeZone))).map((m) => ({
        MenuName: m.name,
        MenuImageURL: m.imageUrl,
        Departments: m.departments.map((d) => ({ DepartmentName: d.name, Products: d.products.map(menuProduct) })),
      })),
    );
  };
