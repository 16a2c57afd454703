/**
 * The cost rate a transaction's ticket lines must use (spec 01 §4 "Membership / identity
 * discount", §5 "If membership is applied…"): the verified group's rate when the transaction
 * carries a live identity verification the server made, else the member rate when it carries a
 * live member validation of a current membership (the buyer's e-mail and last name must be the
 * validated ones), else the default. The browser never chooses a rate on its own say-so.
 */
import type { TransactionRequest } from '@gt/contract/transactions';
import { isValidatedMember } from '@gt/domain/member-rate';
import { effectiveCostRateId, membershipMessages } from '@gt/domain/membership';
import { isMembershipCurrent } from '@gt/domain/membership-dates';
import { venueDate } from '@gt/domain/venue-time';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { findIdentityToken, verifiedGroupCostRate } from '../identity/repository';
import { findMemberByNo, findValidation } from './repository';

type Request = z.output<typeof TransactionRequest>;

/**
 * The effective ticket cost rate of the request, and the IdentityToken the sale spends when that
 * rate is the verified group's (a verification buys at its rate once: identity/repository.ts
 * spendIdentityToken). Errors: 403 "Please verify your identity again." (an IdentityToken that is
 * unknown, expired or spent by an earlier sale); 403 "Please validate your membership first." (a
 * MemberValidationToken unknown or expired); 400 the configured
 * UserMembershipValidatedEmailAndLastName when the member rate applies and the buyer's e-mail or
 * last name differs from the validated member's.
 */
export async function ticketCostRate(
  ctx: AppContext,
  body: Request,
  buyer: { lastName: string; email: string },
): Promise<{ costRateId: number; identityToken: string | null }> {
  const now = ctx.clock();
  const { DefaultCostRateID, VenueTimeZone, Messages } = ctx.config.Public;
  let identityCostRateId: number | null = null;
  if (body.IdentityToken) {
    const v = await findIdentityToken(ctx.db, body.IdentityToken, 'verified', now);
    if (!v) throw new ApiError(403, membershipMessages.identityVerificationRequired);
    identityCostRateId = await verifiedGroupCostRate(ctx.db, v.groupName, v.subgroups);
  }
  let memberCostRateId: number | null = null;
  if (body.MemberValidationToken && identityCostRateId === null) {
    const v = await findValidation(ctx.db, body.MemberValidationToken, now);
    if (!v) throw new ApiError(403, membershipMessages.validationRequired);
    const m = await findMemberByNo(ctx.db, v.memberNo);
    if (m && !m.isCancelled && isMembershipCurrent(m.expiryDate, venueDate(now, VenueTimeZone))) memberCostRateId = m.memberCostRateId;
    if (memberCostRateId !== null && !isValidatedMember(v, buyer))
      throw new ApiError(400, Messages.UserMembershipValidatedEmailAndLastName);
  }
  const costRateId = effectiveCostRateId({ identityCostRateId, memberCostRateId, defaultCostRateId: DefaultCostRateID });
  return { costRateId, identityToken: identityCostRateId !== null && costRateId === identityCostRateId ? (body.IdentityToken ?? null) : null };
}
