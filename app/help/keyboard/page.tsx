import Link from "next/link";
import { serverTranslator } from "@/lib/i18n/server";
import { titled } from "@/lib/i18n/metadata";
import { SHORTCUTS } from "@/components/game/shortcut-keys";
import { ShortcutsToggle } from "./shortcuts-toggle";

export const generateMetadata = titled("keyboard");

/** How to play with the keyboard alone and with a screen reader (issue 37): Tab order, the table's keys, what a reader hears. */
export default async function KeyboardHelpPage() {
  const t = await serverTranslator("access");
  return (
    <article className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("help.title")}</h1>
      <p>{t("help.intro")}</p>
      <section aria-labelledby="help-tab" className="flex flex-col gap-2">
        <h2 id="help-tab" className="text-lg font-semibold">
          {t("help.tabTitle")}
        </h2>
        <p>{t("help.tabText")}</p>
      </section>
      <section aria-labelledby="help-keys" className="flex flex-col gap-2">
        <h2 id="help-keys" className="text-lg font-semibold">
          {t("help.keysTitle")}
        </h2>
        <p>{t("help.keysNote")}</p>
        <ShortcutsToggle />
        <table className="w-full max-w-xl border-collapse text-sm" data-testid="shortcut-table">
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-1 pr-3">
                {t("help.key")}
              </th>
              <th scope="col" className="py-1">
                {t("help.action")}
              </th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((s) => (
              <tr key={s.key} className="border-b border-slate-100">
                <td className="py-1 pr-3">
                  <kbd className="rounded border border-slate-400 bg-slate-50 px-1.5 font-mono">{s.key}</kbd>
                </td>
                <td className="py-1">{t(`keys.${s.does}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="help-reader" className="flex flex-col gap-2">
        <h2 id="help-reader" className="text-lg font-semibold">
          {t("help.readerTitle")}
        </h2>
        <p>{t("help.readerText")}</p>
      </section>
      <p>
        <Link href="/" className="underline underline-offset-4">
          {t("help.back")}
        </Link>
      </p>
    </article>
  );
}
