import type { AppConfig } from "#server/config.ts";

const LOCALHOST_NAMES = ["localhost", "127.0.0.1", "[::1]"];

export type HostConfig = Pick<AppConfig, "PUBLIC_URL" | "ALLOWED_HOSTS">;

/**
 * The host names the site answers to (Django's ALLOWED_HOSTS): PUBLIC_URL's, or the localhost
 * names while it is unset, plus those listed in ALLOWED_HOSTS. Any port.
 */
export function listAllowedHosts(config: HostConfig): string[] {
  const listed = (config.ALLOWED_HOSTS ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const own = config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).hostname] : LOCALHOST_NAMES;
  return [...own, ...listed];
}
