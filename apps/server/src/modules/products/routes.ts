import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductsQuery, ProductsResponse } from '@gt/contract/products';
import type { AppContext } from '../../app-context';
import { lookupRateLimit } from '../../http/lookup-rate-limit';
import { listProducts } from './service';

/**
 * GET /api/v1/Products?ProductType=donation|transactionfee|gaticket|giftcard[&ProductID]
 * [&DisplayArea|displayarea][&GACouponCode] → the products of that type (spec 01 §7, spec 02 §7):
 * the donation and fee products; GA tickets and gift cards on sale today (venue zone) in display
 * areas shown online, in display order. A GACouponCode marks the tickets it discounts; it is a
 * guessable secret, so such requests share the per-client lookup budget.
 */
export const productRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Only a request naming a coupon spends the lookup budget.
    const rateLimit = { ...lookupRateLimit(ctx).rateLimit, allowList: (req: { query: unknown }) => !(req.query as { GACouponCode?: string }).GACouponCode };
    app.get('/Products', { schema: { querystring: ProductsQuery, response: { 200: ProductsResponse } }, config: { rateLimit } }, (req) => listProducts(ctx, req.query));
  };
