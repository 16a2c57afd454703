/**
 * Membership packages as stored (db/membership-schema.ts): read once per request with their
 * types, add-ons, prices and taxes (the types' products), as the domain's rules need them and in
 * the wire shape of `GET membershippackages` (spec 01 §3 "Membership package", §7).
 */
import type { MembershipPackage } from '@gt/contract/memberships';
import type { MembershipPackageRule, MembershipUdfRule } from '@gt/domain/membership';
import { toDollars } from '@gt/domain/money';
import type { TaxRate } from '@gt/domain/tax';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface StoredPackage {
  rule: MembershipPackageRule;
  description: string;
  memberCostRateId: number | null;
  taxNames: Map<number, string[]>;
}

type Row = {
  membership_package_id: number;
  name: string;
  description: string;
  min_members: number;
  max_members: number;
  cost_rate_id: number | null;
  types: {
    membershipTypeId: number;
    productId: number;
    name: string;
    kind: 'Membership' | 'AddOn';
    priceCents: number;
    minQuantity: number;
    maxQuantity: number;
    years: number;
    months: number;
    days: number;
    ageBased: boolean;
    minAge: number;
    maxAge: number;
    taxes: { name: string; included: boolean; percentage: number }[] | null;
  }[];
};

/**
 * Packages shown online, in their order: all, those of a display area (and those in none), or
 * one by id (also when not shown online, for a renewal). One query.
 */
export async function loadPackages(db: Db, f: { displayArea?: number; packageId?: number } = {}): Promise<StoredPackage[]> {
  const where =
    f.packageId !== undefined
      ? sql`p.membership_package_id = ${f.packageId}::int`
      : f.displayArea !== undefined
        ? sql`p.show_online and (p.display_area_no = ${f.displayArea}::int or p.display_area_no is null)`
        : sql`p.show_online`;
  const result = (await db.execute(sql`
    select p.membership_package_id, p.name, p.description, p.min_members, p.max_members, p.cost_rate_id,
      coalesce((select json_agg(json_build_object(
        'membershipTypeId', t.membership_type_id, 'productId', t.product_id, 'name', pr.name, 'kind', t.kind, 'priceCents', pr.price_cents,
        'minQuantity', t.min_quantity, 'maxQuantity', t.max_quantity, 'years', t.duration_years, 'months', t.duration_months, 'days', t.duration_days,
        'ageBased', t.age_based, 'minAge', t.min_age, 'maxAge', t.max_age,
        'taxes', (select json_agg(json_build_object('name', x.name, 'included', x.included, 'percentage', x.percentage::float8) order by x.tax_id)
                  from product_taxes pt join taxes x on x.tax_id = pt.tax_id where pt.product_id = t.product_id))
        order by t.kind desc, t.sort_order, t.membership_type_id)
        from membership_types t join products pr on pr.product_id = t.product_id where t.membership_package_id = p.membership_package_id), '[]') as types
    from membership_packages p where ${where} order by p.sort_order, p.membership_package_id`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    description: r.description,
    memberCostRateId: r.cost_rate_id,
    taxNames: new Map(r.types.map((t) => [t.membershipTypeId, (t.taxes ?? []).map((x) => x.name)])),
    rule: {
      membershipPackageId: r.membership_package_id,
      name: r.name,
      minMembers: r.min_members,
      maxMembers: r.max_members,
      types: r.types.map((t) => ({
        membershipTypeId: t.membershipTypeId,
        productId: t.productId,
        name: t.name,
        kind: t.kind,
        priceCents: t.priceCents,
        taxes: (t.taxes ?? []).map((x): TaxRate => ({ included: x.included, percentage: x.percentage })),
        minQuantity: t.minQuantity,
        maxQuantity: t.maxQuantity,
        duration: { years: t.years, months: t.months, days: t.days },
        ageBased: t.ageBased,
        minAge: t.minAge,
        maxAge: t.maxAge,
      })),
    },
  }));
}

/** A stored package in the wire shape (dollars). */
export function packageToWire(p: StoredPackage): MembershipPackage {
  return {
    MembershipPackageID: p.rule.membershipPackageId,
    PackageName: p.rule.name,
    Description: p.description,
    MinimumMembersInPackage: p.rule.minMembers,
    MaximumMembersInPackage: p.rule.maxMembers,
    MemberCostRateID: p.memberCostRateId,
    MembershipProducts: p.rule.types.map((t) => ({
      MembershipType: t.kind,
      MembershipTypeID: t.membershipTypeId,
      ProductID: t.productId,
      ProductName: t.name,
      Price: toDollars(t.priceCents),
      MinQuantity: t.minQuantity,
      MaxQuantity: t.maxQuantity,
      MembershipDuration: { Years: t.duration.years, Months: t.duration.months, Days: t.duration.days },
      AgeBasedMembership: t.ageBased,
      MinAge: t.minAge,
      MaxAge: t.maxAge,
      Taxes: t.taxes.map((x, i) => ({
        TaxName: p.taxNames.get(t.membershipTypeId)?.[i] ?? '',
        TaxIncluded: x.included,
        TaxPercentage: x.percentage,
      })),
    })),
  };
}

/** The membership UDFs of the given types, as the rules need them, by type. */
export async function loadMembershipUdfRules(db: Db, typeIds: number[]): Promise<Map<number, MembershipUdfRule[]>> {
  const out = new Map<number, MembershipUdfRule[]>();
  if (typeIds.length === 0) return out;
  const rows = (await db.execute(sql`select m.membership_type_id, u.udf_id, u.udf_type, u.is_required from membership_type_udfs m
    join user_defined_fields u on u.udf_id = m.udf_id where m.membership_type_id = any(${`{${typeIds.join(',')}}`}::int[])`)) as unknown as {
    rows: { membership_type_id: number; udf_id: number; udf_type: MembershipUdfRule['UDFType']; is_required: boolean }[];
  };
  for (const r of rows.rows) {
    const list = out.get(r.membership_type_id) ?? [];
    list.push({ UDFID: r.udf_id, UDFType: r.udf_type, IsRequired: r.is_required });
    out.set(r.membership_type_id, list);
  }
  return out;
}
