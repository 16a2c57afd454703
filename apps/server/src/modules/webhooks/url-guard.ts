/**
 * Which addresses a webhook may reach (docs/integrations.md#which-addresses-are-allowed), against
 * server-side request forgery: https only, and never a loopback, private, link-local (cloud
 * metadata), unique-local or otherwise non-public address, checked twice: when the URL is saved
 * (a literal address in it) and when the sender connects (every address the name resolves to, at
 * connection time, so a name that later resolves to an inner address is refused too). Redirects are
 * not followed. `Webhooks.AllowPrivateAddresses` lifts both rules (a receiver on the developer's machine).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

// Two lists: a BlockList also checks an IPv4 address against its IPv6 rules (as ::ffff:a.b.c.d).
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked4.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked6.addSubnet(net, bits, 'ipv6');

/** Whether `address` (an IPv4 or IPv6 literal) is not a public internet address. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? blocked4.check(address, 'ipv4') : blocked6.check(address, 'ipv6');
}

/** Why `url` may not be a webhook's address, or null when it may. */
export function webhookUrlProblem(url: string, allowPrivate: boolean): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'Enter a full address, such as https://example.org/hooks.';
  }
  if (u.username || u.password) return 'The address cannot contain a user name or password.';
  if (allowPrivate) return u.protocol === 'https:' || u.protocol === 'http:' ? null : 'The address must start with https://.';
  if (u.protocol !== 'https:') return 'The address must start with https://.';
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isPrivateAddress(host)))
    return 'The address must be a public internet address, not a local or private one.';
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for the sender's connections: dns.lookup, refusing (ECONNREFUSED-like error) a non-public address. */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const list = addresses as LookupAddress[];
    const inner = list.find((a) => isPrivateAddress(a.address));
    if (inner) {
      const refused: NodeJS.ErrnoException = new Error(`webhook address ${hostname} resolves to a non-public address (${inner.address})`);
      refused.code = 'EADDRNOTPUBLIC';
      return callback(refused, []);
    }
    if (options.all) return callback(null, list);
    const first = list[0];
    if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    return callback(null, first.address, first.family);
  });
}
