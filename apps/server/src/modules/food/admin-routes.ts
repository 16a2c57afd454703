/**
 * The food catalogue in the admin API (contract: admin/food.ts; routes: http/admin-crud.ts;
 * docs/operator-guide.md#food-ordering). Admin changes; the box office reads.
 * - `/food-order-locations`, `/food-menus`: GET list `{data, total}`, GET /:id, POST (201),
 *   PATCH /:id, DELETE /:id (204; 409 while it has orders).
 * - `/food-products`: the same, and the kitchen reads too (to find what to mark sold out);
 *   POST /food-products/:id/sold-out `{soldOut}` → the product (admin and kitchen; audited).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  AdminFoodMenu,
  AdminFoodProduct,
  AdminOrderLocation,
  CreateFoodMenuBody,
  CreateFoodProductBody,
  CreateOrderLocationBody,
  FoodMenuList,
  FoodProductList,
  IdParams,
  ListQuery,
  OrderLocationList,
  SoldOutBody,
  UpdateFoodMenuBody,
  UpdateFoodProductBody,
  UpdateOrderLocationBody,
} from '@gt/contract/admin/food';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { catalogueRoutes } from '../../http/admin-crud';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { foodProductRecords, listFoodProducts, listMenus, listOrderLocations, menuRecords, orderLocationRecords } from './admin-repository';
import {
  changeFoodMenu,
  changeFoodProduct,
  changeOrderLocation,
  createFoodMenu,
  createFoodProduct,
  createOrderLocation,
  removeFoodMenu,
  removeFoodProduct,
  removeOrderLocation,
  setFoodProductSoldOut,
  venueToday,
} from './admin-service';

export const foodAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    catalogueRoutes(app, {
      path: '/food-order-locations',
      schemas: { query: ListQuery, params: IdParams, list: OrderLocationList, item: AdminOrderLocation, create: CreateOrderLocationBody, update: UpdateOrderLocationBody },
      notFound: adminMessages.orderLocationNotFound,
      list: ({ start, end }) => listOrderLocations(ctx.db, start, end),
      get: async (id) => (await orderLocationRecords(ctx.db, [id]))[0],
      create: (actor, body) => createOrderLocation(ctx, actor, body),
      update: (actor, id, body) => changeOrderLocation(ctx, actor, id, body),
      remove: (actor, id) => removeOrderLocation(ctx, actor, id),
    });
    catalogueRoutes(app, {
      path: '/food-menus',
      schemas: { query: ListQuery, params: IdParams, list: FoodMenuList, item: AdminFoodMenu, create: CreateFoodMenuBody, update: UpdateFoodMenuBody },
      notFound: adminMessages.foodMenuNotFound,
      list: ({ start, end }) => listMenus(ctx.db, start, end),
      get: async (id) => (await menuRecords(ctx.db, [id]))[0],
      create: (actor, body) => createFoodMenu(ctx, actor, body),
      update: (actor, id, body) => changeFoodMenu(ctx, actor, id, body),
      remove: (actor, id) => removeFoodMenu(ctx, actor, id),
    });
    catalogueRoutes(app, {
      path: '/food-products',
      schemas: { query: ListQuery, params: IdParams, list: FoodProductList, item: AdminFoodProduct, create: CreateFoodProductBody, update: UpdateFoodProductBody },
      notFound: adminMessages.foodProductNotFound,
      readers: ['box_office', 'kitchen'],
      list: ({ start, end }) => listFoodProducts(ctx.db, start, end, venueToday(ctx)),
      get: async (id) => (await foodProductRecords(ctx.db, [id], venueToday(ctx)))[0],
      create: (actor, body) => createFoodProduct(ctx, actor, body),
      update: (actor, id, body) => changeFoodProduct(ctx, actor, id, body),
      remove: (actor, id) => removeFoodProduct(ctx, actor, id),
    });
    app.post(
      '/food-products/:id/sold-out',
      {
        config: roles('admin', 'kitchen'),
        schema: {
          summary: 'Mark a food product sold out today',
          description: 'Sold out for the current venue date (left off the storefront menus until the next venue day), or back on sale.',
          params: IdParams,
          body: SoldOutBody,
          response: { 200: AdminFoodProduct },
        },
      },
      async (req) => setFoodProductSoldOut(ctx, actorOf(signedIn(req).user), req.params.id, req.body.soldOut),
    );
  };
