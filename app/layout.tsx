import type { Metadata, Viewport } from "next";
import Link from "next/link";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { requestLocale, serverTranslator } from "@/lib/i18n/server";
import { signOutAction } from "@/app/account/actions";
import { LanguagePicker } from "@/components/language-picker";
import { getUser } from "@/lib/auth/session";
import { turnCount } from "@/lib/games/dashboard";
import { AwayBanner } from "@/components/absence/away-banner";
import { SiteMenu } from "@/components/site-menu";
import { BODY_CLASS, THEME_COLOUR, SiteFooter, SiteHeader, SignedOutDoors, SkipLink } from "@/components/site/header";
import { ServiceWorker } from "@/components/push/service-worker";
import { TimeZoneCookie } from "@/components/time-zone-cookie";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("meta");
  return { title: t("title"), description: t("description") };
}

// Issue 39: the theme colour of the installed app (app/manifest.ts).
export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: THEME_COLOUR };

export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  const [user, locale, t, nav] = await Promise.all([getUser(), requestLocale(), serverTranslator("common"), serverTranslator("nav")]);
  const turns = user ? await turnCount(user) : 0;
  return (
    <html lang={locale}>
      <body className={BODY_CLASS}>
        <SkipLink label={t("skipToContent")} />
        <SiteHeader label={nav("main")} signedIn={!!user}>
          {user ? (
            <>
              {/* Named by what they hold (issue 27): the games and whose turn, their history, the settings. */}
              <Link href="/" className="ml-auto text-sm underline-offset-4 hover:underline" data-testid="nav-your-games">
                {nav("yourGames")}
                {turns > 0 && (
                  <span className="ml-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="nav-turns">
                    {/* On a phone the count alone (the words stay for screen readers). */}
                    <span aria-hidden="true" className="sm:hidden before:content-[attr(data-n)]" data-n={turns} />
                    <span className="max-sm:sr-only">{nav("yourTurn", { n: turns })}</span>
                  </span>
                )}
              </Link>
              <SiteMenu label={nav("menu")}>
                <AwayBanner userId={user.id} />
                <Link href="/lobby" className="underline-offset-4 hover:underline">
                  {nav("lobby")}
                </Link>
                <Link href="/players" className="underline-offset-4 hover:underline" data-testid="nav-players">
                  {nav("players")}
                </Link>
                {user.guest ? (
                  // Issue 38: a guest has no history page, settings or address to sign out of; its
                  // door is signing in, which keeps its practice games (lib/guests/adopt.ts).
                  <Link href="/signin" className="rounded-md bg-neva-600 px-3 py-1.5 text-center font-semibold text-white hover:bg-neva-700" data-testid="nav-guest-sign-in">
                    {nav("signIn")}
                  </Link>
                ) : (
                  <>
                    {user.displayName && (
                      <Link href={`/players/${encodeURIComponent(user.displayName)}`} className="underline-offset-4 hover:underline">
                        {nav("history")}
                      </Link>
                    )}
                    <Link href="/settings" className="underline-offset-4 hover:underline">
                      {nav("settings")}
                    </Link>
                    <Link href="/settings" translate="no" className="font-medium underline-offset-4 hover:underline" data-testid="current-user">
                      {user.displayName ?? user.email}
                    </Link>
                    <form action={signOutAction}>
                      <button type="submit" className="w-full rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-50 sm:w-auto">
                        {nav("signOut")}
                      </button>
                    </form>
                  </>
                )}
                {/* In the phone's menu only: on a wider screen the header stays one line (issue 34), and the
                    footer and the table's own "Keyboard shortcuts" link lead there. */}
                <Link href="/help/keyboard" className="underline-offset-4 hover:underline sm:hidden" data-testid="nav-keyboard">
                  {nav("keyboard")}
                </Link>
              </SiteMenu>
            </>
          ) : (
            <SignedOutDoors players={nav("players")} signIn={nav("signIn")} />
          )}
        </SiteHeader>
        {/* A game table ([data-wide]) uses the whole width and height of a laptop screen. */}
        <main id="main" className="mx-auto max-w-5xl px-4 py-8 has-[[data-wide]]:max-w-screen-2xl has-[[data-wide]]:px-3 has-[[data-wide]]:py-2">
          {/* No words for client components here: each section's layout gives its own (components/client-words.tsx). */}
          {children}
        </main>
        <SiteFooter label={nav("footer")} picker={<LanguagePicker id="language-footer" />} cards={nav("cards")} keyboard={nav("keyboard")} />
        <ServiceWorker />
        <TimeZoneCookie />
      </body>
    </html>
  );
}
