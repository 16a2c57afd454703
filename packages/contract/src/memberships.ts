/**
 * Memberships (spec 01 §3 "Membership package", "Membership product", "Person", "Member
 * validation result", §7 `GET membershippackages`, `MemberValidation`, `memberships`,
 * `LostMemberNoEmail/LostMemberNo`, `customerudfs`, `IDME/UserData`). Dollars with 2 decimals;
 * membership dates `YYYY-MM-DDT00:00:00` (spec 01 §9); other dates `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { UdfValue } from './holds';
import { BoolParam, Dollars, FreeText, Id, IdListParam, IdParam, MAX_CONTACT_TEXT, VenueDate } from './wire';

const contact = FreeText(MAX_CONTACT_TEXT);
/** A secret the server issued (member validation, identity verification): 22 base64url characters. */
export const IssuedToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a token issued by the server');

/** `GET membershippackages[?DisplayArea][&MembershipPackageID]`. */
export const MembershipPackagesQuery = z.object({ DisplayArea: IdParam.optional(), MembershipPackageID: IdParam.optional() }).strict();

export const MembershipTax = z.object({ TaxName: z.string(), TaxIncluded: z.boolean(), TaxPercentage: z.number() });

/** A membership type (a person's) or an add-on of a package (spec 01 §3 "Membership product"). */
export const MembershipProduct = z.object({
  MembershipType: z.enum(['Membership', 'AddOn']),
  MembershipTypeID: z.number().int(),
  ProductID: z.number().int(),
  ProductName: z.string(),
  Price: Dollars,
  /** Persons of the type (add-ons: quantity) per package; MaxQuantity 0 = no limit. */
  MinQuantity: z.number().int(),
  MaxQuantity: z.number().int(),
  /** One unit is used: years, else months, else days (a days duration counts the start day). */
  MembershipDuration: z.object({ Years: z.number().int(), Months: z.number().int(), Days: z.number().int() }),
  AgeBasedMembership: z.boolean(),
  MinAge: z.number().int(),
  MaxAge: z.number().int(),
  Taxes: z.array(MembershipTax),
});
export type MembershipProduct = z.infer<typeof MembershipProduct>;

export const MembershipPackage = z.object({
  MembershipPackageID: z.number().int(),
  PackageName: z.string(),
  Description: z.string(),
  MinimumMembersInPackage: z.number().int(),
  MaximumMembersInPackage: z.number().int(),
  /** The cost rate the package's members buy tickets at. */
  MemberCostRateID: z.number().int().nullable(),
  MembershipProducts: z.array(MembershipProduct),
});
export type MembershipPackage = z.infer<typeof MembershipPackage>;

/**
 * `GET MemberValidation`: member number and last name, and at least one of e-mail, phone or
 * address 1 (spec 01 §5). CheckDate (venue date) is accepted and ignored: the server's today counts.
 */
export const MemberValidationQuery = z
  .object({
    CardOrMemberNo: FreeText(20).pipe(z.string().min(1, 'is required')),
    LastName: contact.pipe(z.string().min(1, 'is required')),
    Email: contact.optional(),
    Phone: FreeText(20).optional(),
    Street1: contact.optional(),
    CheckDate: VenueDate.optional(),
  })
  .strict();

/** A successful validation (spec 01 §3 "Member validation result") with the token that proves it. */
export const MemberValidationResult = z.object({
  CustomerID: z.number().int(),
  MemberNo: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailOnFile: z.string(),
  EmailMatched: z.boolean(),
  PhoneMatched: z.boolean(),
  AddressMatched: z.boolean(),
  /** The member's package, its expiry and the member cost rate while current (null when expired). */
  MembershipPackageID: z.number().int(),
  MembershipExpiryDate: z.string(),
  MembershipCostRateID: z.number().int().nullable(),
  IsPrimaryMember: z.boolean(),
  /** Secret: send it to read the memberships, to renew and to buy at the member rate. */
  ValidationToken: z.string(),
});
export type MemberValidationResult = z.infer<typeof MemberValidationResult>;

/** `GET memberships?CustomerID&HideFamilyMembers=false&ValidationToken` (the validated member's). */
export const MembershipsQuery = z
  .object({ CustomerID: IdParam, HideFamilyMembers: BoolParam.default(false), ValidationToken: IssuedToken })
  .strict();

/** A person of a membership (spec 01 §3 "Person"). */
export const MembershipUser = z.object({
  CustomerID: z.number().int(),
  isPrimaryMember: z.boolean(),
  MembershipTypeID: z.number().int(),
  MemberNo: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dob: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  MembershipExpiryDate: z.string(),
  UDFs: z.array(UdfValue),
});
export type MembershipUser = z.infer<typeof MembershipUser>;

export const Membership = z.object({
  MembershipID: z.number().int(),
  MembershipPackageID: z.number().int(),
  MembershipPackageName: z.string(),
  MembershipExpiryDate: z.string(),
  IsCancelled: z.boolean(),
  IsRenewed: z.boolean(),
  /** Whether the validated customer is the primary holder (only they may renew). */
  IsPrimaryMember: z.boolean(),
  /** Its persons (empty with HideFamilyMembers=true: only the validated customer). */
  Users: z.array(MembershipUser),
});
export type Membership = z.infer<typeof Membership>;

