// Recorded complete games (tests/fixtures/games/*.json, `neva-game/1` records with explicit
// piles and tokens) replay to exactly their recorded summary (*.expected.json). They protect
// old game logs from rule changes: a change that replays an old log differently must bump
// RULES_VERSION instead of silently changing finished games.
//
// To regenerate deliberately (only after a ruling changes the outcome, and with a rules version
// bump), from the repository root:
//   npm run --silent game -- random --players 2 --seed fixture-2p > tests/fixtures/games/2p-default.json
//   npm run --silent game -- random --players 3 --seed fixture-3p > tests/fixtures/games/3p-default.json
//   npm run --silent game -- random --players 4 --seed fixture-4p > tests/fixtures/games/4p-default.json
//   V='{"variants":{"openMoney":true,"openHands":true,"pileContents":true,"pubDuringBuildingPhase":true,"autoPass":true}}'
//   npm run --silent game -- random --players 3 --seed fixture-variants --options "$V" > tests/fixtures/games/3p-all-variants.json
//   npm run --silent game -- random --players 4 --seed fixture-variants-4p-8 --options "$V" > tests/fixtures/games/4p-all-variants-observatory-pub.json
//   NS='{"expansions":["newSociety"]}'
//   npm run --silent game -- random --players 5 --seed f5-2 --options "$NS" > tests/fixtures/games/5p-new-society.json
//   VNS='{"expansions":["newSociety"],"variants":{"openMoney":true,"openHands":true,"pileContents":true,"pubDuringBuildingPhase":true,"autoPass":true}}'
//   npm run --silent game -- random --players 5 --seed v5-7 --options "$VNS" > tests/fixtures/games/5p-new-society-all-variants.json
//   B='{"expansions":["banquet"],"variants":{"autoPass":true}}'
//   npm run --silent game -- random --players 4 --seed b4-1 --options "$B" > tests/fixtures/games/4p-banquet.json
//   NB='{"expansions":["newSociety","banquet"]}'
//   npm run --silent game -- random --players 5 --seed nb5-2 --options "$NB" > tests/fixtures/games/5p-new-society-banquet.json
//   S='{"edition":"second"}'
//   npm run --silent game -- random --players 3 --seed f2nd-3 --options "$S" > tests/fixtures/games/3p-second-edition.json
//   npm run --silent game -- random --players 4 --seed f2nd-4 --options "$S" > tests/fixtures/games/4p-second-edition.json
//   M='{"edition":"second","expansions":["market"]}'
//   npm run --silent game -- random --players 5 --seed fm5-4 --options "$M" > tests/fixtures/games/5p-market.json
//   MV='{"edition":"second","expansions":["market"],"variants":{"openMoney":true,"openHands":true,"pileContents":true,"pubDuringBuildingPhase":true,"autoPass":true}}'
//   npm run --silent game -- random --players 2 --seed fm2-5 --options "$MV" > tests/fixtures/games/2p-market-all-variants.json
//   for f in tests/fixtures/games/*[^d].json; do npm run --silent game -- replay "$f" | python3 -m json.tool > "${f%.json}.expected.json"; done
// (Re-generating the records is only needed if the random player changes; to update expected
// summaries after a deliberate rule change, run the last line alone.)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GameRecordSchema, RULES_VERSION, replayRecord, summarize, type ReplaySummary } from "@/lib/engine";

const DIR = path.resolve(import.meta.dirname, "../fixtures/games");
const records = readdirSync(DIR)
  .filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"))
  .sort();

describe("recorded games replay to their recorded outcome (rules version 1)", () => {
  it("the fixtures are there: 2 to 5 players, with and without every variant, base, New Society, The Banquet, the second edition and the Market", () => {
    expect(RULES_VERSION).toBe(1);
    expect(records).toEqual([
      "2p-default.json",
      "2p-market-all-variants.json",
      "3p-all-variants.json",
      "3p-default.json",
      "3p-second-edition.json",
      "4p-all-variants-observatory-pub.json",
      "4p-banquet.json",
      "4p-default.json",
      "4p-second-edition.json",
      "5p-market.json",
      "5p-new-society-all-variants.json",
      "5p-new-society-banquet.json",
      "5p-new-society.json",
    ]);
  });

  it.each(records)("%s", (file) => {
    const record = GameRecordSchema.parse(JSON.parse(readFileSync(path.join(DIR, file), "utf8")));
    expect("piles" in record.setup && "tokens" in record.setup).toBe(true);
    const expected: ReplaySummary = JSON.parse(readFileSync(path.join(DIR, file.replace(/\.json$/, ".expected.json")), "utf8"));
    const result = replayRecord(record);
    expect(result.ok).toBe(true);
    // Compared as the replay command prints it (JSON).
    expect(JSON.parse(JSON.stringify(summarize(result.state)))).toEqual(expected);
    // The recorded outcome is self-consistent.
    expect(expected.status).toBe("finished");
    for (const f of expected.final ?? []) {
      expect(f.total).toBe(expected.players[f.seat].points + f.aristocrats + f.money + f.hand);
      expect(f.money).toBe(Math.floor(expected.players[f.seat].money / 10));
      // Banquet action cards cost nothing at the end (ruling R32).
      const actionCards = ["away-with-it", "black-market", "golden-donkey", "double-turn", "pickpocket", "jester", "banquet"];
      expect(f.hand).toBe(0 - 5 * expected.players[f.seat].hand.filter((c) => !actionCards.includes(c)).length);
    }
    const best = Math.max(...(expected.final ?? []).map((f) => f.total));
    for (const seat of expected.winners ?? []) expect(expected.final?.[seat].total).toBe(best);
    // The Market's record fields are there exactly with the Market (game-record.md).
    const market = record.options.expansions.includes("market");
    expect("valueTile" in expected && "symbolSupply" in expected).toBe(market);
    for (const p of expected.players) expect("market" in p).toBe(market);
  });

  it("the Market fixtures hold the `symbol` and `upkeep` moves and the market pile and token", () => {
    const moves = ["5p-market.json", "2p-market-all-variants.json"].flatMap((file) => {
      const record = GameRecordSchema.parse(JSON.parse(readFileSync(path.join(DIR, file), "utf8")));
      expect("piles" in record.setup && record.setup.piles.market).toHaveLength(35);
      expect("tokens" in record.setup && record.setup.tokens.market).toBeTypeOf("number");
      return record.moves as { type: string }[];
    });
    expect(moves.some((m) => m.type === "symbol")).toBe(true);
    expect(moves.some((m) => m.type === "upkeep")).toBe(true);
  });
});
