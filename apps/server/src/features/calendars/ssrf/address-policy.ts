import {
  cidrContains,
  embeddedIpv4,
  parseCidr,
  parseIpAddress,
  parseIpv4,
  type Cidr,
  type IpAddress,
} from './ip-address';

/** Addresses a user-supplied URL must never reach: the server's own host and networks, and the cloud metadata service. */
const forbiddenRanges: readonly Cidr[] = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/128',
  '::1/128',
  '100::/64',
  '2001::/32',
  '2001:db8::/32',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
].map(parseCidr);

export interface AddressAllowList {
  /** Host names let through whatever they resolve to (compared case-insensitively). */
  hosts?: readonly string[];
  /** Ranges such as `127.0.0.1/32` or `192.168.1.0/24` that are let through. */
  cidrs?: readonly string[];
}

export interface AddressPolicy {
  isHostAllowListed(hostname: string): boolean;
  /** Whether a resolved or literal address may be connected to. */
  isAddressAllowed(address: string): boolean;
}

function isForbidden(address: IpAddress): boolean {
  if (forbiddenRanges.some((range) => cidrContains(range, address))) return true;
  // IPv4-compatible addresses (::/96) are deprecated and have no public use.
  if (address.family === 6 && address.bytes.subarray(0, 12).every((byte) => byte === 0)) return true;
  const inner = embeddedIpv4(address);
  return inner !== null && isForbidden(inner);
}

export function createAddressPolicy(allowList: AddressAllowList = {}): AddressPolicy {
  const allowedHosts = new Set((allowList.hosts ?? []).map((host) => normaliseHost(host)));
  const allowedRanges = (allowList.cidrs ?? []).map(parseCidr);
  const isListed = (address: IpAddress) => allowedRanges.some((range) => cidrContains(range, address));
  return {
    isHostAllowListed: (hostname) => allowedHosts.has(normaliseHost(hostname)),
    isAddressAllowed(text) {
      const address = parseIpAddress(text);
      if (!address) return false;
      if (isListed(address)) return true;
      const inner = embeddedIpv4(address);
      if (inner && isListed(inner)) return true;
      return !isForbidden(address);
    },
  };
}

export function normaliseHost(hostname: string): string {
  const lower = hostname.toLowerCase();
  const unbracketed = lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower;
  return unbracketed.endsWith('.') ? unbracketed.slice(0, -1) : unbracketed;
}

/** An IP literal in any of the forms resolvers accept (dotted, decimal, octal, hex, IPv6), or null for a name. */
export function literalAddress(hostname: string): IpAddress | null {
  const host = normaliseHost(hostname);
  return parseIpAddress(host) ?? parseIpv4(host);
}
