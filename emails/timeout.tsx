import { Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { mailWords } from "@/lib/words/mail";
import { ActionButton, LinkFallback, EmailFrame, Lines, renderEmail, textStyle } from "./layout";

export type TimeoutEmailProps = {
  /** The recipient's language; English when absent. */
  locale?: Locale;
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

function who(p: TimeoutEmailProps) {
  return { you: p.isYou ? "yes" : "no", name: p.timedOut };
}

export function TimeoutEmail(p: TimeoutEmailProps) {
  const W = mailWords(p.locale);
  return (
    <EmailFrame locale={p.locale} preview={timeoutSubject(p)} heading={W("timeout.heading", who(p))} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>{W("hello", { name: p.recipientName })}</Text>
      <Text style={textStyle}>{W(p.passed === false ? "timeout.moved" : "timeout.passed", { ...who(p), game: p.gameTitle, limit: p.limit })}</Text>
      <Lines lines={p.happened} />
      {p.nextUp ? <Text style={textStyle}>{W("timeout.nextUp", { waiting: p.nextUp })}</Text> : null}
      <ActionButton href={p.gameUrl}>{W("openGame")}</ActionButton>
      <LinkFallback label={W("linkToGame")} url={p.gameUrl} />
    </EmailFrame>
  );
}

export function timeoutSubject(p: TimeoutEmailProps): string {
  return mailWords(p.locale)("timeout.subject", { ...who(p), game: p.gameTitle });
}

export function renderTimeoutEmail(p: TimeoutEmailProps) {
  return renderEmail(timeoutSubject(p), <TimeoutEmail {...p} />);
}

export default TimeoutEmail;
