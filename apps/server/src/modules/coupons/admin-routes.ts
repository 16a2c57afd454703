/**
 * `/api/admin/v1/coupons` (contract: admin/coupons.ts; CRUD routes: http/admin-crud.ts): admin
 * and box office read, admin changes. GET /coupons?start&end&q → {data, total}; GET /coupons/:id;
 * POST (201); PATCH /:id; DELETE /:id (204; 409 when used or in a cart: disable it instead);
 * POST /coupons/:id/codes {count} (201, admin) → the codes drawn; GET /coupon-codes?couponId
 * → {data, total}, `&format=csv` every code as a CSV download; GET /coupon-uses?couponId →
 * {data, total}, the transactions that used it with their booking IDs.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  AdminCoupon,
  CouponCodeList,
  CouponCodesQuery,
  CouponList,
  CouponQuery,
  CouponUseList,
  CouponUsesQuery,
  CreateCouponBody,
  GenerateCodesBody,
  GeneratedCodes,
  UpdateCouponBody,
} from '@gt/contract/admin/coupons';
import { IdParams } from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { catalogueRoutes, MAX_PAGE } from '../../http/admin-crud';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { findCouponRecord, listCoupons } from './admin-repository';
import {
  changeCoupon,
  couponCodePage,
  couponCodesCsv,
  couponUsePage,
  createCoupon,
  generateCouponCodes,
  removeCoupon,
  toAdminCoupon,
} from './admin-service';

const capped = (q: { start: number; end: number }) => Math.min(q.end, q.start + MAX_PAGE);

export const couponAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    catalogueRoutes(app, {
      path: '/coupons',
      schemas: { query: CouponQuery, params: IdParams, list: CouponList, item: AdminCoupon, create: CreateCouponBody, update: UpdateCouponBody },
      notFound: adminMessages.couponNotFound,
      list: async (q) => {
        const { rows, total } = await listCoupons(ctx.db, q);
        return { data: rows.map(toAdminCoupon), total };
      },
      get: async (id) => {
        const rec = await findCouponRecord(ctx.db, id);
        return rec && toAdminCoupon(rec);
      },
      create: (actor, body) => createCoupon(ctx, actor, body),
      update: (actor, id, body) => changeCoupon(ctx, actor, id, body),
      remove: (actor, id) => removeCoupon(ctx, actor, id),
    });

    app.post(
      '/coupons/:id/codes',
      { config: roles('admin'), schema: { params: IdParams, body: GenerateCodesBody, response: { 201: GeneratedCodes } } },
      async (req, reply) => reply.status(201).send(await generateCouponCodes(ctx, actorOf(signedIn(req).user), req.params.id, req.body.count)),
    );

    // No response schema: the same URL answers CSV with `format=csv`.
    app.get('/coupon-codes', { config: roles('admin', 'box_office'), schema: { querystring: CouponCodesQuery } }, async (req, reply) => {
      const q = req.query;
      if (q.format !== 'csv') return CouponCodeList.parse(await couponCodePage(ctx, q.couponId, q.start, capped(q)));
      const { filename, csv } = await couponCodesCsv(ctx, q.couponId);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    });

    app.get(
      '/coupon-uses',
      { config: roles('admin', 'box_office'), schema: { querystring: CouponUsesQuery, response: { 200: CouponUseList } } },
      async (req) => couponUsePage(ctx, req.query.couponId, req.query.start, capped(req.query)),
    );
  };
