import { CardGallery } from "@/components/cards/card-gallery";
import { parseGalleryFilter } from "@/components/cards/gallery-filter";
import { requestLocale, serverTranslator } from "@/lib/i18n/server";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { titled } from "@/lib/i18n/metadata";

export const generateMetadata = titled("cards");

export default async function CardsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, locale, t, table] = await Promise.all([searchParams, requestLocale(), serverTranslator("cardGallery"), serverTranslator("table")]);
  // The pseudo-locale's messages are English with accents; card names and texts stay English in it.
  return <CardGallery filter={parseGalleryFilter(params)} locale={locale === "en-XA" ? DEFAULT_LOCALE : locale} t={t} table={table} />;
}
