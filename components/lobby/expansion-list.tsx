import { useTranslations } from "next-intl";
import { EXPANSIONS_OF } from "@/lib/engine/rules";
import type { Translator } from "@/lib/i18n/messages";

/** The expansions a table can play with (ruling R23); their names and lines are in messages' `expansions`. */
export const EXPANSIONS = ["newSociety", "banquet", "market"] as const;
export type ExpansionName = (typeof EXPANSIONS)[number];

/** Which expansions each edition plays with: the engine's own list (lib/engine/rules.ts). */
export const EDITION_EXPANSIONS: Record<"first" | "second", readonly ExpansionName[]> = EXPANSIONS_OF;

/** A translator of the root namespace, as serverTranslator() / useTranslations() give one. */
type Words = Translator;

function known(expansions: readonly unknown[]): ExpansionName[] {
  return EXPANSIONS.filter((name) => expansions.includes(name));
}

/** "With New Society and The Banquet", "1st edition base game" or "2nd edition base game": for lists of tables. */
export function expansionsLabel(expansions: readonly unknown[], t: Words, edition: "first" | "second" = "first"): string {
  const on = known(expansions);
  if (on.includes("market")) return t("editions.secondWithMarket");
  if (on.length === 0) return t(edition === "second" ? "editions.secondBase" : "editions.base");
  return t("editions.with", { names: on.map((name) => t(`expansions.${name}`)).join(` ${t("yourGames.and")} `) });
}

/** The expansions a table plays with, each with its line, or that it plays the base game. */
export function ExpansionList({ expansions }: { expansions: readonly unknown[] }) {
  const t = useTranslations("expansions");
  const on = known(expansions);
  if (on.length === 0) return <p className="text-sm text-slate-700" data-testid="expansions">{t("none")}</p>;
  return (
    <div className="text-sm text-slate-700" data-testid="expansions">
      <p>{t("heading")}</p>
      <ul className="list-inside list-disc">
        {on.map((name) => (
          <li key={name}>
            <span className="font-medium">{t(name)}</span>: {t(`${name}Help`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
