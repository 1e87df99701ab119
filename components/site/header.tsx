// The site's header and footer, shared by the App Router's root layout and the landing without
// JavaScript (pages/landing.tsx): synchronous, their words given.
import Link from "next/link";
import type { ReactNode } from "react";

/** Issue 39: the theme colour of the installed app (app/manifest.ts) and of the browser's bar. */
export const THEME_COLOUR = "#1f5f8b";

export const BODY_CLASS = "min-h-screen bg-neva-50 font-sans text-neva-900 antialiased";

/** The first stop of the keyboard: past the header to the page's own content (`<main id="main">`). */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
      {label}
    </a>
  );
}

/**
 * One line on a 390 px phone (issue 34): the name, then what the reader may open. The name leads
 * home; only a signed-in reader's page prefetches it: a signed-out reader's home is the landing
 * without JavaScript (pages/landing.tsx), a whole page load, which a prefetch would only waste.
 */
export function SiteHeader({ label, signedIn, children }: { label: string; signedIn: boolean; children: ReactNode }) {
  return (
    <header className="border-b border-neva-100 bg-white">
      <nav aria-label={label} className="mx-auto flex max-w-5xl items-center gap-x-3 px-3 py-1 sm:flex-wrap sm:gap-x-4 sm:gap-y-2 sm:px-4 sm:py-2">
        <Link href="/" prefetch={signedIn ? null : false} className="text-xl font-bold tracking-tight text-neva-700">
          Neva
        </Link>
        {children}
      </nav>
    </header>
  );
}

/**
 * A signed-out reader's doors. A newcomer's phone fetches only the page it asked for: prefetching
 * the doors around it would compete with its first load (issue 38); so do the footer's links.
 */
export function SignedOutDoors({ players, signIn }: { players: string; signIn: string }) {
  return (
    <div className="ml-auto flex items-center gap-3 text-sm">
      <Link href="/players" prefetch={false} className="underline-offset-4 hover:underline" data-testid="nav-players">
        {players}
      </Link>
      <Link href="/signin" prefetch={false} className="rounded-md bg-neva-600 px-3 py-1.5 font-semibold text-white hover:bg-neva-700">
        {signIn}
      </Link>
    </div>
  );
}

/**
 * On every page: a reader who cannot read the current language finds the picker at the foot.
 * Beside a game table on a laptop: one short line, so the table stays within about a screen (issue 34).
 */
export function SiteFooter({ label, picker, cards, keyboard }: { label: string; picker: ReactNode; cards: string; keyboard: string }) {
  return (
    <footer aria-label={label} className="mx-auto max-w-5xl px-4 pb-8 lg:[body:has([data-wide])_&]:flex lg:[body:has([data-wide])_&]:items-center lg:[body:has([data-wide])_&]:gap-4 lg:[body:has([data-wide])_&]:pb-2">
      {picker}
      <p className="mt-3 text-sm lg:[body:has([data-wide])_&]:mt-0">
        <Link href="/cards" prefetch={false} className="underline-offset-4 hover:underline">
          {cards}
        </Link>
        {" · "}
        <Link href="/help/keyboard" prefetch={false} className="underline-offset-4 hover:underline">
          {keyboard}
        </Link>
      </p>
    </footer>
  );
}
