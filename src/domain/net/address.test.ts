import { describe, expect, it } from "vitest";
import { addressClass, ipv4Of, ipv6Of, isInternalName, outboundTarget } from "./address.ts";

const strict = { httpsOnly: true, allowPrivate: false };

describe("outboundTarget refuses every spelling of an internal address", () => {
  const refused = [
    // cloud metadata
    "https://169.254.169.254/latest/meta-data/",
    "https://[fd00:ec2::254]/latest/meta-data/",
    "https://100.100.100.200/latest/meta-data/",
    "https://192.0.0.192/opc/v1/instance/",
    "https://metadata.google.internal/computeMetadata/v1/",
    "https://metadata.google.internal./computeMetadata/v1/",
    "https://metadata.goog/",
    "https://metadata/",
    // loopback, in every spelling
    "https://127.0.0.1:3990/",
    "https://127.1/",
    "https://127.0.0.1./",
    "https://2130706433/",
    "https://017700000001/",
    "https://0177.0.0.1/",
    "https://0x7f.0.0.1/",
    "https://0x7f000001/",
    "https://0x7f.1/",
    "https://%31%32%37.0.0.1/",
    "https://[::1]/",
    "https://[0:0:0:0:0:0:0:1]/",
    "https://[::ffff:127.0.0.1]/",
    "https://[::ffff:7f00:1]/",
    "https://[0:0:0:0:0:ffff:7f00:1]/",
    "https://[::127.0.0.1]/",
    "https://[::ffff:0:127.0.0.1]/",
    "https://[64:ff9b::127.0.0.1]/",
    "https://[64:ff9b::a9fe:a9fe]/", // NAT64 of 169.254.169.254
    "https://[2002:7f00:1::]/", // 6to4 of 127.0.0.1
    "https://[2002:a00:1::1]/", // 6to4 of 10.0.0.1
    "https://localhost:5432/",
    "https://LOCALHOST/",
    "https://localhost./",
    "https://api.localhost/",
    // unspecified, private, shared, link-local, benchmarking, multicast, reserved, broadcast
    "https://0.0.0.0/",
    "https://0/",
    "https://0.1.2.3/",
    "https://[::]/",
    "https://10.0.0.1/",
    "https://167772161/", // 10.0.0.1
    "https://172.16.0.1/",
    "https://172.31.255.255/",
    "https://192.168.1.1/",
    "https://[::ffff:192.168.1.1]/",
    "https://100.64.0.1/",
    "https://100.127.255.255/",
    "https://169.254.1.1/",
    "https://198.18.0.1/",
    "https://198.19.255.255/",
    "https://192.0.2.1/",
    "https://224.0.0.1/",
    "https://239.255.255.250/",
    "https://240.0.0.1/",
    "https://255.255.255.255/",
    "https://4294967295/",
    "https://[fc00::1]/",
    "https://[fdff:ffff::1]/",
    "https://[fe80::1]/",
    "https://[febf::1]/",
    "https://[fec0::1]/",
    "https://[ff02::1]/",
    "https://[64:ff9b:1::1]/",
    "https://[2001::1]/", // Teredo
    "https://[2001:db8::1]/",
    "https://[100::1]/",
    // internal names
    "https://postgres:5432/",
    "https://db.internal/",
    "https://printer.local/",
    "https://router.home.arpa/",
    "https://kubernetes.default.svc/",
    "https://intranet.corp/",
  ];
  it.each(refused)("%s", (url) => {
    expect(outboundTarget(url, strict)).toEqual({ ok: false, problem: "private" });
    // the same URL over http is refused too (outside production: by its address)
    expect(outboundTarget(url.replace("https:", "http:"), { httpsOnly: false, allowPrivate: false })).toEqual({ ok: false, problem: "private" });
  });

  it("accepts public addresses and names (a name is then resolved and each address checked by the server)", () => {
    for (const url of [
      "https://hooks.slack.com/services/T/B/X",
      "https://example.com/hook",
      "https://93.184.216.34/hook",
      "https://1.1.1.1/",
      "https://172.32.0.1/",
      "https://100.128.0.1/",
      "https://192.169.0.1/",
      "https://[2606:4700:4700::1111]/",
      "https://[::ffff:8.8.8.8]/",
      "https://[64:ff9b::8.8.8.8]/",
      "https://[2001:4860:4860::8888]/",
    ]) {
      expect(outboundTarget(url, strict).ok, url).toBe(true);
    }
    expect(outboundTarget("https://2130706433:8443/x", { httpsOnly: true, allowPrivate: true })).toMatchObject({ ok: true, host: { kind: "ip", address: "127.0.0.1", family: 4 } });
    expect(outboundTarget("https://[::1]/", { httpsOnly: true, allowPrivate: true })).toMatchObject({ ok: true, host: { kind: "ip", address: "::1", family: 6 } });
    expect(outboundTarget("https://Example.COM./x", strict)).toMatchObject({ ok: true, host: { kind: "name", name: "example.com" } });
  });

  it("https only in production; http elsewhere; nothing but http(s) anywhere", () => {
    expect(outboundTarget("http://example.com/hook", strict)).toEqual({ ok: false, problem: "scheme" });
    expect(outboundTarget("http://example.com/hook", { httpsOnly: false, allowPrivate: false }).ok).toBe(true);
    for (const url of ["ftp://example.com/", "file:///etc/passwd", "gopher://example.com/", "javascript:alert(1)"]) {
      expect(outboundTarget(url, { httpsOnly: false, allowPrivate: true })).toEqual({ ok: false, problem: "scheme" });
    }
    expect(outboundTarget("not a url", strict)).toEqual({ ok: false, problem: "invalid" });
    expect(outboundTarget("https://[fe80::1%25eth0]/", strict)).toEqual({ ok: false, problem: "invalid" });
  });
});

