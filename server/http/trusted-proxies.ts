import { BlockList, isIP } from "node:net";

/**
 * Which proxies in front of the server may speak for the client (TRUST_PROXY): none, the
 * nearest `hops` ones, or those at listed addresses. A proxy appends the address it was
 * reached from to `X-Forwarded-For`, so only the rightmost entries are written by proxies we
 * trust; anything to their left is the client's to make up.
 */
export type ProxyTrust =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "addresses"; list: BlockList };

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

function addEntry(list: BlockList, entry: string) {
  const [address, prefix] = entry.split("/");
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
}

/**
 * `false`, `true` (one proxy: the old meaning, read safely), a number of proxies, or their
 * addresses and subnets comma-separated (`10.0.0.0/8, 192.168.1.7`). Null when malformed.
 */
export function parseProxyTrust(value: string): ProxyTrust | null {
  const text = value.trim();
  if (text === "false" || text === "0") return { kind: "none" };
  if (text === "true") return { kind: "hops", hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { kind: "hops", hops: Number(text) };
  const list = new BlockList();
  const entries = text.split(",").map((entry) => entry.trim());
  if (!entries.every((entry) => addEntry(list, entry))) return null;
  return { kind: "addresses", list };
}

const isTrustedAddress = (trust: ProxyTrust, address: string) => {
  if (trust.kind !== "addresses") return trust.kind === "hops";
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 4 ? "ipv4" : "ipv6");
};

/** Whether the peer is a proxy whose forwarded headers (`-For`, `-Proto`) count. */
export const trustsPeer = (trust: ProxyTrust, peer: string) =>
  isTrustedAddress(trust, unmapped(peer));

/**
 * The client's address: walking `X-Forwarded-For` from the right, past the trusted proxies, to
 * the first address a trusted proxy vouched for.
 */
export function resolveClientIp(
  trust: ProxyTrust,
  peer: string,
  forwardedFor: string | undefined,
): string {
  const chain = [
    unmapped(peer),
    ...(forwardedFor ?? "")
      .split(",")
      .map((entry) => unmapped(entry.trim()))
      .filter(Boolean)
      .reverse(),
  ];
  let at = 0;
  if (trust.kind === "hops") at = Math.min(trust.hops, chain.length - 1);
  else if (trust.kind === "addresses") {
    while (at < chain.length - 1 && isTrustedAddress(trust, chain[at])) at += 1;
  }
  return chain[at].slice(0, 64);
}

const trustByValue = new Map<string, ProxyTrust>();

/** The parsed TRUST_PROXY (checked at boot by the config schema), parsed once per value. */
export function readProxyTrust(value: string): ProxyTrust {
  let trust = trustByValue.get(value);
  if (!trust) {
    trust = parseProxyTrust(value) ?? { kind: "none" };
    trustByValue.set(value, trust);
  }
  return trust;
}
