import { describe, expect, it } from 'vitest';
import {
  countsInRange,
  effectiveCostRateId,
  initialAddOns,
  newUserNo,
  packagePrice,
  packageProblem,
  personProblem,
  preselectedType,
  removePersonProblem,
  typeChoices,
  type MembershipPackageRule,
  type MembershipTypeRule,
  type PackagePerson,
} from './membership';

const TODAY = '2026-05-01';
const type = (id: number, over: Partial<MembershipTypeRule> = {}): MembershipTypeRule => ({
  membershipTypeId: id,
  productId: 3000 + id,
  name: `Type ${id}`,
  kind: 'Membership',
  priceCents: 10_000,
  taxes: [],
  minQuantity: 0,
  maxQuantity: 0,
  duration: { years: 1, months: 0, days: 0 },
  ageBased: false,
  minAge: 0,
  maxAge: 0,
  ...over,
});
const FAMILY: MembershipPackageRule = {
  membershipPackageId: 3,
  name: 'Family',
  minMembers: 2,
  maxMembers: 4,
  types: [
    type(1, { name: 'Adult', minQuantity: 1, maxQuantity: 2, ageBased: true, minAge: 18, maxAge: 120 }),
    type(2, { name: 'Child', maxQuantity: 3, ageBased: true, minAge: 0, maxAge: 17, priceCents: 2500 }),
    type(3, {
      name: 'Parking',
      kind: 'AddOn',
      minQuantity: 1,
      maxQuantity: 2,
      priceCents: 4000,
      taxes: [{ included: false, percentage: 8.25 }],
    }),
  ],
};
const person = (over: Partial<PackagePerson> = {}): PackagePerson => ({
  userNo: 150_000,
  isPrimary: true,
  membershipTypeId: 1,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.org',
  dob: '1980-02-01',
  phone: '',
  address1: '1 Harbor Way',
  city: 'Galveston',
  state: 'TX',
  zipcode: '77550',
  country: 'US',
  udfs: [],
  ...over,
});
const rules = {
  pkg: FAMILY,
  others: [] as PackagePerson[],
  today: TODAY,
  dobPattern: '^\\d{4}-\\d{2}-\\d{2}$',
  emailPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
  udfs: [],
};
const TEXTS = { MembershipPackageMax: 'Maximum members in this package is ', MembershipPackageMin: 'Please add at least ' };

describe('personProblem (spec 01 §5 "Membership person dialog")', () => {
  it('requires names and a type, in that order', () => {
    expect(personProblem(person({ firstName: ' ' }), rules)).toBe('First Name is required.');
    expect(personProblem(person({ lastName: '' }), rules)).toBe('Last Name is required.');
    expect(personProblem(person({ membershipTypeId: null }), rules)).toBe('Membership Type is required.');
    expect(personProblem(person({ membershipTypeId: 3 }), rules)).toBe('Membership Type is required.');
  });

  it('requires the primary member’s e-mail and address, not another person’s', () => {
    expect(personProblem(person({ email: '' }), rules)).toBe('Email  is required.');
    expect(personProblem(person({ address1: '' }), rules)).toBe('Address 1 is required.');
    expect(personProblem(person({ city: '' }), rules)).toBe('City is required.');
    expect(personProblem(person({ state: '' }), rules)).toBe('State is required.');
    expect(personProblem(person({ zipcode: '' }), rules)).toBe('Zipcode is required.');
    expect(personProblem(person({ country: '' }), rules)).toBe('Country is required.');
    expect(
      personProblem(person({ isPrimary: false, email: '', address1: '', city: '', state: '', zipcode: '', country: '' }), rules),
    ).toBeNull();
  });

  it('checks the e-mail pattern, the DOB bounds and the age range of an age-based type', () => {
    expect(personProblem(person({ email: 'ann@' }), rules)).toBe('Please enter a valid email address.');
    expect(personProblem(person({ dob: '1899-12-31' }), rules)).toBe('Please enter a valid date of birth.');
    expect(personProblem(person({ dob: '2026-05-02' }), rules)).toBe('Please enter a valid date of birth.');
    expect(personProblem(person({ dob: '2010-01-01' }), rules)).toBe('Please enter a valid DOB, Min Age is 18 and Max Age is : 120');
    // DOB optional (spec 01 §5): the age check applies when a DOB is given.
    expect(personProblem(person({ dob: '' }), rules)).toBeNull();
    expect(personProblem(person({ isPrimary: false, membershipTypeId: 2, dob: '' }), rules)).toBeNull();
    expect(personProblem(person({ isPrimary: false, membershipTypeId: 2, dob: '2010-01-01' }), rules)).toBeNull();
    expect(personProblem(person({ isPrimary: false, membershipTypeId: 2, dob: '2008-05-01' }), rules)).toBe(
      'Please enter a valid DOB, Min Age is 0 and Max Age is : 17',
    );
  });

  it('refuses the same first and last name twice in a package, whatever the case', () => {
    const others = [person()];
    expect(personProblem(person({ userNo: 2, isPrimary: false, firstName: 'ANN', lastName: ' lee ' }), { ...rules, others })).toBe(
      'First Name and Last Name is already used.',
    );
    expect(personProblem(person(), { ...rules, others })).toBeNull();
  });

  it('checks the phone and the type’s required UDFs', () => {
    expect(personProblem(person({ phone: '(409) 555-01' }), rules)).toBe('Please enter a valid phone #');
    expect(personProblem(person({ phone: '(409) 555-0100' }), rules)).toBeNull();
    const udfs = [
      { UDFID: 5, UDFType: 'Bit' as const, IsRequired: true },
      { UDFID: 6, UDFType: 'Text' as const, IsRequired: true },
    ];
    expect(
      personProblem(
        person({
          udfs: [
            { UDFID: 5, Value: 'false' },
            { UDFID: 6, Value: 'x' },
          ],
        }),
        { ...rules, udfs },
      ),
    ).toBe('Please fill the required UDFs.');
    expect(
      personProblem(
        person({
          udfs: [
            { UDFID: 5, Value: 'true' },
            { UDFID: 6, Value: 'x' },
          ],
        }),
        { ...rules, udfs },
      ),
    ).toBeNull();
  });
});

