/**
 * Back office security settings (docs/architecture.md#operators-and-the-back-office), one record
 * `security` in react-admin's shape: GET /settings/security, PATCH /settings/security (admin only,
 * audited).
 */
import { z } from 'zod';

export const SECURITY_SETTINGS_ID = 'security';

export const SecuritySettings = z.object({
  id: z.literal(SECURITY_SETTINGS_ID),
  /** On: every admin account without a second factor is sent to the TOTP enrolment before any other admin call. */
  requireTotpForAdmins: z.boolean(),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

/** PATCH body: only the changed fields (react-admin's data provider sends the difference). */
export const UpdateSecuritySettingsBody = z.object({ requireTotpForAdmins: z.boolean().optional() }).strict();
export type UpdateSecuritySettingsBody = z.infer<typeof UpdateSecuritySettingsBody>;

export const SecuritySettingsParams = z.object({ id: z.literal(SECURITY_SETTINGS_ID) });
