import { describe, expect, it } from "vitest";
import {
  type ProxyTrust,
  parseProxyTrust,
  resolveClientIp,
  trustsPeer,
} from "./trusted-proxies.ts";

const trust = (value: string) => parseProxyTrust(value) as ProxyTrust;
const PROXY = "10.0.0.5";

describe("the client address behind proxies", () => {
  it("ignores X-Forwarded-For entirely when no proxy is trusted", () => {
    expect(resolveClientIp(trust("false"), "198.51.100.7", "1.2.3.4")).toBe("198.51.100.7");
  });

  it("takes what the one trusted proxy appended, not what the client wrote before it", () => {
    // nginx's $proxy_add_x_forwarded_for appends the address it was reached from.
    const forged = "1.2.3.4, 203.0.113.9";
    expect(resolveClientIp(trust("1"), PROXY, forged)).toBe("203.0.113.9");
    expect(resolveClientIp(trust("true"), PROXY, forged)).toBe("203.0.113.9");
    expect(resolveClientIp(trust("1"), PROXY, "203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts hops from the right", () => {
    const chain = "6.6.6.6, 203.0.113.9, 10.0.0.4";
    expect(resolveClientIp(trust("2"), PROXY, chain)).toBe("203.0.113.9");
    expect(resolveClientIp(trust("5"), PROXY, "203.0.113.9")).toBe("203.0.113.9");
    expect(resolveClientIp(trust("1"), PROXY, undefined)).toBe(PROXY);
  });

  it("walks past listed proxies only, from the right", () => {
    const listed = trust("10.0.0.0/8, 192.168.1.7");
    expect(resolveClientIp(listed, PROXY, "6.6.6.6, 203.0.113.9, 192.168.1.7")).toBe("203.0.113.9");
    // A client that is not behind the listed proxies speaks for itself only.
    expect(resolveClientIp(listed, "198.51.100.7", "1.2.3.4")).toBe("198.51.100.7");
    expect(resolveClientIp(listed, "::ffff:10.1.2.3", "203.0.113.9")).toBe("203.0.113.9");
    expect(trustsPeer(listed, "198.51.100.7")).toBe(false);
    expect(trustsPeer(listed, "::ffff:10.9.9.9")).toBe(true);
  });

  it("refuses a TRUST_PROXY it cannot read", () => {
    for (const bad of ["yes", "10.0.0.0/99", "10.0.0.1,nginx", "-1"]) {
      expect(parseProxyTrust(bad)).toBeNull();
    }
    expect(parseProxyTrust("false")).toEqual({ kind: "none" });
    expect(parseProxyTrust("fd00::/8")).not.toBeNull();
  });
});
