/**
 * Where an outbound request made for a user (a webhook, a Slack incoming webhook) may go: a public address
 * on the internet, never this machine, its network or a cloud metadata service. Pure: it classifies IP
 * addresses and host names; resolving names and connecting belong to the server (src/server/net), which
 * checks every address a name resolves to with `addressClass` and connects to a checked address only.
 *
 * Every spelling of an address is recognised: URL parsing already turns the decimal, octal and hex IPv4
 * forms (`2130706433`, `0177.0.0.1`, `0x7f.1`) into dotted decimal, and `ipv4Of` reads them too, so a
 * string that is not a URL host is read the same way; IPv6 addresses that carry an IPv4 address
 * (IPv4-mapped `::ffff:127.0.0.1`, IPv4-compatible, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) are judged by
 * the IPv4 address they carry.
 */

/** Why an address is not public (or "public"). */
export type AddressClass =
  "public" | "unspecified" | "loopback" | "private" | "link-local" | "shared" | "multicast" | "broadcast" | "benchmarking" | "documentation" | "unique-local" | "reserved";

/** One IPv4 range: its first address's four bytes and prefix length, and what it is. */
type V4Range = [a: number, b: number, c: number, d: number, prefix: number, cls: AddressClass];

/** The IPv4 special-purpose ranges that are not reachable on the internet (RFC 6890 and successors). */
const V4_RANGES: readonly V4Range[] = [
  [0, 0, 0, 0, 8, "unspecified"], // "this network": 0.0.0.0 reaches this host on most systems
  [10, 0, 0, 0, 8, "private"],
  [100, 64, 0, 0, 10, "shared"], // carrier-grade NAT (and cloud metadata such as 100.100.100.200)
  [127, 0, 0, 0, 8, "loopback"],
  [169, 254, 0, 0, 16, "link-local"], // cloud metadata 169.254.169.254
  [172, 16, 0, 0, 12, "private"],
  [192, 0, 0, 0, 24, "reserved"], // IETF protocol assignments (Oracle's metadata 192.0.0.192)
  [192, 0, 2, 0, 24, "documentation"],
  [192, 88, 99, 0, 24, "reserved"], // 6to4 relay anycast (deprecated)
  [192, 168, 0, 0, 16, "private"],
  [198, 18, 0, 0, 15, "benchmarking"],
  [198, 51, 100, 0, 24, "documentation"],
  [203, 0, 113, 0, 24, "documentation"],
  [224, 0, 0, 0, 4, "multicast"],
  [255, 255, 255, 255, 32, "broadcast"],
  [240, 0, 0, 0, 4, "reserved"],
];

const v4Number = (b: readonly number[]): number => ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;

/** The class of an IPv4 address given as four bytes. */
export function ipv4Class(bytes: readonly number[]): AddressClass {
  const n = v4Number(bytes);
  for (const [a, b, c, d, prefix, cls] of V4_RANGES) {
    const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
    if ((n & mask) >>> 0 === (v4Number([a, b, c, d]) & mask) >>> 0) return cls;
  }
  return "public";
}

/** One number of an IPv4 host as URLs read it: decimal, octal with a leading 0, hex with 0x; null otherwise. */
function ipv4Part(s: string): number | null {
  if (s === "") return null;
  if (/^0[xX][0-9a-fA-F]*$/.test(s)) return s.length === 2 ? 0 : parseInt(s.slice(2), 16);
  if (/^0[0-7]+$/.test(s)) return parseInt(s.slice(1), 8);
  if (/^(0|[1-9][0-9]*)$/.test(s)) return Number(s);
  return null;
}

/**
 * The four bytes of an IPv4 address in any spelling URLs accept (WHATWG URL "IPv4 parser"): one to four
 * parts, each decimal, octal (leading 0) or hex (0x), the last filling the remaining bytes
 * (`2130706433`, `0177.1`, `0x7f.0.0.1`), one trailing dot allowed; null when it is not one.
 */
export function ipv4Of(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
  if (parts.length < 1 || parts.length > 4) return null;
  const nums = parts.map(ipv4Part);
  if (nums.some((n) => n === null || !Number.isFinite(n))) return null;
  const values = nums as number[];
  const last = values.pop()!;
  if (values.some((v) => v > 255)) return null;
  if (last >= 256 ** (4 - values.length)) return null;
  const bytes = [...values];
  for (let i = 4 - values.length - 1; i >= 0; i--) bytes.push(Math.floor(last / 256 ** i) % 256);
  return bytes;
}

/** The eight 16-bit groups of an IPv6 address (brackets allowed, a zone index is not); null when it is not one. */
export function ipv6Of(input: string): number[] | null {
  let s = input;
  if (s.startsWith("[") && s.endsWith("]")) s = s.slice(1, -1);
  if (!s.includes(":") || s.includes("%")) return null;
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i];
      if (i === pieces.length - 1 && p.includes(".")) {
        if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(p)) return null;
        const b = p.split(".").map(Number);
        if (b.some((x) => x > 255)) return null;
        out.push((b[0] << 8) | b[1], (b[2] << 8) | b[3]);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(p)) out.push(parseInt(p, 16));
      else return null;
    }
    return out;
  };
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const fill = 8 - head.length - tail.length;
  if (fill < 1) return null;
  return [...head, ...new Array<number>(fill).fill(0), ...tail];
}

