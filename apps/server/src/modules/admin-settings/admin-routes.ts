/**
 * `/api/admin/v1/settings/security`, admin only (contract: admin/settings.ts):
 * GET → SecuritySettings; PATCH {requireTotpForAdmins?} → SecuritySettings (audited
 * `settings.update`). With requireTotpForAdmins on, an admin without a second factor gets 403
 * `adminMessages.totpRequired` on every admin route but the session, the password change and the
 * TOTP enrolment (http/admin-access.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SecuritySettings, SecuritySettingsParams, UpdateSecuritySettingsBody } from '@gt/contract/admin/settings';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { securitySettings, updateSecuritySettings } from './service';

export const adminSettingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/settings/:id',
      { config: roles('admin'), schema: { summary: 'Security settings', params: SecuritySettingsParams, response: { 200: SecuritySettings } } },
      () => securitySettings(ctx),
    );
    app.patch(
      '/settings/:id',
      {
        config: roles('admin'),
        schema: {
          summary: 'Change the security settings (require a second factor for every admin account)',
          params: SecuritySettingsParams,
          body: UpdateSecuritySettingsBody,
          response: { 200: SecuritySettings },
        },
      },
      async (req) => updateSecuritySettings(ctx, actorOf(signedIn(req).user), req.body),
    );
  };
