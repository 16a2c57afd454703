/**
 * Memberships in the back office (docs/operator-guide.md#memberships): packages with their
 * membership types and add-ons created, changed and deleted through the admin API with
 * validation messages and audit rows, seen by the storefront's `membershippackages` at once; the
 * memberships sold searched by name, e-mail and member number; extended and cancelled, after
 * which the visitor's member validation gives (or no longer gives) the member cost rate.
 */
import type { MembershipPackage } from '@gt/contract/memberships';
import { adminMessages } from '@gt/domain/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { startTestStore, type TestStore } from './harness';
import { MAYA, SAM, getJson, validate } from './membership-support';
import { NOW } from './support';

let store: TestStore;
let admin: OperatorSession;
let desk: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  admin = await operatorWithSession(store, 'admin', { email: 'members-admin@example.org' });
  desk = await operatorWithSession(store, 'box_office');
});
afterAll(() => store.close());

const auditOf = async (entity: string, entityId: number) =>
  (await asOperator(store, admin, 'GET', `/audit-log?entity=${entity}&entityId=${entityId}`)).json().data as {
    action: string;
    actorEmail: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
const storefrontPackages = () => getJson<MembershipPackage[]>(store, '/api/v1/membershippackages');

const seniorType = {
  kind: 'Membership',
  name: 'Senior',
  priceCents: 5500,
  durationYears: 1,
  ageBased: true,
  minAge: 65,
  maxAge: 120,
  udfIds: [12],
};
const lockerAddOn = { kind: 'AddOn', name: 'Locker', priceCents: 500, taxIds: [1], maxQuantity: 2 };

describe('membership packages', () => {
  let created: { id: number; types: { id: number; productId: number; name: string }[] };

  it('lists the demo packages with their types and add-ons, prices in cents, taxes, UDFs and member cost rate', async () => {
    const res = await asOperator(store, desk, 'GET', '/membership-packages');
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json() as { data: { name: string; costRateId: number; types: Record<string, unknown>[] }[]; total: number };
    expect(total).toBe(4);
    expect(data.map((p) => p.name)).toEqual(['Individual Membership', 'Dual Membership', 'Family Membership', 'Summer Explorer Pass']);
    expect(data[2]).toMatchObject({ costRateId: 2, minMembers: 2, maxMembers: 6, membershipCount: 1 });
    expect(data[2]?.types).toEqual([
      expect.objectContaining({ id: 4021, productId: 4021, kind: 'Membership', name: 'Adult', priceCents: 7500, taxIds: [], udfIds: [10, 12] }),
      expect.objectContaining({ id: 4022, name: 'Child', ageBased: true, minAge: 0, maxAge: 17, maxQuantity: 4, udfIds: [11] }),
      expect.objectContaining({ id: 4023, kind: 'AddOn', name: 'Member Parking Pass', priceCents: 4000, taxIds: [1], minQuantity: 1 }),
      expect.objectContaining({ id: 4024, kind: 'AddOn', name: 'Guest Pass', priceCents: 2000 }),
    ]);
    expect(data[3]?.types[0]).toMatchObject({ durationYears: 0, durationMonths: 0, durationDays: 90 });
  });

  it('an admin creates a package with a type and an add-on; the storefront offers it at once, in dollars', async () => {
    const res = await asOperator(store, admin, 'POST', '/membership-packages', {
      name: 'Senior Membership',
      description: 'A year of visits for one senior.',
      costRateId: 2,
      sortOrder: 5,
      types: [seniorType, lockerAddOn],
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(created).toMatchObject({ name: 'Senior Membership', minMembers: 1, maxMembers: 0, showOnline: true, membershipCount: 0 });
    expect(created.types).toEqual([
      expect.objectContaining({ name: 'Senior', priceCents: 5500, durationYears: 1, minAge: 65, maxAge: 120, udfIds: [12] }),
      expect.objectContaining({ name: 'Locker', kind: 'AddOn', priceCents: 500, taxIds: [1], maxQuantity: 2 }),
    ]);
    const senior = (await storefrontPackages()).find((p) => p.PackageName === 'Senior Membership');
    expect(senior).toMatchObject({ MemberCostRateID: 2, MaximumMembersInPackage: 0 });
    expect(senior?.MembershipProducts.map((t) => [t.ProductName, t.MembershipType, t.Price, t.Taxes.map((x) => x.TaxName)])).toEqual([
      ['Senior', 'Membership', 55, []],
      ['Locker', 'AddOn', 5, ['Sales tax']],
    ]);
    const [audit] = await auditOf('membership-package', created.id);
    expect(audit).toMatchObject({ action: 'membership-package.create', actorEmail: 'members-admin@example.org' });
  });

  it('refuses a package without a membership type, with limits out of order, or naming what does not exist', async () => {
    const post = (body: object) => asOperator(store, admin, 'POST', '/membership-packages', { name: 'Bad', ...body });
    const addOnOnly = await post({ types: [lockerAddOn] });
    expect([addOnOnly.statusCode, message(addOnOnly)]).toEqual([400, "Invalid body field 'types': Add at least one membership type."]);
    const members = await post({ minMembers: 3, maxMembers: 2, types: [seniorType] });
    expect(message(members)).toBe("Invalid body field 'minMembers': The minimum members is more than the maximum.");
    const noDuration = await post({ types: [{ ...seniorType, durationYears: 0 }] });
    expect(message(noDuration)).toBe("Invalid body field 'types.0.durationYears': A membership type needs a duration (years, months or days).");
    const ages = await post({ types: [{ ...seniorType, minAge: 90, maxAge: 80 }] });
    expect(message(ages)).toBe("Invalid body field 'types.0.minAge': The minimum age is more than the maximum.");
    const tax = await post({ types: [{ ...seniorType, taxIds: [999] }] });
    expect([tax.statusCode, message(tax)]).toEqual([400, adminMessages.unknownTax]);
    const rate = await post({ costRateId: 999, types: [seniorType] });
    expect(message(rate)).toBe(adminMessages.unknownMemberCostRate);
    const udf = await post({ types: [{ ...seniorType, udfIds: [99999] }] });
    expect(message(udf)).toBe(adminMessages.unknownUdf);
    const cents = await post({ types: [{ ...seniorType, priceCents: 55.5 }] });
    expect(message(cents)).toBe("Invalid body field 'types.0.priceCents': A price is a whole number of cents.");
  });

  it('an admin changes a type, adds and removes one; the storefront follows', async () => {
    const [senior] = created.types;
    const res = await asOperator(store, admin, 'PATCH', `/membership-packages/${created.id}`, {
      maxMembers: 2,
      types: [
        { ...seniorType, id: senior?.id, priceCents: 6000, durationYears: 0, durationMonths: 6 },
        { kind: 'Membership', name: 'Carer', priceCents: 0, durationMonths: 6 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as { types: { id: number; name: string; priceCents: number; durationMonths: number }[] };
    expect(after.types.map((t) => [t.name, t.priceCents, t.durationMonths])).toEqual([
      ['Senior', 6000, 6],
      ['Carer', 0, 6],
    ]);
    expect(after.types[0]?.id).toBe(senior?.id);
    const shown = (await storefrontPackages()).find((p) => p.PackageName === 'Senior Membership');
    expect(shown?.MembershipProducts.map((t) => [t.ProductName, t.Price, t.MembershipDuration.Months])).toEqual([
      ['Senior', 60, 6],
      ['Carer', 0, 6],
    ]);
    const [audit] = await auditOf('membership-package', created.id);
    expect(audit?.action).toBe('membership-package.update');
    expect((audit?.before?.types as unknown[]).length).toBe(2);
  });

  it('keeps a type members hold, and a package sold; the box office cannot change packages', async () => {
    const held = await asOperator(store, admin, 'PATCH', '/membership-packages/3', {
      types: [{ id: 4022, kind: 'Membership', name: 'Child', priceCents: 2500, durationYears: 1 }],
    });
    expect([held.statusCode, message(held)]).toEqual([409, adminMessages.membershipTypeHeld('Adult')]);
    const other = await asOperator(store, admin, 'PATCH', `/membership-packages/${created.id}`, {
      types: [{ id: 4001, kind: 'Membership', name: 'X', priceCents: 1, durationYears: 1 }],
    });
    expect([other.statusCode, message(other)]).toEqual([400, adminMessages.unknownMembershipType(4001)]);
    const sold = await asOperator(store, admin, 'DELETE', '/membership-packages/3');
    expect([sold.statusCode, message(sold)]).toEqual([409, adminMessages.membershipPackageSold]);
    expect((await asOperator(store, desk, 'PATCH', `/membership-packages/${created.id}`, { name: 'X' })).statusCode).toBe(403);
  });

  it('an admin deletes a package never sold; the storefront no longer offers it', async () => {
    expect((await asOperator(store, admin, 'DELETE', `/membership-packages/${created.id}`)).statusCode).toBe(204);
    expect((await storefrontPackages()).map((p) => p.PackageName)).not.toContain('Senior Membership');
    expect((await asOperator(store, admin, 'GET', `/membership-packages/${created.id}`)).statusCode).toBe(404);
  });
});

describe('memberships sold', () => {
  type Row = { id: number; packageName: string; status: string; primaryName: string; memberNos: string[]; expiryDate: string };
  const search = async (q: string) => (await asOperator(store, desk, 'GET', `/memberships?${q}`)).json() as { data: Row[]; total: number };

  it('finds a membership by a name, an e-mail or a member number of any of its persons', async () => {
    const byName = await search('q=rivera');
    expect(byName.data.map((m) => [m.id, m.packageName, m.primaryName, m.memberNos, m.status])).toEqual([
      [1, 'Family Membership', 'Maya Rivera', ['200100300', '200100301'], 'Current'],
    ]);
    expect((await search('q=Leo%20Rivera')).data.map((m) => m.id)).toEqual([1]);
    expect((await search('q=alex.park%40example')).data.map((m) => [m.id, m.primaryName])).toEqual([[3, 'Jordan Park']]);
    expect((await search('q=200100400')).data.map((m) => [m.id, m.status, m.expiryDate])).toEqual([[2, 'Expired', '2026-11-03']]);
    expect((await search('q=2001004')).total).toBe(0);
    expect((await search('status=Expired')).data.map((m) => m.id)).toEqual([2]);
    const one = await asOperator(store, desk, 'GET', '/memberships/1');
    expect(one.json().members).toEqual([
      expect.objectContaining({ firstName: 'Maya', memberNo: '200100300', typeName: 'Adult', isPrimary: true, email: MAYA.email }),
      expect.objectContaining({ firstName: 'Leo', memberNo: '200100301', typeName: 'Child', isPrimary: false }),
    ]);
    expect(message(await asOperator(store, desk, 'GET', '/memberships/999'))).toBe(adminMessages.membershipNotFound);
  });

  it('the desk extends an expired membership: audited, and the member rate applies again', async () => {
    expect((await validate(store, SAM)).MembershipCostRateID).toBeNull();
    const early = await asOperator(store, desk, 'POST', '/memberships/2/extend', { expiryDate: '2026-11-03' });
    expect([early.statusCode, message(early)]).toEqual([400, adminMessages.extendNotLater('2026-11-03')]);
    const res = await asOperator(store, desk, 'POST', '/memberships/2/extend', { expiryDate: '2027-11-03' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Current', expiryDate: '2027-11-03', members: [expect.objectContaining({ expiryDate: '2027-11-03' })] });
    expect(await validate(store, SAM)).toMatchObject({ MembershipCostRateID: 2, MembershipExpiryDate: '2027-11-03T00:00:00' });
    const [audit] = await auditOf('membership', 2);
    expect(audit).toMatchObject({ action: 'membership.extend', before: { expiryDate: '2026-11-03' }, after: { expiryDate: '2027-11-03' } });
  });

  it('the desk cancels a membership: audited, no member rate since, not twice, not extended', async () => {
    expect((await validate(store, MAYA)).MembershipCostRateID).toBe(2);
    const res = await asOperator(store, desk, 'POST', '/memberships/1/cancel', { reason: 'Moved away' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Cancelled' });
    expect((await validate(store, MAYA)).MembershipCostRateID).toBeNull();
    const again = await asOperator(store, desk, 'POST', '/memberships/1/cancel', {});
    expect([again.statusCode, message(again)]).toEqual([409, adminMessages.membershipCancelled]);
    const extend = await asOperator(store, desk, 'POST', '/memberships/1/extend', { expiryDate: '2030-01-01' });
    expect([extend.statusCode, message(extend)]).toEqual([409, adminMessages.membershipCancelled]);
    const [audit] = await auditOf('membership', 1);
    expect(audit).toMatchObject({ action: 'membership.cancel', before: { status: 'Current', reason: 'Moved away' }, after: { status: 'Cancelled' } });
    expect((await search('status=Cancelled')).data.map((m) => m.id)).toEqual([1]);
  });
});

describe('memberships issued by hand', () => {
  const adultPerson = (over: Record<string, unknown> = {}) => ({
    membershipTypeId: 4021,
    isPrimary: false,
    firstName: 'Robin',
    lastName: 'Quill',
    email: 'robin.quill@example.org',
    phone: '4095550111',
    address1: '9 Dock St',
    city: 'Galveston',
    state: 'TX',
    zipcode: '77550',
    country: 'United States',
    ...over,
  });
  const family = (over: Record<string, unknown> = {}) => ({
    membershipPackageId: 3,
    expiryDate: '2027-11-22',
    reason: 'Complimentary for our volunteers',
    persons: [
      adultPerson({ isPrimary: true, dateOfBirth: '1980-02-01' }),
      { membershipTypeId: 4022, firstName: 'Wren', lastName: 'Quill', dateOfBirth: '2018-05-05' },
    ],
    ...over,
  });
  const issue = (body: object, who = desk) => asOperator(store, who, 'POST', '/memberships', body);

  it('the desk issues a family membership: found by member search with its persons and 9-digit member numbers; audited', async () => {
    const res = await issue(family());
    expect(res.statusCode, res.body).toBe(201);
    const issued = res.json() as { id: number; memberNos: string[] };
    expect(issued).toMatchObject({
      packageName: 'Family Membership',
      startDate: '2026-11-23',
      expiryDate: '2027-11-22',
      receiptNo: 0,
      renewals: 0,
      status: 'Current',
      primaryName: 'Robin Quill',
      primaryEmail: 'robin.quill@example.org',
    });
    expect(issued.memberNos).toHaveLength(2);
    for (const no of issued.memberNos) expect(no).toMatch(/^[1-9]\d{8}$/);
    const found = (await asOperator(store, desk, 'GET', `/memberships?q=${issued.memberNos[1]}`)).json() as { data: { id: number; members: unknown[] }[] };
    expect(found.data.map((m) => m.id)).toEqual([issued.id]);
    expect(found.data[0]?.members).toEqual([
      expect.objectContaining({ firstName: 'Robin', typeName: 'Adult', isPrimary: true, expiryDate: '2027-11-22', email: 'robin.quill@example.org' }),
      expect.objectContaining({ firstName: 'Wren', typeName: 'Child', isPrimary: false, expiryDate: '2027-11-22' }),
    ]);
    expect((await asOperator(store, desk, 'GET', '/memberships?q=robin.quill%40example')).json().data.map((m: { id: number }) => m.id)).toEqual([issued.id]);
    const [audit] = await auditOf('membership', issued.id);
    expect(audit).toMatchObject({
      action: 'membership.issue',
      actorEmail: desk.email,
      before: null,
      after: { id: issued.id, expiryDate: '2027-11-22', reason: 'Complimentary for our volunteers' },
    });
  });

  it('refuses a type of another package, two primaries, too many persons, an expiry before the start, an unknown package', async () => {
    const wrongType = await issue(family({ persons: [adultPerson({ isPrimary: true, membershipTypeId: 4001 })] }));
    expect([wrongType.statusCode, message(wrongType)]).toEqual([400, adminMessages.unknownMembershipType(4001)]);
    const addOn = await issue(family({ persons: [adultPerson({ isPrimary: true }), adultPerson({ membershipTypeId: 4023 })] }));
    expect([addOn.statusCode, message(addOn)]).toEqual([400, adminMessages.addOnIsNotPerson('Member Parking Pass')]);
    const twoPrimaries = await issue(family({ persons: [adultPerson({ isPrimary: true }), adultPerson({ isPrimary: true })] }));
    expect([twoPrimaries.statusCode, message(twoPrimaries)]).toEqual([400, "Invalid body field 'persons': Choose exactly one primary member."]);
    const noEmail = await issue(family({ persons: [adultPerson({ isPrimary: true, email: '' })] }));
    expect(message(noEmail)).toBe("Invalid body field 'persons': The primary member needs an e-mail address.");
    const children = Array.from({ length: 6 }, () => ({ membershipTypeId: 4022, firstName: 'Kid', lastName: 'Quill' }));
    const tooMany = await issue(family({ persons: [adultPerson({ isPrimary: true }), ...children] }));
    expect([tooMany.statusCode, message(tooMany)]).toEqual([400, adminMessages.membersOutOfLimits(2, 6, 7)]);
    expect(message(tooMany)).toBe('This package takes 2 to 6 persons; you entered 7.');
    const threeAdults = await issue(family({ persons: [adultPerson({ isPrimary: true }), adultPerson(), adultPerson()] }));
    expect(message(threeAdults)).toBe('The type “Adult” takes 1 to 2 persons in this package; you entered 3.');
    const backwards = await issue(family({ startDate: '2027-01-10', expiryDate: '2027-01-09' }));
    expect([backwards.statusCode, message(backwards)]).toEqual([400, "Invalid body field 'expiryDate': The expiry date is before the start date (2027-01-10)."]);
    const noPackage = await issue(family({ membershipPackageId: 999 }));
    expect([noPackage.statusCode, message(noPackage)]).toEqual([404, adminMessages.membershipPackageNotFound]);
    expect((await asOperator(store, desk, 'GET', '/memberships?q=Kid%20Quill')).json().total).toBe(0);
  });
});
