/**
 * Identity verification (spec 01 §2 "identity-verification button", §4 "Membership / identity
 * discount", §7 `IDME/UserData`, §8 identity return errors): an OAuth 2 implicit-flow round trip
 * to a group-verification provider. The browser is sent to the provider's authorize address; the
 * provider returns to the storefront with `#access_token=…` or `#error=…` in the fragment; the
 * server reads the verified groups with that token. No I/O here.
 */

/** The provider's return errors the spec names (§8), each with its configured message. */
export const IDENTITY_RETURN_ERRORS = ['invalid_scope', 'unsupported_response_type', 'invalid_client', 'invalid_redirect_uri', 'access_denied'] as const;
export type IdentityReturnError = (typeof IDENTITY_RETURN_ERRORS)[number];

/** The configured texts (PublicConfig.Messages) of the return. */
export interface IdentityMessages {
  IdentityInvalidScope: string;
  IdentityUnsupportedResponseType: string;
  IdentityInvalidClient: string;
  IdentityInvalidRedirectUri: string;
  IdentityAccessDenied: string;
  IdentityVerificationError: string;
}

/** Server texts of GET IDME/UserData (not spec texts; the storefront shows the first ErrorMessage). */
export const identityMessages = {
  tokenNotValid: 'Your identity verification has expired or is not valid, please verify again.',
  noVerifiedGroup: 'The identity provider did not verify a group for you.',
  providerUnavailable: 'The identity provider could not be reached, please try again later.',
  notConfigured: 'Identity verification is not available.',
} as const;

/** What came back in the redirect's fragment. */
export type IdentityReturn = { kind: 'token'; accessToken: string; state: string | null } | { kind: 'error'; error: string; state: string | null };

/**
 * Reads a return fragment (`#access_token=…&state=…` or `#error=…&state=…`, with or without the
 * `#`); null when it is neither (any other fragment of the page).
 */
export function parseIdentityReturn(fragment: string): IdentityReturn | null {
  const p = formParams(fragment.replace(/^#/, ''));
  const state = p.get('state') ?? null;
  const error = p.get('error');
  if (error) return { kind: 'error', error, state };
  const accessToken = p.get('access_token');
  if (accessToken) return { kind: 'token', accessToken, state };
  return null;
}

/** `a=1&b=x+y` → Map (form encoding: `+` is a space; the first of a repeated name wins; a malformed escape is kept as typed). */
function formParams(s: string): Map<string, string> {
  const decode = (v: string) => {
    try {
      return decodeURIComponent(v.replaceAll('+', ' '));
    } catch {
      return v;
    }
  };
  const params = new Map<string, string>();
  for (const pair of s.split('&')) {
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (name && !params.has(name)) params.set(name, decode(eq < 0 ? '' : pair.slice(eq + 1)));
  }
  return params;
}

const ERROR_MESSAGE_KEYS: Record<IdentityReturnError, keyof IdentityMessages> = {
  invalid_scope: 'IdentityInvalidScope',
  unsupported_response_type: 'IdentityUnsupportedResponseType',
  invalid_client: 'IdentityInvalidClient',
  invalid_redirect_uri: 'IdentityInvalidRedirectUri',
  access_denied: 'IdentityAccessDenied',
};

/** The configured message of a return error; any other error: IdentityVerificationError. */
export function identityErrorMessage(error: string, messages: IdentityMessages): string {
  const key = (IDENTITY_RETURN_ERRORS as readonly string[]).includes(error) ? ERROR_MESSAGE_KEYS[error as IdentityReturnError] : 'IdentityVerificationError';
  return messages[key];
}

/** Scopes of a space- (or comma-) separated list, lower case, each once. */
export const parseScopes = (scopes: string): string[] => [...new Set(scopes.split(/[\s,]+/).map((s) => s.trim().toLowerCase()).filter(Boolean))];

/** The provider's authorize address (AuthorizeURL, absolute or relative) with the implicit-flow parameters. */
export function authorizeUrl(p: { authorizeUrl: string; clientId: string; redirectUri: string; scopes: string; state: string }): string {
  const query = [
    ['client_id', p.clientId],
    ['redirect_uri', p.redirectUri],
    ['response_type', 'token'],
    ['scope', parseScopes(p.scopes).join(' ')],
    ['state', p.state],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`)
    .join('&');
  return `${p.authorizeUrl}${p.authorizeUrl.includes('?') ? '&' : '?'}${query}`;
}

/** Whether a cart line's product has a price at a cost rate that needs group verification (spec 01 §2). */
export const needsGroupVerification = (products: readonly { PriceMatrix: readonly { VerifyGroupMembership: boolean }[] }[]): boolean =>
  products.some((p) => p.PriceMatrix.some((e) => e.VerifyGroupMembership));

/** A group the provider reported (`status` of the user data). */
export interface GroupStatus {
  group: string;
  subgroups: string[];
  verified: boolean;
}

/**
 * The cost-rate lookups (`costrates?GroupName&SubGroupName`) to try for the verified groups, in
 * order: each verified group with each of its subgroups, then the group alone.
 */
export function costRateLookups(status: readonly GroupStatus[]): { GroupName: string; SubGroupName?: string }[] {
  return status.filter((s) => s.verified).flatMap((s) => [...s.subgroups.map((sub) => ({ GroupName: s.group, SubGroupName: sub })), { GroupName: s.group }]);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a cost rate is a verified group's rate: it needs verification, has the group's name and
 * either no subgroup or one of the verified subgroups (case-insensitive), as the server decides.
 */
export function isVerifiedGroupRate(
  rate: { GroupName: string | null; SubGroupName: string | null; VerifyGroupMembership: boolean },
  status: readonly GroupStatus[],
): boolean {
  return (
    rate.VerifyGroupMembership &&
    status.some((s) => s.verified && rate.GroupName !== null && same(rate.GroupName, s.group) && (rate.SubGroupName === null || s.subgroups.some((g) => same(g, rate.SubGroupName as string))))
  );
}
