/**
 * The sold catalogue in the back office: cost rates, taxes, tour products
 * with prices per cost rate and user-defined fields, through the admin API. What an admin
 * changes shows in the public API at once; prices are cents and never change what bookings
 * paid; sold or answered records cannot be deleted; every change is in the audit log.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourProduct, UserDefinedField } from '@gt/contract/catalogue';
import { adminMessages } from '@gt/domain/admin-messages';
import { bookingLines, bookings } from '../src/db/schema';
import { asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { startTestStore, type TestStore } from './harness';
import { NOW } from './support';

let store: TestStore;
let admin: OperatorSession;
let desk: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, demoBookings: true });
  admin = await operatorWithSession(store, 'admin', { email: 'boss@example.org' });
  desk = await operatorWithSession(store, 'box_office');
});
afterAll(() => store.close());

const publicGet = (url: string) => store.app.inject({ method: 'GET', url });
const publicProducts = async (bookingTypeId: number): Promise<TourProduct[]> =>
  (await publicGet(`/api/v1/tourproducts?BookingTypeID=${bookingTypeId}`)).json();
const errorsOf = (res: { json: () => unknown }) => (res.json() as { Errors: { ErrorMessage: string }[] }).Errors.map((e) => e.ErrorMessage);

describe('tour products with prices per cost rate', () => {
  let teacherRate: number;
  let cityTax: number;
  let productId: number;

  it('an admin creates a verified cost rate, a tax and a product with two prices, sold by a booking type; the storefront sees it at once', async () => {
    const rate = await asOperator(store, admin, 'POST', '/cost-rates', {
      name: 'Teacher',
      groupName: 'teacher',
      subGroupName: 'k-12',
      verifyGroupMembership: true,
    });
    expect([rate.statusCode, rate.json()]).toEqual([
      201,
      {
        id: expect.any(Number),
        name: 'Teacher',
        groupName: 'teacher',
        subGroupName: 'k-12',
        isDefault: false,
        isMemberRate: false,
        verifyGroupMembership: true,
      },
    ]);
    teacherRate = rate.json().id;
    // The verified rate is what the identity flow finds by group and subgroup.
    expect((await publicGet('/api/v1/costrates?GroupName=Teacher&SubGroupName=K-12')).json()).toEqual([
      {
        CostRateID: teacherRate,
        CostRateName: 'Teacher',
        GroupName: 'teacher',
        SubGroupName: 'k-12',
        IsDefault: false,
        IsMemberRate: false,
        VerifyGroupMembership: true,
      },
    ]);

    const tax = await asOperator(store, admin, 'POST', '/taxes', { name: 'City tax', included: false, percentage: 2.5 });
    expect([tax.statusCode, tax.json()]).toEqual([201, { id: expect.any(Number), name: 'City tax', included: false, percentage: 2.5 }]);
    cityTax = tax.json().id;

    const before = await publicGet('/api/v1/tourproducts?BookingTypeID=1');
    const created = await asOperator(store, admin, 'POST', '/tour-products', {
      name: 'Family Pass',
      information: 'Two adults and two children',
      maximumTickets: 3,
      sortOrder: 10,
      prices: [
        { costRateId: teacherRate, priceCents: 7995 },
        { costRateId: 1, priceCents: 8995 },
      ],
      taxIds: [cityTax],
      bookingTypeIds: [1],
    });
    expect(created.statusCode, created.body).toBe(201);
    productId = created.json().id;
    expect(created.json()).toEqual({
      id: productId,
      name: 'Family Pass',
      information: 'Two adults and two children',
      affectsCapacity: true,
      availableOnline: true,
      showOnCalendar: true,
      minimumTickets: 0,
      maximumTickets: 3,
      sortOrder: 10,
      isRefundable: true,
      applyDiscountToTourProductId: null,
      prices: [
        { costRateId: 1, priceCents: 8995 },
        { costRateId: teacherRate, priceCents: 7995 },
      ],
      taxIds: [cityTax],
      bookingTypeIds: [1],
    });

    const list = await publicProducts(1);
    expect(list.map((p) => p.TourProductName)).toEqual(['Adult', 'Child', 'Senior', 'Parking Pass', 'Family Pass']);
    const taxes = [{ TaxName: 'City tax', TaxIncluded: false, TaxPercentage: 2.5 }];
    expect(list.at(-1)).toEqual({
      TourProductID: productId,
      TourProductName: 'Family Pass',
      Information: 'Two adults and two children',
      PriceMatrix: [
        { CostRateID: 1, ProductID: productId, Price: 89.95, Taxes: taxes, VerifyGroupMembership: false },
        { CostRateID: teacherRate, ProductID: productId, Price: 79.95, Taxes: taxes, VerifyGroupMembership: true },
      ],
      AffectsCapacity: true,
      AvailableOnline: true,
      ShowOnCalendar: true,
      MinimumTickets: 0,
      MaximumTickets: 3,
      ApplyDiscountToTourProductID: null,
    });
    // The catalogue's validator changed with it: a browser revalidating gets the new answer, not a 304.
    const after = await store.app.inject({
      method: 'GET',
      url: '/api/v1/tourproducts?BookingTypeID=1',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
  });

  it('an edit replaces prices and booking types and shows in the storefront at once', async () => {
    const res = await asOperator(store, admin, 'PATCH', `/tour-products/${productId}`, {
      prices: [{ costRateId: 1, priceCents: 9450 }],
      bookingTypeIds: [4],
      availableOnline: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ prices: [{ costRateId: 1, priceCents: 9450 }], bookingTypeIds: [4], availableOnline: false });
    expect((await publicProducts(1)).map((p) => p.TourProductName)).toEqual(['Adult', 'Child', 'Senior', 'Parking Pass']);
    const [night, family] = await publicProducts(4);
    expect(night?.TourProductName).toBe('Night Guest (21+)');
    expect([family?.TourProductName, family?.AvailableOnline, family?.PriceMatrix.map((m) => [m.CostRateID, m.Price])]).toEqual([
      'Family Pass',
      false,
      [[1, 94.5]],
    ]);
  });

  it('box office reads the catalogue; the list filters by booking type', async () => {
    const res = await asOperator(store, desk, 'GET', '/tour-products?bookingTypeId=3');
    expect(res.json().data.map((p: { name: string; prices: unknown[] }) => [p.name, p.prices])).toEqual([
      [
        'Encounter Participant',
        [
          { costRateId: 1, priceCents: 14900 },
          { costRateId: 2, priceCents: 12900 },
          { costRateId: 3, priceCents: 11900 },
        ],
      ],
      [
        'Observer',
        [
          { costRateId: 1, priceCents: 2500 },
          { costRateId: 2, priceCents: 2000 },
          { costRateId: 3, priceCents: 2000 },
        ],
      ],
    ]);
    expect(res.json().total).toBe(2);
    expect((await asOperator(store, desk, 'PATCH', `/tour-products/${productId}`, { name: 'x' })).statusCode).toBe(403);
  });

  it('refuses prices that are not whole non-negative cents, and references that do not exist', async () => {
    const base = { name: 'Bad', prices: [{ costRateId: 1, priceCents: 100 }] };
    expect(
      errorsOf(await asOperator(store, admin, 'POST', '/tour-products', { ...base, prices: [{ costRateId: 1, priceCents: -1 }] })),
    ).toEqual(["Invalid body field 'prices.0.priceCents': A price cannot be negative."]);
    expect(
      errorsOf(await asOperator(store, admin, 'POST', '/tour-products', { ...base, prices: [{ costRateId: 1, priceCents: 12.5 }] })),
    ).toEqual(["Invalid body field 'prices.0.priceCents': A price is a whole number of cents."]);
    expect(errorsOf(await asOperator(store, admin, 'POST', '/tour-products', { ...base, prices: [] }))).toEqual([
      "Invalid body field 'prices': Give at least one price.",
    ]);
    expect(errorsOf(await asOperator(store, admin, 'POST', '/tour-products', { ...base, name: ' ' }))).toEqual([
      "Invalid body field 'name': Enter a name.",
    ]);
    expect(errorsOf(await asOperator(store, admin, 'POST', '/tour-products', { ...base, minimumTickets: 4, maximumTickets: 2 }))).toEqual([
      "Invalid body field 'minimumTickets': The minimum is more than the maximum.",
    ]);
    const unknownRate = await asOperator(store, admin, 'POST', '/tour-products', {
      ...base,
      prices: [{ costRateId: 999, priceCents: 100 }],
    });
    expect([unknownRate.statusCode, message(unknownRate)]).toEqual([400, adminMessages.unknownCostRate]);
    expect(message(await asOperator(store, admin, 'POST', '/tour-products', { ...base, taxIds: [999] }))).toBe(adminMessages.unknownTax);
    expect(message(await asOperator(store, admin, 'POST', '/tour-products', { ...base, bookingTypeIds: [999] }))).toBe(
      adminMessages.unknownChosenBookingType,
    );
    expect(errorsOf(await asOperator(store, admin, 'POST', '/cost-rates', { name: 'Vet', verifyGroupMembership: true }))).toEqual([
      "Invalid body field 'groupName': A verified rate needs a group name.",
    ]);
    expect(errorsOf(await asOperator(store, admin, 'POST', '/taxes', { name: 'T', included: true, percentage: 120 }))).toEqual([
      "Invalid body field 'percentage': The percentage is between 0 and 100.",
    ]);
    // Nothing was created by the refused calls.
    expect(
      (await asOperator(store, admin, 'GET', '/tour-products?end=200')).json().data.filter((p: { name: string }) => p.name === 'Bad'),
    ).toEqual([]);
  });

  it('a new price never changes what existing bookings paid', async () => {
    const lines = () => store.ctx.db.select().from(bookingLines).where(eq(bookingLines.tourProductId, 1));
    const paid = (await lines()).map((l) => [l.bookingLineId, l.unitPriceCents, l.taxCents, l.totalCents]);
    expect(paid.length).toBeGreaterThan(0);
    const res = await asOperator(store, admin, 'PATCH', '/tour-products/1', {
      prices: [
        { costRateId: 1, priceCents: 3495 },
        { costRateId: 2, priceCents: 2995 },
        { costRateId: 3, priceCents: 2995 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lines()).map((l) => [l.bookingLineId, l.unitPriceCents, l.taxCents, l.totalCents])).toEqual(paid);
    expect((await publicProducts(1))[0]?.PriceMatrix.map((m) => m.Price)).toEqual([34.95, 29.95, 29.95]);
  });

  it('refuses to delete what was sold or is the default rate; deletes an unsold product and its links', async () => {
    const sold = await asOperator(store, admin, 'DELETE', '/tour-products/1');
    expect([sold.statusCode, message(sold)]).toEqual([409, adminMessages.tourProductSold]);
    const defaultRate = await asOperator(store, admin, 'DELETE', '/cost-rates/1');
    expect([defaultRate.statusCode, message(defaultRate)]).toEqual([409, adminMessages.costRateIsDefault]);
    const usedTax = await asOperator(store, admin, 'DELETE', `/taxes/${cityTax}`);
    expect([usedTax.statusCode, message(usedTax)]).toEqual([409, adminMessages.taxInUse]);

    expect((await asOperator(store, admin, 'DELETE', `/tour-products/${productId}`)).statusCode).toBe(204);
    expect((await publicProducts(4)).map((p) => p.TourProductName)).toEqual(['Night Guest (21+)']);
    expect((await asOperator(store, admin, 'GET', `/tour-products/${productId}`)).statusCode).toBe(404);
    // Now unused: the tax and the rate go.
    expect((await asOperator(store, admin, 'DELETE', `/taxes/${cityTax}`)).statusCode).toBe(204);
    expect((await asOperator(store, admin, 'DELETE', `/cost-rates/${teacherRate}`)).statusCode).toBe(204);
    expect((await publicGet('/api/v1/costrates?GroupName=teacher')).json()).toEqual([]);
  });

  it('writes every change to the audit log with before and after', async () => {
    const res = await asOperator(store, admin, 'GET', `/audit-log?entity=tour-product&entityId=${productId}`);
    const entries = res.json().data as {
      action: string;
      actorEmail: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ['tour-product.delete', 'boss@example.org'],
      ['tour-product.update', 'boss@example.org'],
      ['tour-product.create', 'boss@example.org'],
    ]);
    const update = entries[1];
    expect([update?.before?.prices, update?.after?.prices, update?.before?.bookingTypeIds, update?.after?.bookingTypeIds]).toEqual([
      [
        { costRateId: 1, priceCents: 8995 },
        { costRateId: teacherRate, priceCents: 7995 },
      ],
      [{ costRateId: 1, priceCents: 9450 }],
      [1],
      [4],
    ]);
    expect(entries[0]?.after).toBeNull();
    const rateLog = (await asOperator(store, admin, 'GET', `/audit-log?entity=cost-rate&entityId=${teacherRate}`)).json().data as {
      action: string;
    }[];
    expect(rateLog.map((e) => e.action)).toEqual(['cost-rate.delete', 'cost-rate.create']);
    const taxLog = (await asOperator(store, admin, 'GET', `/audit-log?entity=tax&entityId=${cityTax}`)).json().data as { action: string }[];
    expect(taxLog.map((e) => e.action)).toEqual(['tax.delete', 'tax.create']);
  });
});

describe('user-defined fields', () => {
  let udfId: number;

  it('an admin creates a picklist field asked by a booking type; checkout sees it with its options', async () => {
    const res = await asOperator(store, admin, 'POST', '/user-defined-fields', {
      name: 'Dietary needs',
      udfType: 'Picklist',
      categoryName: 'Guest details',
      isRequired: true,
      picklist: [{ option: 'None' }, { option: 'Vegetarian' }],
      bookingTypeIds: [4],
    });
    expect(res.statusCode, res.body).toBe(201);
    udfId = res.json().id;
    expect(res.json()).toEqual({
      id: udfId,
      name: 'Dietary needs',
      description: '',
      udfType: 'Picklist',
      categoryName: 'Guest details',
      isRequired: true,
      length: 100,
      sortOrder: 0,
      picklist: [
        { id: udfId * 100 + 1, option: 'None' },
        { id: udfId * 100 + 2, option: 'Vegetarian' },
      ],
      bookingTypeIds: [4],
    });
    const asked: UserDefinedField[] = (await publicGet('/api/v1/userdefinedfields?BookingTypeID=4')).json();
    expect(asked).toEqual([
      {
        UDFID: udfId,
        BookingTypeID: 4,
        UDFName: 'Dietary needs',
        UdfDescription: '',
        UDFType: 'Picklist',
        UDFCategoryName: 'Guest details',
        IsRequired: true,
        UDFLength: 100,
        Picklist: [
          { UDFPicklistID: udfId * 100 + 1, Option: 'None' },
          { UDFPicklistID: udfId * 100 + 2, Option: 'Vegetarian' },
        ],
      },
    ]);
  });

  it('an edit keeps the ids of kept options and gives new ones the next id', async () => {
    const res = await asOperator(store, admin, 'PATCH', `/user-defined-fields/${udfId}`, {
      picklist: [{ id: udfId * 100 + 2, option: 'Vegetarian' }, { option: 'Vegan' }],
      isRequired: false,
    });
    expect(res.json().picklist).toEqual([
      { id: udfId * 100 + 2, option: 'Vegetarian' },
      { id: udfId * 100 + 3, option: 'Vegan' },
    ]);
    const [field] = (await publicGet('/api/v1/userdefinedfields?BookingTypeID=4')).json() as UserDefinedField[];
    expect([field?.IsRequired, field?.Picklist.map((o) => o.Option)]).toEqual([false, ['Vegetarian', 'Vegan']]);
  });

  it('refuses a picklist without options', async () => {
    expect(
      errorsOf(
        await asOperator(store, admin, 'POST', '/user-defined-fields', {
          name: 'Size',
          udfType: 'Picklist',
          categoryName: 'Guest details',
        }),
      ),
    ).toEqual(["Invalid body field 'picklist': A picklist needs at least one option."]);
    expect(errorsOf(await asOperator(store, admin, 'PATCH', `/user-defined-fields/${udfId}`, { picklist: [] }))).toEqual([
      "Invalid body field 'picklist': A picklist needs at least one option.",
    ]);
  });

  it('refuses to delete a field a visitor has answered; removes an unanswered one from checkout', async () => {
    const [booking] = await store.ctx.db.select().from(bookings).limit(1);
    if (!booking) throw new Error('no demo booking');
    await store.ctx.db
      .update(bookings)
      .set({ udfValues: [{ UDFID: udfId, Value: 'Vegan' }] })
      .where(eq(bookings.bookingId, booking.bookingId));
    const refused = await asOperator(store, admin, 'DELETE', `/user-defined-fields/${udfId}`);
    expect([refused.statusCode, message(refused)]).toEqual([409, adminMessages.udfAnswered]);
    await store.ctx.db.update(bookings).set({ udfValues: [] }).where(eq(bookings.bookingId, booking.bookingId));
    expect((await asOperator(store, admin, 'DELETE', `/user-defined-fields/${udfId}`)).statusCode).toBe(204);
    expect((await publicGet('/api/v1/userdefinedfields?BookingTypeID=4')).json()).toEqual([]);
    const log = (await asOperator(store, admin, 'GET', `/audit-log?entity=user-defined-field&entityId=${udfId}`)).json().data as {
      action: string;
    }[];
    expect(log.map((e) => e.action)).toEqual(['udf.delete', 'udf.update', 'udf.create']);
  });
});
