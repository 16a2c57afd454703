/**
 * Memberships on the server (spec 01 §4): packages, member validation and its two messages, the
 * validated member's memberships, the lost member number e-mail, customer and membership UDFs.
 */
import type { Membership, MembershipPackage } from '@gt/contract/memberships';
import type { UserDefinedField } from '@gt/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { expectErrors } from './checkout-support';
import { mailSender } from '../src/modules/mail/outbox';
import { startTestStore } from './harness';
import { LEO, MAYA, SAM, getJson, validate } from './membership-support';
import { NOW, useTestStore } from './support';

const t = useTestStore();
const validation = (q: string) => t.get(`/api/v1/MemberValidation?${q}`);

describe('GET membershippackages', () => {
  it('lists the demo packages with their types, add-ons, durations and age ranges', async () => {
    const list = await getJson<MembershipPackage[]>(t.store, '/api/v1/membershippackages');
    expect(list.map((p) => p.PackageName)).toEqual([
      'Individual Membership',
      'Dual Membership',
      'Family Membership',
      'Summer Explorer Pass',
    ]);
    const family = list[2] as MembershipPackage;
    expect(family).toMatchObject({ MinimumMembersInPackage: 2, MaximumMembersInPackage: 6, MemberCostRateID: 2 });
    expect(
      family.MembershipProducts.map((p) => [
        p.MembershipType,
        p.ProductName,
        p.Price,
        p.MinQuantity,
        p.MaxQuantity,
        p.AgeBasedMembership,
        p.MinAge,
        p.MaxAge,
      ]),
    ).toEqual([
      ['Membership', 'Adult', 75, 1, 2, true, 18, 120],
      ['Membership', 'Child', 25, 0, 4, true, 0, 17],
      ['AddOn', 'Member Parking Pass', 40, 1, 2, false, 0, 0],
      ['AddOn', 'Guest Pass', 20, 0, 4, false, 0, 0],
    ]);
    expect(list[3]?.MembershipProducts[0]?.MembershipDuration).toEqual({ Years: 0, Months: 0, Days: 90 });
  });

  it('gives the membership UDFs of a type', async () => {
    const udfs = await getJson<UserDefinedField[]>(t.store, '/api/v1/userdefinedfields?MembershipTypeIDList=4021,4022');
    expect(udfs.map((u) => [u.MembershipTypeID, u.UDFName, u.IsRequired])).toEqual([
      [4021, 'Emergency contact phone', true],
      [4021, 'Send me the members newsletter', false],
      [4022, 'Allergies', false],
    ]);
  });
});

