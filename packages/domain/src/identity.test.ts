import { describe, expect, it } from 'vitest';
import { authorizeUrl, costRateLookups, identityErrorMessage, isVerifiedGroupRate, needsGroupVerification, parseIdentityReturn, parseScopes } from './identity';

const messages = {
  IdentityInvalidScope: 'scope',
  IdentityUnsupportedResponseType: 'response type',
  IdentityInvalidClient: 'client',
  IdentityInvalidRedirectUri: 'redirect',
  IdentityAccessDenied: 'denied',
  IdentityVerificationError: 'failed',
};

describe('the return fragment', () => {
  it('reads an access token or an error with the state', () => {
    expect(parseIdentityReturn('#access_token=abc123&token_type=bearer&expires_in=600&state=s1')).toEqual({ kind: 'token', accessToken: 'abc123', state: 's1' });
    expect(parseIdentityReturn('error=access_denied&error_description=no&state=s2')).toEqual({ kind: 'error', error: 'access_denied', state: 's2' });
    expect(parseIdentityReturn('#access_token=abc')).toEqual({ kind: 'token', accessToken: 'abc', state: null });
    expect(parseIdentityReturn('#error=access_denied&error_description=The+user+denied%20access&state=a%2Bb')).toEqual({ kind: 'error', error: 'access_denied', state: 'a+b' });
    expect(parseIdentityReturn('#access_token=%E0%A4%A')).toEqual({ kind: 'token', accessToken: '%E0%A4%A', state: null });
  });

  it('ignores any other fragment', () => {
    expect(parseIdentityReturn('')).toBeNull();
    expect(parseIdentityReturn('#main')).toBeNull();
  });

  it('maps each return error of the spec to its configured message, anything else to the generic one', () => {
    expect(['invalid_scope', 'unsupported_response_type', 'invalid_client', 'invalid_redirect_uri', 'access_denied', 'server_error'].map((e) => identityErrorMessage(e, messages))).toEqual([
      'scope',
      'response type',
      'client',
      'redirect',
      'denied',
      'failed',
    ]);
  });
});

describe('the authorize address', () => {
  it('carries client, redirect, response type token, scopes and state', () => {
    expect(authorizeUrl({ authorizeUrl: '/dev-identity/authorize', clientId: 'c1', redirectUri: 'http://shop.test/GT/checkout', scopes: 'Military, student', state: 'x y' })).toBe(
      '/dev-identity/authorize?client_id=c1&redirect_uri=http%3A%2F%2Fshop.test%2FGT%2Fcheckout&response_type=token&scope=military%20student&state=x%20y',
    );
    expect(authorizeUrl({ authorizeUrl: 'https://id.example/oauth/authorize?x=1', clientId: 'c', redirectUri: 'r', scopes: 'a', state: 's' })).toMatch(/^https:\/\/id\.example\/oauth\/authorize\?x=1&client_id=c&/);
  });

  it('splits scopes by spaces or commas, once each', () => {
    expect(parseScopes(' military  Military,teacher ')).toEqual(['military', 'teacher']);
    expect(parseScopes('')).toEqual([]);
  });
});

describe('verified groups and their rates', () => {
  const rate = (GroupName: string | null, SubGroupName: string | null, VerifyGroupMembership = true) => ({ GroupName, SubGroupName, VerifyGroupMembership });
  const military = [{ group: 'military', subgroups: ['Active Duty'], verified: true }];

  it('needs verification only when a cart product has a price at such a rate', () => {
    expect(needsGroupVerification([{ PriceMatrix: [{ VerifyGroupMembership: false }] }])).toBe(false);
    expect(needsGroupVerification([{ PriceMatrix: [{ VerifyGroupMembership: false }, { VerifyGroupMembership: true }] }])).toBe(true);
  });

  it('looks up each verified subgroup, then the group alone', () => {
    expect(costRateLookups([...military, { group: 'teacher', subgroups: [], verified: false }])).toEqual([{ GroupName: 'military', SubGroupName: 'Active Duty' }, { GroupName: 'military' }]);
  });

  it('accepts a rate of the verified group and subgroup (or no subgroup) that needs verification', () => {
    expect(isVerifiedGroupRate(rate('Military', 'active duty'), military)).toBe(true);
    expect(isVerifiedGroupRate(rate('military', null), military)).toBe(true);
    expect(isVerifiedGroupRate(rate('military', 'veteran'), military)).toBe(false);
    expect(isVerifiedGroupRate(rate('military', 'active duty', false), military)).toBe(false);
    expect(isVerifiedGroupRate(rate('military', 'active duty'), [{ ...military[0]!, verified: false }])).toBe(false);
  });
});
