/**
 * Memberships in the admin API (spec 01 §3 "Membership package", "Membership product", §4
 * "Membership join/renew"): `/api/admin/v1/membership-packages` (packages with their membership
 * types and add-ons) and `/api/admin/v1/memberships` (the memberships sold: search, extend,
 * cancel). camelCase with an `id` on every record (react-admin); money is integer cents
 * (`priceCents`); dates are venue dates `YYYY-MM-DD`; lists answer `{ data, total }`.
 */
import { z } from 'zod';
import { ListQuery } from './users';

export { ListQuery };
export { IdParams } from './catalogue-products';

const whole = z.number().int('Enter a whole number.').min(0, 'Enter 0 or more.');
const ids = z.array(z.number().int().positive()).max(200);
const uniqueIds = (list: number[]) => new Set(list).size === list.length;
const venueDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date as YYYY-MM-DD.');

/**
 * A membership type (a person's type: `Membership`) or an add-on (`AddOn`) of a package, sold as
 * a product: its price (cents) and taxes; quantity limits per purchase (max 0: no limit); the
 * period a member gets (years, months, days; add-ons have none); an age range on the day of
 * joining when `ageBased`; the membership UDFs asked of each person of this type. `id` is the
 * membership type id (kept across edits); `productId` the product that sells it.
 */
export const AdminMembershipType = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  kind: z.enum(['Membership', 'AddOn']),
  name: z.string(),
  priceCents: z.number().int(),
  taxIds: z.array(z.number().int()),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  durationYears: z.number().int(),
  durationMonths: z.number().int(),
  durationDays: z.number().int(),
  ageBased: z.boolean(),
  minAge: z.number().int(),
  maxAge: z.number().int(),
  udfIds: z.array(z.number().int()),
});
export type AdminMembershipType = z.infer<typeof AdminMembershipType>;

/** A type in a package write: without `id` it is new; with one, that type changes (its product too). */
export const MembershipTypeInput = z
  .object({
    id: z.number().int().positive().optional(),
    kind: z.enum(['Membership', 'AddOn']),
    name: z.string().trim().min(1, 'Enter a name.').max(100),
    priceCents: z
      .number()
      .int('A price is a whole number of cents.')
      .min(0, 'A price cannot be negative.')
      .max(10_000_000, 'A price is at most $100,000.'),
    taxIds: ids.refine(uniqueIds, 'Each tax once.').default([]),
    minQuantity: whole.max(100).default(0),
    maxQuantity: whole.max(100).default(0),
    durationYears: whole.max(10).default(0),
    durationMonths: whole.max(120).default(0),
    durationDays: whole.max(3650).default(0),
    ageBased: z.boolean().default(false),
    minAge: whole.max(150).default(0),
    maxAge: whole.max(150).default(0),
    udfIds: ids.refine(uniqueIds, 'Each field once.').default([]),
  })
  .strict()
  .refine((t) => !t.maxQuantity || t.minQuantity <= t.maxQuantity, {
    message: 'The minimum quantity is more than the maximum.',
    path: ['minQuantity'],
  })
  .refine((t) => t.kind === 'AddOn' || t.durationYears + t.durationMonths + t.durationDays > 0, {
    message: 'A membership type needs a duration (years, months or days).',
    path: ['durationYears'],
  })
  .refine((t) => !t.ageBased || t.minAge <= t.maxAge, { message: 'The minimum age is more than the maximum.', path: ['minAge'] });
export type MembershipTypeInput = z.infer<typeof MembershipTypeInput>;

/**
 * A membership package: persons per membership (`maxMembers` 0: no limit), the display area it
 * is listed in (null: every listing), the member cost rate its members buy tickets at (null: none),
 * whether the storefront offers it, its order, and its types and add-ons in their order.
 */
export const AdminMembershipPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  minMembers: z.number().int(),
  maxMembers: z.number().int(),
  displayAreaNo: z.number().int().nullable(),
  costRateId: z.number().int().nullable(),
  showOnline: z.boolean(),
  sortOrder: z.number().int(),
  types: z.array(AdminMembershipType),
  /** Memberships sold of this package (it cannot be deleted while any exist). */
  membershipCount: z.number().int(),
});
export type AdminMembershipPackage = z.infer<typeof AdminMembershipPackage>;

const typesList = z
  .array(MembershipTypeInput)
  .max(50)
  .refine((l) => l.some((t) => t.kind === 'Membership'), 'Add at least one membership type.')
  .refine((l) => uniqueIds(l.flatMap((t) => (t.id ? [t.id] : []))), 'Each type once.');
const packageFields = {
  name: z.string().trim().min(1, 'Enter a name.').max(100),
  description: z.string().trim().max(2000),
  minMembers: whole.min(1, 'A package has at least 1 member.').max(100),
  maxMembers: whole.max(100),
  displayAreaNo: z.number().int().positive().nullable(),
  costRateId: z.number().int().positive().nullable(),
  showOnline: z.boolean(),
  sortOrder: z.number().int().min(-10_000).max(10_000),
  types: typesList,
};
const membersInOrder = (b: { minMembers?: number; maxMembers?: number }) =>
  !b.maxMembers || b.minMembers === undefined || b.minMembers <= b.maxMembers;
const membersMessage = { message: 'The minimum members is more than the maximum.', path: ['minMembers'] };

