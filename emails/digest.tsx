import { Heading, Hr, Link, Section, Text } from "@react-email/components";
import { colors, EmailFrame, Lines, renderEmail, smallStyle, textStyle } from "./layout";
import { TableTalk } from "./table-talk";
import type { TurnSummary } from "./your-turn";

export type DigestGame = TurnSummary & {
  /** How many times the turn came to you in this game since the last digest. */
  turns: number;
};

export type DigestEmailProps = {
  recipientName: string;
  /** "Saturday 22 November". */
  day: string;
  games: DigestGame[];
  preferencesUrl: string;
};

export function DigestEmail(p: DigestEmailProps) {
  return (
    <EmailFrame
      preview={`${p.games.length} ${p.games.length === 1 ? "game waits" : "games wait"} for your move`}
      heading={`Your daily digest: ${p.games.length} ${p.games.length === 1 ? "game waits" : "games wait"} for you`}
      preferencesUrl={p.preferencesUrl}
    >
      <Text style={textStyle}>Hello {p.recipientName}, here are your turns of {p.day}.</Text>
      {p.games.map((g) => (
        <Section key={g.gameUrl} style={{ marginTop: 16 }}>
          <Hr style={{ borderColor: "#d1dde6" }} />
          <Heading as="h2" style={{ color: colors.ink, fontSize: 18 }}>
            <Link href={g.gameUrl}>{g.gameTitle}</Link>
          </Heading>
          <Text style={textStyle}>
            Round {g.round}, {g.phase}: the game waits for {g.waitingFor}. ({g.turns} {g.turns === 1 ? "turn" : "turns"} today.)
          </Text>
          <Lines lines={g.happened} />
          <TableTalk talk={g.talk} />
          <Text style={smallStyle}>
            You have {g.money} rubles and {g.points} points; in hand: {g.hand.length > 0 ? g.hand.join(", ") : "no cards"}. Play:{" "}
            {g.gameUrl}
          </Text>
        </Section>
      ))}
    </EmailFrame>
  );
}

export function digestSubject(p: DigestEmailProps): string {
  return `Neva digest: ${p.games.length} ${p.games.length === 1 ? "game waits" : "games wait"} for your move`;
}

export function renderDigestEmail(p: DigestEmailProps) {
  return renderEmail(digestSubject(p), <DigestEmail {...p} />);
}

export default DigestEmail;
