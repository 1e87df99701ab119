import { requestLocale, serverTranslator } from "@/lib/i18n/server";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { chooseLocale } from "./language-actions";

/**
 * A plain form (works without JavaScript): a list of languages, each named in itself, and a
 * button. In the footer of every page and in Settings; `id` keeps two of them on one page apart.
 */
export async function LanguagePicker({ id = "language", className = "" }: { id?: string; className?: string }) {
  const [locale, t] = await Promise.all([requestLocale(), serverTranslator("languagePicker")]);
  return (
    <form action={chooseLocale} className={`flex flex-wrap items-center gap-2 ${className}`} data-testid="language-picker">
      <label htmlFor={id} className="text-sm font-medium">
        {t("label")}
      </label>
      <select id={id} name="locale" defaultValue={locale} className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm">
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
        {t("submit")}
      </button>
    </form>
  );
}
