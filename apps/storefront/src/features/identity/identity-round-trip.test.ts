import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../testing/fixtures';
import { completeIdentityVerification, takeReturnState } from './identity-round-trip';

const { Messages } = testConfig();
const military = { CostRateID: 3, CostRateName: 'Military', GroupName: 'military', SubGroupName: 'active duty', IsDefault: false, IsMemberRate: false, VerifyGroupMembership: true };

let asked: string[];
/** Answers GET IDME/UserData and GET costrates by their path. */
function stubApi(userData: { status: number; body: unknown }, rates: unknown[] = [military]) {
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    const r = url.startsWith('/api/IDME/UserData') ? userData : { status: 200, body: rates };
    return Promise.resolve(new Response(JSON.stringify(r.body), { status: r.status }));
  });
}
beforeEach(() => {
  asked = [];
});
afterEach(() => vi.unstubAllGlobals());

const token = { kind: 'token' as const, accessToken: 'access-123', state: 's' };
const verified = { status: [{ group: 'military', subgroups: ['Active Duty'], verified: true }], IdentityToken: 'identity-token-0123456789' };

describe('the return from the identity provider', () => {
  it('reads the groups through the server, then the group rate, and gives the rate with the server token', async () => {
    stubApi({ status: 200, body: verified });
    await expect(completeIdentityVerification(token, true, Messages)).resolves.toEqual({ costRateId: 3, groupName: 'military', token: 'identity-token-0123456789' });
    expect(asked).toEqual(['/api/IDME/UserData?access_token=access-123', '/api/v1/costrates?GroupName=military&SubGroupName=Active+Duty']);
  });

  it('shows the configured message of a provider error, and refuses a state this tab did not send without asking the server', async () => {
    stubApi({ status: 200, body: verified });
    await expect(completeIdentityVerification({ kind: 'error', error: 'access_denied', state: 's' }, true, Messages)).rejects.toThrow(Messages.IdentityAccessDenied);
    await expect(completeIdentityVerification({ kind: 'error', error: 'invalid_client', state: null }, false, Messages)).rejects.toThrow(Messages.IdentityInvalidClient);
    await expect(completeIdentityVerification(token, false, Messages)).rejects.toThrow(Messages.IdentityVerificationError);
    expect(asked).toEqual([]);
  });

  it("shows the user data's first ErrorMessage, and says so when the group has no verified rate", async () => {
    stubApi({ status: 401, body: { Errors: [{ ErrorMessage: 'Your identity verification has expired or is not valid, please verify again.' }] } });
    await expect(completeIdentityVerification(token, true, Messages)).rejects.toThrow('Your identity verification has expired or is not valid, please verify again.');
    stubApi({ status: 200, body: verified }, [{ ...military, SubGroupName: 'veteran' }]);
    await expect(completeIdentityVerification(token, true, Messages)).rejects.toThrow(Messages.IdentityNoRate);
  });

  it('accepts the state it sent once', () => {
    sessionStorage.setItem('gt-identity-state', 'abc');
    expect(takeReturnState('abc')).toBe(true);
    expect(takeReturnState('abc')).toBe(false);
    expect(takeReturnState(null)).toBe(false);
  });
});
