import { Text } from "@react-email/components";
import { ActionButton, LinkFallback, EmailFrame, Lines, renderEmail, smallStyle, textStyle } from "./layout";

export type TimeoutEmailProps = {
  recipientName: string;
  gameTitle: string;
  /** Name of the player whose time ran out. */
  timedOut: string;
  /** True when the recipient is that player. */
  isYou: boolean;
  limit: string;
  /** False in the second edition's first worker phase: nobody passes there (R20), the timeout made the move. */
  passed?: boolean;
  /** The log lines of the timeout and what followed. */
  happened: string[];
  /** "Bob's move" / "your move", or null when the game ended. */
  nextUp: string | null;
  gameUrl: string;
  preferencesUrl: string;
};

export function TimeoutEmail(p: TimeoutEmailProps) {
  const who = p.isYou ? "Your" : `${p.timedOut}'s`;
  return (
    <EmailFrame preview={`${who} time ran out in ${p.gameTitle}`} heading={`${who} time for a move ran out`} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>Hello {p.recipientName},</Text>
      <Text style={textStyle}>
        In {p.gameTitle} the time limit of {p.limit} ran out for {p.isYou ? "you" : p.timedOut}, so{" "}
        {p.passed === false
          ? "the game made that move: nobody may pass in the first worker phase (ruling R20)."
          : `${p.isYou ? "you are" : `${p.timedOut} is`} passed for the rest of the current action phase (a pending decision is declined).`}
      </Text>
      <Lines lines={p.happened} />
      {p.nextUp ? <Text style={textStyle}>Now the game waits for {p.nextUp}.</Text> : null}
      <ActionButton href={p.gameUrl}>Open the game</ActionButton>
      <LinkFallback>Link to the game: {p.gameUrl}</LinkFallback>
    </EmailFrame>
  );
}

export function timeoutSubject(p: TimeoutEmailProps): string {
  return `${p.isYou ? "Your" : `${p.timedOut}'s`} time ran out in ${p.gameTitle}`;
}

export function renderTimeoutEmail(p: TimeoutEmailProps) {
  return renderEmail(timeoutSubject(p), <TimeoutEmail {...p} />);
}

export default TimeoutEmail;
