// The cookie that keeps a signed-out reader's choice of language (a signed-in one's is on the user
// row). Here, in the domain and with no imports (client pages read it too), so the domain can keep
// what a request said of its language as data (the sign-in mail, lib/mail/sign-in.ts) and the
// edge (lib/i18n) words it.
export const LOCALE_COOKIE = "neva-locale";
