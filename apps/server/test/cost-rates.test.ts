import { describe, expect, it } from 'vitest';
import { expectBadQuery, useTestStore } from './support';

const t = useTestStore();

const standard = { CostRateID: 1, CostRateName: 'Standard', GroupName: null, SubGroupName: null, IsDefault: true, IsMemberRate: false, VerifyGroupMembership: false };
const member = { CostRateID: 2, CostRateName: 'Member', GroupName: null, SubGroupName: null, IsDefault: false, IsMemberRate: true, VerifyGroupMembership: false };
const military = { CostRateID: 3, CostRateName: 'Military', GroupName: 'military', SubGroupName: 'active duty', IsDefault: false, IsMemberRate: false, VerifyGroupMembership: true };

describe('GET /api/v1/costrates', () => {
  it('lists every cost rate by id', async () => {
    const res = await t.get('/api/v1/costrates');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([standard, member, military]);
  });

  it('finds the rate of an identity-verification group and subgroup, ignoring case', async () => {
    expect((await t.get('/api/v1/costrates?GroupName=military&SubGroupName=active%20duty')).json()).toEqual([military]);
    expect((await t.get('/api/v1/costrates?GroupName=MILITARY&SubGroupName=Active%20Duty')).json()).toEqual([military]);
    expect((await t.get('/api/v1/costrates?GroupName=Military')).json()).toEqual([military]);
  });

  it('gives an empty list for an unknown group or subgroup', async () => {
    expect((await t.get('/api/v1/costrates?GroupName=navy')).json()).toEqual([]);
    expect((await t.get('/api/v1/costrates?GroupName=military&SubGroupName=veteran')).json()).toEqual([]);
  });

  describe('bad input', () => {
    it('refuses names over 100 characters', async () => {
      expectBadQuery(await t.get(`/api/v1/costrates?GroupName=${'a'.repeat(101)}`), "'GroupName'");
      expectBadQuery(await t.get(`/api/v1/costrates?GroupName=military&SubGroupName=${'b'.repeat(101)}`), "'SubGroupName'");
    });

    it('refuses an unknown parameter, naming it', async () => {
      expectBadQuery(await t.get('/api/v1/costrates?CostRateID=1'), '"CostRateID"', 'Unrecognized key');
    });
  });
});
