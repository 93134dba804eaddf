import { isIPv4, isIPv6 } from 'node:net';

/** How much of an address identifies one visitor for limits. */
export interface AddressPrefixes {
  /** Leading bits of an IPv4 address that count as one visitor (32 = the exact address). */
  readonly ipv4: number;
  /** Leading bits of an IPv6 address; 64 by default, since one home or server gets a whole /64. */
  readonly ipv6: number;
}

/**
 * The key under which per-address limits count `address`: its network prefix, so rotating through
 * the addresses of one /64 (or of one IPv4 block, if configured) does not multiply the allowance.
 * IPv4-mapped IPv6 addresses count as IPv4. Anything unparsable counts as itself.
 */
export function addressKey(address: string, prefixes: AddressPrefixes): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped?.[1] ?? address;
  if (isIPv4(plain)) {
    const value = plain.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
    const bits = clamp(prefixes.ipv4, 32);
    const masked = bits === 0 ? 0 : Math.floor(value / 2 ** (32 - bits)) * 2 ** (32 - bits);
    const dotted = [24, 16, 8, 0].map((shift) => Math.floor(masked / 2 ** shift) % 256).join('.');
    return `${dotted}/${bits}`;
  }
  const groups = isIPv6(plain) ? expandIPv6(plain) : null;
  if (groups === null) return address;
  const bits = clamp(prefixes.ipv6, 128);
  const masked = groups.map((group, i) => {
    const keep = Math.max(0, Math.min(16, bits - i * 16));
    return keep === 0 ? 0 : group & ~((1 << (16 - keep)) - 1) & 0xffff;
  });
  return `${masked.map((group) => group.toString(16)).join(':')}/${bits}`;
}

/** The eight 16-bit groups of an IPv6 address (zone ids dropped; a trailing IPv4 part folded in). */
function expandIPv6(address: string): number[] | null {
  let text = address.split('%')[0] ?? address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4 !== null) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  const numbers = groups.map((group) => Number.parseInt(group, 16));
  return numbers.length === 8 && numbers.every((n) => Number.isInteger(n)) ? numbers : null;
}

function clamp(bits: number, max: number): number {
  return Math.max(0, Math.min(max, Math.trunc(bits)));
}
