// Issue 38: the home page of a visitor without a session, sent without a line of JavaScript. proxy.ts
// rewrites `/` here for a browser that holds no session cookie; everyone else gets app/page.tsx.
// Why a Pages Router page: the App Router always sends React and its router (about 470 KB) and
// hydrates the page, which kept a phone's Lighthouse score near 85 however light the page was;
// `unstable_runtimeJS: false` (Next's per-page switch, Pages Router only) sends the HTML and the
// stylesheet alone (docs/guests.md, "Page weight"). Every part works without script: "Play a
// practice game now" and the language picker are plain forms (POST /api/practice, /api/locale),
// the rest are links. The same components as the App Router's pages, in the reader's language.
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { Landing } from "@/components/home/landing";
import { LanguageForm } from "@/components/language-form";
import { SignedOutDoors, SiteFooter, SiteHeader, SkipLink, THEME_COLOUR } from "@/components/site/header";
import { SESSION_COOKIES } from "@/lib/auth/cookies";
import { cookieOf, localeOfHeaders, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/messages";

// `runtime` states the default; without a key Next's own page-config type knows, its generated
// type check (PagesPageConfig, which lacks the unstable_ switch) refuses the object.
export const config = { runtime: "nodejs", unstable_runtimeJS: false };

type Props = { locale: Locale };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) => {
  const headers = new Headers();
  for (const name of ["cookie", "accept-language"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  // Reached by its own address with a session: the reader's home is `/`.
  if (SESSION_COOKIES.some((name) => cookieOf(headers, name))) return { redirect: { destination: "/", permanent: false } };
  return { props: { locale: localeOfHeaders(headers) } };
};

export default function LandingPage({ locale }: Props) {
  const [meta, common, nav, picker] = [translatorFor(locale, "meta"), translatorFor(locale, "common"), translatorFor(locale, "nav"), translatorFor(locale, "languagePicker")];
  return (
    <>
      <Head>
        <title>{meta("title")}</title>
        <meta name="description" content={meta("description")} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      </Head>
      <SkipLink label={common("skipToContent")} />
      <SiteHeader label={nav("main")} signedIn={false}>
        <SignedOutDoors players={nav("players")} signIn={nav("signIn")} />
      </SiteHeader>
      <main id="main" className="mx-auto max-w-5xl px-4 py-8">
        <Landing locale={locale} t={translatorFor(locale, "landing")} bots={translatorFor(locale, "bots")} />
      </main>
      <SiteFooter
        label={nav("footer")}
        picker={<LanguageForm id="language-footer" locale={locale} label={picker("label")} submit={picker("submit")} action="/api/locale" />}
        cards={nav("cards")}
        keyboard={nav("keyboard")}
      />
    </>
  );
}
