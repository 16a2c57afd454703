/** POST/GET /api/v1/customers (spec 01 §3 "Customer", §7). */
import type { Customer } from '@gt/contract/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness';
import { NOW } from './checkout-support';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
});
afterAll(async () => {
  await store.close();
});

const street = {
  IsPrimaryAddress: true,
  AddressTypeID: 1,
  Email: 'Sam.Ortiz@Example.org',
  Street1: '12 Pier Rd',
  Street2: 'Apt 3',
  CitySuburb: 'Galveston',
  State: 'TX',
  Postcode: '77550',
  Country: 'US',
  MobilePhone: '4095550199',
};
const billing = { ...street, IsPrimaryAddress: false, AddressTypeID: 2, Street1: '99 Bay St', Street2: '' };
const guest = { FirstName: ' Sam ', LastName: 'Ortiz', GuestEmail: 'Sam.Ortiz@Example.org', CustomerAddress: [street, billing] };

const post = (payload: unknown) => store.app.inject({ method: 'POST', url: '/api/v1/customers', payload: payload as object });

describe('POST /api/v1/customers', () => {
  it('creates a guest with a primary street address and a billing address', async () => {
    const res = await post([guest]);
    expect(res.statusCode).toBe(201);
    const [c] = res.json() as Customer[];
    expect(c).toEqual({
      CustomerID: expect.any(Number),
      CustomerType: 'Individual',
      FirstName: 'Sam',
      LastName: 'Ortiz',
      CreatedAsGuest: true,
      GuestEmail: 'Sam.Ortiz@Example.org',
      ExtCustomerID: null,
      DateOfBirth: null,
      CustomerAddress: [
        { AddressID: expect.any(Number), ...street },
        { AddressID: expect.any(Number), ...billing },
      ],
      LinkedIndividuals: [],
      Memberships: [],
    });
  });

  it('creates several customers in request order', async () => {
    const res = await post([guest, { ...guest, FirstName: 'Kim' }]);
    expect(res.statusCode).toBe(201);
    const list = res.json() as Customer[];
    expect(list.map((c) => c.FirstName)).toEqual(['Sam', 'Kim']);
    expect((list[1] as Customer).CustomerID).toBeGreaterThan((list[0] as Customer).CustomerID);
  });

  it('names the invalid field', async () => {
    const bad = await post([{ ...guest, GuestEmail: 'not-an-email' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors[0].ErrorMessage).toBe("Invalid body field '0.GuestEmail': must be a valid email address");
    const noName = await post([{ ...guest, FirstName: '  ' }]);
    expect(noName.json().Errors[0].ErrorMessage).toBe("Invalid body field '0.FirstName': is required");
    const twoPrimaries = await post([{ ...guest, CustomerAddress: [street, street] }]);
    expect(twoPrimaries.statusCode).toBe(400);
    expect(twoPrimaries.json().Errors[0].ErrorMessage).toContain('exactly one primary address');
    expect((await post([])).statusCode).toBe(400);
  });
});

describe('GET /api/v1/customers', () => {
  it('returns the customer when id and e-mail match (case-insensitive), else an empty list', async () => {
    const [c] = (await post([guest])).json() as Customer[];
    const id = (c as Customer).CustomerID;
    const found = await store.app.inject({ method: 'GET', url: `/api/v1/customers?CustomerID=${id}&Email=sam.ortiz%40example.org` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([c]);
    const wrong = await store.app.inject({ method: 'GET', url: `/api/v1/customers?CustomerID=${id}&Email=someone%40example.org` });
    expect(wrong.json()).toEqual([]);
    const unknown = await store.app.inject({ method: 'GET', url: '/api/v1/customers?CustomerID=987654&Email=sam.ortiz%40example.org' });
    expect(unknown.json()).toEqual([]);
  });

  it('requires both parameters', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/api/v1/customers?CustomerID=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].ErrorMessage).toContain('Email');
  });
});