describe('GET MemberValidation (spec 01 §5)', () => {
  it('is valid with the last name and one matching e-mail, phone or address 1, and says which matched', async () => {
    const byEmail = await validate(t.store, MAYA);
    expect(byEmail).toMatchObject({
      CustomerID: MAYA.customerId,
      EmailMatched: true,
      PhoneMatched: false,
      AddressMatched: false,
      EmailOnFile: MAYA.email,
      MembershipExpiryDate: '2027-06-11T00:00:00',
      MembershipCostRateID: 2,
      IsPrimaryMember: true,
    });
    expect(byEmail.ValidationToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const byPhone = (await validation(`CardOrMemberNo=${MAYA.no}&LastName=rivera&Phone=(409)%20555-0142`)).json();
    expect(byPhone).toMatchObject({ PhoneMatched: true, EmailMatched: false });
    const byStreet = (await validation(`CardOrMemberNo=${MAYA.no}&LastName=Rivera&Street1=12%20seawall%20blvd.`)).json();
    expect(byStreet).toMatchObject({ AddressMatched: true });
    // One match is enough: a wrong e-mail with the right phone is valid.
    expect((await validation(`CardOrMemberNo=${MAYA.no}&LastName=Rivera&Email=x@example.org&Phone=4095550142`)).statusCode).toBe(200);
  });

  it("answers only the spec's two messages, whatever was wrong", async () => {
    expectErrors(await validation(`CardOrMemberNo=${MAYA.no}&LastName=Rivera&Email=someone@example.org`), 400, 'Email does not match.');
    expectErrors(await validation(`CardOrMemberNo=999999999&LastName=Rivera&Email=${MAYA.email}`), 400, 'Email does not match.');
    expectErrors(await validation(`CardOrMemberNo=${MAYA.no}&LastName=Smith&Email=${MAYA.email}`), 400, 'Email does not match.');
    expectErrors(await validation(`CardOrMemberNo=${MAYA.no}&LastName=Rivera&Phone=4095550000`), 400, 'Phone or Address 1 does not match.');
    expectErrors(
      await validation(`CardOrMemberNo=${MAYA.no}&LastName=Smith&Street1=12%20Seawall%20Blvd`),
      400,
      'Phone or Address 1 does not match.',
    );
    expectErrors(
      await validation(`CardOrMemberNo=${MAYA.no}&LastName=Rivera`),
      400,
      'Enter member number, last name and e-mail, phone or address 1.',
    );
  });

  it('gives no member rate for an expired membership', async () => {
    expect(await validate(t.store, SAM)).toMatchObject({ MembershipExpiryDate: '2026-11-03T00:00:00', MembershipCostRateID: null });
  });
});

describe('GET memberships (the validated member only)', () => {
  it("a member's customer record lists the memberships they belong to", async () => {
    const [maya] = await getJson<{ Memberships: unknown[] }[]>(t.store, `/api/v1/customers?CustomerID=${MAYA.customerId}&Email=${MAYA.email}`);
    expect(maya?.Memberships).toEqual([
      { MembershipPackageID: 3, MembershipPackageName: 'Family Membership', MembershipExpiryDate: '2027-06-11T00:00:00', IsCancelled: false, IsRenewed: false },
    ]);
  });

  it("lists the validated customer's memberships with every person", async () => {
    const v = await validate(t.store, MAYA);
    const list = await getJson<Membership[]>(
      t.store,
      `/api/v1/memberships?CustomerID=${MAYA.customerId}&HideFamilyMembers=false&ValidationToken=${v.ValidationToken}`,
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      MembershipID: 1,
      MembershipPackageName: 'Family Membership',
      MembershipExpiryDate: '2027-06-11T00:00:00',
      IsPrimaryMember: true,
      IsRenewed: false,
    });
    expect(list[0]?.Users.map((u) => [u.firstName, u.isPrimaryMember, u.MemberNo, u.MembershipExpiryDate])).toEqual([
      ['Maya', true, '200100300', '2027-06-11T00:00:00'],
      ['Leo', false, '200100301', '2027-06-11T00:00:00'],
    ]);
    const own = await getJson<Membership[]>(
      t.store,
      `/api/v1/memberships?CustomerID=${MAYA.customerId}&HideFamilyMembers=true&ValidationToken=${v.ValidationToken}`,
    );
    expect(own[0]?.Users.map((u) => u.firstName)).toEqual(['Maya']);
  });

  it('is refused without a validation, with an unknown token and for another customer', async () => {
    const v = await validate(t.store, MAYA);
    expect((await t.get(`/api/v1/memberships?CustomerID=${MAYA.customerId}&HideFamilyMembers=false`)).statusCode).toBe(400);
    expectErrors(
      await t.get(`/api/v1/memberships?CustomerID=${MAYA.customerId}&ValidationToken=AAAAAAAAAAAAAAAAAAAAAA`),
      403,
      'Please validate your membership first.',
    );
    expectErrors(
      await t.get(`/api/v1/memberships?CustomerID=${LEO.customerId}&ValidationToken=${v.ValidationToken}`),
      403,
      'Please validate your membership first.',
    );
  });

  it('no longer answers once the validation expired', async () => {
    const v = await validate(t.store, MAYA);
    t.store.setNow(new Date(NOW.getTime() + 61 * 60_000));
    try {
      expectErrors(
        await t.get(`/api/v1/memberships?CustomerID=${MAYA.customerId}&ValidationToken=${v.ValidationToken}`),
        403,
        'Please validate your membership first.',
      );
    } finally {
      t.store.setNow(NOW);
    }
  });
});

