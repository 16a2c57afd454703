/**
 * A membership issued by hand at the desk (docs/operator-guide.md#add-a-membership-by-hand): a
 * complimentary membership, or one paid at the desk outside the web store. No sale (receipt 0);
 * the persons are written as the visitor's join writes them (book.ts: a customer and street
 * address each, a member with a random 9-digit member number and a pass barcode), with the
 * membership and its audit entry in one transaction.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import { venueDate } from '@gt/domain/venue-time';
import type { AdminMembership, IssueMembershipBody } from '@gt/contract/admin/memberships';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import { findMembership, findPackage, type PackageRecord } from './admin-repository';
import { toAdminMembership } from './admin-service';
import { insertMember, insertMembershipRow, newPersonCustomer } from './book';

/** The demo seed's fixed customer id, member number and barcode of each person, in order (not in the API). */
export interface IssueFixed {
  persons: { customerId: number; memberNo: string; barcode: string }[];
}

/**
 * 400 unless every person's type is a membership type of the package, and the persons are within
 * the package's members and each type's quantity limits (max 0: no limit).
 */
function checkPersons(pkg: PackageRecord, persons: IssueMembershipBody['persons']): void {
  const types = new Map(pkg.types.map((t) => [t.membershipTypeId, t]));
  for (const p of persons) {
    const t = types.get(p.membershipTypeId);
    if (!t) throw new ApiError(400, adminMessages.unknownMembershipType(p.membershipTypeId));
    if (t.kind !== 'Membership') throw new ApiError(400, adminMessages.addOnIsNotPerson(t.name));
  }
  const { minMembers, maxMembers } = pkg.row;
  const n = persons.length;
  if (n < minMembers || (maxMembers > 0 && n > maxMembers))
    throw new ApiError(400, adminMessages.membersOutOfLimits(minMembers, maxMembers, n));
  for (const t of pkg.types) {
    if (t.kind !== 'Membership') continue;
    const count = persons.filter((p) => p.membershipTypeId === t.membershipTypeId).length;
    if (count < t.minQuantity || (t.maxQuantity > 0 && count > t.maxQuantity))
      throw new ApiError(400, adminMessages.typeOutOfLimits(t.name, t.minQuantity, t.maxQuantity, count));
  }
}

/**
 * POST /memberships: issues a membership of package `body.membershipPackageId` from `startDate`
 * (default the venue's today) to `expiryDate` (venue dates), each person a new customer and member
 * until `expiryDate`; audited `membership.issue` with the reason. `fixed`: the demo seed's ids.
 * Answers the membership as GET /memberships/:id does. Errors: 404 `membershipPackageNotFound`;
 * 400 an expiry before the start, a type not of the package or an add-on, persons outside the
 * package's or a type's limits (one primary with an e-mail: the contract).
 */
export async function issueMembership(
  ctx: AppContext,
  actor: Actor,
  body: IssueMembershipBody,
  fixed?: IssueFixed,
): Promise<AdminMembership> {
  const now = ctx.clock();
  const today = venueDate(now, ctx.config.Public.VenueTimeZone);
  const startDate = body.startDate ?? today;
  if (body.expiryDate < startDate) throw new ApiError(400, adminMessages.expiryBeforeStart(startDate));
  return ctx.db.transaction(async (tx) => {
    const pkg = await findPackage(tx, body.membershipPackageId);
    if (!pkg) throw new ApiError(404, adminMessages.membershipPackageNotFound);
    checkPersons(pkg, body.persons);
    const customerIds: number[] = [];
    for (const [i, p] of body.persons.entries())
      customerIds.push(await newPersonCustomer(tx, { ...p, address2: '' }, now, fixed?.persons[i]?.customerId));
    const primary = body.persons.findIndex((p) => p.isPrimary);
    const membershipId = await insertMembershipRow(tx, {
      membershipPackageId: body.membershipPackageId,
      primaryCustomerId: customerIds[primary] as number,
      startDate,
      expiryDate: body.expiryDate,
      receiptNo: 0,
    });
    for (const [i, p] of body.persons.entries()) {
      const f = fixed?.persons[i];
      await insertMember(
        tx,
        {
          membershipId,
          customerId: customerIds[i] as number,
          membershipTypeId: p.membershipTypeId,
          isPrimary: p.isPrimary,
          expiryDate: body.expiryDate,
        },
        f && { memberNo: f.memberNo, barcode: f.barcode },
      );
    }
    const record = await findMembership(tx, membershipId);
    if (!record) throw new Error('membership vanished');
    const after = toAdminMembership(record, today);
    await writeAudit(tx, actor, now, {
      action: 'membership.issue',
      entity: 'membership',
      entityId: membershipId,
      after: { ...after, reason: body.reason },
    });
    return after;
  });
}
