/**
 * API tokens (docs/integrations.md#api-tokens): a bearer token for `/api/admin/v1` that acts as
 * one operator role (http/admin-access.ts). The token is 256 random bits (`gt_` + base64url),
 * answered once at creation; only its SHA-256 is stored. A token may expire (`expiresAt`) and be
 * revoked; either way it is refused with 401 from then on. Creation and revocation are audited;
 * what a token does is audited under its name (`tokenActor`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { adminMessages } from '@gt/domain/admin-messages';
import type { AdminApiToken, CreateApiTokenBody, CreatedApiToken } from '@gt/contract/admin/integrations';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import { findApiToken, findApiTokenByHash, insertApiToken, setRevoked, touchApiToken, type ApiTokenRow } from './repository';

/** `last_used_at` is written at most this often per token. */
const TOUCH_EVERY_MS = 60_000;
const PREFIX_LENGTH = 10;

export const apiTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** `active`, `expired` (at `now`) or `revoked`. */
function statusOf(r: ApiTokenRow, now: Date): AdminApiToken['status'] {
  if (r.revokedAt) return 'revoked';
  if (r.expiresAt && r.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The admin API's view of a token row (never the token; also what the audit log keeps). */
export function toAdminApiToken(r: ApiTokenRow, now: Date): AdminApiToken {
  return {
    id: r.tokenId,
    name: r.name,
    role: r.role,
    prefix: r.prefix,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    status: statusOf(r, now),
  };
}

/** Who the audit log names for what a token does: `API token "name" (#id)`, no operator id. */
export const tokenActor = (t: { tokenId: number; name: string }): Actor => ({ userId: null, email: `API token "${t.name}" (#${t.tokenId})` });

/** Creates a token (201) and answers it once in `token`. Errors: 400 an expiry not in the future. */
export async function createApiToken(ctx: AppContext, actor: Actor, body: CreateApiTokenBody): Promise<CreatedApiToken> {
  const now = ctx.clock();
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new ApiError(400, adminMessages.apiTokenExpiryPast);
  const token = `gt_${randomBytes(32).toString('base64url')}`;
  return ctx.db.transaction(async (tx) => {
    const row = await insertApiToken(tx, {
      name: body.name,
      role: body.role,
      tokenHash: apiTokenHash(token),
      prefix: token.slice(0, PREFIX_LENGTH),
      createdAt: now,
      createdBy: actor.email,
      expiresAt,
    });
    const after = toAdminApiToken(row, now);
    await writeAudit(tx, actor, now, { action: 'api-token.create', entity: 'api-token', entityId: row.tokenId, after });
    return { ...after, token };
  });
}

/** Revokes a token (refused from now on). Errors: 404 `apiTokenNotFound`; 409 `apiTokenRevoked`. */
export async function revokeApiToken(ctx: AppContext, actor: Actor, id: number): Promise<AdminApiToken> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const before = await findApiToken(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.apiTokenNotFound);
    if (before.revokedAt) throw new ApiError(409, adminMessages.apiTokenRevoked);
    const after = toAdminApiToken(await setRevoked(tx, id, now), now);
    await writeAudit(tx, actor, now, { action: 'api-token.revoke', entity: 'api-token', entityId: id, before: toAdminApiToken(before, now), after });
    return after;
  });
}

/**
 * The live token a request presents (`Authorization: Bearer <token>`), its use recorded; undefined
 * for an unknown, revoked or expired one (the caller answers 401).
 */
export async function useApiToken(ctx: AppContext, token: string): Promise<ApiTokenRow | undefined> {
  if (!token.startsWith('gt_') || token.length > 100) return undefined;
  const row = await findApiTokenByHash(ctx.db, apiTokenHash(token));
  const now = ctx.clock();
  if (!row || statusOf(row, now) !== 'active') return undefined;
  await touchApiToken(ctx.db, row.tokenId, now, TOUCH_EVERY_MS);
  return row;
}
