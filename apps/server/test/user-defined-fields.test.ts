import { describe, expect, it } from 'vitest';
import type { UserDefinedField } from '@gt/contract/catalogue';
import { expectBadQuery, expectErrors, useTestStore } from './support';

const t = useTestStore();

async function udfs(query: string): Promise<UserDefinedField[]> {
  const res = await t.get(`/api/v1/userdefinedfields?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/v1/userdefinedfields', () => {
  it('gives the fields of a booking type in order, with category, required flag and length', async () => {
    const list = await udfs('BookingTypeID=2');
    expect(list.map((u) => [u.UDFID, u.UDFName, u.UDFType, u.UDFCategoryName, u.IsRequired, u.UDFLength])).toEqual([
      [1, 'Lead guest name', 'Text', 'Guest details', true, 60],
      [2, 'Youngest guest date of birth', 'Date', 'Guest details', true, 10],
      [3, 'Tallest guest height (inches)', 'Decimal', 'Guest details', true, 6],
      [4, 'All guests can climb stairs', 'Bit', 'Guest details', true, 1],
      [5, 'Mobility assistance', 'Picklist', 'Accessibility', false, 50],
      [6, 'Notes for the guide', 'Text', 'Accessibility', false, 500],
      [7, 'Hearing loop requested', 'Bit', 'Accessibility', false, 1],
    ]);
    expect(list.every((u) => u.BookingTypeID === 2)).toBe(true);
    expect(list[4]).toEqual({
      UDFID: 5,
      BookingTypeID: 2,
      UDFName: 'Mobility assistance',
      UdfDescription: 'Tell us if a guest needs help',
      UDFType: 'Picklist',
      UDFCategoryName: 'Accessibility',
      IsRequired: false,
      UDFLength: 50,
      Picklist: [
        { UDFPicklistID: 501, Option: 'None' },
        { UDFPicklistID: 502, Option: 'Wheelchair user' },
        { UDFPicklistID: 503, Option: 'Walking aid' },
        { UDFPicklistID: 504, Option: 'Other' },
      ],
    });
  });

  it('gives the fields of several booking types, grouped by booking type id', async () => {
    const list = await udfs('BookingTypeIDList=4,3,1');
    expect(list.map((u) => [u.BookingTypeID, u.UDFID, u.UDFName])).toEqual([
      [1, 9, 'How did you hear about us?'],
      [3, 8, 'Participant can swim'],
    ]);
  });

  it('gives an empty list for a booking type without fields or an unknown one', async () => {
    expect(await udfs('BookingTypeID=4')).toEqual([]);
    expect(await udfs('BookingTypeID=99')).toEqual([]);
  });

  describe('bad input', () => {
    it('needs BookingTypeID or BookingTypeIDList', async () => {
      expectErrors(await t.get('/api/v1/userdefinedfields'), 400, "Invalid query parameter 'BookingTypeID': BookingTypeID, BookingTypeIDList, MembershipTypeID or MembershipTypeIDList is required");
    });

    it('needs a positive whole-number id or a list of them', async () => {
      expectErrors(await t.get('/api/v1/userdefinedfields?BookingTypeID=abc'), 400, "Invalid query parameter 'BookingTypeID': must be a whole number");
      expectErrors(await t.get('/api/v1/userdefinedfields?BookingTypeID=0'), 400, "Invalid query parameter 'BookingTypeID': must be a positive number");
      for (const bad of ['1,,2', 'a,b', '1;2']) {
        expectErrors(await t.get(`/api/v1/userdefinedfields?BookingTypeIDList=${bad}`), 400, "Invalid query parameter 'BookingTypeIDList': must be a comma-separated list of positive whole numbers");
      }
    });

    it('refuses an unknown parameter, naming it', async () => {
      expectBadQuery(await t.get('/api/v1/userdefinedfields?EventTypeID=1'), '"EventTypeID"', 'Unrecognized key');
    });
  });
});
