// The table's components at a second-edition Market table, rendered to HTML as the server sends
// them: card names as that edition prints them ("Czar & Carpenter"), and the player panel's
// forecast with the Market's scoring (issue 12).
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { describe, expect, it } from "vitest";
import { viewFor } from "@/lib/engine";
import { CardRow } from "@/components/game/card-row";
import { EditionProvider } from "@/components/game/edition";
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
  });
});
