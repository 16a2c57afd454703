/**
 * Membership package rules (spec 01 §3 "Membership package", "Membership product", "Person",
 * §4 "Membership join/renew", §5 "Membership person dialog"): who may be added to a package,
 * which membership types a person may still choose, when Add to Cart is allowed, who may be
 * removed, what a package costs (integer cents, taxed per unit like tickets) and which cost rate
 * prices tickets (identity > member > default). Pure: the join page, the checkout and the
 * server's re-pricing use the same functions.
 */
import { ageOn, isValidDob, type MembershipDuration } from './membership-dates';
import type { OrderLineInput } from './order-pricing';
import { priceLine } from './pricing';
import type { TaxRate, TaxedAmount } from './tax';
import { sumTaxed } from './tax';
import { usPhoneDigits } from './phone';

export interface MembershipTypeRule {
  membershipTypeId: number;
  /** The product that sells the type (a transaction's product line). */
  productId: number;
  name: string;
  /** `Membership`: a person of this type; `AddOn`: an extra bought by quantity. */
  kind: 'Membership' | 'AddOn';
  priceCents: number;
  taxes: readonly TaxRate[];
  /** Persons of the type (add-ons: quantity) in one package; max 0 = no limit. */
  minQuantity: number;
  maxQuantity: number;
  duration: MembershipDuration;
  ageBased: boolean;
  minAge: number;
  maxAge: number;
}

export interface MembershipPackageRule {
  membershipPackageId: number;
  name: string;
  /** Persons in the package; max 0 = no limit. */
  minMembers: number;
  maxMembers: number;
  types: readonly MembershipTypeRule[];
}

export interface PackagePerson {
  /** Random user number (100000–200000) that identifies the person in the cart. */
  userNo: number;
  isPrimary: boolean;
  membershipTypeId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  /** `YYYY-MM-DD` or empty. */
  dob: string;
  phone: string;
  address1: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  udfs: readonly { UDFID: number; Value: string }[];
}

/** A membership user-defined field as the rules need it. */
export interface MembershipUdfRule {
  UDFID: number;
  UDFType: 'Text' | 'Bit' | 'Date' | 'Decimal' | 'Picklist';
  IsRequired: boolean;
}

/** Fixed texts of the membership rules (spec 01 §5 "Membership person dialog"). */
export const membershipMessages = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  typeRequired: 'Membership Type is required.',
  /** The spec's text has two spaces. */
  emailRequired: 'Email  is required.',
  address1Required: 'Address 1 is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  zipcodeRequired: 'Zipcode is required.',
  countryRequired: 'Country is required.',
  invalidEmail: 'Please enter a valid email address.',
  invalidDob: 'Please enter a valid date of birth.',
  dobOutsideAge: (min: number, max: number) => `Please enter a valid DOB, Min Age is ${min} and Max Age is : ${max}`,
  duplicateName: 'First Name and Last Name is already used.',
  invalidPhone: 'Please enter a valid phone #',
  fillRequiredUdfs: 'Please fill the required UDFs.',
  fillRequiredUdfsForType: (type: string) => `Please fill the required UDFs for Membership Type ${type}`,
  onePackageOnly: 'You already have one membership package in your cart!',
  primaryCannotBeRemoved: (first: string, last: string) => `${first} ${last} is primary member, you cannot remove it.`,
  minimumQuantity: (n: number) => `Minimum Quantity for this Membership is ${n}, You Can not remove it.`,
  /** Member validation (spec 01 §5 "Checkout fields"). */
  emailDoesNotMatch: 'Email does not match.',
  phoneOrAddressDoesNotMatch: 'Phone or Address 1 does not match.',
  /** Membership find/renew panel (spec 02 §5). */
  memberNoRequired: 'Member No is required.',
  phoneMissing: 'Phone No is missing.',
  address1Missing: 'Address 1 is missing.',
  emailRequiredFind: 'Email is required.',
  emailSent: 'Email sent successfully!',
  noPackages: 'No membership packages record found',
  packageNotFound: (id: number) => `Membership package ${id} was not found.`,
  onePrimaryMember: 'A membership package needs exactly one primary member.',
  packageOutOfLimits: 'The members of this package are not within its limits, please review your cart.',
  /** A membership read, renewal or member rate without a live validation (not a spec text). */
  validationRequired: 'Please validate your membership first.',
  /** A verified-group rate without a live identity verification (not a spec text). */
  identityVerificationRequired: 'Please verify your identity again.',
  /** Two renewals of one membership at once: the second is refused (and refunded). */
  alreadyRenewed: 'This membership has just been renewed, please review your cart.',
  /** A renewal of a membership by the validation of someone who is not its primary holder, or of another membership. */
  notYourMembership: 'This membership cannot be renewed with the member details you validated.',
} as const;

/** Configured texts (PublicConfig.Messages) the package rules use. */
export interface PackageMessages {
  MembershipPackageMax: string;
  MembershipPackageMin: string;
}

