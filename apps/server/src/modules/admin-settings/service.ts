/**
 * Back office security settings (docs/architecture.md#operators-and-the-back-office): a second factor
 * that an admin can require for every admin account. Changes are audited (`settings.update`, before/after).
 */
import type { SecuritySettings, UpdateSecuritySettingsBody } from '@gt/contract/admin/settings';
import { reportDbOf, type AppContext } from '../../app-context';
import type { OperatorUserRow } from '../admin-auth/repository';
import { writeAudit, type Actor } from '../audit/repository';
import { readAdminSettings, writeAdminSettings } from './repository';

/** The settings record. */
export async function securitySettings(ctx: AppContext): Promise<SecuritySettings> {
  return { id: 'security', ...(await readAdminSettings(ctx.db)) };
}

/** Applies the changed fields and records before/after in the audit log (nothing written when nothing changes). */
export async function updateSecuritySettings(ctx: AppContext, actor: Actor, body: UpdateSecuritySettingsBody): Promise<SecuritySettings> {
  return ctx.db.transaction(async (tx) => {
    const before = await readAdminSettings(tx);
    const after = { ...before, ...(body.requireTotpForAdmins === undefined ? {} : { requireTotpForAdmins: body.requireTotpForAdmins }) };
    if (after.requireTotpForAdmins !== before.requireTotpForAdmins) {
      await writeAdminSettings(tx, after, ctx.clock());
      await writeAudit(tx, actor, ctx.clock(), { action: 'settings.update', entity: 'settings', entityId: 'security', before, after });
    }
    return { id: 'security' as const, ...after };
  });
}

/** Whether this operator must enrol a second factor before anything else: an admin without TOTP while the setting requires it (read on the back office's pool, `reportDbOf`: every admin request asks). */
export async function mustEnrolTotp(ctx: AppContext, user: Pick<OperatorUserRow, 'role' | 'totpSecret'>): Promise<boolean> {
  return mustEnrol(user) && (await readAdminSettings(reportDbOf(ctx))).requireTotpForAdmins;
}

/** Whether the security setting requireTotpForAdmins applies to this operator: an admin without TOTP. */
export const mustEnrol = (user: Pick<OperatorUserRow, 'role' | 'totpSecret'>): boolean => user.role === 'admin' && user.totpSecret === null;
