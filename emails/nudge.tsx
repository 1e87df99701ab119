// "A friendly nudge" (issue 24): another player at the table reminds the reader that the game has
// waited a day or more for their move. Words from lib/talk/words.ts.
import { Text } from "@react-email/components";
import { TALK_WORDS as W } from "@/lib/talk/words";
import { ActionButton, EmailFrame, renderEmail, smallStyle, textStyle } from "./layout";

export type NudgeEmailProps = {
  recipientName: string;
  by: string;
  gameTitle: string;
  /** "since Tuesday 24 November 2026 at 14:05 UTC". */
  since: string;
  gameUrl: string;
  preferencesUrl: string;
};

export function NudgeEmail(p: NudgeEmailProps) {
  return (
    <EmailFrame preview={W.nudgeSubject(p.by, p.gameTitle)} heading={W.nudgeHeading} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>{p.recipientName},</Text>
      <Text style={textStyle}>{W.nudgeBody(p.by, p.since)}</Text>
      <Text style={textStyle}>{p.gameTitle}</Text>
      <ActionButton href={p.gameUrl}>{W.nudgeOpen}</ActionButton>
      <Text style={smallStyle}>{p.gameUrl}</Text>
    </EmailFrame>
  );
}

export function renderNudgeEmail(p: NudgeEmailProps) {
  return renderEmail(W.nudgeSubject(p.by, p.gameTitle), <NudgeEmail {...p} />);
}

export default NudgeEmail;