describe('package rules (spec 01 §4, §5)', () => {
  const adult2 = person({ userNo: 2, isPrimary: false, firstName: 'Bo' });
  const child = (n: number) => person({ userNo: 10 + n, isPrimary: false, firstName: `Kid${n}`, membershipTypeId: 2, dob: '2015-01-01' });

  it('offers a type only while it is under its max (the edited person keeps theirs)', () => {
    expect(typeChoices(FAMILY, [person()]).map((t) => t.name)).toEqual(['Adult', 'Child']);
    expect(typeChoices(FAMILY, [person(), adult2]).map((t) => t.name)).toEqual(['Child']);
    expect(typeChoices(FAMILY, [person(), adult2], adult2).map((t) => t.name)).toEqual(['Adult', 'Child']);
  });

  it('preselects the type of a one-type package only', () => {
    expect(preselectedType(FAMILY)).toBeNull();
    expect(preselectedType({ ...FAMILY, types: [type(9)] })).toBe(9);
  });

  it('allows Add to Cart only with every type and add-on within its min/max', () => {
    const addOns = initialAddOns(FAMILY);
    expect(addOns.get(3)).toBe(1);
    expect(countsInRange(FAMILY, [person()], addOns)).toBe(true);
    expect(countsInRange(FAMILY, [child(1)], addOns)).toBe(false); // no adult (min 1)
    expect(countsInRange(FAMILY, [person(), child(1), child(2), child(3), child(4)], addOns)).toBe(false); // 4 children > 3
    expect(countsInRange(FAMILY, [person()], new Map([[3, 3]]))).toBe(false);
  });

  it('checks the package max, then min, then each type’s required UDFs', () => {
    expect(packageProblem(FAMILY, [person(), adult2, child(1), child(2), child(3)], () => [], TEXTS)).toBe(
      'Maximum members in this package is 4',
    );
    expect(packageProblem(FAMILY, [person()], () => [], TEXTS)).toBe('Please add at least 2 membership(s).');
    const udfs = (id: number) => (id === 2 ? [{ UDFID: 7, UDFType: 'Text' as const, IsRequired: true }] : []);
    expect(packageProblem(FAMILY, [person(), child(1)], udfs, TEXTS)).toBe('Please fill the required UDFs for Membership Type Child');
    expect(packageProblem(FAMILY, [person(), child(1)], () => [], TEXTS)).toBeNull();
  });

  it('never removes the primary member, nor a person below the type’s minimum', () => {
    expect(removePersonProblem(FAMILY, [person(), child(1)], person())).toBe('Ann Lee is primary member, you cannot remove it.');
    expect(removePersonProblem(FAMILY, [person({ isPrimary: false }), child(1)], person({ isPrimary: false }))).toBe(
      'Minimum Quantity for this Membership is 1, You Can not remove it.',
    );
    expect(removePersonProblem(FAMILY, [person(), child(1)], child(1))).toBeNull();
  });

  it('prices each type by its persons and each add-on by quantity, taxed per unit', () => {
    const { lines, totals } = packagePrice(FAMILY, [person(), adult2, child(1)], new Map([[3, 1]]));
    expect(lines.map((l) => [l.name, l.quantity, l.amounts.totalCents])).toEqual([
      ['Adult', 2, 20_000],
      ['Child', 1, 2500],
      ['Parking', 1, 4330],
    ]);
    expect(totals).toEqual({ exTaxCents: 26_500, taxCents: 330, totalCents: 26_830 });
  });

  it('draws user numbers from 100000–200000', () => {
    expect(newUserNo(() => 0)).toBe(100_000);
    expect(newUserNo(() => 0.999_999_9)).toBe(200_000);
  });
});

describe('effectiveCostRateId (spec 01 §4 precedence)', () => {
  it('takes the identity rate, else the member rate, else the default', () => {
    expect(effectiveCostRateId({ identityCostRateId: 3, memberCostRateId: 2, defaultCostRateId: 1 })).toBe(3);
    expect(effectiveCostRateId({ identityCostRateId: null, memberCostRateId: 2, defaultCostRateId: 1 })).toBe(2);
    expect(effectiveCostRateId({ identityCostRateId: null, memberCostRateId: null, defaultCostRateId: 1 })).toBe(1);
  });
});
