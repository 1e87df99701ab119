// The sign-in link, in the language of the page the reader asked for it from (lib/mail/sign-in.ts
// reads it off the link's own landing page, /welcome?lang=…).
import { Link, Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { mailWords } from "@/lib/words/mail";
import { ActionButton, EmailFrame, renderEmail, smallStyle, textStyle, wrapStyle } from "./layout";

export type SignInEmailProps = { locale?: Locale; url: string; host: string; expiresInHours: number; preferencesUrl?: string };

export function SignInEmail({ locale, url, host, expiresInHours, preferencesUrl }: SignInEmailProps) {
  const W = mailWords(locale);
  return (
    <EmailFrame locale={locale} preview={W("signIn.preview")} heading={W("signIn.heading")}>
      <Text style={textStyle}>{W("signIn.body", { host, hours: expiresInHours })}</Text>
      <ActionButton href={url}>{W("signIn.button")}</ActionButton>
      <Text style={{ ...smallStyle, ...wrapStyle }}>
        {W("signIn.fallback")}{" "}
        <Link href={url} style={wrapStyle}>
          {url}
        </Link>
      </Text>
      <Text style={smallStyle}>{W("signIn.ignore")}</Text>
      {preferencesUrl ? (
        <Text style={{ ...smallStyle, fontSize: 12 }}>
          {W("signIn.prefs")} <Link href={preferencesUrl}>{W("footerLink")}</Link>
        </Text>
      ) : null}
    </EmailFrame>
  );
}

export function signInSubject(locale?: Locale): string {
  return mailWords(locale)("signIn.subject");
}

export async function renderSignInEmail(props: SignInEmailProps) {
  return renderEmail(signInSubject(props.locale), <SignInEmail {...props} />);
}

export default SignInEmail;
