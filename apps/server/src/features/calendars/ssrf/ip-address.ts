/** IP literal parsing and CIDR matching, written here because the `ip` package has a CVE history. */

export interface IpAddress {
  family: 4 | 6;
  /** 4 or 16 bytes, network order. */
  bytes: Uint8Array;
}

function parseIpv4Part(part: string): number | null {
  if (part === '') return null;
  let radix = 10;
  let digits = part;
  if (/^0x/i.test(part)) {
    radix = 16;
    digits = part.slice(2);
    if (digits === '') return 0;
  } else if (part.length > 1 && part.startsWith('0')) {
    radix = 8;
    digits = part.slice(1);
  }
  const pattern = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!pattern.test(digits)) return null;
  const value = parseInt(digits, radix);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Parses IPv4 the way inet_aton and the WHATWG URL parser do, so `2130706433`, `0177.0.0.1`,
 * `0x7f.0.0.1` and `127.1` all read as 127.0.0.1 rather than slipping past a dotted-quad check.
 */
export function parseIpv4(text: string): IpAddress | null {
  const parts = text.endsWith('.') ? text.slice(0, -1).split('.') : text.split('.');
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = parseIpv4Part(part);
    if (value === null) return null;
    numbers.push(value);
  }
  const last = numbers.pop() as number;
  if (numbers.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  let value = last;
  numbers.forEach((n, index) => {
    value += n * 256 ** (3 - index);
  });
  return {
    family: 4,
    bytes: Uint8Array.of((value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255),
  };
}

export function parseIpv6(text: string): IpAddress | null {
  let input = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = input.indexOf('%');
  if (zone >= 0) input = input.slice(0, zone);
  if (!input.includes(':')) return null;
  const lastColon = input.lastIndexOf(':');
  const dottedTail = input.slice(lastColon + 1);
  if (dottedTail.includes('.')) {
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(dottedTail)) return null;
    const [a, b, c, d] = dottedTail.split('.').map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((n) => n > 255)) return null;
    input = `${input.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = input.split('::');
  if (halves.length > 2) return null;
  const toGroups = (half: string): number[] | null => {
    if (half === '') return [];
    const groups: number[] = [];
    for (const group of half.split(':')) {
      if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
      groups.push(parseInt(group, 16));
    }
    return groups;
  };
  const head = toGroups(halves[0] as string);
  const rest = halves.length === 2 ? toGroups(halves[1] as string) : [];
  if (!head || !rest) return null;
  const explicit = [...head, ...rest];
  let groups: number[];
  if (halves.length === 2) {
    if (explicit.length > 7) return null;
    groups = [...head, ...new Array<number>(8 - explicit.length).fill(0), ...rest];
  } else {
    if (explicit.length !== 8) return null;
    groups = explicit;
  }
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 255;
  });
  return { family: 6, bytes };
}

export function parseIpAddress(text: string): IpAddress | null {
  return parseIpv6(text) ?? parseIpv4(text);
}

export interface Cidr {
  address: IpAddress;
  prefixLength: number;
}

export function parseCidr(text: string): Cidr {
  const [addressText, prefixText] = text.split('/');
  const address = parseIpAddress(addressText ?? '');
  if (!address) throw new Error(`Not an IP range: ${text}`);
  const maxPrefix = address.family === 4 ? 32 : 128;
  const prefixLength = prefixText === undefined ? maxPrefix : Number(prefixText);
  if (!Number.isInteger(prefixLength) || prefixLength < 0 || prefixLength > maxPrefix) {
    throw new Error(`Bad prefix length in ${text}`);
  }
  return { address, prefixLength };
}

export function cidrContains(range: Cidr, address: IpAddress): boolean {
  if (range.address.family !== address.family) return false;
  let remaining = range.prefixLength;
  for (let i = 0; remaining > 0; i++, remaining -= 8) {
    const mask = remaining >= 8 ? 255 : (255 << (8 - remaining)) & 255;
    if (((range.address.bytes[i] as number) & mask) !== ((address.bytes[i] as number) & mask)) return false;
  }
  return true;
}

/** The IPv4 address inside an IPv4-mapped, IPv4-compatible, NAT64 or 6to4 IPv6 address, if any. */
export function embeddedIpv4(address: IpAddress): IpAddress | null {
  if (address.family !== 6) return null;
  const b = address.bytes;
  const isZero = (from: number, to: number) => b.subarray(from, to).every((byte) => byte === 0);
  const mapped = isZero(0, 10) && b[10] === 0xff && b[11] === 0xff;
  const compatible = isZero(0, 12) && !isZero(12, 16);
  const nat64 = b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && isZero(4, 12);
  if (mapped || compatible || nat64) return { family: 4, bytes: b.slice(12, 16) };
  if (b[0] === 0x20 && b[1] === 0x02) return { family: 4, bytes: b.slice(2, 6) };
  return null;
}

export function formatIpAddress(address: IpAddress): string {
  if (address.family === 4) return Array.from(address.bytes).join('.');
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2)
    groups.push((((address.bytes[i] as number) << 8) | (address.bytes[i + 1] as number)).toString(16));
  return groups.join(':');
}
