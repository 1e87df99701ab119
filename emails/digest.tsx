import { Heading, Hr, Link, Section, Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { mailWords } from "@/lib/words/mail";
import { colors, EmailFrame, Lines, renderEmail, smallStyle, textStyle, wrapStyle } from "./layout";
import { TableTalk } from "./table-talk";
import type { TurnSummary } from "./your-turn";

export type DigestGame = TurnSummary & {
  /** How many times the turn came to you in this game since the last digest. */
  turns: number;
};

export type DigestEmailProps = {
  /** The recipient's language; English when absent. */
  locale?: Locale;
  recipientName: string;
  /** "Saturday 22 November". */
  day: string;
  games: DigestGame[];
  preferencesUrl: string;
};

export function DigestEmail(p: DigestEmailProps) {
  const W = mailWords(p.locale);
  const count = p.games.length;
  return (
    <EmailFrame locale={p.locale} preview={W("digest.preview", { count })} heading={W("digest.heading", { count })} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>{W("digest.hello", { name: p.recipientName, day: p.day })}</Text>
      {p.games.map((g) => (
        <Section key={g.gameUrl} style={{ marginTop: 16 }}>
          <Hr style={{ borderColor: "#d1dde6" }} />
          <Heading as="h2" style={{ color: colors.ink, fontSize: 18 }}>
            <Link href={g.gameUrl}>{g.gameTitle}</Link>
          </Heading>
          <Text style={textStyle}>{W("digest.where", { round: g.round, phase: g.phase, waiting: g.waitingFor, turns: g.turns })}</Text>
          <Lines lines={g.happened} />
          <TableTalk talk={g.talk} />
          <Text style={{ ...smallStyle, ...wrapStyle }}>
            {W("holdings", { money: g.money, points: g.points })}{" "}
            {g.hand.length > 0 ? W("hand", { cards: g.hand.join(p.locale === "ja" ? "、" : ", ") }) : W("handEmpty")}{" "}
            {W("digest.play")} {g.gameUrl}
          </Text>
        </Section>
      ))}
    </EmailFrame>
  );
}

export function digestSubject(p: DigestEmailProps): string {
  return mailWords(p.locale)("digest.subject", { count: p.games.length });
}

export function renderDigestEmail(p: DigestEmailProps) {
  return renderEmail(digestSubject(p), <DigestEmail {...p} />);
}

export default DigestEmail;
