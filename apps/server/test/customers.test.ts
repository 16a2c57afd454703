/** POST/GET /api/v1/customers (spec 01 §3 "Customer", §7). */
import { PublicConfig } from '@gt/contract/config';
import type { CreatedCustomer, Customer } from '@gt/contract/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness';
import { NOW, expectErrors } from './checkout-support';

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
    const [c] = res.json() as CreatedCustomer[];
    expect(c).toEqual({
      CustomerID: expect.any(Number),
      CustomerToken: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
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

  it('creates several customers in request order, under random ids with their own tokens', async () => {
    const res = await post([guest, { ...guest, FirstName: 'Kim' }, { ...guest, FirstName: 'Lou' }]);
    expect(res.statusCode).toBe(201);
    const list = res.json() as CreatedCustomer[];
    expect(list.map((c) => c.FirstName)).toEqual(['Sam', 'Kim', 'Lou']);
    const ids = list.map((c) => c.CustomerID);
    for (const id of ids) expect(id).toBeGreaterThanOrEqual(100_000_000);
    // Not a sequence: consecutive customers are not numbered one after the other.
    expect(ids.some((id, i) => i > 0 && Math.abs(id - (ids[i - 1] as number)) === 1)).toBe(false);
    expect(new Set(list.map((c) => c.CustomerToken)).size).toBe(3);
  });

  it('takes no identity fields from the browser: guest, no external id, address types by role', async () => {
    const res = await post([
      {
        ...guest,
        CreatedAsGuest: false,
        ExtCustomerID: 'idme-123',
        CustomerAddress: [
          { ...street, AddressTypeID: 7 },
          { ...billing, AddressTypeID: 1 },
        ],
      },
    ]);
    expect(res.statusCode).toBe(201);
    const [c] = res.json() as CreatedCustomer[];
    expect(c).toMatchObject({ CreatedAsGuest: true, ExtCustomerID: null });
    expect(c?.CustomerAddress.map((a) => [a.IsPrimaryAddress, a.AddressTypeID])).toEqual([
      [true, 1],
      [false, 2],
    ]);
  });

  it('names the invalid field with the spec\'s texts', async () => {
    expectErrors(await post([{ ...guest, GuestEmail: 'not-an-email' }]), 400, 'Please enter a valid email address');
    expectErrors(await post([{ ...guest, FirstName: '  ' }]), 400, 'First Name is required.');
    expectErrors(await post([{ ...guest, CustomerAddress: [street, { ...billing, CitySuburb: 'C'.repeat(51) }] }]), 400, 'Billing City must be at most 50 characters.');
    const twoPrimaries = await post([{ ...guest, CustomerAddress: [street, street] }]);
    expect(twoPrimaries.statusCode).toBe(400);
    expect(twoPrimaries.json().Errors[0].ErrorMessage).toContain('exactly one primary address');
    expect((await post([])).statusCode).toBe(400);
  });
});

describe('POST /api/v1/customers applies the configured contact rules', () => {
  it('with the default EmailRegex and FieldLengths, refuses what the checkout form refuses', async () => {
    expectErrors(await post([{ ...guest, GuestEmail: 'ops@localhost' }]), 400, 'Please enter a valid email address');
    expectErrors(await post([{ ...guest, LastName: 'L'.repeat(51) }]), 400, 'Last Name must be at most 50 characters.');
    expectErrors(await post([{ ...guest, CustomerAddress: [{ ...street, Street1: 'S'.repeat(101) }, billing] }]), 400, 'Address 1 must be at most 100 characters.');
  });

  it('with a loosened EmailRegex and raised FieldLengths, accepts what the form then accepts', async () => {
    const loose = await startTestStore({ now: NOW, config: { Public: PublicConfig.parse({ EmailRegex: '^[^\\s@]+@[^\\s@]+$', FieldLengths: { LastName: 80, City: 120 } }) } });
    try {
      const long = { ...guest, GuestEmail: 'ops@localhost', LastName: 'L'.repeat(80), CustomerAddress: [street, { ...billing, CitySuburb: 'C'.repeat(120) }] };
      const res = await loose.app.inject({ method: 'POST', url: '/api/v1/customers', payload: [long] });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as CreatedCustomer[])[0]).toMatchObject({ GuestEmail: 'ops@localhost', LastName: 'L'.repeat(80) });
      const tooLong = await loose.app.inject({ method: 'POST', url: '/api/v1/customers', payload: [{ ...long, LastName: 'L'.repeat(81) }] });
      expectErrors(tooLong, 400, 'Last Name must be at most 80 characters.');
    } finally {
      await loose.close();
    }
  });
});

describe('POST /api/v1/customers refuses invisible characters', () => {
  const why = 'must not contain invisible or text-direction control characters';
  it.for([
    ['0.FirstName', { ...guest, FirstName: 'Sam\u202Egnp.exe' }],
    ['0.LastName', { ...guest, LastName: 'Or\u200Btiz' }],
    ['0.GuestEmail', { ...guest, GuestEmail: 'sam\u2066@example.org' }],
    ['0.CustomerAddress.0.Email', { ...guest, CustomerAddress: [{ ...street, Email: 'sam@exa\u200Dmple.org' }, billing] }],
    ['0.CustomerAddress.1.CitySuburb', { ...guest, CustomerAddress: [street, { ...billing, CitySuburb: 'Galves\u061Cton' }] }],
  ] as const)('%s', async ([field, body]) => {
    expectErrors(await post([body]), 400, `Invalid body field '${field}': ${why}`);
  });

  it('and line breaks in one-line fields', async () => {
    expectErrors(await post([{ ...guest, FirstName: 'Sam\nBcc: x@example.org' }]), 400, "Invalid body field '0.FirstName': must be a single line");
  });
});

describe('GET /api/v1/customers', () => {
  it('returns the customer when id and e-mail match (case-insensitive), else an empty list', async () => {
    const [created] = (await post([guest])).json() as CreatedCustomer[];
    const { CustomerToken: _token, ...c } = created as CreatedCustomer;
    const id = c.CustomerID;
    const found = await store.app.inject({ method: 'GET', url: `/api/v1/customers?CustomerID=${id}&Email=sam.ortiz%40example.org` });
    expect(found.statusCode).toBe(200);
    // The customer, never its token.
    expect(found.json()).toEqual([c satisfies Customer]);
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
