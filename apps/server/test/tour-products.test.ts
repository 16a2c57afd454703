import { describe, expect, it } from 'vitest';
import type { TourProduct } from '@gt/contract/catalogue';
import { expectBadQuery, expectErrors, useTestStore } from './support';

const t = useTestStore();

async function products(query: string): Promise<TourProduct[]> {
  const res = await t.get(`/api/v1/tourproducts?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/v1/tourproducts', () => {
  it('gives a product with its price per cost rate and its taxes (included and excluded)', async () => {
    const taxes = [
      { TaxName: 'Sales tax', TaxIncluded: false, TaxPercentage: 8.25 },
      { TaxName: 'Amusement tax', TaxIncluded: true, TaxPercentage: 5 },
    ];
    expect(await products('TourProductID=8')).toEqual([
      {
        TourProductID: 8,
        TourProductName: 'Night Guest (21+)',
        Information: 'Includes one drink ticket',
        PriceMatrix: [
          { CostRateID: 1, ProductID: 8, Price: 35, Taxes: taxes, VerifyGroupMembership: false },
          { CostRateID: 2, ProductID: 8, Price: 30, Taxes: taxes, VerifyGroupMembership: false },
          { CostRateID: 3, ProductID: 8, Price: 30, Taxes: taxes, VerifyGroupMembership: true },
        ],
        AffectsCapacity: true,
        AvailableOnline: true,
        ShowOnCalendar: true,
        MinimumTickets: 0,
        MaximumTickets: 0,
        ApplyDiscountToTourProductID: null,
      },
    ]);
  });

  it('gives a product that does not use seats, with its maximum', async () => {
    const [parking] = await products('TourProductID=4');
    expect(parking).toMatchObject({ TourProductName: 'Parking Pass', AffectsCapacity: false, MaximumTickets: 2 });
    expect(parking?.PriceMatrix.map((p) => [p.CostRateID, p.Price, p.Taxes.map((x) => x.TaxIncluded)])).toEqual([
      [1, 10, [true]],
      [2, 10, [true]],
      [3, 10, [true]],
    ]);
  });

  it('gives the products of a booking type, limited to one cost rate', async () => {
    const list = await products('BookingTypeID=3&CostRateID=2&PriceDate=2026-11-23');
    expect(list.map((p) => [p.TourProductID, p.TourProductName, p.MaximumTickets, p.PriceMatrix.map((m) => [m.CostRateID, m.Price])])).toEqual([
      [6, 'Encounter Participant', 4, [[2, 129]]],
      [7, 'Observer', 2, [[2, 20]]],
    ]);
  });

  it('gives cents as dollars with 2 decimals', async () => {
    const list = await products('BookingTypeID=1&CostRateID=1');
    expect(list.map((p) => [p.TourProductName, p.PriceMatrix[0]?.Price])).toEqual([
      ['Adult', 29.95],
      ['Child', 19.95],
      ['Senior', 24.95],
      ['Parking Pass', 10],
    ]);
  });

  it('gives an empty list for unknown products, booking types or cost rates', async () => {
    expect(await products('TourProductID=999')).toEqual([]);
    expect(await products('BookingTypeID=99')).toEqual([]);
    expect((await products('TourProductID=1&CostRateID=9'))[0]?.PriceMatrix).toEqual([]);
  });

  describe('bad input', () => {
    it('needs TourProductID or BookingTypeID', async () => {
      expectErrors(await t.get('/api/v1/tourproducts'), 400, "Invalid query parameter 'TourProductID': TourProductID or BookingTypeID is required");
      expectErrors(await t.get('/api/v1/tourproducts?CostRateID=1'), 400, "Invalid query parameter 'TourProductID': TourProductID or BookingTypeID is required");
    });

    it('needs positive whole-number ids', async () => {
      expectErrors(await t.get('/api/v1/tourproducts?TourProductID=adult'), 400, "Invalid query parameter 'TourProductID': must be a whole number");
      expectErrors(await t.get('/api/v1/tourproducts?BookingTypeID=0'), 400, "Invalid query parameter 'BookingTypeID': must be a positive number");
      expectErrors(await t.get('/api/v1/tourproducts?TourProductID=1&CostRateID=-1'), 400, "Invalid query parameter 'CostRateID': must be a positive number");
    });

    it('needs PriceDate as a YYYY-MM-DD calendar date', async () => {
      expectBadQuery(await t.get('/api/v1/tourproducts?TourProductID=1&PriceDate=tomorrow'), "'PriceDate'", 'must be a date in the form YYYY-MM-DD');
      expectErrors(await t.get('/api/v1/tourproducts?TourProductID=1&PriceDate=2026-02-29'), 400, "Invalid query parameter 'PriceDate': must be a valid calendar date");
    });

    it('refuses an unknown parameter, naming it', async () => {
      expectBadQuery(await t.get('/api/v1/tourproducts?TourProductID=1&ProductID=1'), '"ProductID"', 'Unrecognized key');
    });
  });
});
