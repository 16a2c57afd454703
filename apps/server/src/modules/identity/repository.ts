/**
 * Identity verifications (db/membership-schema.ts `identity_verifications`): the groups the
 * server read from the identity provider, under the SHA-256 of the token it gave the browser,
 * and the development provider's access tokens. A verified group's cost rate is the cost rate
 * with that group (and one of its subgroups, or none) that requires verification; a verification
 * buys at it once: the sale it discounts spends it.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
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

/** The live token of that kind (not expired; a verification: not spent by a sale yet), or undefined. */
export async function findIdentityToken(db: Db, token: string, kind: 'verified' | 'dev-access-token', now: Date) {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.tokenHash, sha256(token)),
        eq(identityVerifications.kind, kind),
        gt(identityVerifications.expiresAt, now),
        isNull(identityVerifications.spentReceiptNo),
      ),
    );
  return row;
}

/**
 * Spends a live verification on the sale `receiptNo` that bought at its rate (inside the booking
 * transaction): one guarded statement, so that of concurrent sales carrying the same token one
 * spends it and the others find it spent. `guard` false (a race test's control) writes without
 * the check. Returns whether this sale spent it.
 */
export async function spendIdentityToken(tx: Tx, v: { token: string; receiptNo: number; now: Date; guard: boolean }): Promise<boolean> {
  const spent = await tx
    .update(identityVerifications)
    .set({ spentReceiptNo: v.receiptNo, spentAt: v.now })
    .where(
      and(
        eq(identityVerifications.tokenHash, sha256(v.token)),
        eq(identityVerifications.kind, 'verified'),
        gt(identityVerifications.expiresAt, v.now),
        v.guard ? isNull(identityVerifications.spentReceiptNo) : undefined,
      ),
    )
    .returning({ tokenHash: identityVerifications.tokenHash });
  return spent.length === 1;
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
