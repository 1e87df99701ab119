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
import { ServiceWorker } from "@/components/push/service-worker";
import { TimeZoneCookie } from "@/components/time-zone-cookie";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverTranslator("meta");
  return { title: t("title"), description: t("description") };
}

// Issue 39: the theme colour of the installed app (app/manifest.ts).
export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1f5f8b" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  const [user, locale, t, nav] = await Promise.all([getUser(), requestLocale(), serverTranslator("common"), serverTranslator("nav")]);
  const turns = user ? await turnCount(user) : 0;
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-neva-50 font-sans text-neva-900 antialiased">
        <a
          href="#main"
          className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
        >
          {t("skipToContent")}
        </a>
        <header className="border-b border-neva-100 bg-white">
          {/* One line on a 390 px phone (issue 34): the name, your games, and a menu with the rest. */}
          <nav aria-label={nav("main")} className="mx-auto flex max-w-5xl items-center gap-x-3 px-3 py-1 sm:flex-wrap sm:gap-x-4 sm:gap-y-2 sm:px-4 sm:py-2">
            <Link href="/" className="text-xl font-bold tracking-tight text-neva-700">
              Neva
            </Link>
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
              <div className="ml-auto flex items-center gap-3 text-sm">
                {/* A newcomer's phone fetches only the page it asked for: prefetching the doors around it
                    would compete with its first load (issue 38); so do the footer's links on every page. */}
                <Link href="/players" prefetch={false} className="underline-offset-4 hover:underline" data-testid="nav-players">
                  {nav("players")}
                </Link>
                <Link href="/signin" prefetch={false} className="rounded-md bg-neva-600 px-3 py-1.5 font-semibold text-white hover:bg-neva-700">
                  {nav("signIn")}
                </Link>
              </div>
            )}
          </nav>
        </header>
        {/* A game table ([data-wide]) uses the whole width and height of a laptop screen. */}
        <main id="main" className="mx-auto max-w-5xl px-4 py-8 has-[[data-wide]]:max-w-screen-2xl has-[[data-wide]]:px-3 has-[[data-wide]]:py-2">
          {/* No words for client components here: each section's layout gives its own (components/client-words.tsx). */}
          {children}
        </main>
        {/* On every page: a reader who cannot read the current language finds the picker at the foot. */}
        {/* Beside a game table on a laptop: one short line, so the table stays within about a screen (issue 34). */}
        <footer aria-label={nav("footer")} className="mx-auto max-w-5xl px-4 pb-8 lg:[body:has([data-wide])_&]:flex lg:[body:has([data-wide])_&]:items-center lg:[body:has([data-wide])_&]:gap-4 lg:[body:has([data-wide])_&]:pb-2">
          <LanguagePicker id="language-footer" />
          <p className="mt-3 text-sm lg:[body:has([data-wide])_&]:mt-0">
            <Link href="/cards" prefetch={false} className="underline-offset-4 hover:underline">
              {nav("cards")}
            </Link>
            {" · "}
            <Link href="/help/keyboard" prefetch={false} className="underline-offset-4 hover:underline">
              {nav("keyboard")}
            </Link>
          </p>
        </footer>
        <ServiceWorker />
        <TimeZoneCookie />
      </body>
    </html>
  );
}
