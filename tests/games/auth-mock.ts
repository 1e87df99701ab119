// Stands in for `@/lib/auth` in route tests: `vi.mock("@/lib/auth", () => import("./auth-mock"))`,
// then `signInAs(user)` / `signOut()`. The real session path is covered by tests/browser/api.spec.ts.
import { ApiError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";

let current: SessionUser | null = null;

export function signInAs(user: SessionUser | null): void {
  current = user;
}

export async function getUser(): Promise<SessionUser | null> {
  return current;
}

export async function requireApiUser(): Promise<SessionUser> {
  if (!current) throw new ApiError(401, "unauthenticated", "Sign in to do this.");
  return current;
}

export async function requireUser(): Promise<SessionUser> {
  if (!current) throw new Error("requireUser called while signed out in a test");
  return current;
}

export { safePath } from "@/lib/auth/safe-path";

export async function auth() {
  return current ? { user: current, expires: new Date(Date.now() + 3600_000).toISOString() } : null;
}
