import { requestLocale, serverTranslator } from "@/lib/i18n/server";
import { chooseLocale } from "./language-actions";
import { LanguageForm } from "./language-form";

/** In the footer of every App Router page and in Settings; `id` keeps two of them on one page apart. */
export async function LanguagePicker({ id = "language", className = "" }: { id?: string; className?: string }) {
  const [locale, t] = await Promise.all([requestLocale(), serverTranslator("languagePicker")]);
  return <LanguageForm id={id} className={className} locale={locale} label={t("label")} submit={t("submit")} action={chooseLocale} />;
}
