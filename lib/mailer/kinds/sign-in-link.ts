// sign_in: the sign-in link (lib/mail/sign-in.ts queues it), while it still works.
import { renderSignInEmail } from "@/emails/sign-in-link";
import { isLocale, namedLocale } from "@/lib/i18n/locales";
import { StaleMail, type Composer } from "../composer";
import { localeOf } from "../recipient";

export const composeSignIn: Composer = async ({ row, payload, to, preferencesUrl }) => {
  const url = String(payload.url ?? "");
  if (!url) throw new StaleMail("the sign-in link is no longer stored");
  const lifetimeMs = Number(payload.expiresInHours ?? 24) * 3600_000;
  if (Date.now() - row.createdAt.getTime() > lifetimeMs) throw new StaleMail("the sign-in link has expired");
  // The language of the page the link was asked for from wins: the reader is there now. Else the
  // one the request named (its cookie, else Accept-Language), else the address's stored one.
  const asked = typeof payload.asked === "object" ? (payload.asked as { cookie?: unknown; acceptLanguage?: unknown }) : null;
  const locale = isLocale(payload.locale) ? payload.locale : (namedLocale(asked) ?? (await localeOf(to)));
  const expiresInHours = Number(payload.expiresInHours ?? 24);
  return renderSignInEmail({ locale, url, host: new URL(url).host, expiresInHours, preferencesUrl });
};
