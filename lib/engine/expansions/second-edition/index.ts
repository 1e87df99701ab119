// The second edition as one unit: its first worker phase, where every turn is a buy and a seat
// that cannot buy is passed over (R20, R37). Its cards are the catalogue's rows of the edition
// (only price, displaced value and name differ for the ids it shares, `cardDef(id, edition)`), its
// Mariinsky Theater a row of rules.ts, its Warehouse limit (R4, R37) part of costs.ts, where the
// displacing it restricts is judged; the Market module is a unit of its own (../market).
import type { Unit } from "../types";
import { mustBuy, passedOver } from "./first-worker-phase";

export const secondEdition: Unit = {
  name: "secondEdition",
  turn: { mustBuy, passedOver },
};
