// The "table talk" section of the turn mail, reminders and the digest (issue 24): what the other
// players said since the reader's last move, as plain text (React Email escapes it), each line's
// author and text isolated (<bdi>).
import { Section, Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { namespaceTranslator } from "@/lib/i18n/translate";
import { talkWords } from "@/lib/words/talk";
import { smallStyle, textStyle } from "./layout";

/**
 * The talk a mail shows, handed in by its composer (lib/mailer: talkForMail of lib/talk gives
 * this shape); a template reads no room of the domain itself.
 */
export interface MailTalk {
  /** `author` null: a seat whose player has no name, said as "Seat 2". */
  lines: { author: string | null; seat: number; text: string }[];
  /** Messages beyond `lines`. */
  more: number;
  /** The recipient's language, for the section's own words. */
  locale: Locale;
}

/** The talk of a mail in the recipient's language (null stays null). */
export function inLanguage<T extends object>(talk: T | null, locale: Locale): (T & { locale: Locale }) | null {
  return talk && { ...talk, locale };
}

export function TableTalk({ talk }: { talk?: MailTalk | null }) {
  if (!talk || talk.lines.length === 0) return null;
  const W = talkWords(namespaceTranslator(talk.locale, "talk"));
  return (
    <Section style={{ borderLeft: "3px solid #d1dde6", paddingLeft: 12, margin: "8px 0" }}>
      <Text style={{ ...textStyle, fontWeight: 600, marginBottom: 0 }}>{W.mailTalkHeading}</Text>
      {talk.lines.map((line, i) => (
        // Issue 35: author and text each in its own <bdi>, so neither's direction reaches the
        // other or the next line; the line clips what it draws (a message stored before marks
        // were limited).
        <Text key={i} style={{ ...textStyle, margin: "2px 0", overflow: "hidden" }}>
          <bdi>{line.author ?? W.seatName(line.seat)}</bdi>: <bdi>{line.text}</bdi>
        </Text>
      ))}
      {talk.more > 0 ? <Text style={smallStyle}>{W.mailTalkMore(talk.more)}</Text> : null}
    </Section>
  );
}
