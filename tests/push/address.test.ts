// Issue 39: the address check against server-side request forgery, as a unit: no request leaves
// this machine. Public unicast passes; loopback, private, link-local (cloud metadata), CGNAT,
// unique-local v6 (AWS's IPv6 metadata), mapped and transition forms of them, junk: refused.
import { describe, expect, it } from "vitest";
import { checkTargetUrl, classifyAddress } from "@/lib/push/address";

describe("classifyAddress", () => {
  it.each(["93.184.215.14", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e"])("lets the public %s through", (ip) => {
    expect(classifyAddress(ip)).toBe("public");
  });

  it.each(["127.0.0.1", "127.0.0.2", "127.255.255.254", "::1", "::ffff:127.0.0.1"])("calls %s loopback", (ip) => {
    expect(classifyAddress(ip)).toBe("loopback");
  });

  it.each([
    ["10.0.0.1", "private"],
    ["172.16.5.4", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "metadata of AWS, GCP, Azure (link-local)"],
    ["169.254.170.2", "ECS task metadata"],
    ["100.100.100.200", "Alibaba metadata (CGNAT)"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["224.0.0.1", "multicast"],
    ["192.0.2.10", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["240.0.0.1", "reserved"],
    ["fd00:ec2::254", "AWS IPv6 metadata (unique-local)"],
    ["fc00::1", "unique-local"],
    ["fe80::1", "link-local v6"],
    ["::", "unspecified v6"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of the metadata address"],
    ["2002:a9fe:a9fe::1", "6to4 of the metadata address"],
    ["2001:db8::1", "documentation v6"],
    ["ff02::1", "multicast v6"],
    ["not an address", "junk"],
  ])("refuses %s (%s)", (ip) => {
    expect(classifyAddress(ip)).toBe("refused");
  });
});

describe("checkTargetUrl", () => {
  it("takes https URLs of public hosts and refuses the rest before any lookup", () => {
    expect(checkTargetUrl("https://discord.com/api/webhooks/1/abc", false).ok).toBe(true);
    for (const url of ["https://127.0.0.1/x", "https://[::1]/x", "http://127.0.0.2/x", "http://example.com/x", "https://localhost/x", "https://intranet/x",
      "https://169.254.169.254/latest/meta-data", "https://[fd00:ec2::254]/", "https://user:pw@example.com/", "ftp://example.com/", "no url"]) {
      expect([url, checkTargetUrl(url, false).ok]).toEqual([url, false]);
    }
  });

  it("with the test switch, takes http(s)://localhost only: literal loopback addresses stay refused", () => {
    expect(checkTargetUrl("http://localhost:4000/hook", true).ok).toBe(true);
    for (const url of ["https://127.0.0.1/x", "https://[::1]/x", "http://127.0.0.2/x", "http://10.0.0.1/x"]) {
      expect([url, checkTargetUrl(url, true).ok]).toEqual([url, false]);
    }
  });
});
