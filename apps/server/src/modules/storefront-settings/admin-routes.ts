/**
 * `/api/admin/v1/storefront-settings`, admin only (contract: admin/storefront-settings.ts;
 * docs/configuration.md#settings-changed-in-the-back-office):
 * GET ?start&end&q&group → {data, total}; GET /:id (the key, e.g. `Headings.ProductsPage`);
 * PATCH /:id {value} → the record (400 the schema's message, 404 unknown key, 409 set in
 * gt.config.json); DELETE /:id → 204, back to the default. Changes are audited
 * (`storefront-setting.update`, `storefront-setting.reset`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  StorefrontSetting,
  StorefrontSettingList,
  StorefrontSettingParams,
  StorefrontSettingQuery,
  UpdateStorefrontSettingBody,
} from '@gt/contract/admin/storefront-settings';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { MAX_PAGE } from '../../http/admin-crud';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { changeStorefrontSetting, listStorefrontSettings, resetStorefrontSetting, storefrontSetting } from './service';

export const storefrontSettingsAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = roles('admin');
    app.get(
      '/storefront-settings',
      { config: admin, schema: { summary: 'Storefront settings and messages', querystring: StorefrontSettingQuery, response: { 200: StorefrontSettingList } } },
      (req) => listStorefrontSettings(ctx, { ...req.query, end: Math.min(req.query.end, req.query.start + MAX_PAGE) }),
    );
    app.get(
      '/storefront-settings/:id',
      { config: admin, schema: { summary: 'One storefront setting', params: StorefrontSettingParams, response: { 200: StorefrontSetting } } },
      async (req) => {
        const found = await storefrontSetting(ctx, req.params.id);
        if (!found) throw new ApiError(404, adminMessages.settingNotFound);
        return found;
      },
    );
    app.patch(
      '/storefront-settings/:id',
      {
        config: admin,
        schema: {
          summary: 'Change a storefront setting (checked with its configuration schema; not a key set in gt.config.json)',
          params: StorefrontSettingParams,
          body: UpdateStorefrontSettingBody,
          response: { 200: StorefrontSetting },
        },
      },
      (req) => changeStorefrontSetting(ctx, actorOf(signedIn(req).user), req.params.id, req.body.value),
    );
    app.delete(
      '/storefront-settings/:id',
      { config: admin, schema: { summary: 'Reset a storefront setting to its default', params: StorefrontSettingParams } },
      async (req, reply) => {
        await resetStorefrontSetting(ctx, actorOf(signedIn(req).user), req.params.id);
        return reply.status(204).send();
      },
    );
  };
