export { auth, handlers, signIn, signOut } from "./config";
export { safePath } from "./safe-path";
export { getUser, requireApiUser, requireUser, type Player, type SessionUser } from "./session";
