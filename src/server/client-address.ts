/**
 * The client address anonymous limits are kept for. IPv4 addresses stand for themselves; an IPv6
 * client is its /64, because one host commonly holds a whole /64 and could otherwise take a fresh
 * rate bucket and daily page from each of its addresses (review L5).
 */
import { isIPv6 } from 'node:net';

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right];
}

export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(ip)) return ip;
  const groups = expandIpv6(ip.split('%')[0] as string);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