const membershipTypes = (pkg: MembershipPackageRule) => pkg.types.filter((t) => t.kind === 'Membership');
const countOf = (persons: readonly PackagePerson[], typeId: number) => persons.filter((p) => p.membershipTypeId === typeId).length;
const within = (n: number, min: number, max: number) => n >= min && (max <= 0 || n <= max);
const blank = (s: string) => s.trim() === '';

/** Whether a membership UDF value fills it: Text and Decimal non-empty, Bit true; others not enforced (spec 01 §5). */
export function membershipUdfsComplete(defs: readonly MembershipUdfRule[], values: PackagePerson['udfs']): boolean {
  return defs
    .filter((d) => d.IsRequired)
    .every((d) => {
      const v = (values.find((u) => u.UDFID === d.UDFID)?.Value ?? '').trim();
      if (d.UDFType === 'Bit') return v === 'true' || v === '1';
      if (d.UDFType === 'Text' || d.UDFType === 'Decimal') return v !== '';
      return true;
    });
}

/**
 * The person dialog's first problem, or null (spec 01 §5, in its order): names and type required;
 * the primary member also needs e-mail, address 1, city, state, zipcode and country; a valid
 * e-mail; a valid DOB when given (DOBPattern, after 1899-12-31, not after today); for an
 * age-based type, a given DOB's age within its range (the DOB stays optional: spec 01 §5 "DOB
 * optional"); no other person of the package with the same
 * first and last name (case-insensitive); a phone, when given, of 10 digits with an area code
 * starting 1–9; the type's required UDFs filled.
 */
export function personProblem(
  person: PackagePerson,
  c: {
    pkg: MembershipPackageRule;
    others: readonly PackagePerson[];
    today: string;
    dobPattern: string;
    emailPattern: string;
    udfs: readonly MembershipUdfRule[];
  },
): string | null {
  const m = membershipMessages;
  if (blank(person.firstName)) return m.firstNameRequired;
  if (blank(person.lastName)) return m.lastNameRequired;
  const type = c.pkg.types.find((t) => t.membershipTypeId === person.membershipTypeId && t.kind === 'Membership');
  if (!type) return m.typeRequired;
  if (person.isPrimary) {
    const required: [string, string][] = [
      [person.email, m.emailRequired],
      [person.address1, m.address1Required],
      [person.city, m.cityRequired],
      [person.state, m.stateRequired],
      [person.zipcode, m.zipcodeRequired],
      [person.country, m.countryRequired],
    ];
    const missing = required.find(([v]) => blank(v));
    if (missing) return missing[1];
  }
  if (!blank(person.email) && !new RegExp(c.emailPattern).test(person.email.trim())) return m.invalidEmail;
  if (!blank(person.dob) && !isValidDob(person.dob.trim(), c.today, c.dobPattern)) return m.invalidDob;
  if (type.ageBased && !blank(person.dob)) {
    const age = ageOn(person.dob.trim(), c.today);
    if (age < type.minAge || age > type.maxAge) return m.dobOutsideAge(type.minAge, type.maxAge);
  }
  const name = (p: PackagePerson) => `${p.firstName.trim().toLowerCase()}\u0000${p.lastName.trim().toLowerCase()}`;
  if (c.others.some((o) => o.userNo !== person.userNo && name(o) === name(person))) return m.duplicateName;
  if (!blank(person.phone) && usPhoneDigits(person.phone)?.length !== 10) return m.invalidPhone;
  if (!membershipUdfsComplete(c.udfs, person.udfs)) return m.fillRequiredUdfs;
  return null;
}

/**
 * The membership types a person may choose: those with fewer persons than their max (the
 * person's own current type always stays choosable when editing). Add-ons are not persons.
 */
export function typeChoices(pkg: MembershipPackageRule, persons: readonly PackagePerson[], editing?: PackagePerson): MembershipTypeRule[] {
  return membershipTypes(pkg).filter(
    (t) => t.membershipTypeId === editing?.membershipTypeId || t.maxQuantity <= 0 || countOf(persons, t.membershipTypeId) < t.maxQuantity,
  );
}

/** The type a new person gets preselected: the only membership type of a one-type package, else none. */
export function preselectedType(pkg: MembershipPackageRule): number | null {
  const types = membershipTypes(pkg);
  return types.length === 1 ? (types[0]?.membershipTypeId ?? null) : null;
}

/**
 * Whether Add to Cart is allowed by the counts: every membership type's persons and every
 * add-on's quantity within its min/max (spec 01 §5 "Add to Cart is disabled while…").
 */
export function countsInRange(pkg: MembershipPackageRule, persons: readonly PackagePerson[], addOns: ReadonlyMap<number, number>): boolean {
  return pkg.types.every((t) =>
    within(
      t.kind === 'Membership' ? countOf(persons, t.membershipTypeId) : (addOns.get(t.membershipTypeId) ?? 0),
      t.minQuantity,
      t.maxQuantity,
    ),
  );
}

/**
 * Add to Cart's package checks after the counts (spec 01 §4): exactly one primary member, the
 * package's max then min persons (configured prefix + max; prefix + min + " membership(s)."),
 * and each type's required UDFs for every person ("Please fill the required UDFs for Membership
 * Type {name}"). Returns the first problem or null.
 */
