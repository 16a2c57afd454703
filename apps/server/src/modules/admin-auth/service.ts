/**
 * Operator sign-in, sessions, password change and TOTP (docs/architecture.md#operators-and-the-back-office).
 *
 * - Passwords: argon2id (`@node-rs/argon2`, its defaults m=19 MiB, t=2: OWASP's minimum), hashed
 *   and verified on libuv's thread pool, never on the event loop.
 * - Sessions: a 256-bit random id in the cookie; the database keeps its SHA-256 only, the expiry
 *   (`AdminSignIn.SessionHours`) and a CSRF secret. A password change ends every session of the
 *   operator; a disabled or removed operator's sessions end too.
 * - Second factor: RFC 6238 TOTP (`otplib`, 6 digits, 30 s, one step of clock drift accepted).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import { adminMessages } from '@gt/domain/admin-messages';
import type { Operator, SignInBody } from '@gt/contract/admin/session';
import { reportDbOf, type AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import {
  findLiveSession,
  findUserByEmail,
  findUserById,
  insertSession,
  revokeSession,
  revokeUserSessions,
  updateUser,
  type LiveSession,
  type OperatorUserRow,
  type SessionRow,
} from './repository';

/** argon2id PHC string of a password (async). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Compared against when the address is unknown, so that a miss costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;

async function passwordMatches(phc: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = phc ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && phc !== undefined;
}

const OTP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A one-time password: 16 characters of an unambiguous alphabet (~79 bits), grouped by 4 for reading aloud. */
export function oneTimePassword(): string {
  const chars = Array.from({ length: 16 }, () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

export const sessionIdHash = (id: string): string => createHash('sha256').update(id).digest('hex');

/** The API's view of a user row. */
export function toOperator(u: OperatorUserRow): Operator {
  return {
    id: u.userId,
    email: u.email,
    name: u.name,
    role: u.role,
    passwordMustChange: u.passwordMustChange,
    totpEnabled: u.totpSecret !== null,
  };
}

/** The audit log's actor of a user; an API token's stand-in user (id 0, http/admin-access.ts) has no operator id. */
export const actorOf = (u: Pick<OperatorUserRow, 'userId' | 'email'>): Actor => ({ userId: u.userId > 0 ? u.userId : null, email: u.email });

/** A new session for a user: the raw id (for the cookie only) and the stored row. */
export async function createSession(ctx: AppContext, userId: number): Promise<{ id: string; session: SessionRow }> {
  const id = randomBytes(32).toString('base64url');
  const now = ctx.clock();
  const session: SessionRow = {
    idHash: sessionIdHash(id),
    userId,
    csrfSecret: randomBytes(18).toString('base64url'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.AdminSignIn.SessionHours * 3_600_000),
    revokedAt: null,
  };
  await insertSession(ctx.db, session);
  return { id, session };
}

/**
 * The live session a cookie names, with its user and the second-factor setting (one statement);
 * undefined for an unknown, expired, revoked or disabled one. Read on the back office's pool
 * (`reportDbOf`): every admin request checks it.
 */
export async function loadSession(ctx: AppContext, id: string | undefined): Promise<LiveSession | undefined> {
  if (!id || id.length > 100) return undefined;
  const found = await findLiveSession(reportDbOf(ctx), sessionIdHash(id), ctx.clock());
  return found && !found.user.disabled ? found : undefined;
}

async function totpMatches(secret: string, code: string | undefined, now: Date): Promise<boolean> {
  if (!code) return false;
  const result = await verifyTotp({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30 }).catch(() => ({
    valid: false,
  }));
  return result.valid;
}

/**
 * Checks e-mail, password and (when enrolled) the TOTP code; opens a session. Errors: 401
 * `signInFailed` for every failure, 401 `codeRequired` when only the code is missing.
 */
export async function signIn(ctx: AppContext, body: SignInBody): Promise<{ id: string; session: SessionRow; user: OperatorUserRow }> {
  const user = await findUserByEmail(ctx.db, body.email);
  const ok = await passwordMatches(user?.passwordHash, body.password);
  if (!user || !ok || user.disabled) throw new ApiError(401, adminMessages.signInFailed);
  if (user.totpSecret) {
    if (!body.code) throw new ApiError(401, adminMessages.codeRequired);
    if (!(await totpMatches(user.totpSecret, body.code, ctx.clock()))) throw new ApiError(401, adminMessages.signInFailed);
  }
  const { id, session } = await createSession(ctx, user.userId);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.userId, { lastSignInAt: ctx.clock() });
    await writeAudit(tx, actorOf(user), ctx.clock(), { action: 'session.create', entity: 'user', entityId: user.userId });
  });
  return { id, session, user };
}

/** Ends one session (sign-out). */
export async function signOut(ctx: AppContext, session: SessionRow, user: OperatorUserRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, session.idHash, ctx.clock());
    await writeAudit(tx, actorOf(user), ctx.clock(), { action: 'session.end', entity: 'user', entityId: user.userId });
  });
}

/**
 * Sets a new password after checking the current one, clears "must change", ends every session of
 * the user and opens a new one for this browser. Errors: 400 `currentPasswordWrong`, `samePassword`.
 */
export async function changePassword(
  ctx: AppContext,
  user: OperatorUserRow,
  current: string,
  next: string,
): Promise<{ id: string; session: SessionRow; user: OperatorUserRow }> {
  if (!(await passwordMatches(user.passwordHash, current))) throw new ApiError(400, adminMessages.currentPasswordWrong);
  if (current === next) throw new ApiError(400, adminMessages.samePassword);
  const passwordHash = await hashPassword(next);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.userId, { passwordHash, passwordMustChange: false });
    await revokeUserSessions(tx, user.userId, ctx.clock());
    await writeAudit(tx, actorOf(user), ctx.clock(), {
      action: 'user.password',
      entity: 'user',
      entityId: user.userId,
      before: { passwordMustChange: user.passwordMustChange },
      after: { passwordMustChange: false },
    });
    return row ?? user;
  });
  return { ...(await createSession(ctx, user.userId)), user: updated };
}

/** Starts TOTP enrolment: a new secret (kept pending until a code confirms it) and its otpauth:// URI. */
export async function enrolTotp(ctx: AppContext, user: OperatorUserRow): Promise<{ secret: string; uri: string }> {
  const secret = generateSecret();
  await updateUser(ctx.db, user.userId, { totpPendingSecret: secret });
  return { secret, uri: generateURI({ issuer: ctx.config.Public.VenueName, label: user.email, secret }) };
}

/** Confirms enrolment with a first code: sign-in asks for a code from now on. Errors: 400 `noTotpEnrolment`, `codeInvalid`. */
export async function confirmTotp(ctx: AppContext, user: OperatorUserRow, code: string): Promise<OperatorUserRow> {
  const fresh = await findUserById(ctx.db, user.userId);
  const pending = fresh?.totpPendingSecret;
  if (!fresh || !pending) throw new ApiError(400, adminMessages.noTotpEnrolment);
  if (!(await totpMatches(pending, code, ctx.clock()))) throw new ApiError(400, adminMessages.codeInvalid);
  return ctx.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.userId, { totpSecret: pending, totpPendingSecret: null });
    await writeAudit(tx, actorOf(user), ctx.clock(), {
      action: 'user.totp',
      entity: 'user',
      entityId: user.userId,
      before: { totpEnabled: fresh.totpSecret !== null },
      after: { totpEnabled: true },
    });
    return row ?? fresh;
  });
}
