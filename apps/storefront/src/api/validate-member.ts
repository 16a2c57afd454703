/**
 * GET MemberValidation (spec 01 §7): the member's result with its validation token, or the
 * server's message as an ApiError ("Email does not match.", "Phone or Address 1 does not
 * match.", the configured LastNameAndEmailORPhoneORAddressForMembership). Used by the membership
 * pages and the checkout's "I'm a member" box; empty fields are not sent.
 */
import type { MemberValidationResult } from '@gt/contract/memberships';
import { apiRequest, apiUrl } from '../lib/api-client';

export const validateMember = (q: { CardOrMemberNo: string; LastName: string; Email?: string; Phone?: string; Street1?: string }) =>
  apiRequest<MemberValidationResult>(
    apiUrl('MemberValidation', Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''))),
    { what: 'validate member' },
  );
