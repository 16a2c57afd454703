/**
 * Helpers of the membership tests: validate a demo member, build a membership package line
 * priced the way the storefront prices it (domain packagePrice on GET membershippackages) and
 * pay it through the middleware.
 */
import type { MembershipPackage, MemberValidationResult, TransactionMembershipPackage } from '@gt/contract/memberships';
import { packagePrice, type MembershipPackageRule, type PackagePerson } from '@gt/domain/membership';
import { toCents, toDollars } from '@gt/domain/money';
import { expect } from 'vitest';
import { createGuest, tokenize } from './checkout-support';
import type { TestStore } from './harness';

/** Demo members (seed/demo-memberships.ts). */
export const MAYA = { no: '200100300', last: 'Rivera', email: 'maya.rivera@example.org', customerId: 500000001, membershipId: 1 };
export const LEO = { customerId: 500000002 };
export const SAM = { no: '200100400', last: 'Carter', email: 'sam.carter@example.org', customerId: 500000003, membershipId: 2 };
export const ALEX = { no: '200100501', last: 'Park', email: 'alex.park@example.org', customerId: 500000005, membershipId: 3 };

export const getJson = async <T>(store: TestStore, url: string): Promise<T> => (await store.app.inject({ method: 'GET', url })).json() as T;

export async function validate(store: TestStore, m: { no: string; last: string; email: string }): Promise<MemberValidationResult> {
  const res = await store.app.inject({
    method: 'GET',
    url: `/api/v1/MemberValidation?CardOrMemberNo=${m.no}&LastName=${m.last}&Email=${encodeURIComponent(m.email)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MemberValidationResult;
}

export async function packageRule(store: TestStore, id: number): Promise<MembershipPackageRule> {
  const [p] = await getJson<MembershipPackage[]>(store, `/api/v1/membershippackages?MembershipPackageID=${id}`);
  if (!p) throw new Error(`no package ${id}`);
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

export type User = TransactionMembershipPackage['Users'][number];

export const adult = (over: Partial<User> = {}): User => ({
  UserNo: 150_001,
  IsPrimaryMember: true,
  MembershipTypeID: 4021,
  FirstName: 'Ann',
  LastName: 'Lee',
  Email: 'ann.lee@example.org',
  DOB: '1984-03-02',
  Phone: '(409) 555-0100',
  Address1: '1 Harbor Way',
  City: 'Galveston',
  State: 'TX',
  Zipcode: '77550',
  Country: 'United States',
  UDFs: [{ UDFID: 10, Value: '(409) 555-0199' }],
  ...over,
});
export const child = (over: Partial<User> = {}): User => ({
  UserNo: 150_002,
  IsPrimaryMember: false,
  MembershipTypeID: 4022,
  FirstName: 'Kit',
  LastName: 'Lee',
  DOB: '2016-07-04',
  ...over,
});

/** A package line priced by the domain from the public package, for these users and add-ons. */
export async function packageLine(
  store: TestStore,
  id: number,
  users: User[],
  addOns: { MembershipTypeID: number; Quantity: number }[],
  extra: Partial<TransactionMembershipPackage> = {},
): Promise<TransactionMembershipPackage> {
  const rule = await packageRule(store, id);
  const persons = users.map((u) => ({ membershipTypeId: u.MembershipTypeID, isPrimary: u.IsPrimaryMember }) as PackagePerson);
  const { totals } = packagePrice(rule, persons, new Map(addOns.map((a) => [a.MembershipTypeID, a.Quantity])));
  return {
    ProductLineNo: 1,
    MembershipPackageID: id,
    Users: users,
    AddOns: addOns,
    SubTotal: toDollars(totals.exTaxCents),
    TotalTax: toDollars(totals.taxCents),
    TotalAmount: toDollars(totals.totalCents),
    ...extra,
  };
}

/** A transaction body buying (or renewing) one package by card, for a new guest. */
export async function membershipBody(
  store: TestStore,
  line: TransactionMembershipPackage,
  extra: Record<string, unknown> = {},
  email?: string,
) {
  const customer = await createGuest(store, email);
  const token = await tokenize(store);
  return {
    CustomerID: customer.CustomerID,
    CustomerToken: customer.CustomerToken,
    MembershipPackages: [line],
    Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: line.TotalAmount, CardToken: token }],
    ...extra,
  };
}
