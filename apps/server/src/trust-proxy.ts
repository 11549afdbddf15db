import { isIP, isIPv4 } from 'node:net';

/**
 * Which proxies' X-Forwarded-For Fastify believes (its `trustProxy` option): none or all (a boolean), the nearest
 * `n` hops (a number), or the proxies at these addresses (IPs, CIDR ranges, and proxy-addr's names).
 */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's named ranges (127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, private ranges and fc00::/7). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 100;

export const TRUST_PROXY_FORMS =
  'true, false, a hop count (0–100) or a comma-separated list of addresses and CIDR ranges (e.g. 10.0.0.0/8, ::1, loopback)';

/** Reads TRUST_PROXY's text; undefined when it is none of the accepted forms. */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim();
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'yes') return true;
  if (lower === 'false' || lower === 'no') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) return undefined;
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((e) => e.trim());
  if (entries.some((e) => !isTrustedAddress(e))) return undefined;
  return entries;
}

function isTrustedAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  if (slash < 0) return isIP(entry) !== 0;
  const address = entry.slice(0, slash);
  const range = entry.slice(slash + 1);
  const version = isIP(address);
  if (version === 0) return false;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  // proxy-addr also takes an IPv4 netmask: 10.0.0.0/255.0.0.0.
  return version === 4 && isIPv4(range) && isContiguousMask(range);
}

function isContiguousMask(mask: string): boolean {
  const bits = mask
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  return /^1*0*$/.test(bits);
}

/**
 * The option Fastify is given. Fastify 5.12 ignores a bare number (its hop-count form now trusts nobody, since a
 * client reaching the server directly could forge the hops), so a hop count becomes proxy-addr's own rule: the
 * nearest `n` addresses in the chain are proxies. docs/operations.md says when a count is safe to use.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
