/**
 * The membership package being joined or renewed, and the member validation (spec 01 §3
 * "Validation state", §4 "Membership join/renew", "Cart persistence"): kept in session storage
 * under the cart's prefix, surviving reload. A package is a draft while it is edited on
 * /memberships/join/{id} and in the cart once added (one package per cart). Prices are not stored:
 * the domain computes them from the package for display and the server again when paying.
 */
import type { MemberValidationResult } from '@gt/contract/memberships';
import type { PackagePerson } from '@gt/domain/membership';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_PREFIX } from './cart-store';

/** A person of the package: the rule's fields plus address 2 and, on renewal, their customer id. */
export interface CartPerson extends PackagePerson {
  address2: string;
  customerId?: number;
}

export interface MembershipDraft {
  membershipPackageId: number;
  persons: CartPerson[];
  /** Add-on quantities by membership type id. */
  addOns: Record<number, number>;
  /** Renewing this membership (its persons not renewed are listed in `notIncluded`). */
  renewMembershipId?: number;
  notIncluded: CartPerson[];
}

interface MembershipCartState {
  draft: MembershipDraft | null;
  /** Whether the draft has been added to the cart. */
  inCart: boolean;
  validation: MemberValidationResult | null;
  /** When the package in the cart last changed (ms): its discard countdown runs from here (spec 01 §4 "Cart discard timer"). */
  changedAt: number | null;
  setDraft(draft: MembershipDraft | null): void;
  addToCart(): void;
  setValidation(v: MemberValidationResult | null): void;
  /** Restarts the discard countdown of a package in the cart (Keep Cart). */
  renew(): void;
  reset(): void;
}

export const useMembershipCart = create<MembershipCartState>()(
  persist(
    (set) => ({
      draft: null,
      inCart: false,
      validation: null,
      changedAt: null,
      setDraft: (draft) => set((s) => ({ draft, inCart: draft === null ? false : s.inCart, changedAt: draft !== null && s.inCart ? Date.now() : null })),
      addToCart: () => set({ inCart: true, changedAt: Date.now() }),
      setValidation: (validation) => set({ validation }),
      renew: () => set((s) => ({ changedAt: s.inCart ? Date.now() : null })),
      reset: () => set({ draft: null, inCart: false, validation: null, changedAt: null }),
    }),
    { name: `${STORAGE_PREFIX}membership`, storage: createJSONStorage(() => sessionStorage) },
  ),
);
