// Which addresses Neva may call (issue 39: no server-side request forgery). A push endpoint or a
// webhook is a URL a player gives us; the worker calls it. Only public unicast addresses pass:
// never loopback, private (RFC 1918), link-local (169.254/16, where cloud metadata services
// answer, fe80::/10), carrier-grade NAT (100.64/10, Alibaba's metadata), unique-local v6
// (fc00::/7, AWS's fd00:ec2::254), multicast, reserved, documentation or transition ranges; an
// IPv4-mapped v6 address is judged as its v4 one. ipaddr.js names the ranges (IANA's special
// registries); anything it does not call plain "unicast" is refused.
import ipaddr from "ipaddr.js";

export type AddressVerdict = "public" | "loopback" | "refused";

/** What `address` (an IP literal, v4 or v6, without brackets) is to us; junk is refused. */
export function classifyAddress(address: string): AddressVerdict {
  if (!ipaddr.isValid(address)) return "refused";
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (range === "unicast") return "public";
  return range === "loopback" ? "loopback" : "refused";
}

/** Is `hostname` a literal IP address (v6 possibly in brackets, as URL.hostname gives it)? */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

export type UrlVerdict = { ok: true; url: URL; testLocal: boolean } | { ok: false; why: string };

/**
 * The first check of a URL to call, before any name is resolved: https (or, with the test switch,
 * http://localhost), no credentials in it, and a host that is no literal non-public address.
 * The resolved addresses are checked again when the call is made (lib/pusher/http.ts).
 */
export function checkTargetUrl(raw: string, testLocal: boolean): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, why: "not a URL" };
  }
  if (url.username || url.password) return { ok: false, why: "a URL with credentials" };
  const local = testLocal && url.hostname === "localhost" && (url.protocol === "http:" || url.protocol === "https:");
  if (local) return { ok: true, url, testLocal: true };
  if (url.protocol !== "https:") return { ok: false, why: "not https" };
  const literal = literalAddress(url.hostname);
  if (literal !== null && classifyAddress(literal) !== "public") return { ok: false, why: `${literal} is not a public address` };
  if (literal === null && (url.hostname === "localhost" || url.hostname.endsWith(".localhost") || !url.hostname.includes("."))) {
    return { ok: false, why: `${url.hostname} is not a public host` };
  }
  return { ok: true, url, testLocal: false };
}
