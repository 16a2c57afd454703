/**
 * The development identity provider's OAuth page as a browser drives it (spec 01 §7):
 * its decision form, the 303 back to the checkout with the access token in the fragment.
 */
import { expect } from 'vitest';
import type { TestStore } from './harness';

export const HOST = 'shop.test';
export const CHECKOUT = `http://${HOST}/GT/checkout`;
export const OK = { client_id: 'gt-storefront', redirect_uri: CHECKOUT, response_type: 'token', scope: 'military', state: 'st8' };

export const authorize = (store: TestStore, q: Record<string, string>) =>
  store.app.inject({ method: 'GET', url: `/dev-identity/authorize?${new URLSearchParams(q)}`, headers: { host: HOST } });
export const decide = (store: TestStore, q: Record<string, string>) =>
  store.app.inject({
    method: 'POST',
    url: '/dev-identity/authorize',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(q).toString(),
  });
export const userData = (store: TestStore, token: string) =>
  store.app.inject({ method: 'GET', url: `/api/IDME/UserData?access_token=${encodeURIComponent(token)}` });

/** The return address of a 303 and its fragment's parameters. */
export function returned(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(303);
  const [address, fragment] = String(res.headers.location).split('#');
  return { address, params: Object.fromEntries(new URLSearchParams(fragment)) };
}

export const MILITARY = JSON.stringify(['military', 'active duty']);

/** A development access token for the demo's Military group (active duty). */
export async function devAccessToken(store: TestStore): Promise<string> {
  const r = returned(await decide(store, { ...OK, choice: MILITARY }));
  return r.params.access_token as string;
}
