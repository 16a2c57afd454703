/**
 * Demo membership packages and members of Harbor Lights Aquarium (spec 01 §4;
 * docs/demo-store.md#memberships-in-the-demo-store): an individual, a dual and a family package
 * with age-based types, add-ons (one with a minimum quantity) and membership UDFs, a 90-day summer
 * pass (a days duration), and members with a current and an expired membership. Member numbers and
 * e-mails are fixed so that a person can try each; expiry dates are relative to `today` (venue).
 */
import { addDays } from '@gt/domain/venue-time';
import type { AppContext } from '../app-context';
import { customerAddresses, customers } from '../db/customer-schema';
import * as m from '../db/membership-schema';
import { udfs } from '../db/schema';
import { createMembershipPackage } from '../modules/memberships/admin-service';
import { SEED_ACTOR } from './seed-context';

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

/** [udfId, name, description, type, category, required, length] — membership UDFs, and the types that use them. */
const MEMBER_UDFS: [number, string, string, 'Text' | 'Bit', string, boolean, number, number[]][] = [
  [901, 'Emergency contact phone', 'Who we call if something happens during a visit', 'Text', 'Safety', true, 20, [4021]],
  [902, 'Allergies', 'Food or other allergies our staff should know about', 'Text', 'Safety', false, 200, [4022]],
  [903, 'Send me the members newsletter', '', 'Bit', 'Preferences', false, 0, [4001, 4011, 4021]],
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
 * Writes the demo membership UDFs, then the packages with their types and add-ons through the
 * back office's service (`createMembershipPackage`, with the types' fixed product ids), then the
 * members (inside the demo seed's transaction).
 */
export async function seedDemoMemberships(ctx: AppContext, opts: { now: Date; today: string }): Promise<void> {
  const db = ctx.db;
  await db
    .insert(udfs)
    .values(
      MEMBER_UDFS.map(([udfId, name, description, udfType, categoryName, isRequired, length], sortOrder) => ({
        udfId,
        name,
        description,
        udfType,
        categoryName,
        isRequired,
        length,
        sortOrder,
      })),
    );
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
    if (created.id !== p.membershipPackageId) throw new Error(`demo membership package ${p.name} got id ${created.id}`);
  }

  const dob = (first: string) => (first === 'Leo' ? addDays(opts.today, -9 * 365) : '1985-06-15');
  await db
    .insert(customers)
    .values(
      DEMO_MEMBERS.map(([customerId, firstName, lastName, email, , , , , , , ,]) => ({
        customerId,
        firstName,
        lastName,
        guestEmail: email,
        dateOfBirth: dob(firstName),
        createdAt: opts.now,
      })),
    );
  await db
    .insert(customerAddresses)
    .values(
      DEMO_MEMBERS.map(([customerId, , , email, phone, street]) => ({
        customerId,
        isPrimary: true,
        addressTypeId: 1,
        email,
        street1: street,
        citySuburb: street ? 'Galveston' : '',
        state: street ? 'TX' : '',
        postcode: street ? '77550' : '',
        country: street ? 'United States' : '',
        mobilePhone: phone,
      })),
    );
  const held = new Map<number, { pkg: number; primary: number; expiry: string }>();
  for (const [customerId, , , , , , membershipId, pkg, , primary, , days] of DEMO_MEMBERS) {
    const expiry = addDays(opts.today, days);
    if (primary) held.set(membershipId, { pkg, primary: customerId, expiry });
  }
  await db
    .insert(m.memberships)
    .values(
      [...held].map(([membershipId, h]) => ({
        membershipId,
        membershipPackageId: h.pkg,
        primaryCustomerId: h.primary,
        startDate: addDays(h.expiry, -364),
        expiryDate: h.expiry,
        receiptNo: 0,
      })),
    );
  await db.insert(m.membershipMembers).values(
    DEMO_MEMBERS.map(([customerId, , , , , , membershipId, , membershipTypeId, isPrimary, memberNo]) => ({
      membershipId,
      customerId,
      membershipTypeId,
      isPrimary,
      memberNo,
      barcode: `DEMOPASS${memberNo}`,
      expiryDate: held.get(membershipId)?.expiry ?? opts.today,
    })),
  );
  await db.insert(m.customerUdfValues).values({ customerId: 500000001, udfId: 901, value: '(409) 555-0100' });
  for (const [table, col] of [
    ['membership_types', 'membership_type_id'],
    ['memberships', 'membership_id'],
  ] as const)
    await db.execute(`select setval(pg_get_serial_sequence('${table}', '${col}'), (select max(${col}) from ${table}))`);
}
