// Issue 10 defect: the first "your turn" mail of a game told a player who had never moved that
// "Nothing has happened since your last move". With nothing to report the mail now says only what
// is true whether or not the player has moved before.
import { describe, expect, it } from "vitest";
import { renderYourTurnEmail } from "@/emails/your-turn";

const base = {
  playerName: "Ann",
  gameTitle: "Game with Ann and Boris",
  round: 1,
  phase: "worker phase",
  waitingFor: "your move",
  money: 25,
  points: 0,
  hand: [],
  gameUrl: "http://localhost:3000/games/g1",
  preferencesUrl: "http://localhost:3000/unsubscribe?token=t",
};

describe("the your-turn mail with nothing new to report", () => {
  it("does not speak of a last move the player may never have made", async () => {
    const mail = await renderYourTurnEmail({ ...base, happened: [] });
    for (const body of [mail.html, mail.text]) {
      expect(body).not.toContain("since your last move");
      expect(body).toContain("No new moves by the others.");
    }
  });
});
