/** A package of `GET membershippackages` (dollars) as the domain's rules take it (cents). */
import type { MembershipPackage } from '@gt/contract/memberships';
import type { MembershipPackageRule } from '@gt/domain/membership';
import { toCents } from '@gt/domain/money';

export function packageRule(p: MembershipPackage): MembershipPackageRule {
  return {
    membershipPackageId: p.MembershipPackageID,
    name: p.PackageName,
    minMembers: p.MinimumMembersInPackage,
    maxMembers: p.MaximumMembersInPackage,
    types: p.MembershipProducts.map((t) => ({
      membershipTypeId: t.MembershipTypeID,
      productId: t.ProductID,
      name: t.ProductName,
      kind: t.MembershipType,
      priceCents: toCents(t.Price),
      taxes: t.Taxes.map((x) => ({ included: x.TaxIncluded, percentage: x.TaxPercentage })),
      minQuantity: t.MinQuantity,
      maxQuantity: t.MaxQuantity,
      duration: { years: t.MembershipDuration.Years, months: t.MembershipDuration.Months, days: t.MembershipDuration.Days },
      ageBased: t.AgeBasedMembership,
      minAge: t.MinAge,
      maxAge: t.MaxAge,
    })),
  };
}

/** The add-on quantities of a draft as a map. */
export const addOnMap = (addOns: Record<number, number>) => new Map(Object.entries(addOns).map(([k, v]) => [Number(k), v]));