const embeddedV4 = (hi: number, lo: number): number[] => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];

/** The class of an IPv6 address given as eight groups; one that carries an IPv4 address is judged by it. */
export function ipv6Class(g: readonly number[]): AddressClass {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return "unspecified";
  if (zeroUpTo(7) && g[7] === 1) return "loopback";
  // ::ffff:a.b.c.d (IPv4-mapped), ::ffff:0:a.b.c.d (IPv4-translated), ::a.b.c.d (IPv4-compatible)
  if (zeroUpTo(5) && g[5] === 0xffff) return ipv4Class(embeddedV4(g[6], g[7]));
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return ipv4Class(embeddedV4(g[6], g[7]));
  if (zeroUpTo(6)) return ipv4Class(embeddedV4(g[6], g[7]));
  // NAT64: the well-known prefix carries the IPv4 address; the local-use one is a private network's own
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return ipv4Class(embeddedV4(g[6], g[7]));
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return "reserved";
  // 6to4: 2002:AABB:CCDD::/48 reaches the IPv4 address AA.BB.CC.DD
  if (g[0] === 0x2002) return ipv4Class(embeddedV4(g[1], g[2]));
  if ((g[0] & 0xfe00) === 0xfc00) return "unique-local"; // fc00::/7 (AWS metadata fd00:ec2::254)
  if ((g[0] & 0xffc0) === 0xfe80) return "link-local"; // fe80::/10
  if ((g[0] & 0xffc0) === 0xfec0) return "private"; // fec0::/10, site-local (deprecated)
  if ((g[0] & 0xff00) === 0xff00) return "multicast"; // ff00::/8
  if (g[0] === 0x2001 && g[1] === 0x0db8) return "documentation"; // 2001:db8::/32
  if (g[0] === 0x3fff && (g[1] & 0xf000) === 0) return "documentation"; // 3fff::/20
  // 2001::/23: IETF protocol assignments (Teredo 2001::/32 tunnels to an obfuscated IPv4, benchmarking, ORCHID)
  if (g[0] === 0x2001 && g[1] < 0x0200) return "reserved";
  // only global unicast 2000::/3 is on the internet (100::/64 discard, everything else unassigned)
  if ((g[0] & 0xe000) !== 0x2000) return "reserved";
  return "public";
}

/** The class of an IP address in any spelling (IPv4 as URLs read it, IPv6 with or without brackets); null when it is not an IP address. */
export function addressClass(address: string): AddressClass | null {
  const v6 = ipv6Of(address);
  if (v6) return ipv6Class(v6);
  const v4 = ipv4Of(address);
  return v4 ? ipv4Class(v4) : null;
}

/**
 * Names that reach this machine, the local network or a cloud provider's metadata service without asking
 * public DNS (or that public DNS never answers): `localhost`, single-label names (`postgres`, `metadata`),
 * and the suffixes reserved for private use (`.internal`, `.local`, `.home.arpa`…).
 */
const INTERNAL_SUFFIXES = ["localhost", "local", "localdomain", "internal", "intranet", "private", "corp", "home", "lan", "home.arpa", "arpa", "svc"];
const INTERNAL_NAMES = ["metadata.goog"];

/** Whether a host name (not an IP address) is internal by its name alone; a trailing dot is ignored. */
export function isInternalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.+$/, "");
  if (!name.includes(".")) return true;
  if (INTERNAL_NAMES.includes(name)) return true;
  return INTERNAL_SUFFIXES.some((s) => name === s || name.endsWith(`.${s}`));
}

/** A URL's host as it is connected to: an IP address (IPv6 without brackets) or a name to resolve. */
export type UrlHost = { kind: "ip"; address: string; family: 4 | 6 } | { kind: "name"; name: string };

/** Why an outbound URL is refused before anything is resolved. */
export type TargetProblem = "invalid" | "scheme" | "private";

/**
 * Checks an outbound URL as far as it can be checked without DNS: it parses as http(s) (https only when
 * `httpsOnly`), and its host is neither a non-public IP address in any spelling nor an internal name
 * (unless `allowPrivate`, an on-premise install reaching its own network). A name host still has to be
 * resolved, and every address it resolves to checked with `addressClass`.
 */
export function outboundTarget(url: string, o: { httpsOnly: boolean; allowPrivate: boolean }): { ok: true; url: URL; host: UrlHost } | { ok: false; problem: TargetProblem } {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return { ok: false, problem: "invalid" };
  }
  if (u.protocol !== "https:" && (o.httpsOnly || u.protocol !== "http:")) return { ok: false, problem: "scheme" };
  if (!u.hostname) return { ok: false, problem: "invalid" };
  const v6 = ipv6Of(u.hostname);
  const v4 = v6 ? null : ipv4Of(u.hostname);
  const host: UrlHost = v6
    ? { kind: "ip", address: u.hostname.replace(/^\[|\]$/g, ""), family: 6 }
    : v4
      ? { kind: "ip", address: v4.join("."), family: 4 }
      : { kind: "name", name: u.hostname.replace(/\.+$/, "") };
  if (!o.allowPrivate) {
    const internal = host.kind === "ip" ? (v6 ? ipv6Class(v6) : ipv4Class(v4!)) !== "public" : isInternalName(host.name);
    if (internal) return { ok: false, problem: "private" };
  }
  return { ok: true, url: u, host };
}
