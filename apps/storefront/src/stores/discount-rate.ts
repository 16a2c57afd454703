/**
 * The ticket cost rate applied to the cart (spec 01 §3 "Validation state (cart)": ismembershipApplied,
 * membershipcostrate, membershipMembrNo, memberEmail, memberLastName; discount-rate state isIdMeApplied
 * and idmecostrate; §4 "Membership / identity discount"). A member rate comes with the
 * MemberValidationToken the server issued (GET MemberValidation), an identity rate with the
 * IdentityToken it issued (GET IDME/UserData); the transaction carries the token and the server
 * decides the rate again. Precedence: identity rate, else member rate, else the default
 * (domain `effectiveCostRateId`). Kept in session storage beside the cart and cleared with it.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_PREFIX } from './cart-store';

/** A validated member's rate (spec "ismembershipApplied"). */
export interface AppliedMembership {
  costRateId: number;
  memberNo: string;
  /** The validated member's e-mail and last name: the buyer's must equal them at pay time. */
  email: string;
  lastName: string;
  /** Secret of the server's validation, sent with the transaction. */
  token: string;
}

/** A verified group's rate (spec "isIdMeApplied"). */
export interface AppliedIdentity {
  costRateId: number;
  groupName: string;
  /** Secret of the server's verification, sent with the transaction. */
  token: string;
}

interface DiscountRateState {
  membership: AppliedMembership | null;
  identity: AppliedIdentity | null;
  /** Applies a member rate and clears an identity rate ("applying one clears the other"). */
  applyMembership(m: AppliedMembership): void;
  /** Applies a verified group's rate and clears a member rate. */
  applyIdentity(i: AppliedIdentity): void;
  /** Takes the member rate off ("I'm a member" → Remove); an identity rate stays. */
  removeMembership(): void;
  reset(): void;
}

const empty = { membership: null, identity: null };

export const useDiscountRate = create<DiscountRateState>()(
  persist(
    (set) => ({
      ...empty,
      applyMembership: (membership) => set({ membership, identity: null }),
      applyIdentity: (identity) => set({ identity, membership: null }),
      removeMembership: () => set({ membership: null }),
      reset: () => set(empty),
    }),
    { name: `${STORAGE_PREFIX}discount-rate`, storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** The ticket cost rate of the cart: identity rate, else member rate, else `defaultCostRateId`. */
export const appliedCostRateId = (s: Pick<DiscountRateState, 'membership' | 'identity'>, defaultCostRateId: number): number =>
  s.identity?.costRateId ?? s.membership?.costRateId ?? defaultCostRateId;

/** The tokens the transaction carries for the applied rate (at most one). */
export const discountRateTokens = (s: Pick<DiscountRateState, 'membership' | 'identity'>): { IdentityToken?: string; MemberValidationToken?: string } =>
  s.identity ? { IdentityToken: s.identity.token } : s.membership ? { MemberValidationToken: s.membership.token } : {};