describe('customerudfs', () => {
  it("reads and writes UDF values of the validated member's persons only", async () => {
    const v = await validate(t.store, MAYA);
    const url = (ids: string) => `/api/v1/customerudfs?CustomerIDList=${ids}&ValidationToken=${v.ValidationToken}`;
    expect((await t.get(url(`${MAYA.customerId}`))).json()).toEqual([{ CustomerID: MAYA.customerId, UDFID: 10, Value: '(409) 555-0100' }]);
    const put = await t.store.app.inject({
      method: 'PUT',
      url: '/api/v1/customerudfs',
      payload: { ValidationToken: v.ValidationToken, Values: [{ CustomerID: LEO.customerId, UDFID: 11, Value: 'Peanuts' }] },
    });
    expect(put.statusCode).toBe(204);
    expect((await t.get(url(`${LEO.customerId}`))).json()).toEqual([{ CustomerID: LEO.customerId, UDFID: 11, Value: 'Peanuts' }]);
    expectErrors(await t.get(url(`${SAM.customerId}`)), 403, 'Please validate your membership first.');
  });
});

describe('GET LostMemberNoEmail/LostMemberNo', () => {
  it('queues the request, whoever asks, and e-mails the member numbers to a matching member only', async () => {
    const sent: string[] = [];
    t.store.ctx.mailer = { send: async (m) => void sent.push(`${m.to}: ${m.text}`) };
    const res = await t.get(`/api/v1/LostMemberNoEmail/LostMemberNo?LastName=RIVERA&Email=${MAYA.email}`);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { Message: 'Email sent successfully!' } });
    const unknown = await t.get('/api/v1/LostMemberNoEmail/LostMemberNo?LastName=Nobody&Email=nobody@example.org');
    expect(unknown.json()).toEqual({ Message: 'Email sent successfully!' });
    await mailSender(t.store.ctx).drain();
    expect(sent).toEqual([expect.stringContaining(`${MAYA.email}: You asked for your member number.`)]);
    expect(sent[0]).toContain(`member number ${MAYA.no}`);
    const rows = (await t.store.ctx.db.execute(
      `select payload from mail_outbox where kind = 'member-number' order by outbox_id desc limit 1`,
    )) as unknown as { rows: { payload: { to: string; members: { memberNo: string }[] } }[] };
    expect(rows.rows[0]?.payload).toMatchObject({ to: MAYA.email, members: [{ memberNo: MAYA.no }] });
    delete t.store.ctx.mailer;
  });
});

describe('rate limits', () => {
  it('limits member validations and lost-number requests per client', async () => {
    const store = await startTestStore({ now: NOW, config: { LookupRateLimitPerMinute: 2 } });
    try {
      const get = (url: string) => store.app.inject({ method: 'GET', url });
      for (let i = 0; i < 2; i++)
        expect((await get(`/api/v1/MemberValidation?CardOrMemberNo=1&LastName=X&Email=x@example.org`)).statusCode).toBe(400);
      expect((await get(`/api/v1/MemberValidation?CardOrMemberNo=${MAYA.no}&LastName=Rivera&Email=${MAYA.email}`)).statusCode).toBe(429);
      for (let i = 0; i < 2; i++)
        expect((await get('/api/v1/LostMemberNoEmail/LostMemberNo?LastName=X&Email=x@example.org')).statusCode).toBe(200);
      expect((await get('/api/v1/LostMemberNoEmail/LostMemberNo?LastName=X&Email=x@example.org')).statusCode).toBe(429);
    } finally {
      await store.close();
    }
  });
});
