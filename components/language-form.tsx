import { LOCALE_NAMES, LOCALES, type RequestLocale } from "@/lib/i18n/locales";

type FormProps = { id: string; className?: string; locale: RequestLocale; label: string; submit: string };

/**
 * A plain form (works without JavaScript): a list of languages, each named in itself, and a
 * button. `action` is the server action on App Router pages, and POST /api/locale on the landing
 * without JavaScript (pages/landing.tsx), where no server action can be rendered.
 */
export function LanguageForm({ id, className = "", locale, label, submit, action }: FormProps & { action: string | ((form: FormData) => Promise<void>) }) {
  return (
    <form action={action} method={typeof action === "string" ? "post" : undefined} className={`flex flex-wrap items-center gap-2 ${className}`} data-testid="language-picker">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name="locale" defaultValue={locale} className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm">
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
        {submit}
      </button>
    </form>
  );
}