export function packageProblem(
  pkg: MembershipPackageRule,
  persons: readonly PackagePerson[],
  udfsOfType: (membershipTypeId: number) => readonly MembershipUdfRule[],
  texts: PackageMessages,
): string | null {
  if (pkg.maxMembers > 0 && persons.length > pkg.maxMembers) return `${texts.MembershipPackageMax}${pkg.maxMembers}`;
  if (persons.length < Math.max(1, pkg.minMembers)) return `${texts.MembershipPackageMin}${Math.max(1, pkg.minMembers)} membership(s).`;
  for (const p of persons) {
    const type = pkg.types.find((t) => t.membershipTypeId === p.membershipTypeId);
    if (type && !membershipUdfsComplete(udfsOfType(type.membershipTypeId), p.udfs))
      return membershipMessages.fillRequiredUdfsForType(type.name);
  }
  return null;
}

/** Why a person cannot be removed from the package, or null: the primary member never; nobody below the type's minimum. */
export function removePersonProblem(pkg: MembershipPackageRule, persons: readonly PackagePerson[], person: PackagePerson): string | null {
  if (person.isPrimary) return membershipMessages.primaryCannotBeRemoved(person.firstName, person.lastName);
  const type = pkg.types.find((t) => t.membershipTypeId === person.membershipTypeId);
  if (type && type.minQuantity > 0 && countOf(persons, type.membershipTypeId) <= type.minQuantity)
    return membershipMessages.minimumQuantity(type.minQuantity);
  return null;
}

/** The add-on quantities a package starts with: an add-on with a minimum quantity is forced to at least one (its minimum). */
export function initialAddOns(pkg: MembershipPackageRule): Map<number, number> {
  return new Map(
    pkg.types.filter((t) => t.kind === 'AddOn' && t.minQuantity > 0).map((t) => [t.membershipTypeId, Math.max(1, t.minQuantity)]),
  );
}

/** A random user number for a new person, 100000–200000 (spec 01 §4); `random` returns [0, 1). */
export const newUserNo = (random: () => number = Math.random): number => 100_000 + Math.floor(random() * 100_001);

export interface PackagePriceLine {
  membershipTypeId: number;
  productId: number;
  name: string;
  kind: MembershipTypeRule['kind'];
  quantity: number;
  unitPriceCents: number;
  taxes: readonly TaxRate[];
  amounts: TaxedAmount;
}

/**
 * What a package costs: one line per membership type with persons (quantity = its persons) and
 * per add-on with a quantity, each priced like a ticket line (unit taxed to the cent, × quantity),
 * and their sum (SubTotal = ex-tax, TotalTax, TotalAmount). Cents.
 */
export function packagePrice(
  pkg: MembershipPackageRule,
  persons: readonly PackagePerson[],
  addOns: ReadonlyMap<number, number>,
): { lines: PackagePriceLine[]; totals: TaxedAmount } {
  const lines = pkg.types.flatMap((t) => {
    const quantity = t.kind === 'Membership' ? countOf(persons, t.membershipTypeId) : (addOns.get(t.membershipTypeId) ?? 0);
    if (quantity <= 0) return [];
    const amounts = priceLine({ unitPriceCents: t.priceCents, quantity, taxes: t.taxes });
    return [
      {
        membershipTypeId: t.membershipTypeId,
        productId: t.productId,
        name: t.name,
        kind: t.kind,
        quantity,
        unitPriceCents: t.priceCents,
        taxes: t.taxes,
        amounts,
      },
    ];
  });
  return { lines, totals: sumTaxed(lines.map((l) => l.amounts)) };
}

/**
 * A priced package's lines as order lines (docs/architecture.md#pricing): keyed
 * `m:{MembershipTypeID}`, marked with the package and whether it is a renewal, so that only a
 * membership coupon allowed on it discounts them; taxed like tickets by `priceOrder`.
 */
export function packageOrderLines(
  membershipPackageId: number,
  lines: readonly PackagePriceLine[],
  renewal: boolean,
): (OrderLineInput & { price: PackagePriceLine })[] {
  return lines.map((price) => ({
    key: `m:${price.membershipTypeId}`,
    tourEventId: 0,
    tourProductId: 0,
    productId: price.productId,
    quantity: price.quantity,
    unitPriceCents: price.unitPriceCents,
    taxIncluded: price.taxes.length > 0 && price.taxes.every((t) => t.included),
    taxes: price.taxes,
    membership: { packageId: membershipPackageId, renewal },
    price,
  }));
}

/**
 * The cost rate that prices tickets (spec 01 §4 "Cost rate precedence"): the identity-verified
 * group's rate, else the validated membership's rate, else the configured default.
 */
export function effectiveCostRateId(r: {
  identityCostRateId: number | null;
  memberCostRateId: number | null;
  defaultCostRateId: number;
}): number {
  return r.identityCostRateId ?? r.memberCostRateId ?? r.defaultCostRateId;
}
