import { isIP } from 'node:net';

/**
 * Which proxies in front of the app are believed about the client's address (`X-Forwarded-For`)
 * and the scheme (`X-Forwarded-Proto`), as Fastify's `trustProxy` takes it (decision 054):
 * - `false`: none; the client is the socket's peer.
 * - a hop count n: the last n addresses of the chain (the socket's peer, then `X-Forwarded-For`
 *   read from the right) are our proxies; the client is the next one to the left. Entries further
 *   left were written by the client and are never read.
 * - a list of addresses and CIDR ranges (and proxy-addr's names `loopback`, `linklocal`,
 *   `uniquelocal`): the chain is read from the right while its addresses are in the list.
 *
 * Never "trust every hop": the client would then be the leftmost `X-Forwarded-For` entry, which
 * the client writes itself (MDN, X-Forwarded-For, Security and privacy concerns).
 */
export type ProxyTrust = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an address, a CIDR range with a prefix length that fits it, or a named range. */
function isTrustEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY` read: `false`/`0`/`no` or unset trust none; `true`/`yes` mean one hop (the one
 * TLS-terminating proxy of the documented deployment, never "every hop"); a whole number is a hop
 * count; anything else is a comma-separated list of trusted addresses and ranges. Undefined with a
 * reason when the value is none of these.
 */
export function parseProxyTrust(value: string | undefined): { trust: ProxyTrust } | { issue: string } {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === '0') return { trust: false };
  if (text === 'true' || text === 'yes') return { trust: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { trust: hops } : { issue: 'a hop count is at most 10' };
  }
  const entries = text.split(',').map((e) => e.trim());
  const wrong = entries.filter((e) => !isTrustEntry(e));
  if (wrong.length > 0)
    return {
      issue: `not an address or CIDR range: ${wrong.join(', ')} (use a hop count such as 1, or a list such as 10.0.0.0/8,::1)`,
    };
  return { trust: entries };
}

/**
 * The trust as Fastify takes it. A hop count is a function of the hop's place in the chain (0:
 * the socket's peer): Fastify's own number option trusts nothing since 5.x, as a hop count cannot
 * tell our proxy from a client that reaches the app directly (operations.md says to let only the
 * proxy reach it, or to list its addresses).
 */
export function fastifyTrustProxy(
  trust: ProxyTrust,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || trust === 0) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
