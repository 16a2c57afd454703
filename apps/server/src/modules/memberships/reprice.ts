/**
 * Membership packages in a transaction (spec 01 §4 "Membership join/renew", §5 "Membership
 * person dialog", §9 durations): each package re-checked with the domain's rules (persons,
 * types within their min/max, ages, required UDFs, one primary member), priced with
 * `packagePrice` like tickets, and for a renewal bound to the validated primary holder, with the
 * new period computed from the membership's current expiry (the booking extends it only from
 * that expiry). Also which cost rate the ticket lines must use (identity > member > default).
 */
import type { TransactionRequest } from '@gt/contract/transactions';
import { membershipExpiry, membershipStart } from '@gt/domain/membership-dates';
import {
  countsInRange,
  membershipMessages,
  packageOrderLines,
  packagePrice,
  packageProblem,
  personProblem,
  type PackagePerson,
  type PackagePriceLine,
} from '@gt/domain/membership';
import type { OrderLineInput } from '@gt/domain/order-pricing';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { loadMembershipUdfRules, loadPackages, type StoredPackage } from './catalogue';
import { findValidation, loadMemberships } from './repository';

type Request = z.output<typeof TransactionRequest>;
type PackageInput = Request['MembershipPackages'][number];
type UserInput = PackageInput['Users'][number];

export interface PricedMembershipInput {
  input: PackageInput;
  pkg: StoredPackage;
  /** One order line per membership type with persons and per add-on (keys `m:{typeId}`). */
  lines: (OrderLineInput & { price: PackagePriceLine })[];
  persons: { input: UserInput; typeName: string; expiryDate: string }[];
  renewal: { membershipId: number; previousExpiry: string; primaryCustomerId: number } | null;
  startDate: string;
  /** The membership's new expiry: the latest of its persons'. */
  expiryDate: string;
}

const toPerson = (u: UserInput): PackagePerson => ({
  userNo: u.UserNo,
  isPrimary: u.IsPrimaryMember,
  membershipTypeId: u.MembershipTypeID,
  firstName: u.FirstName,
  lastName: u.LastName,
  email: u.Email,
  dob: u.DOB,
  phone: u.Phone,
  address1: u.Address1,
  city: u.City,
  state: u.State,
  zipcode: u.Zipcode,
  country: u.Country,
  udfs: u.UDFs,
});

/**
 * The request's membership packages, checked and priced (before any money moves). Errors: 400
 * "Membership package N was not found."; 400 the person dialog's first problem for a person
 * (domain personProblem) or "A membership package needs exactly one primary member."; 400 the
 * package's count or UDF problem (packageProblem, or "The members of this package are not
 * within its limits, please review your cart."); 403 "Please validate your membership first."
 * (a renewal without a live validation) or "This membership cannot be renewed with the member
 * details you validated." (not its primary holder, or a person not of it).
 */
export async function membershipOrderLines(ctx: AppContext, body: Request, today: string): Promise<PricedMembershipInput[]> {
  const out: PricedMembershipInput[] = [];
  const { Public } = ctx.config;
  for (const input of body.MembershipPackages) {
    const [pkg] = await loadPackages(ctx.db, { packageId: input.MembershipPackageID });
    if (!pkg) throw new ApiError(400, membershipMessages.packageNotFound(input.MembershipPackageID));
    const types = new Map(pkg.rule.types.map((t) => [t.membershipTypeId, t]));
    const udfs = await loadMembershipUdfRules(ctx.db, [...types.keys()]);
    let renewal: PricedMembershipInput['renewal'] = null;
    if (input.RenewMembershipID !== undefined) {
      const v = body.MemberValidationToken ? await findValidation(ctx.db, body.MemberValidationToken, ctx.clock()) : undefined;
      if (!v) throw new ApiError(403, membershipMessages.validationRequired);
      const [ms] = await loadMemberships(ctx.db, { membershipId: input.RenewMembershipID });
      const own = ms && ms.primaryCustomerId === v.customerId && ms.membershipPackageId === input.MembershipPackageID && !ms.isCancelled;
      const members = new Set(ms?.members.map((m) => m.customerId));
      if (!ms || !own || input.Users.some((u) => u.CustomerID !== undefined && !members.has(u.CustomerID)))
        throw new ApiError(403, membershipMessages.notYourMembership);
      renewal = { membershipId: ms.membershipId, previousExpiry: ms.expiryDate, primaryCustomerId: ms.primaryCustomerId };
    } else if (input.Users.some((u) => u.CustomerID !== undefined)) throw new ApiError(403, membershipMessages.notYourMembership);

    const persons = input.Users.map(toPerson);
    if (persons.filter((p) => p.isPrimary).length !== 1) throw new ApiError(400, membershipMessages.onePrimaryMember);
    for (const p of persons) {
      const problem = personProblem(p, {
        pkg: pkg.rule,
        others: persons,
        today,
        dobPattern: Public.DOBPattern,
        emailPattern: Public.EmailRegex,
        udfs: udfs.get(p.membershipTypeId ?? 0) ?? [],
      });
      if (problem) throw new ApiError(400, problem);
    }
    const addOns = new Map(input.AddOns.map((a) => [a.MembershipTypeID, a.Quantity]));
    if (input.AddOns.some((a) => types.get(a.MembershipTypeID)?.kind !== 'AddOn'))
      throw new ApiError(400, membershipMessages.packageOutOfLimits);
    const problem = packageProblem(pkg.rule, persons, (id) => udfs.get(id) ?? [], Public.Messages);
    if (problem) throw new ApiError(400, problem);
    if (!countsInRange(pkg.rule, persons, addOns)) throw new ApiError(400, membershipMessages.packageOutOfLimits);

    const startDate = membershipStart(today, renewal?.previousExpiry ?? null);
    const priced = packagePrice(pkg.rule, persons, addOns);
    const personsOut = input.Users.map((u) => {
      const t = types.get(u.MembershipTypeID);
      return { input: u, typeName: t?.name ?? '', expiryDate: t ? membershipExpiry(startDate, t.duration) : startDate };
    });
    out.push({
      input,
      pkg,
      lines: packageOrderLines(pkg.rule.membershipPackageId, priced.lines, renewal !== null),
      persons: personsOut,
      renewal,
      startDate,
      expiryDate: personsOut.reduce((max, p) => (p.expiryDate > max ? p.expiryDate : max), startDate),
    });
  }
  return out;
}
