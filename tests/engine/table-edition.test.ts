// The table's components at a second-edition Market table, rendered to HTML as the server sends
// them: card names as that edition prints them ("Czar & Carpenter"), and the player panel's
// forecast with the Market's scoring (issue 12).
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { describe, expect, it } from "vitest";
import { viewFor } from "@/lib/engine";
import type { LegalMove } from "@/lib/engine/legal";
import { CardRow } from "@/components/game/card-row";
import { EditionProvider } from "@/components/game/edition";
import { MoveProvider } from "@/components/game/move-controls";
import { PlayersSection } from "@/components/game/players-section";
import { arrange, give } from "./helpers";
import { secondGame } from "./second-helpers";

function html(edition: "first" | "second", element: ReactElement): string {
  // The components read the catalogue (useTranslations), as under the app's provider: in English.
  const table = createElement(EditionProvider, { edition, children: element });
  return renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: table }));
}

describe("the table at a second-edition Market table", () => {
  const state = arrange(secondGame({ players: 3, market: true }), (s) => {
    give(s, 1, ["czar-and-carpenter"]);
  });
  const view = viewFor(state, 0);

  it("names the Czar & Carpenter as the second edition prints it, on its tile and in a play area", () => {
    const row = html("second", createElement(CardRow, { id: "upper-row", title: "Upper row", cards: ["czar-and-carpenter"], me: view.players[0], moves: [], source: "upper" }));
    expect(row).toContain("Czar &amp; Carpenter");
    expect(row).not.toContain("Czar and Carpenter");
    const players = html("second", createElement(PlayersSection, { view, seat: 0 }));
    expect(players).toContain("Czar &amp; Carpenter");
    expect(players).not.toContain("Czar and Carpenter");
  });

  it("shows what the market scoring will pay in each player's summary", () => {
    const players = html("second", createElement(PlayersSection, { view, seat: 0 }));
    expect(players).toMatch(/Market \+\d+₽/);
    // Points with their number marked, the end estimate in words (no "VP" anywhere).
    expect(players).toMatch(/<span data-testid="points">\d+<\/span>\spoints?/);
    expect(players).toMatch(/(at least )?-?\d+\spoints? if the game ended now/);
    expect(players).not.toContain("VP");
  });
});

describe("a card that offers no move says why, in the reader's language", () => {
  const state = arrange(secondGame({ players: 2 }), (s) => {
    s.players[0].money = 13;
    s.players[0].hand = ["lumberjack", "author", "market"];
    s.players[0].playArea = [{ card: "czar-and-carpenter" }] as typeof s.players[0]["playArea"];
  });
  const view = viewFor(state, 0);
  const me = view.players[0];
  const moves: LegalMove[] = [{ move: { type: "buy", seat: 0, card: "lumberjack", from: "upper", displace: "czar-and-carpenter" }, price: 0 }];
  const row = (locale: "en" | "ru", messages: object) =>
    renderToStaticMarkup(
      createElement(NextIntlClientProvider, {
        locale,
        messages,
        timeZone: "UTC",
        children: createElement(EditionProvider, {
          edition: "second",
          children: createElement(MoveProvider, {
            value: { submit: () => {}, pending: false, chooser: null, setChooser: () => {} },
            children: createElement(CardRow, { id: "upper-row", title: "Upper row", cards: ["theater", "lumberjack"], me, moves, source: "upper", turn: true }),
          }),
        }),
      }),
    );

  it("prices, the full hand and a move's label in English", () => {
    const html = row("en", en);
    expect(html).toContain("Costs 20, you have 13");
    expect(html).toContain("Hand full (3\u00a0cards): cannot take");
    expect(html).toContain("Buy, displacing Czar &amp; Carpenter, for 0\u00a0rubles");
  });

  it("and in Russian", () => {
    const html = row("ru", ru);
    expect(html).toContain("Стоит 20, у вас 13");
    expect(html).toContain("Рука полна");
    expect(html).not.toContain("Costs");
  });
});
