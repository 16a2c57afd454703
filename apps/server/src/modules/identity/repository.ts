/**
 * Identity verifications (db/membership-schema.ts `identity_verifications`): the groups the
 * server read from the identity provider, under the SHA-256 of the token it gave the browser,
 * and the development provider's access tokens. A verified group's cost rate is the cost rate
 * with that group (and one of its subgroups, or none) that requires verification.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityVerifications } from '../../db/membership-schema';
import { costRates } from '../../db/schema';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Stores a token (verification or dev access token) with its group, until `expiresAt`. */
export async function insertIdentityToken(
  db: Db,
  v: {
    token: string;
    kind: 'verified' | 'dev-access-token';
    groupName: string;
    subgroups: string[];
    extUserId: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insert(identityVerifications)
    .values({
      tokenHash: sha256(v.token),
      kind: v.kind,
      groupName: v.groupName,
      subgroups: v.subgroups,
      extUserId: v.extUserId,
      createdAt: v.now,
      expiresAt: v.expiresAt,
    });
}

/** The live token of that kind, or undefined. */
export async function findIdentityToken(db: Db, token: string, kind: 'verified' | 'dev-access-token', now: Date) {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.tokenHash, sha256(token)),
        eq(identityVerifications.kind, kind),
        gt(identityVerifications.expiresAt, now),
      ),
    );
  return row;
}

/** The cost rate of a verified group: same group name, its subgroup one of `subgroups` (or none), verification required; null when none. */
export async function verifiedGroupCostRate(db: Db, groupName: string, subgroups: string[]): Promise<number | null> {
  const rows =
    (await db.execute(sql`select cost_rate_id from cost_rates where verify_group_membership and lower(group_name) = lower(${groupName})
    and (sub_group_name is null or lower(sub_group_name) = any(${`{${subgroups.map((s) => `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"').toLowerCase()}"`).join(',')}}`}::text[]))
    order by sub_group_name nulls last, cost_rate_id limit 1`)) as unknown as { rows: { cost_rate_id: number }[] };
  return rows.rows[0]?.cost_rate_id ?? null;
}

/** The groups (and subgroups, null for a rate of the whole group) of the cost rates that need verification: what the development provider offers. */
export async function verificationGroups(db: Db): Promise<{ groupName: string; subGroupName: string | null }[]> {
  const rows = await db
    .selectDistinct({ groupName: costRates.groupName, subGroupName: costRates.subGroupName })
    .from(costRates)
    .where(and(eq(costRates.verifyGroupMembership, true), isNotNull(costRates.groupName)))
    .orderBy(asc(costRates.groupName), asc(costRates.subGroupName));
  return rows.flatMap((r) => (r.groupName ? [{ groupName: r.groupName, subGroupName: r.subGroupName }] : []));
}
