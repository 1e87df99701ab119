// The card gallery (/cards), rendered by calling the page as Next.js would, in French: every card of
// the chosen set is there under its French name with its French ability, and the copies it lists add
// up to the catalogue's deck. Unknown query values fall back to every card, never an error.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));
// The reader: a French cookie, no Accept-Language (requestLocale reads both).
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "neva-locale" ? { name, value: "fr" } : undefined), has: () => false }),
  headers: async () => new Headers(),
}));

import CardsPage from "@/app/cards/page";
import { cardCounts, catalogueCards, CARD_SETS } from "@/lib/engine/catalogue";
import { abilityText, abilityTextIn } from "@/lib/words/abilities";
import { LOCALES } from "@/lib/i18n/locales";
import translated from "@/lib/words/abilities.translated.json";
import { cardNameFor } from "@/lib/words/cards";

const render = async (query: Record<string, string | string[]>) => renderToStaticMarkup(await CardsPage({ searchParams: Promise.resolve(query) }));
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const shown = (html: string) => [...html.matchAll(/data-card="([^"]+)" data-count="(\d+)"/g)].map((m) => ({ id: m[1], count: Number(m[2]) }));

describe("/cards", () => {
  it("shows every card of the 1st edition's base game in French, its copies adding up to the deck", async () => {
    const html = await render({ set: "base" });
    const cards = catalogueCards().filter((c) => c.set === "base");
    expect(shown(html).map((c) => c.id)).toEqual(cards.map((c) => c.id));
    for (const card of cards) {
      expect(html).toContain(escape(cardNameFor(card.id, "first", "fr")));
      expect(html).toContain(escape(abilityTextIn(card, "fr") ?? "Aucun pouvoir en dehors de son revenu."));
    }
    expect(html).toContain("Les cartes");
    const deck = [...cardCounts([], "first").values()].reduce((a, b) => a + b, 0);
    expect(shown(html).reduce((n, c) => n + c.count, 0)).toBe(deck);
  });

  it("adds up to the 2nd edition's deck with its Market", async () => {
    const html = await render({ edition: "second" });
    const deck = [...cardCounts(["market"], "second").values()].reduce((a, b) => a + b, 0);
    expect(shown(html).reduce((n, c) => n + c.count, 0)).toBe(deck);
  });

  it("shows every set for values it does not know", async () => {
    for (const query of [{ set: "<script>" }, { edition: "third", set: ["nope", "base"] }, {}]) {
      const html = await render(query as Record<string, string>);
      for (const set of CARD_SETS) expect(html).toContain(`data-set="${set}"`);
    }
  });

  it("says every card's ability in every language, each translation marked as such", () => {
    const withAbility = catalogueCards().filter((card) => abilityText(card));
    expect(withAbility.length).toBeGreaterThan(50);
    for (const card of withAbility) {
      expect((translated as Record<string, { source: string }>)[`${card.set}/${card.id}`]?.source, card.id).toBe("translated");
      for (const locale of LOCALES.filter((l) => l !== "en")) {
        const text = abilityTextIn(card, locale);
        expect(text, `${locale} ${card.set}/${card.id}`).toBeTruthy();
        expect(text, `${locale} ${card.set}/${card.id}`).not.toBe(abilityText(card));
      }
    }
  });
});
