export { auth, handlers, signIn, signOut } from "./config";
export { safePath } from "./safe-path";
export { getUser, requireApiMember, requireApiUser, requireSessionRef, requireUser, type Player, type SessionUser } from "./session";
export type { SessionRef } from "./session-sql";
