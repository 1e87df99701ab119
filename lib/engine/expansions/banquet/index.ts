// The Banquet (first edition) as one unit: its action cards (a turn move, and the Pickpocket's
// decision as a phase begins, R36), the Jester and Banquet lying on cards (their scoring and their
// loss when the card leaves play, R14, R33), and its view and summary fields. Its Czar – Superstar
// discount is a row of rules.ts, its numbers are CARD_RULES there, its data shapes ./schema.ts;
// the Double Turn's extra actions are the flow's `extraActions` (R13, R35), and its action cards
// cost no hand penalty at the end (R32, scoring.ts).
import { TABLE_RULES } from "../../rules";
import type { Unit } from "../types";
import { actionMove, pickpocketAskers, pickpocketDecision } from "./action-cards";
import { attachmentIncome, loseAttachments, sortedAttachments } from "./attachments";

const atTable = (state: { options: { expansions: readonly string[] } }) => state.options.expansions.includes("banquet");

export const banquet: Unit = {
  name: "banquet",
  table: TABLE_RULES.banquet,
  decisions: [pickpocketDecision],
  turnMoves: [{ rule: actionMove }],
  atPhaseStart: [{ kind: "pickpocket", askers: pickpocketAskers }],
  scoring: { printed: attachmentIncome },
  playArea: { left: loseAttachments },
  view: {
    /** Jesters and Banquets lying on cards of the play area (public). */
    player: (_state, p) => ({ attachments: p.attachments.map((a) => ({ ...a })) }),
  },
  summary: {
    player: (state, p) => (atTable(state) ? { attachments: sortedAttachments(p) } : {}),
  },
};
