import { Column, Row, Section, Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { listNames, mailWords, signed } from "@/lib/words/mail";
import { ActionButton, LinkFallback, colors, EmailFrame, renderEmail, textStyle } from "./layout";

export type ScoreLine = { name: string; track: number; aristocrats: number; money: number; hand: number; total: number; winner: boolean };

export type GameOverEmailProps = {
  /** The recipient's language; English when absent. */
  locale?: Locale;
  recipientName: string;
  gameTitle: string;
  rounds: number;
  /** Highest total first. */
  scores: ScoreLine[];
  winners: string[];
  gameUrl: string;
  preferencesUrl: string;
};

export function winnerText(winners: string[], locale: Locale = "en"): string {
  const W = mailWords(locale);
  return winners.length > 1 ? W("over.shared", { names: listNames(winners, locale) }) : W("over.wins", { name: winners[0] ?? "" });
}

const cell = { ...textStyle, fontSize: 14, margin: "4px 0" } as const;

export function GameOverEmail(p: GameOverEmailProps) {
  const W = mailWords(p.locale);
  const result = winnerText(p.winners, p.locale);
  return (
    <EmailFrame locale={p.locale} preview={W("over.heading", { result })} heading={W("over.heading", { result })} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>{W("hello", { name: p.recipientName })}</Text>
      <Text style={textStyle}>{W("over.ended", { game: p.gameTitle, rounds: p.rounds })}</Text>
      <Section>
        {p.scores.map((s) => (
          <Row key={s.name} style={{ borderBottom: "1px solid #e5edf3" }}>
            <Column>
              <Text style={{ ...cell, fontWeight: s.winner ? 700 : 400, color: s.winner ? colors.accent : colors.ink }}>
                {s.winner ? "★ " : ""}
                {W("over.total", { name: s.name, total: s.total })}
              </Text>
              <Text style={{ ...cell, color: colors.muted }}>
                {W("over.parts", { track: s.track, aristocrats: signed(s.aristocrats, p.locale), money: signed(s.money, p.locale), hand: signed(s.hand, p.locale) })}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      <ActionButton href={p.gameUrl}>{W("over.see")}</ActionButton>
      <LinkFallback label={W("linkToGame")} url={p.gameUrl} />
    </EmailFrame>
  );
}

export function gameOverSubject(p: GameOverEmailProps): string {
  return mailWords(p.locale)("over.subject", { result: winnerText(p.winners, p.locale), game: p.gameTitle });
}

export function renderGameOverEmail(p: GameOverEmailProps) {
  return renderEmail(gameOverSubject(p), <GameOverEmail {...p} />);
}

export default GameOverEmail;