/** POST /membership-packages: a name and at least one membership type; the rest defaults. */
export const CreateMembershipPackageBody = z
  .object({
    ...packageFields,
    description: packageFields.description.default(''),
    minMembers: packageFields.minMembers.default(1),
    maxMembers: packageFields.maxMembers.default(0),
    displayAreaNo: packageFields.displayAreaNo.default(null),
    costRateId: packageFields.costRateId.default(null),
    showOnline: z.boolean().default(true),
    sortOrder: packageFields.sortOrder.default(0),
  })
  .strict()
  .refine(membersInOrder, membersMessage);
export type CreateMembershipPackageBody = z.infer<typeof CreateMembershipPackageBody>;
/** PATCH /membership-packages/:id: `types` replaces the list (types left out are removed, if no member holds them). */
export const UpdateMembershipPackageBody = z.object(packageFields).partial().strict().refine(membersInOrder, membersMessage);
export type UpdateMembershipPackageBody = z.infer<typeof UpdateMembershipPackageBody>;
export const MembershipPackageList = z.object({ data: z.array(AdminMembershipPackage), total: z.number().int() });

/** A person of a membership sold. */
export const AdminMember = z.object({
  customerId: z.number().int(),
  memberNo: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  typeName: z.string(),
  isPrimary: z.boolean(),
  expiryDate: z.string(),
});
export type AdminMember = z.infer<typeof AdminMember>;

/**
 * A membership sold: its package, period (venue dates), renewals, the receipt that bought the
 * current period (0: entered by the operator), its state on the venue's today (`Current`,
 * `Expired` after the expiry date, `Cancelled`), the primary holder and every person.
 */
export const AdminMembership = z.object({
  id: z.number().int(),
  membershipPackageId: z.number().int(),
  packageName: z.string(),
  startDate: z.string(),
  expiryDate: z.string(),
  renewals: z.number().int(),
  receiptNo: z.number().int(),
  status: z.enum(['Current', 'Expired', 'Cancelled']),
  primaryName: z.string(),
  primaryEmail: z.string(),
  memberNos: z.array(z.string()),
  members: z.array(AdminMember),
});
export type AdminMembership = z.infer<typeof AdminMembership>;
export const MembershipList = z.object({ data: z.array(AdminMembership), total: z.number().int() });

/** GET /memberships?q: a member's name, e-mail or member number (any person of the membership); `status` filters. */
export const MembershipSearchQuery = ListQuery.extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['Current', 'Expired', 'Cancelled']).optional(),
});
export type MembershipSearchQuery = z.infer<typeof MembershipSearchQuery>;

/** POST /memberships/:id/extend: the new expiry date (venue date), after the current one. */
export const ExtendMembershipBody = z.object({ expiryDate: venueDate }).strict();
export type ExtendMembershipBody = z.infer<typeof ExtendMembershipBody>;
/** POST /memberships/:id/cancel: why (kept in the audit log). */
export const CancelMembershipBody = z.object({ reason: z.string().trim().max(500).default('') }).strict();
export type CancelMembershipBody = z.infer<typeof CancelMembershipBody>;

/** Optional text: absent, null (an empty form field) or '' all mean ''. */
const optionalText = (max: number) => z.preprocess((v) => v ?? '', z.string().trim().max(max));
const emptyIsNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * A person of a membership issued by hand: their membership type (a `Membership` type of the
 * package), whether they hold it (exactly one primary, who needs an e-mail), name, contact and
 * street address, and a date of birth (venue date; optional).
 */
export const IssueMembershipPerson = z
  .object({
    membershipTypeId: z.number().int().positive(),
    isPrimary: z.boolean().default(false),
    firstName: z.string().trim().min(1, 'Enter a first name.').max(100),
    lastName: z.string().trim().min(1, 'Enter a last name.').max(100),
    email: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
      z.union([z.literal(''), z.email('Enter a valid e-mail address.').max(254)]),
    ),
    phone: optionalText(20),
    address1: optionalText(200),
    city: optionalText(100),
    state: optionalText(50),
    zipcode: optionalText(10),
    country: optionalText(60),
    dateOfBirth: z.preprocess(emptyIsNull, venueDate.nullable()),
  })
  .strict();
export type IssueMembershipPerson = z.infer<typeof IssueMembershipPerson>;

/**
 * POST /memberships: the desk issues a membership by hand (complimentary, or paid at the desk
 * outside the web store; no sale, receipt 0): the package, its period (venue dates: `startDate`
 * today by default, `expiryDate` not before it: the server checks), why (kept in the audit log) and its persons.
 */
export const IssueMembershipBody = z
  .object({
    membershipPackageId: z.number().int().positive(),
    startDate: z.preprocess((v) => emptyIsNull(v) ?? undefined, venueDate.optional()),
    expiryDate: venueDate,
    reason: z.string().trim().min(3, 'Give a reason (at least 3 characters).').max(500),
    persons: z.array(IssueMembershipPerson).min(1, 'Add at least one person.').max(100),
  })
  .strict()
  .refine((b) => b.persons.filter((p) => p.isPrimary).length === 1, { message: 'Choose exactly one primary member.', path: ['persons'] })
  .refine((b) => b.persons.every((p) => !p.isPrimary || p.email), {
    message: 'The primary member needs an e-mail address.',
    path: ['persons'],
  });
export type IssueMembershipBody = z.infer<typeof IssueMembershipBody>;
