// The words of a push and of a webhook's message (issue 39), in the recipient's language: the
// `push` namespace of the catalogue. A title and a line, short enough for a phone's banner.
import type { Locale } from "@/lib/i18n/locales";
import { namespaceTranslator } from "@/lib/i18n/translate";

export type PushTextKind = "your_turn" | "nudge" | "talk" | "game_over" | "table_full" | "test";

export function pushText(kind: PushTextKind, locale: Locale, values: { game: string; by?: string | null }): { title: string; body: string } {
  const t = namespaceTranslator(locale, "push");
  const by = values.by || "none";
  const game = values.game;
  switch (kind) {
    case "your_turn":
      return { title: t("yourTurnTitle"), body: t("yourTurnBody", { game }) };
    case "nudge":
      return { title: t("nudgeTitle", { by }), body: t("nudgeBody", { game }) };
    case "talk":
      return { title: t("talkTitle", { by }), body: t("talkBody", { game }) };
    case "game_over":
      return { title: t("gameOverTitle"), body: t("gameOverBody", { game }) };
    case "table_full":
      return { title: t("tableFullTitle"), body: t("tableFullBody", { game }) };
    case "test":
      return { title: t("testTitle"), body: t("testBody") };
  }
}
