// TRUST_PROXY: which peers may tell the server who the client is (X-Forwarded-For) and that the
// request came over HTTPS (X-Forwarded-Proto). Only a list of the proxies' own addresses or
// subnets says that: `true` believes whatever any client writes in X-Forwarded-For, so every
// client could choose its address for every rate limit; a hop count believes the last N entries
// whoever connected, which a client reaching the instance directly writes itself. Both are
// refused at start (docs/decisions/0121).
import { isIP } from 'node:net';

/** Express's names for the usual private subnets (proxy-addr). */
const namedSubnets = new Set(['loopback', 'linklocal', 'uniquelocal']);

const useAList =
  "list the proxies' addresses or subnets instead, e.g. TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=loopback (docs/operations.md)";

function isAddressOrSubnet(entry: string): boolean {
  if (namedSubnets.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `false`, or the list as Express's `trust proxy` takes it ("a, b"); a message naming what is
 * wrong otherwise.
 */
export function parseTrustedProxies(
  value: string,
): { ok: true; value: false | string } | { ok: false; message: string } {
  const text = value.trim();
  if (text === 'false') return { ok: true, value: false };
  if (text === 'true') {
    return {
      ok: false,
      message: `true would trust every client to name its own address for every rate limit; ${useAList}`,
    };
  }
  if (/^\d+$/.test(text)) {
    return {
      ok: false,
      message: `a hop count says nothing about who connected (a client reaching this instance directly writes those hops itself); ${useAList}`,
    };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrSubnet(entry));
  if (wrong.length > 0) {
    return {
      ok: false,
      message: `${wrong.map((entry) => JSON.stringify(entry)).join(', ')} is not an IP address, a subnet (10.0.0.0/8) or loopback, linklocal, uniquelocal; ${useAList}`,
    };
  }
  return { ok: true, value: entries.join(', ') };
}
