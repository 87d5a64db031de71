/**
 * The README promises Node 20 (package.json `engines`): every package the lock file installs must accept the
 * lowest Node that promise allows, or `npm install` warns EBADENGINE (cookie 2 needs Node 22: it is
 * overridden to cookie 1.1, which has the same parseCookie/stringifySetCookie API, in package.json).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Version = [number, number, number];

function parse(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, "")
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** One comparator of an npm range ("^20.19.0", ">=22", "20", "~0.7.2", ">= 0.6", "*"). */
function satisfiesOne(version: Version, comparator: string): boolean {
  const c = comparator.trim();
  if (c === "" || c === "*" || c === "x") return true;
  const m = /^(>=|<=|>|<|\^|~|=)?\s*v?([\d.x*]+)$/.exec(c);
  if (!m) throw new Error(`Unknown engine range part: ${comparator}`);
  const op = m[1] ?? "";
  const parts = m[2]!.split(".").filter((p) => p !== "x" && p !== "*");
  const base = parse(parts.join("."));
  const cmp = compare(version, base);
  switch (op) {
    case ">=":
      return cmp >= 0;
    case ">":
      return cmp > 0;
    case "<=":
      return cmp <= 0;
    case "<":
      return cmp < 0;
    case "^":
      return cmp >= 0 && (base[0] > 0 ? version[0] === base[0] : version[0] === 0 && version[1] === base[1]);
    case "~":
      return cmp >= 0 && version[0] === base[0] && version[1] === base[1];
    default:
      // "20" or "20.19": that major (and minor) at any later version; "1.2.3": exactly it.
      if (parts.length === 3) return cmp === 0;
      return version[0] === base[0] && (parts.length < 2 || version[1] === base[1]);
  }
}

function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, "$1")
      .split(/\s+/)
      .every((comparator) => satisfiesOne(v, comparator)),
  );
}

describe("Node engines of installed packages", () => {
  it("reads ranges the way npm does", () => {
    expect(satisfies("20.19.0", "^20.19.0 || >=22.12.0")).toBe(true);
    expect(satisfies("20.18.0", "^20.19.0 || >=22.12.0")).toBe(false);
    expect(satisfies("20.19.0", ">=22")).toBe(false);
    expect(satisfies("20.19.0", "18 || 20 || >=22")).toBe(true);
    expect(satisfies("20.19.0", ">= 0.6")).toBe(true);
    expect(satisfies("20.19.0", "^20.12||^22||>=24")).toBe(true);
  });

  it("every package in the lock file accepts the lowest Node the project promises", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
    const lowest = /(\d+(?:\.\d+){0,2})/.exec(pkg.engines.node)?.[1];
    expect(lowest, "package.json engines.node names a version").toBeTruthy();
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, { version?: string; optional?: boolean; os?: string[]; cpu?: string[]; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      // Optional platform builds for other systems are never installed here.
      .filter(([, entry]) => !(entry.optional && ((entry.os && !entry.os.includes(process.platform)) || (entry.cpu && !entry.cpu.includes(process.arch)))))
      .filter(([, entry]) => !satisfies(lowest!, (entry.engines as { node: string }).node))
      .map(([name, entry]) => `${name}@${entry.version}: node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
