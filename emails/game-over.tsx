import { Column, Row, Section, Text } from "@react-email/components";
import { ActionButton, LinkFallback, colors, EmailFrame, renderEmail, smallStyle, textStyle } from "./layout";

export type ScoreLine = { name: string; aristocrats: number; money: number; hand: number; total: number; winner: boolean };

export type GameOverEmailProps = {
  recipientName: string;
  gameTitle: string;
  rounds: number;
  /** Highest total first. */
  scores: ScoreLine[];
  winners: string[];
  gameUrl: string;
  preferencesUrl: string;
};

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function winnerText(winners: string[]): string {
  return winners.length > 1 ? `${winners.join(" and ")} share the win` : `${winners[0]} wins`;
}

const cell = { ...textStyle, fontSize: 14, margin: "4px 0" } as const;

export function GameOverEmail(p: GameOverEmailProps) {
  return (
    <EmailFrame preview={`${winnerText(p.winners)} — ${p.gameTitle}`} heading={`Game over: ${winnerText(p.winners)}`} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>Hello {p.recipientName},</Text>
      <Text style={textStyle}>
        {p.gameTitle} ended after {p.rounds} {p.rounds === 1 ? "round" : "rounds"}. Final scores (points on the track, aristocrats, money, cards left in hand):
      </Text>
      <Section>
        {p.scores.map((s) => (
          <Row key={s.name} style={{ borderBottom: "1px solid #e5edf3" }}>
            <Column>
              <Text style={{ ...cell, fontWeight: s.winner ? 700 : 400, color: s.winner ? colors.accent : colors.ink }}>
                {s.winner ? "★ " : ""}
                {s.name}: {s.total} points
              </Text>
              <Text style={{ ...cell, color: colors.muted }}>
                aristocrats {signed(s.aristocrats)}, money {signed(s.money)}, hand {signed(s.hand)}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      <ActionButton href={p.gameUrl}>See the finished game</ActionButton>
      <LinkFallback>Link to the game: {p.gameUrl}</LinkFallback>
    </EmailFrame>
  );
}

export function gameOverSubject(p: GameOverEmailProps): string {
  return `Game over: ${winnerText(p.winners)} (${p.gameTitle})`;
}

export function renderGameOverEmail(p: GameOverEmailProps) {
  return renderEmail(gameOverSubject(p), <GameOverEmail {...p} />);
}

export default GameOverEmail;
