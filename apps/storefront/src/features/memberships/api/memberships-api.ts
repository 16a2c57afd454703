/**
 * Membership endpoints of the booking API (spec 01 §7): packages, member validation, the
 * validated member's memberships, the lost member number e-mail and membership UDFs. One hook or
 * fetcher per endpoint; the validation token travels only in the requests that need it.
 */
import type { UserDefinedField } from '@gt/contract/catalogue';
import type { Membership, MembershipPackage, MemberValidationResult } from '@gt/contract/memberships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export const membershipPackagesKey = ['membershippackages'] as const;

/** GET membershippackages (all packages shown online); a 204 is none ("No membership packages record found", spec 01 §8). */
export const membershipPackagesQuery = queryOptions({
  queryKey: membershipPackagesKey,
  queryFn: ({ signal }) => apiRequest<MembershipPackage[]>(apiUrl('membershippackages'), { what: 'load membership packages', signal, noContent: [] }),
  staleTime: 60_000,
});

export function useMembershipPackages() {
  return useQuery(membershipPackagesQuery);
}

/** GET userdefinedfields?MembershipTypeIDList: the membership UDFs of a package's types. */
export function useMembershipUdfs(typeIds: number[]) {
  return useQuery({
    queryKey: ['userdefinedfields', 'membership', typeIds],
    queryFn: ({ signal }) =>
      apiRequest<UserDefinedField[]>(apiUrl('userdefinedfields', { MembershipTypeIDList: typeIds }), {
        what: 'load user defined fields',
        signal,
        noContent: [],
      }),
    enabled: typeIds.length > 0,
    staleTime: 60_000,
  });
}

/** GET memberships of the validated customer, with every person. */
export const getMemberships = (v: Pick<MemberValidationResult, 'CustomerID' | 'ValidationToken'>) =>
  apiRequest<Membership[]>(
    apiUrl('memberships', { CustomerID: v.CustomerID, HideFamilyMembers: false, ValidationToken: v.ValidationToken }),
    { what: 'load member memberships' },
  );

/** GET LostMemberNoEmail/LostMemberNo: "Email sent successfully!" */
export const sendLostMemberNo = (q: { LastName: string; Email: string }) =>
  apiRequest<{ Message: string }>(apiUrl('LostMemberNoEmail/LostMemberNo', q), { what: 'send email' });
