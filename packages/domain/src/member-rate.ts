/**
 * The member rate of a ticket checkout (spec 01 §2 "I'm a member", §4 "Membership / identity
 * discount", §5 "Checkout fields"): what Apply needs before it asks the server, what a successful
 * validation gives (a member rate, nothing when the membership is not current or its rate is the
 * default one) and the pay-time rule that the buyer's e-mail and last name are the validated
 * member's. Pure: the storefront's box and the server's re-pricing use the same functions.
 */
import { messages } from './messages';

/** The contact details Apply sends with the member number (checkout form values). */
export interface MemberRateInput {
  memberNo: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
}

/** Configured texts of the member rate rules. */
export interface MemberRateMessages {
  LastNameAndEmailORPhoneORAddressForMembership: string;
  MembershipCostRateMatches: string;
  MembershipNotCurrent: string;
}

/** The label of the member number field ("{field} is required."). */
export const memberNoLabel = 'Member Number';

/**
 * Why Apply cannot ask the server yet, or null: the member number is required ("Member Number is
 * required.", on the field), then the last name and at least one of e-mail, phone or address 1
 * (the configured LastNameAndEmailORPhoneORAddressForMembership).
 */
export function memberRateInputProblem(i: MemberRateInput, texts: MemberRateMessages): { field: 'memberno' | null; message: string } | null {
  if (i.memberNo.trim() === '') return { field: 'memberno', message: messages.fieldRequired(memberNoLabel) };
  const contact = [i.email, i.phone, i.address1].some((v) => v.trim() !== '');
  if (i.lastName.trim() === '' || !contact) return { field: null, message: texts.LastNameAndEmailORPhoneORAddressForMembership };
  return null;
}

/**
 * What a successful validation gives the tickets: the member cost rate, or the reason none
 * applies: the membership is not current (the server answers no rate; configured
 * MembershipNotCurrent) or its rate is the default rate (configured MembershipCostRateMatches).
 */
export function memberRateOutcome(
  memberCostRateId: number | null,
  defaultCostRateId: number,
  texts: MemberRateMessages,
): { costRateId: number } | { refused: string; severity: 'error' | 'info' } {
  if (memberCostRateId === null) return { refused: texts.MembershipNotCurrent, severity: 'error' };
  if (memberCostRateId === defaultCostRateId) return { refused: texts.MembershipCostRateMatches, severity: 'info' };
  return { costRateId: memberCostRateId };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the buyer is the validated member (spec 01 §5 "If membership is applied, entered
 * e-mail and last name must equal those validated"): both equal, ignoring case and surrounding
 * spaces.
 */
export function isValidatedMember(validated: { email: string; lastName: string }, buyer: { email: string; lastName: string }): boolean {
  return same(validated.email, buyer.email) && same(validated.lastName, buyer.lastName);
}

/** Whether the e-mail on file differs from the one entered (then the e-mail-on-file dialog asks; spec 01 §2). */
export function emailOnFileDiffers(emailOnFile: string, entered: string): boolean {
  return entered.trim() !== '' && emailOnFile.trim() !== '' && !same(emailOnFile, entered);
}
