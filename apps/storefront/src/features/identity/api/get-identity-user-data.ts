/**
 * GET /api/IDME/UserData?access_token (spec 01 §7, no version segment): the server reads the
 * visitor's verified groups from the identity provider with the access token of the return and
 * answers them with the IdentityToken a transaction carries. An error's text is the server's
 * first ErrorMessage (spec 01 §8), else "Unable to get identity user data, response status: N".
 */
import type { IdentityUserData } from '@gt/contract/memberships';
import { apiRequest } from '../../../lib/api-client';

export const getIdentityUserData = (accessToken: string): Promise<IdentityUserData> =>
  apiRequest<IdentityUserData>(`/api/IDME/UserData?${new URLSearchParams({ access_token: accessToken })}`, { what: 'get identity user data' });
