// New Society (first edition) as one unit: its cards with a choice (Guild Hall, Trading House,
// Sycophant, Debtor's Prison), the decisions they ask after the building scoring (R26), the disc
// at five players (R24), and its numbers on the table (rules.ts: TABLE_RULES.newSociety, the fifth
// seat, the disc holder's rubles, aristocrats beyond ten). Its counting cards (Coffee House, Mayor,
// Mariinski, Textile Factory) and the Obshchina's discount are rows of rules.ts; its deck is the
// catalogue's (cards.json `deltas`); its data shapes are in ./schema.ts.
import { atDefaultTiming, owns } from "../../cards/types";
import { TABLE_RULES } from "../../rules";
import type { Unit } from "../types";
import { debtorsPrisonMove } from "./debtors-prison";
import { scoreDisc } from "./disc";
import { GUILD_HALL, guildHallDecision, guildHallMove, scoreGuildHall } from "./guild-hall";
import { releaseSycophantMove, SYCOPHANT, sycophantUpkeep } from "./sycophant";
import { TRADING_HOUSE, tradingHouseDecision, tradingHouseMove } from "./trading-house";

export const newSociety: Unit = {
  name: "newSociety",
  table: TABLE_RULES.newSociety,
  decisions: [guildHallDecision, tradingHouseDecision],
  turnMoves: [
    // Listed next to the Observatory: both are building-phase uses instead of an action.
    { rule: debtorsPrisonMove, before: "pub" },
    { rule: tradingHouseMove },
    { rule: guildHallMove },
    { rule: releaseSycophantMove },
  ],
  afterScoring: [
    // Ruling R26: the Guild Hall's split first, then the Trading House, both before the Pub.
    { phase: "building", kind: "guildHall", before: "pub", asked: atDefaultTiming, owner: (p) => owns(p, GUILD_HALL) > 0 },
    { phase: "building", kind: "tradingHouse", before: "pub", asked: atDefaultTiming, owner: (p) => owns(p, TRADING_HOUSE) > 0 },
  ],
  atRoundStart: [scoreDisc],
  scoring: {
    // Ruling R28: the Sycophant's printed −1 is its upkeep, paid by its own hook after all other income.
    ownIncome: [SYCOPHANT],
    hooks: [scoreGuildHall, sycophantUpkeep],
  },
};
