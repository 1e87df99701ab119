// Where the browser gets the catalogue its client components speak with (issue 38). The root
// layout gives none, so the home page a newcomer lands on carries neither the 80 KB catalogue in
// its HTML nor next-intl's code, which a phone would otherwise parse before the page answers (its
// client parts take their words as props; the error pages fetch theirs, components/lazy-words.ts).
// Every other section of the site gives its client components the whole catalogue, as next-intl
// does when a server component renders its provider without `messages`: each top-level folder of
// app/ has a layout that is ClientWordsLayout (tests/i18n/client-words.test.ts holds every folder
// to it). The home page needs none (app/page.tsx).
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

/** A section's layout: nothing but its words, the whole catalogue for the client components inside. */
export function ClientWordsLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