/** `GET LostMemberNoEmail/LostMemberNo?LastName&Email`. */
export const LostMemberNoQuery = z
  .object({ LastName: contact.pipe(z.string().min(1, 'is required')), Email: contact.pipe(z.string().min(1, 'is required')) })
  .strict();
export const LostMemberNoResult = z.object({ Message: z.string() });

/** `GET customerudfs?CustomerIDList&ValidationToken`, `PUT customerudfs` (spec 01 §7). */
export const CustomerUdfsQuery = z.object({ CustomerIDList: IdListParam, ValidationToken: IssuedToken }).strict();
export const CustomerUdfValue = z.object({ CustomerID: Id, UDFID: Id, Value: FreeText(2000, { multiline: true }) });
export type CustomerUdfValue = z.infer<typeof CustomerUdfValue>;
export const PutCustomerUdfsRequest = z.object({ ValidationToken: IssuedToken, Values: z.array(CustomerUdfValue).max(200) });

/**
 * `PUT customers/email` (spec 01 §2 "Confirmation dialog when the entered e-mail differs from the
 * e-mail on file"): the validated member's e-mail on file becomes `Email`; the member validation
 * token is the authority (403 "Unable to update customer not enough privileges to perform an
 * action" otherwise).
 */
export const UpdateMemberEmailRequest = z.object({ ValidationToken: IssuedToken, CustomerID: Id, Email: contact }).strict();
export type UpdateMemberEmailRequest = z.infer<typeof UpdateMemberEmailRequest>;
/** The customer's e-mail on file after the update. */
export const UpdateMemberEmailResult = z.object({ CustomerID: z.number().int(), EmailOnFile: z.string() });
export type UpdateMemberEmailResult = z.infer<typeof UpdateMemberEmailResult>;

/** A person of a package in a transaction (join, renewal). */
export const TransactionMembershipUser = z.object({
  /** The cart's random user number (100000–200000). */
  UserNo: z.number().int().min(100_000).max(200_000),
  IsPrimaryMember: z.boolean(),
  MembershipTypeID: Id,
  /** An existing member of the renewed membership (its persons keep their records and numbers). */
  CustomerID: Id.optional(),
  FirstName: contact,
  LastName: contact,
  Email: contact.default(''),
  DOB: z.union([VenueDate, z.literal('')]).default(''),
  Phone: FreeText(20).default(''),
  Address1: contact.default(''),
  Address2: contact.default(''),
  City: contact.default(''),
  State: FreeText(50).default(''),
  Zipcode: FreeText(10).default(''),
  Country: FreeText(60).default(''),
  UDFs: z.array(UdfValue).max(50).default([]),
});
export type TransactionMembershipUser = z.input<typeof TransactionMembershipUser>;

/** A membership package bought or renewed, with the client's totals (the server re-prices). */
export const TransactionMembershipPackage = z.object({
  ProductLineNo: Id,
  MembershipPackageID: Id,
  /** Renew this membership (the primary holder's MemberValidationToken must be sent). */
  RenewMembershipID: Id.optional(),
  Users: z.array(TransactionMembershipUser).min(1).max(20),
  AddOns: z
    .array(z.object({ MembershipTypeID: Id, Quantity: z.number().int().min(1).max(999) }))
    .max(20)
    .default([]),
  SubTotal: Dollars,
  TotalTax: Dollars,
  TotalAmount: Dollars,
});
export type TransactionMembershipPackage = z.input<typeof TransactionMembershipPackage>;

/** A membership on the receipt: its expiry as the database holds it and a pass barcode per member. */
export const ReceiptMembership = z.object({
  MembershipID: z.number().int(),
  MembershipPackageID: z.number().int(),
  PackageName: z.string(),
  /** The primary holder's customer id (spec 01 §3 "MemberCustomerID"). */
  MemberCustomerID: z.number().int(),
  IsRenewal: z.boolean(),
  MembershipStartDate: z.string(),
  MembershipExpiryDate: z.string(),
  SubTotal: Dollars,
  TotalTax: Dollars,
  TotalAmount: Dollars,
  Members: z.array(
    z.object({
      CustomerID: z.number().int(),
      FirstName: z.string(),
      LastName: z.string(),
      MembershipTypeName: z.string(),
      MemberNo: z.string(),
      /** Null when DisableMemberPassBarcode. */
      Barcode: z.string().nullable(),
    }),
  ),
  AddOns: z.array(z.object({ ProductName: z.string(), Quantity: z.number().int() })),
});
export type ReceiptMembership = z.infer<typeof ReceiptMembership>;

/** `GET /api/IDME/UserData?access_token` (no version segment): the verified groups, read by the server. */
export const IdentityUserDataQuery = z.object({ access_token: z.string().min(8).max(2000) }).strict();
export const IdentityUserData = z.object({
  status: z.array(z.object({ group: z.string(), subgroups: z.array(z.string()), verified: z.boolean() })),
  /** Secret: send it with the transaction to buy at the verified group's rate. */
  IdentityToken: z.string(),
});
export type IdentityUserData = z.infer<typeof IdentityUserData>;
