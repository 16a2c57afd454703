/**
 * Demo membership packages and members of Harbor Lights Aquarium (spec 01 §4;
 * docs/demo-store.md#memberships-in-the-demo-store): an individual, a dual and a family package
 * with age-based types, add-ons (one with a minimum quantity) and membership UDFs, a 90-day summer
 * pass (a days duration), and members with a current and an expired membership. Member numbers and
 * e-mails are fixed so that a person can try each; expiry dates are relative to `today` (venue).
 */
import { CreateUdfBody } from '@gt/contract/admin/catalogue-products';
import { IssueMembershipBody } from '@gt/contract/admin/memberships';
import { addDays } from '@gt/domain/venue-time';
import type { AppContext } from '../app-context';
import { issueMembership } from '../modules/memberships/admin-issue';
import { createMembershipPackage } from '../modules/memberships/admin-service';
import { upsertCustomerUdfs } from '../modules/memberships/repository';
import { createUdf } from '../modules/user-defined-fields/admin-service';
import { expectSeedId, SEED_ACTOR } from './seed-context';

const MEMBER_RATE = 2;
const SALES_TAX = 1;

/** [typeId (= product id), package, kind, name, cents, min, max, [years, months, days], age [min, max] | null, tax] */
const TYPES: [
  number,
  number,
  'Membership' | 'AddOn',
  string,
  number,
  number,
  number,
  [number, number, number],
  [number, number] | null,
  boolean,
][] = [
  [4001, 1, 'Membership', 'Individual Adult', 8500, 1, 1, [1, 0, 0], [18, 120], false],
  [4002, 1, 'AddOn', 'Guest Pass', 2000, 0, 2, [0, 0, 0], null, true],
  [4011, 2, 'Membership', 'Adult', 7250, 2, 2, [1, 0, 0], [18, 120], false],
  [4012, 2, 'AddOn', 'Member Parking Pass', 4000, 0, 1, [0, 0, 0], null, true],
  [4021, 3, 'Membership', 'Adult', 7500, 1, 2, [1, 0, 0], [18, 120], false],
  [4022, 3, 'Membership', 'Child', 2500, 0, 4, [1, 0, 0], [0, 17], false],
  [4023, 3, 'AddOn', 'Member Parking Pass', 4000, 1, 2, [0, 0, 0], null, true],
  [4024, 3, 'AddOn', 'Guest Pass', 2000, 0, 4, [0, 0, 0], null, true],
  [4031, 4, 'Membership', 'Summer Explorer', 4500, 1, 1, [0, 0, 90], null, false],
];

const PACKAGES = [
  {
    membershipPackageId: 1,
    name: 'Individual Membership',
    minMembers: 1,
    maxMembers: 1,
    sortOrder: 1,
    description:
      'A year of unlimited visits for one adult, member prices on tours and encounters, 10 % off in the Reef Café and the gift shop, and invitations to members-only evenings. Add guest passes to bring a friend along on any day you visit.',
  },
  {
    membershipPackageId: 2,
    name: 'Dual Membership',
    minMembers: 2,
    maxMembers: 2,
    sortOrder: 2,
    description:
      'A year of unlimited visits for two adults living at the same address, member prices on tours and encounters, and members-only evenings. Add a parking pass for stress-free visits.',
  },
  {
    membershipPackageId: 3,
    name: 'Family Membership',
    minMembers: 2,
    maxMembers: 6,
    sortOrder: 3,
    description:
      'A year of unlimited visits for one or two adults and up to four children under 18, with member prices on every ticket, a parking pass, members-only evenings and early entry on weekends. Children must be under 18 on the day you join.',
  },
  {
    membershipPackageId: 4,
    name: 'Summer Explorer Pass',
    minMembers: 1,
    maxMembers: 1,
    sortOrder: 4,
    description: 'Ninety days of unlimited visits from the day you join, counting that day.',
  },
];

/** [udfId, name, description, type, category, required, length, the types that use it] — membership UDFs (after the catalogue's 1–9). */
const MEMBER_UDFS: [number, string, string, 'Text' | 'Bit', string, boolean, number, number[]][] = [
  [10, 'Emergency contact phone', 'Who we call if something happens during a visit', 'Text', 'Safety', true, 20, [4021]],
  [11, 'Allergies', 'Food or other allergies our staff should know about', 'Text', 'Safety', false, 200, [4022]],
  [12, 'Send me the members newsletter', '', 'Bit', 'Preferences', false, 1, [4001, 4011, 4021]],
];

/**
 * Demo members (docs/demo-store.md#memberships-in-the-demo-store): [customer id, first, last,
 * e-mail, phone, street, membership id, package, type, primary, member no, expiry in days from
 * today]. Maya and Leo Rivera hold a current family membership; Sam Carter's individual membership
 * expired 20 days ago; Jordan and Alex Park share a dual membership held by Jordan (Alex may not
 * renew it).
 */
