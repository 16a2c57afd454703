/**
 * The browser's side of identity verification (spec 01 §4 "Membership / identity discount", §8):
 * send the visitor to the provider's authorize address with a fresh `state` kept in session
 * storage (the cart survives the round trip there too), and on the return verify the state,
 * read the verified groups through the server (GET IDME/UserData) and find the group's cost rate
 * (GET costrates?GroupName&SubGroupName). The server decides the rate again when paying.
 */
import type { PublicConfig } from '@gt/contract/config';
import { authorizeUrl, costRateLookups, identityErrorMessage, isVerifiedGroupRate, type IdentityReturn } from '@gt/domain/identity';
import { paths } from '../../config/paths';
import type { AppliedIdentity } from '../../stores/discount-rate';
import { STORAGE_PREFIX } from '../../stores/cart-store';
import { getGroupCostRates } from './api/get-cost-rates';
import { getIdentityUserData } from './api/get-identity-user-data';

const STATE_KEY = `${STORAGE_PREFIX}identity-state`;

/** 128 random bits, base64url. */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Leaves for the provider's authorize page (implicit flow; returns to RedirectURL, else this storefront's /GT/checkout). */
export function startIdentityVerification(config: PublicConfig): void {
  const p = config.IdentityProvider;
  const state = randomState();
  sessionStorage.setItem(STATE_KEY, state);
  const redirectUri = p.RedirectURL || `${window.location.origin}/GT${paths.checkout.to()}`;
  window.location.assign(authorizeUrl({ authorizeUrl: p.AuthorizeURL, clientId: p.ClientID, redirectUri, scopes: p.Scopes, state }));
}

/** Whether a return's state is the one this tab sent (read once: a second use of the return is refused). */
export function takeReturnState(state: string | null): boolean {
  const sent = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return sent !== null && state === sent;
}

/**
 * The verified group's rate of a return. Throws an Error with the text to show: the configured
 * message of a provider error (or IdentityVerificationError for a state this tab did not send),
 * the user data's first ErrorMessage, a cost rate error, or IdentityNoRate.
 */
export async function completeIdentityVerification(ret: IdentityReturn, stateOk: boolean, messages: PublicConfig['Messages']): Promise<AppliedIdentity> {
  if (ret.kind === 'error') throw new Error(identityErrorMessage(ret.error, messages));
  if (!stateOk) throw new Error(messages.IdentityVerificationError);
  const user = await getIdentityUserData(ret.accessToken);
  for (const lookup of costRateLookups(user.status)) {
    const rate = (await getGroupCostRates(lookup)).find((r) => isVerifiedGroupRate(r, user.status));
    if (rate) return { costRateId: rate.CostRateID, groupName: rate.GroupName ?? lookup.GroupName, token: user.IdentityToken };
  }
  throw new Error(messages.IdentityNoRate);
}
