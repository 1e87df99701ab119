import { useLocale, useTranslations } from "next-intl";
import type { GameView } from "@/lib/engine/view";
import type { Locale } from "@/lib/i18n/locales";
import { cardNameFor, listOf } from "@/lib/words/cards";

/** Draw pile sizes (and what is left in them with the pile-contents variant), and the discard pile. */
export function Piles({ view }: { view: GameView }) {
  const t = useTranslations("table");
  const locale = useLocale() as Locale;
  const nameOf = (card: string) => cardNameFor(card, view.options.edition, locale);
  const piles = Object.entries(view.piles) as [keyof GameView["piles"], GameView["piles"][keyof GameView["piles"]]][];
  return (
    <section aria-labelledby="piles-title" className="flex flex-col gap-2">
      <h2 id="piles-title" className="text-sm font-semibold">
        {t("piles.title")}
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm" data-testid="piles">
        {piles.map(([name, pile]) => (
          <li key={name} className="rounded-md border border-slate-200 bg-white px-3 py-2">
            {t.rich("piles.size", { pile: t(`pile.${name}`), count: pile.size, name: (chunks) => <span className="font-medium">{chunks}</span> })}
            {pile.contents && Object.keys(pile.contents).length > 0 && (
              <details className="mt-1">
                <summary className="cursor-pointer text-slate-700">{t("piles.whatIsLeft")}</summary>
                <ul className="mt-1">
                  {Object.entries(pile.contents).map(([card, count]) => (
                    <li key={card}>
                      {nameOf(card)} ×{count}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        {view.discardPile.length === 0 ? t("piles.discardEmpty") : t("piles.discard", { cards: listOf(view.discardPile.map(nameOf), locale) })}
      </p>
    </section>
  );
}
