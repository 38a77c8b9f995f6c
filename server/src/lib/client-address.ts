import { isIPv6 } from 'node:net';

/**
 * What a per-address limit counts a request under: the client's address as the trusted proxies
 * report it (`request.ip`, decision 054), an IPv4 address as it is, an IPv4 address written as
 * IPv6 (`::ffff:10.0.0.1`) as the IPv4 address, and an IPv6 address by its /64 network. A single
 * subscriber is usually given a whole /64 (RFC 6177), so counting each of its addresses apart
 * would hand one client 2^64 budgets.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded, without a zone (`%eth0`). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = (ip.split('%')[0] as string).split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map(
    (g) => g.toLowerCase().replace(/^0+(?=.)/, '') || '0',
  );
}