describe("addresses as DNS answers them", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.1.2.3", "private"],
    ["172.20.0.1", "private"],
    ["192.168.0.10", "private"],
    ["100.64.0.1", "shared"],
    ["169.254.169.254", "link-local"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.251", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["250.1.1.1", "reserved"],
    ["198.18.5.5", "benchmarking"],
    ["203.0.113.9", "documentation"],
    ["8.8.8.8", "public"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:8.8.8.8", "public"],
    ["fd12:3456::1", "unique-local"],
    ["fe80::abcd", "link-local"],
    ["ff05::2", "multicast"],
    ["2606:4700::1", "public"],
    ["[::1]", "loopback"],
  ])("%s is %s", (address, cls) => {
    expect(addressClass(address)).toBe(cls);
  });

  it("a name is not an address", () => {
    expect(addressClass("example.com")).toBeNull();
    expect(addressClass("1.2.3.4.5")).toBeNull();
    expect(addressClass("fe80::1%eth0")).toBeNull();
  });
});

describe("parsers", () => {
  it("reads IPv4 as URLs do", () => {
    expect(ipv4Of("2130706433")).toEqual([127, 0, 0, 1]);
    expect(ipv4Of("0177.0.0.1")).toEqual([127, 0, 0, 1]);
    expect(ipv4Of("0x7f.1")).toEqual([127, 0, 0, 1]);
    expect(ipv4Of("127.1")).toEqual([127, 0, 0, 1]);
    expect(ipv4Of("10.0.1")).toEqual([10, 0, 0, 1]);
    expect(ipv4Of("1.2.3.4.")).toEqual([1, 2, 3, 4]);
    expect(ipv4Of("4294967296")).toBeNull();
    expect(ipv4Of("256.0.0.1")).toBeNull();
    expect(ipv4Of("08.0.0.1")).toBeNull();
    expect(ipv4Of("example.com")).toBeNull();
    expect(ipv4Of("")).toBeNull();
  });

  it("reads IPv6 with ::, an IPv4 tail and brackets", () => {
    expect(ipv6Of("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Of("[::ffff:127.0.0.1]")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Of("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Of("1::")).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Of("1:2:3:4:5:6:7:8:9")).toBeNull();
    expect(ipv6Of("1::2::3")).toBeNull();
    expect(ipv6Of("12345::")).toBeNull();
    expect(ipv6Of("1:2:3:4:5:6:7::8")).toBeNull();
    expect(ipv6Of("127.0.0.1")).toBeNull();
  });

  it("internal names", () => {
    for (const n of ["localhost", "LocalHost.", "a.localhost", "metadata", "metadata.google.internal", "x.local", "nas.home.arpa", "1.0.0.127.in-addr.arpa", "metadata.goog"]) {
      expect(isInternalName(n), n).toBe(true);
    }
    for (const n of ["hooks.slack.com", "example.com", "internal.example.com", "local.example.org"]) expect(isInternalName(n), n).toBe(false);
  });
});
