// "A friendly nudge" (issue 24): another player at the table reminds the reader that the game has
// waited a day or more for their move. Words from the catalogue (talk), in the recipient's language.
import { Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { namespaceTranslator } from "@/lib/i18n/translate";
import { talkWords } from "@/lib/words/talk";
import { ActionButton, EmailFrame, renderEmail, smallStyle, textStyle, wrapStyle } from "./layout";

export type NudgeEmailProps = {
  /** The recipient's language (users.locale); English when absent. */
  locale?: Locale;
  recipientName: string;
  /** Who nudged; null for a player without a name ("a player"). */
  by: string | null;
  gameTitle: string;
  /** "Tuesday 24 November 2026 at 14:05 UTC", in the recipient's language. */
  since: string;
  gameUrl: string;
  preferencesUrl: string;
};

export function NudgeEmail(p: NudgeEmailProps) {
  const W = talkWords(namespaceTranslator(p.locale ?? "en", "talk"));
  const by = p.by ?? W.somePlayer;
  return (
    <EmailFrame locale={p.locale} preview={W.nudgeSubject(by, p.gameTitle)} heading={W.nudgeHeading} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>{p.recipientName},</Text>
      <Text style={textStyle}>{W.nudgeBody(by, p.since)}</Text>
      <Text style={textStyle}>{p.gameTitle}</Text>
      <ActionButton href={p.gameUrl}>{W.nudgeOpen}</ActionButton>
      <Text style={{ ...smallStyle, ...wrapStyle }}>{p.gameUrl}</Text>
    </EmailFrame>
  );
}

export function renderNudgeEmail(p: NudgeEmailProps) {
  const W = talkWords(namespaceTranslator(p.locale ?? "en", "talk"));
  return renderEmail(W.nudgeSubject(p.by ?? W.somePlayer, p.gameTitle), <NudgeEmail {...p} />);
}

export default NudgeEmail;