export const DEMO_MEMBERS: [number, string, string, string, string, string, number, number, number, boolean, string, number][] = [
  [500000001, 'Maya', 'Rivera', 'maya.rivera@example.org', '4095550142', '12 Seawall Blvd', 1, 3, 4021, true, '200100300', 200],
  [500000002, 'Leo', 'Rivera', '', '', '', 1, 3, 4022, false, '200100301', 200],
  [500000003, 'Sam', 'Carter', 'sam.carter@example.org', '4095550177', '80 Beach Dr', 2, 1, 4001, true, '200100400', -20],
  [500000004, 'Jordan', 'Park', 'jordan.park@example.org', '4095550190', '5 Pier Rd', 3, 2, 4011, true, '200100500', 120],
  [500000005, 'Alex', 'Park', 'alex.park@example.org', '4095550191', '5 Pier Rd', 3, 2, 4011, false, '200100501', 120],
];

/**
 * Writes the demo membership UDFs (`createUdf`, asked by no booking type), the packages with
 * their types and add-ons (`createMembershipPackage`, with the types' fixed product ids), then
 * the members as the desk issues a membership by hand (`issueMembership`, with the demo's fixed
 * customer ids, member numbers and DEMOPASS barcodes) and Maya's emergency contact; all through
 * the back office's services, inside the demo seed's transaction. `today`: the venue's date of
 * `now` (the services read `now` from `ctx.clock`).
 */
export async function seedDemoMemberships(ctx: AppContext, opts: { now: Date; today: string }): Promise<void> {
  for (const [[udfId, name, description, udfType, categoryName, isRequired, length], sortOrder] of MEMBER_UDFS.map((u, i) => [u, i] as const)) {
    const body = CreateUdfBody.parse({ name, description, udfType, categoryName, isRequired, length, sortOrder });
    expectSeedId('membership user-defined field', (await createUdf(ctx, SEED_ACTOR, body)).id, udfId);
  }
  for (const p of PACKAGES) {
    const types = TYPES.filter((t) => t[1] === p.membershipPackageId);
    const created = await createMembershipPackage(
      ctx,
      SEED_ACTOR,
      {
        name: p.name,
        description: p.description,
        minMembers: p.minMembers,
        maxMembers: p.maxMembers,
        sortOrder: p.sortOrder,
        costRateId: MEMBER_RATE,
        displayAreaNo: null,
        showOnline: true,
        types: types.map(([id, , kind, name, priceCents, minQuantity, maxQuantity, [durationYears, durationMonths, durationDays], age, taxed]) => ({
          kind,
          name,
          priceCents,
          taxIds: taxed ? [SALES_TAX] : [],
          minQuantity,
          maxQuantity,
          durationYears,
          durationMonths,
          durationDays,
          ageBased: age !== null,
          minAge: age?.[0] ?? 0,
          maxAge: age?.[1] ?? 0,
          udfIds: MEMBER_UDFS.filter((u) => u[7].includes(id)).map((u) => u[0]),
        })),
      },
      { productIds: types.map((t) => t[0]) },
    );
    expectSeedId('membership package', created.id, p.membershipPackageId);
  }

  for (const membershipId of [...new Set(DEMO_MEMBERS.map((d) => d[6]))]) {
    const persons = DEMO_MEMBERS.filter((d) => d[6] === membershipId);
    const [, , , , , , , pkg, , , , days] = persons[0] as (typeof DEMO_MEMBERS)[number];
    const expiryDate = addDays(opts.today, days);
    const body = IssueMembershipBody.parse({
      membershipPackageId: pkg,
      startDate: addDays(expiryDate, -364),
      expiryDate,
      reason: 'Demo store member',
      persons: persons.map(([, firstName, lastName, email, phone, street, , , membershipTypeId, isPrimary]) => ({
        membershipTypeId,
        isPrimary,
        firstName,
        lastName,
        email,
        phone,
        address1: street,
        city: street ? 'Galveston' : '',
        state: street ? 'TX' : '',
        zipcode: street ? '77550' : '',
        country: street ? 'United States' : '',
        dateOfBirth: firstName === 'Leo' ? addDays(opts.today, -9 * 365) : '1985-06-15',
      })),
    });
    const fixed = { persons: persons.map(([customerId, , , , , , , , , , memberNo]) => ({ customerId, memberNo, barcode: `DEMOPASS${memberNo}` })) };
    expectSeedId('membership', (await issueMembership(ctx, SEED_ACTOR, body, fixed)).id, membershipId);
  }
  await upsertCustomerUdfs(ctx.db, [{ CustomerID: 500000001, UDFID: 10, Value: '(409) 555-0100' }]);
}
