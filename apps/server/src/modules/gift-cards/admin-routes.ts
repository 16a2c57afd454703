/**
 * `/api/admin/v1/gift-card-products` and `/api/admin/v1/gift-cards` (contract: admin/gift-cards.ts;
 * docs/operator-guide.md#gift-cards). Products: the five catalogue routes (http/admin-crud.ts; admin
 * and box office read, admin changes), `?displayAreaId` lists one area. Cards (admin and box office
 * read, admin writes): GET /gift-cards?q&start&end → {data, total}; GET /gift-cards/:id (the number)
 * → the card and its ledger; POST /gift-cards (201, issued by hand); POST /gift-cards/:id/adjustments;
 * POST /gift-cards/:id/void.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  AdjustGiftCardBody,
  AdminGiftCardDetail,
  AdminGiftCardProduct,
  CreateGiftCardProductBody,
  GiftCardList,
  GiftCardParams,
  GiftCardProductList,
  GiftCardProductQuery,
  GiftCardSearchQuery,
  IssueGiftCardBody,
  UpdateGiftCardProductBody,
  VoidGiftCardBody,
} from '@gt/contract/admin/gift-cards';
import { IdParams } from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import { MAX_PAGE, catalogueRoutes } from '../../http/admin-crud';
import { roles } from '../../http/admin-access';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { findGiftCardProduct, listGiftCardProducts } from './admin-repository';
import {
  adjustGiftCard,
  changeGiftCardProduct,
  createGiftCardProduct,
  getGiftCard,
  issueGiftCardByHand,
  listGiftCards,
  removeGiftCardProduct,
  toAdminGiftCardProduct,
  voidGiftCard,
} from './admin-service';

export const giftCardAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    catalogueRoutes(app, {
      path: '/gift-card-products',
      schemas: {
        query: GiftCardProductQuery,
        params: IdParams,
        list: GiftCardProductList,
        item: AdminGiftCardProduct,
        create: CreateGiftCardProductBody,
        update: UpdateGiftCardProductBody,
      },
      notFound: adminMessages.giftCardProductNotFound,
      list: async (q) => {
        const { rows, total } = await listGiftCardProducts(ctx.db, q);
        return { data: rows.map(toAdminGiftCardProduct), total };
      },
      get: async (id) => {
        const row = await findGiftCardProduct(ctx.db, id);
        return row && toAdminGiftCardProduct(row);
      },
      create: (actor, body) => createGiftCardProduct(ctx, actor, body),
      update: (actor, id, body) => changeGiftCardProduct(ctx, actor, id, body),
      remove: (actor, id) => removeGiftCardProduct(ctx, actor, id),
    });

    const desk = roles('admin', 'box_office');
    const adminOnly = roles('admin');
    const actor = (req: Parameters<typeof signedIn>[0]) => actorOf(signedIn(req).user);

    app.get('/gift-cards', { config: desk, schema: { querystring: GiftCardSearchQuery, response: { 200: GiftCardList } } }, async (req) =>
      listGiftCards(ctx, { ...req.query, end: Math.min(req.query.end, req.query.start + MAX_PAGE) }),
    );
    app.get('/gift-cards/:id', { config: desk, schema: { params: GiftCardParams, response: { 200: AdminGiftCardDetail } } }, async (req) =>
      getGiftCard(ctx, req.params.id),
    );
    app.post('/gift-cards', { config: adminOnly, schema: { body: IssueGiftCardBody, response: { 201: AdminGiftCardDetail } } }, async (req, reply) =>
      reply.status(201).send(await issueGiftCardByHand(ctx, actor(req), req.body)),
    );
    app.post(
      '/gift-cards/:id/adjustments',
      { config: adminOnly, schema: { params: GiftCardParams, body: AdjustGiftCardBody, response: { 200: AdminGiftCardDetail } } },
      async (req) => adjustGiftCard(ctx, actor(req), req.params.id, req.body),
    );
    app.post('/gift-cards/:id/void', { config: adminOnly, schema: { params: GiftCardParams, body: VoidGiftCardBody, response: { 200: AdminGiftCardDetail } } }, async (req) =>
      voidGiftCard(ctx, actor(req), req.params.id, req.body),
    );
  };
