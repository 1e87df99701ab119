import type { Metadata, Viewport } from "next";
import Link from "next/link";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { signOutAction } from "@/app/account/actions";
import { getUser } from "@/lib/auth/session";
import "./globals.css";

export const metadata: Metadata = {
  title: "Neva · Saint Petersburg by web",
  description: "Play the board game Saint Petersburg with friends, one move at a time, over days.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  const [user, locale, t] = await Promise.all([getUser(), getLocale(), getTranslations("common")]);
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
          <nav aria-label="Main" className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
            <Link href="/" className="text-xl font-bold tracking-tight text-neva-700">
              Neva
            </Link>
            <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
              {user ? (
                <>
                  <Link href="/lobby" className="underline-offset-4 hover:underline">
                    Lobby
                  </Link>
                  {user.displayName && (
                    <Link href={`/players/${encodeURIComponent(user.displayName)}`} className="underline-offset-4 hover:underline">
                      My games
                    </Link>
                  )}
                  <Link href="/settings" className="font-medium underline-offset-4 hover:underline" data-testid="current-user">
                    {user.displayName ?? user.email}
                  </Link>
                  <form action={signOutAction}>
                    <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
                      Sign out
                    </button>
                  </form>
                </>
              ) : (
                <Link href="/signin" className="rounded-md bg-neva-600 px-3 py-1.5 font-semibold text-white hover:bg-neva-700">
                  Sign in
                </Link>
              )}
            </div>
          </nav>
        </header>
        {/* A game table ([data-wide]) uses the whole width and height of a laptop screen. */}
        <main id="main" className="mx-auto max-w-5xl px-4 py-8 has-[[data-wide]]:max-w-screen-2xl has-[[data-wide]]:px-3 has-[[data-wide]]:py-2">
          <NextIntlClientProvider>{children}</NextIntlClientProvider>
        </main>
      </body>
    </html>
  );
}
