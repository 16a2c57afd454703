/**
 * GET IDME/UserData (spec 01 §7, no version segment): the server reads the visitor's verified
 * groups from the identity provider with the access token of the return (never a group the
 * browser claims: docs/architecture.md#identity-and-secrets), stores a verification under a fresh
 * secret IdentityToken (its SHA-256 only, lives Identity.VerificationMinutes) and answers the
 * groups with that token; a transaction carrying it may price tickets at the group's rate
 * (memberships/ticket-rate.ts).
 */
import type { IdentityUserData } from '@gt/contract/memberships';
import { identityMessages, type GroupStatus } from '@gt/domain/identity';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { newSecret } from '../../lib/random-codes';
import { findIdentityToken, insertIdentityToken, verifiedGroupCostRate } from './repository';

/** The part of an ID.me-like user-data answer the server reads (`attributes` handle `uuid`: the provider's user id). */
const ProviderUserData = z.object({
  status: z.array(z.object({ group: z.string().min(1).max(100), subgroups: z.array(z.string().max(100)).max(50).default([]), verified: z.boolean() })).max(50),
  attributes: z.array(z.object({ handle: z.string(), value: z.unknown() })).optional(),
});

const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The groups of an access token and the provider's user id. The development provider's tokens
 * are read from the database; a real provider's from Identity.UserDataURL. Errors: 401
 * tokenNotValid (unknown, expired or refused by the provider), 502 providerUnavailable.
 */
async function providerUserData(ctx: AppContext, accessToken: string): Promise<{ status: GroupStatus[]; extUserId: string | null }> {
  if (ctx.config.IdentityDevProvider) {
    const t = await findIdentityToken(ctx.db, accessToken, 'dev-access-token', ctx.clock());
    if (!t) throw new ApiError(401, identityMessages.tokenNotValid);
    return { status: [{ group: t.groupName, subgroups: t.subgroups, verified: true }], extUserId: t.extUserId };
  }
  const url = ctx.config.Identity.UserDataURL;
  if (!url) throw new ApiError(404, identityMessages.notConfigured);
  let res: Response;
  try {
    res = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch {
    throw new ApiError(502, identityMessages.providerUnavailable);
  }
  if (res.status === 401 || res.status === 403) throw new ApiError(401, identityMessages.tokenNotValid);
  const parsed = res.ok ? ProviderUserData.safeParse(await res.json().catch(() => null)) : null;
  if (!parsed?.success) throw new ApiError(502, identityMessages.providerUnavailable);
  const uuid = parsed.data.attributes?.find((a) => a.handle === 'uuid')?.value;
  return { status: parsed.data.status, extUserId: typeof uuid === 'string' ? uuid : null };
}

/**
 * Verifies the visitor's group: `{status, IdentityToken}`. The token is bound to the first
 * verified group that has a rate needing verification (else the first verified group). Errors:
 * those of providerUserData; 403 noVerifiedGroup when the provider verified none.
 */
export async function verifyIdentity(ctx: AppContext, accessToken: string): Promise<IdentityUserData> {
  const { status, extUserId } = await providerUserData(ctx, accessToken);
  const verified = status.filter((s) => s.verified);
  if (verified.length === 0) throw new ApiError(403, identityMessages.noVerifiedGroup);
  let bound = verified[0] as GroupStatus;
  for (const s of verified) {
    if ((await verifiedGroupCostRate(ctx.db, s.group, s.subgroups)) !== null) {
      bound = s;
      break;
    }
  }
  const now = ctx.clock();
  const token = newSecret();
  await insertIdentityToken(ctx.db, {
    token,
    kind: 'verified',
    groupName: bound.group,
    subgroups: bound.subgroups,
    extUserId,
    now,
    expiresAt: new Date(now.getTime() + ctx.config.Identity.VerificationMinutes * 60_000),
  });
  return { status, IdentityToken: token };
}
