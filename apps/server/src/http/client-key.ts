/**
 * The client a request comes from, for per-client limits (docs/architecture.md#capacity-and-holds): its address as Fastify
 * resolves it (`TrustProxy` decides whether X-Forwarded-For is believed), an IPv6 address by its
 * /64 (one subscriber's usual allocation), hashed so that the database stores no address.
 */
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

/** The /64 prefix of an IPv6 address (e.g. `2001:db8:1:2`), or the address unchanged. */
export function addressGroup(ip: string): string {
  if (!isIPv6(ip)) return ip;
  if (ip.toLowerCase().startsWith('::ffff:') && ip.includes('.')) return ip.slice(7); // IPv4-mapped
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':');
}

/** The stored key of a client address: 16 hex characters of SHA-256 over its address group. */
export function clientKey(ip: string): string {
  return createHash('sha256').update(`gt.client:${addressGroup(ip)}`).digest('hex').slice(0, 16);
}
