export { auth, handlers, signIn, signOut } from "./config";
export { getUser, requireApiUser, requireUser, safeNext, type Player, type SessionUser } from "./session";
