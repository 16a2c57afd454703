/**
 * "I'm a member" at checkout (spec 01 §2, §4 "Membership / identity discount", §5 "Checkout
 * fields"; domain member-rate.ts): Apply checks the form's member number, last name and e-mail,
 * phone or address 1, asks the server (GET MemberValidation) and, for a current membership whose
 * rate is not the default one, applies the member cost rate (stores/discount-rate: the cart's
 * ticket lines are re-priced at it and the transaction carries the validation token). Applying a
 * membership takes the coupons and gift cards off the cart, their holds released.
 */
import type { PublicConfig } from '@gt/contract/config';
import type { MemberValidationResult } from '@gt/contract/memberships';
import { memberRateInputProblem, memberRateOutcome, type MemberRateInput } from '@gt/domain/member-rate';
import { messages } from '@gt/domain/messages';
import { releaseCouponsAndGiftCards } from '../../api/promotion-holds';
import { updateMemberEmail } from '../../api/update-member-email';
import { validateMember } from '../../api/validate-member';
import { useDiscountRate } from '../../stores/discount-rate';

/** Apply's answer: a refusal (`field` names the form field to mark), or the validated member and their rate. */
export type MemberRateAnswer =
  | { kind: 'refused'; severity: 'error' | 'info'; message: string; field?: 'memberno' }
  | { kind: 'valid'; result: MemberValidationResult; costRateId: number };

/**
 * Validates the member for the checkout. Refusals: "Member Number is required." (field
 * memberno), the configured LastNameAndEmailORPhoneORAddressForMembership, the server's message
 * ("Email does not match.", "Phone or Address 1 does not match.", rate limit …), the configured
 * MembershipNotCurrent (an expired or cancelled membership: the server gives no rate) or
 * MembershipCostRateMatches (information: the member rate is the default rate).
 */
export async function validateMemberRate(input: MemberRateInput, config: Pick<PublicConfig, 'DefaultCostRateID' | 'Messages'>): Promise<MemberRateAnswer> {
  const problem = memberRateInputProblem(input, config.Messages);
  if (problem) return { kind: 'refused', severity: 'error', message: problem.message, ...(problem.field ? { field: problem.field } : {}) };
  let result: MemberValidationResult;
  try {
    result = await validateMember({
      CardOrMemberNo: input.memberNo.trim(),
      LastName: input.lastName.trim(),
      Email: input.email.trim(),
      Phone: input.phone.trim(),
      Street1: input.address1.trim(),
    });
  } catch (e) {
    return { kind: 'refused', severity: 'error', message: e instanceof Error ? e.message : messages.unexpectedError };
  }
  const outcome = memberRateOutcome(result.MembershipCostRateID, config.DefaultCostRateID, config.Messages);
  if ('refused' in outcome) return { kind: 'refused', severity: outcome.severity, message: outcome.refused };
  return { kind: 'valid', result, costRateId: outcome.costRateId };
}

/**
 * "Update email on file" in the e-mail-on-file dialog (spec 01 §2): the member's
 * record takes the entered e-mail (PUT customers/email with the validation token); resolves to
 * the validation with that e-mail on file (to apply), or the server's refusal (403 "Unable to
 * update customer not enough privileges to perform an action", "Please enter a valid email
 * address").
 */
export async function updateMemberEmailOnFile(v: Extract<MemberRateAnswer, { kind: 'valid' }>, entered: string): Promise<MemberRateAnswer> {
  try {
    const r = await updateMemberEmail({ ValidationToken: v.result.ValidationToken, CustomerID: v.result.CustomerID, Email: entered.trim() });
    return { ...v, result: { ...v.result, EmailOnFile: r.EmailOnFile, EmailMatched: true } };
  } catch (e) {
    return { kind: 'refused', severity: 'error', message: e instanceof Error ? e.message : messages.unexpectedError };
  }
}

/**
 * Applies the validated member's rate (clearing an identity rate) after taking the cart's
 * coupons and gift cards off. Resolves to the information to show: the configured
 * CouponAndGiftcardAlreadyApplied when any was removed, then MembershipRateApplied.
 */
export async function applyMemberRate(v: { result: MemberValidationResult; costRateId: number }, texts: PublicConfig['Messages']): Promise<string[]> {
  const removed = await releaseCouponsAndGiftCards();
  useDiscountRate.getState().applyMembership({
    costRateId: v.costRateId,
    memberNo: v.result.MemberNo,
    email: v.result.EmailOnFile,
    lastName: v.result.LastName,
    token: v.result.ValidationToken,
  });
  return removed ? [texts.CouponAndGiftcardAlreadyApplied, texts.MembershipRateApplied] : [texts.MembershipRateApplied];
}
