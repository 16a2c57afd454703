/**
 * Membership reads and member identification (spec 01 §5 "Checkout fields", §6 "member",
 * "primary member", §7 `membershippackages`, `MemberValidation`, `memberships`,
 * `LostMemberNoEmail/LostMemberNo`, `customerudfs`; spec 02 §5 "Membership find/renew panel";
 * docs/architecture.md#identity-and-secrets). A member is identified by member number, last name and at
 * least one of e-mail, phone or address 1; a failed validation says only "Email does not
 * match." or "Phone or Address 1 does not match.", whatever was wrong (an unknown number, the
 * last name or the contact), so that numbers cannot be probed. A success returns a secret token
 * that the reads, renewals and member-rate tickets need.
 */
import type { CustomerUdfValue, Membership, MemberValidationResult, UpdateMemberEmailRequest, UpdateMemberEmailResult } from '@gt/contract/memberships';
import { contactTextProblem } from '@gt/domain/contact-rules';
import { messages } from '@gt/domain/messages';
import { isMembershipCurrent, membershipDateTime } from '@gt/domain/membership-dates';
import { membershipMessages } from '@gt/domain/membership';
import { usPhoneDigits } from '@gt/domain/phone';
import { venueDate } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { newSecret } from '../../lib/random-codes';
import { queueMemberNumber } from '../mail/outbox-repository';
import {
  customerUdfs,
  findMemberByNo,
  findValidation,
  insertValidation,
  loadMemberships,
  replaceMemberEmail,
  upsertCustomerUdfs,
} from './repository';
import { writeAudit } from '../audit/repository';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const street = (s: string) => s.trim().toLowerCase().replace(/[.,#]/g, '').replace(/\s+/g, ' ');
const phoneOf = (s: string) => usPhoneDigits(s) ?? s.replace(/\D/g, '');

/**
 * GET MemberValidation: 400 the configured LastNameAndEmailORPhoneORAddressForMembership when no
 * e-mail, phone or address 1 is given; 400 "Email does not match." (an e-mail was given) or
 * "Phone or Address 1 does not match." when nothing matched; else the result with its token
 * (lives MemberValidationMinutes). The member cost rate is given only while the membership is
 * current and not cancelled.
 */
export async function validateMember(
  ctx: AppContext,
  q: { CardOrMemberNo: string; LastName: string; Email?: string; Phone?: string; Street1?: string },
): Promise<MemberValidationResult> {
  const email = q.Email?.trim() ?? '';
  const phone = q.Phone?.trim() ?? '';
  const address = q.Street1?.trim() ?? '';
  if (!email && !phone && !address) throw new ApiError(400, ctx.config.Public.Messages.LastNameAndEmailORPhoneORAddressForMembership);
  const m = await findMemberByNo(ctx.db, q.CardOrMemberNo.trim());
  const known = m !== undefined && same(m.lastName, q.LastName);
  const emailMatched = known && email !== '' && m.emails.some((e) => same(e, email));
  const phoneMatched = known && phone !== '' && phoneOf(phone).length >= 10 && m.phones.some((p) => phoneOf(p) === phoneOf(phone));
  const addressMatched = known && address !== '' && m.streets.some((s) => street(s) === street(address));
  if (!m || !(emailMatched || phoneMatched || addressMatched))
    throw new ApiError(400, email ? membershipMessages.emailDoesNotMatch : membershipMessages.phoneOrAddressDoesNotMatch);
  const now = ctx.clock();
  const today = venueDate(now, ctx.config.Public.VenueTimeZone);
  const token = newSecret();
  const emailOnFile = m.emails[0] ?? '';
  await insertValidation(ctx.db, {
    token,
    customerId: m.customerId,
    memberNo: m.memberNo,
    lastName: m.lastName,
    email: emailOnFile,
    now,
    expiresAt: new Date(now.getTime() + ctx.config.MemberValidationMinutes * 60_000),
  });
  const current = !m.isCancelled && isMembershipCurrent(m.expiryDate, today);
  return {
    CustomerID: m.customerId,
    MemberNo: m.memberNo,
    FirstName: m.firstName,
    LastName: m.lastName,
    EmailOnFile: emailOnFile,
    EmailMatched: emailMatched,
    PhoneMatched: phoneMatched,
    AddressMatched: addressMatched,
    MembershipPackageID: m.membershipPackageId,
    MembershipExpiryDate: membershipDateTime(m.expiryDate),
    MembershipCostRateID: current ? m.memberCostRateId : null,
    IsPrimaryMember: m.isPrimary,
    ValidationToken: token,
  };
}

/** The live validation of a token, or 403 "Please validate your membership first." */
export async function requireValidation(ctx: AppContext, token: string | undefined) {
  const v = token ? await findValidation(ctx.db, token, ctx.clock()) : undefined;
  if (!v) throw new ApiError(403, membershipMessages.validationRequired);
  return v;
}

/**
 * GET memberships?CustomerID&HideFamilyMembers: the memberships of the validated customer (the
 * token's; another CustomerID → 403 as without a token), with all their persons unless
 * HideFamilyMembers (then only that customer). Dates in the membership format.
 */
export async function listMemberships(
  ctx: AppContext,
  q: { CustomerID: number; HideFamilyMembers: boolean; ValidationToken: string },
): Promise<Membership[]> {
  const v = await requireValidation(ctx, q.ValidationToken);
  if (v.customerId !== q.CustomerID) throw new ApiError(403, membershipMessages.validationRequired);
  const list = await loadMemberships(ctx.db, { customerId: q.CustomerID });
  return list.map((ms) => ({
    MembershipID: ms.membershipId,
    MembershipPackageID: ms.membershipPackageId,
    MembershipPackageName: ms.packageName,
    MembershipExpiryDate: membershipDateTime(ms.expiryDate),
    IsCancelled: ms.isCancelled,
    IsRenewed: ms.renewals > 0,
    IsPrimaryMember: ms.primaryCustomerId === q.CustomerID,
    Users: ms.members
      .filter((u) => !q.HideFamilyMembers || u.customerId === q.CustomerID)
      .map((u) => ({
        CustomerID: u.customerId,
        isPrimaryMember: u.isPrimary,
        MembershipTypeID: u.membershipTypeId,
        MemberNo: u.memberNo,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        dob: u.dob,
        phone: u.phone,
        address1: u.address1,
        address2: u.address2,
        city: u.city,
        state: u.state,
        zipcode: u.zipcode,
        country: u.country,
        MembershipExpiryDate: membershipDateTime(u.expiryDate),
        UDFs: u.udfs,
      })),
  }));
}

/**
 * GET LostMemberNoEmail/LostMemberNo: queues the request (one outbox row, whoever asks) and
 * answers "Email sent successfully!". After the answer the outbox sender looks the members up
 * and e-mails their numbers to that address, at most MemberNumberEmailsPerHour times an hour
 * (mail/member-number-email.ts). Member or not, budget left or not: the same answer after the
 * same work, so neither the answer nor its timing tells who is a member.
 */
export async function sendLostMemberNo(ctx: AppContext, q: { LastName: string; Email: string }): Promise<{ Message: string }> {
  await queueMemberNumber(ctx.db, { to: q.Email.trim(), lastName: q.LastName.trim() }, ctx.clock());
  return { Message: membershipMessages.emailSent };
}

/** The customers a validation may read and write: the persons of the validated customer's memberships. */
async function reachableCustomers(ctx: AppContext, token: string): Promise<Set<number>> {
  const v = await requireValidation(ctx, token);
  const list = await loadMemberships(ctx.db, { customerId: v.customerId });
  return new Set([v.customerId, ...list.flatMap((m) => m.members.map((u) => u.customerId))]);
}

/** GET customerudfs: UDF values of customers of the validated member's memberships (others: 403). */
export async function getCustomerUdfs(
  ctx: AppContext,
  q: { CustomerIDList: number[]; ValidationToken: string },
): Promise<CustomerUdfValue[]> {
  const allowed = await reachableCustomers(ctx, q.ValidationToken);
  if (q.CustomerIDList.some((id) => !allowed.has(id))) throw new ApiError(403, membershipMessages.validationRequired);
  return customerUdfs(ctx.db, q.CustomerIDList);
}

/** PUT customerudfs: replaces UDF values of customers of the validated member's memberships (others: 403). */
export async function putCustomerUdfs(ctx: AppContext, body: { ValidationToken: string; Values: CustomerUdfValue[] }): Promise<void> {
  const allowed = await reachableCustomers(ctx, body.ValidationToken);
  if (body.Values.some((v) => !allowed.has(v.CustomerID))) throw new ApiError(403, membershipMessages.validationRequired);
  await upsertCustomerUdfs(ctx.db, body.Values);
}

/**
 * PUT customers/email (spec 01 §2 "Confirmation dialog when the entered e-mail differs from the
 * e-mail on file": "update the record to use the entered one"): the validated
 * member's e-mail on file becomes `Email`, and the validation now carries it (so the member rate
 * holds for a buyer with that e-mail). The member validation token is the authority: 403 "Unable
 * to update customer not enough privileges to perform an action" (spec 01 §8) when the token is
 * unknown or expired, names another customer, or AllowMemberEmailUpdate is off; 400 "Please
 * enter a valid email address" (EmailRegex, FieldLengths). Audited as `customer.email.update`
 * by the actor `member {MemberNo}`, before/after e-mail.
 */
export async function updateMemberEmail(ctx: AppContext, body: UpdateMemberEmailRequest): Promise<UpdateMemberEmailResult> {
  const forbidden = () => new ApiError(403, messages.customerUpdateForbidden);
  if (!ctx.config.Public.AllowMemberEmailUpdate) throw forbidden();
  const v = await findValidation(ctx.db, body.ValidationToken, ctx.clock());
  if (!v || v.customerId !== body.CustomerID) throw forbidden();
  const email = body.Email.trim();
  const problem = contactTextProblem(ctx.config.Public, { field: 'Email', label: 'Email', required: true }, email);
  if (problem) throw new ApiError(400, problem);
  const m = await findMemberByNo(ctx.db, v.memberNo);
  if (!m || m.customerId !== v.customerId) throw forbidden();
  const previous = m.emails[0] ?? '';
  await ctx.db.transaction(async (tx) => {
    await replaceMemberEmail(tx, { token: body.ValidationToken, customerId: m.customerId, previous, email });
    await writeAudit(tx, { userId: null, email: `member ${m.memberNo}` }, ctx.clock(), {
      action: 'customer.email.update',
      entity: 'customer',
      entityId: m.customerId,
      before: { email: previous },
      after: { email },
    });
  });
  return { CustomerID: m.customerId, EmailOnFile: email };
}
