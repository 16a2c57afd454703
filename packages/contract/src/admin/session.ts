/**
 * Back office sign-in (docs/architecture.md#operators-and-the-back-office), `/api/admin/v1/session` and
 * `/api/admin/v1/password`. The admin API speaks camelCase with an `id` on every record (the
 * shape react-admin reads); errors keep the spec's `{ Errors: [{ ErrorMessage }] }` (spec 01 §8).
 */
import { z } from 'zod';

export const OperatorRole = z.enum(['admin', 'box_office', 'door', 'kitchen']);
export type OperatorRole = z.infer<typeof OperatorRole>;

/** Header that carries the CSRF token of the session on every state-changing admin call. */
export const CSRF_HEADER = 'x-csrf-token';

/** Passwords: 12 to 200 characters (long pass phrases welcome; bounded so hashing stays cheap). */
export const NewPassword = z.string().min(12, 'Use at least 12 characters.').max(200);

/** POST /session: e-mail, password and, for an account with a second factor, the 6-digit code. */
export const SignInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6 digits of the code.')
    .optional(),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const Operator = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: OperatorRole,
  passwordMustChange: z.boolean(),
  totpEnabled: z.boolean(),
});
export type Operator = z.infer<typeof Operator>;

/**
 * The signed-in operator and the CSRF token to send in `x-csrf-token` (GET/POST /session, POST
 * /password). `mustEnrolTotp`: an admin without a second factor while the security setting
 * requires one; every admin call but the session, the password change and the TOTP enrolment
 * answers 403 until enrolled.
 */
export const SessionInfo = z.object({ user: Operator, csrfToken: z.string(), mustEnrolTotp: z.boolean() });
export type SessionInfo = z.infer<typeof SessionInfo>;

/** POST /password: the current password and the new one; every other session of the operator ends. */
export const ChangePasswordBody = z.object({ currentPassword: z.string().min(1).max(200), newPassword: NewPassword });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST /totp/enrol → a new secret (base32) and its otpauth:// URI for an authenticator app. */
export const TotpEnrolment = z.object({ secret: z.string(), uri: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

/** POST /totp/confirm: a code from the enrolled app turns the second factor on. */
export const TotpConfirmBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6 digits of the code.'),
});
export type TotpConfirmBody = z.infer<typeof TotpConfirmBody>;
