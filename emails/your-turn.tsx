import { Section, Text } from "@react-email/components";
import type { TalkSection } from "@/lib/talk/reads";
import { ActionButton, LinkFallback, EmailFrame, Lines, renderEmail, smallStyle, textStyle } from "./layout";
import { TableTalk } from "./table-talk";

export type TurnSummary = {
  /** "Game with Alice, Bob and Carol". */
  gameTitle: string;
  round: number;
  /** "building phase". */
  phase: string;
  /** What the game waits for: "your move", "your decision at the Pub", ... */
  waitingFor: string;
  /** What happened since this player's last move, in plain words. */
  happened: string[];
  money: number;
  points: number;
  /** Card names in hand. */
  hand: string[];
  gameUrl: string;
  /** What the other players said since this player's last move (issue 24); none when nothing. */
  talk?: TalkSection | null;
};

export type YourTurnEmailProps = TurnSummary & {
  playerName: string;
  preferencesUrl: string;
  /** turn: the turn has just passed; reminder: it has waited a day; deadline: the limit is near. */
  variant?: "turn" | "reminder" | "deadline";
  /** For reminders: "since 3 March, 14:05 UTC". */
  waitingSince?: string;
  /** For deadline warnings: when the limit runs out, in words. */
  deadline?: string;
};

function heading(p: YourTurnEmailProps): string {
  if (p.variant === "reminder") return "Your move is still waiting";
  if (p.variant === "deadline") return "Your time for this move runs out soon";
  return "It is your turn";
}

export function TurnDetails(p: TurnSummary) {
  return (
    <>
      <Text style={textStyle}>
        {p.gameTitle} — round {p.round}, {p.phase}. The game waits for {p.waitingFor}.
      </Text>
      <Text style={{ ...textStyle, fontWeight: 600, marginBottom: 0 }}>
        {p.happened.length > 0 ? "Since your last move:" : "No new moves by the others."}
      </Text>
      <Lines lines={p.happened} />
      <TableTalk talk={p.talk} />
      <Section style={{ backgroundColor: "#f4f8fb", borderRadius: 6, padding: "4px 16px" }}>
        <Text style={textStyle}>
          You have {p.money} {p.money === 1 ? "ruble" : "rubles"} and {p.points} {p.points === 1 ? "point" : "points"}.
        </Text>
        <Text style={textStyle}>In your hand: {p.hand.length > 0 ? p.hand.join(", ") : "no cards"}.</Text>
      </Section>
    </>
  );
}

export function YourTurnEmail(p: YourTurnEmailProps) {
  return (
    <EmailFrame preview={`${heading(p)}: ${p.gameTitle}, round ${p.round}`} heading={heading(p)} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>Hello {p.playerName},</Text>
      {p.variant === "reminder" && p.waitingSince ? <Text style={textStyle}>The game has been waiting for you {p.waitingSince}.</Text> : null}
      {p.variant === "deadline" && p.deadline ? (
        <Text style={{ ...textStyle, fontWeight: 600 }}>
          Move before {p.deadline}, or you will be passed for the rest of this phase.
        </Text>
      ) : null}
      <TurnDetails {...p} />
      <ActionButton href={p.gameUrl}>Open the game</ActionButton>
      <LinkFallback>Link to the game: {p.gameUrl}</LinkFallback>
    </EmailFrame>
  );
}

export function yourTurnSubject(p: YourTurnEmailProps): string {
  if (p.variant === "reminder") return `Reminder: your move in ${p.gameTitle}`;
  if (p.variant === "deadline") return `Your time runs out soon in ${p.gameTitle}`;
  return `Your turn in ${p.gameTitle} (round ${p.round}, ${p.phase})`;
}

export function renderYourTurnEmail(p: YourTurnEmailProps) {
  return renderEmail(yourTurnSubject(p), <YourTurnEmail {...p} />);
}

export default YourTurnEmail;
