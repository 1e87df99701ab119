// "Your turn", and the reminders that share its layout, in the recipient's language (`locale`).
import { Section, Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { mailWords } from "@/lib/words/mail";
import { ActionButton, LinkFallback, EmailFrame, Lines, renderEmail, textStyle } from "./layout";
import { TableTalk, type MailTalk } from "./table-talk";

export type TurnSummary = {
  /** The recipient's language; English when absent. */
  locale?: Locale;
  /** "Saint Petersburg with Alice, Bob and Carol". */
  gameTitle: string;
  round: number;
  /** "building phase". */
  phase: string;
  /** What the game waits for: "your move", "your decision on the Pub", ... */
  waitingFor: string;
  /** What happened since this player's last move, in plain words. */
  happened: string[];
  /** The player has not moved yet in this game: `happened` runs from its start (issue 34). */
  sinceStart?: boolean;
  money: number;
  points: number;
  /** Card names in hand. */
  hand: string[];
  gameUrl: string;
  /** What the other players said since this player's last move (issue 24); none when nothing. */
  talk?: MailTalk | null;
  /** The table's move time limit and when this move's runs out (issue 27), when it has one. */
  limit?: { days: number; deadline: string } | null;
  /** Issue 32: the reader's standing orders did not play this move: none applies ("asked"), or all were played ("ranOut"). */
  orders?: "asked" | "ranOut" | null;
};

export type YourTurnEmailProps = TurnSummary & {
  playerName: string;
  preferencesUrl: string;
  /** turn: the turn has just passed; reminder: it has waited a day; deadline: the limit is near. */
  variant?: "turn" | "reminder" | "deadline";
  /** For reminders: since when the game waits ("Wed 25 Nov, 14:05 UTC"). */
  waitingSince?: string;
  /** For deadline warnings: when the limit runs out, in words. */
  deadline?: string;
};

function heading(p: YourTurnEmailProps): string {
  return mailWords(p.locale)(`${p.variant ?? "turn"}.heading`);
}

export function TurnDetails(p: TurnSummary) {
  const W = mailWords(p.locale);
  return (
    <>
      <Text style={textStyle}>{W("where", { game: p.gameTitle, round: p.round, phase: p.phase, waiting: p.waitingFor })}</Text>
      {p.orders && <Text style={textStyle}>{W(p.orders === "asked" ? "ordersAsked" : "ordersRanOut")}</Text>}
      <Text style={{ ...textStyle, fontWeight: 600, marginBottom: 0 }}>{p.happened.length > 0 ? W(p.sinceStart ? "sinceStart" : "sinceLast") : W("noNews")}</Text>
      <Lines lines={p.happened} />
      <TableTalk talk={p.talk} />
      <Section style={{ backgroundColor: "#f4f8fb", borderRadius: 6, padding: "4px 16px" }}>
        <Text style={textStyle}>{W("holdings", { money: p.money, points: p.points })}</Text>
        <Text style={textStyle}>{p.hand.length > 0 ? W("hand", { cards: p.hand.join(p.locale === "ja" ? "、" : ", ") }) : W("handEmpty")}</Text>
      </Section>
    </>
  );
}

export function YourTurnEmail(p: YourTurnEmailProps) {
  const W = mailWords(p.locale);
  const variant = p.variant ?? "turn";
  return (
    <EmailFrame locale={p.locale} preview={W(`${variant}.preview`, { game: p.gameTitle, round: p.round })} heading={heading(p)} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>{W("hello", { name: p.playerName })}</Text>
      {variant === "reminder" && p.waitingSince ? <Text style={textStyle}>{W("waitingSince", { when: p.waitingSince })}</Text> : null}
      {variant === "deadline" && p.deadline ? <Text style={{ ...textStyle, fontWeight: 600 }}>{W("moveBefore", { when: p.deadline })}</Text> : null}
      {variant !== "deadline" && p.limit ? <Text style={textStyle}>{W("timeToMove", { days: p.limit.days, when: p.limit.deadline })}</Text> : null}
      <TurnDetails {...p} />
      <ActionButton href={p.gameUrl}>{W("openGame")}</ActionButton>
      <LinkFallback label={W("linkToGame")} url={p.gameUrl} />
    </EmailFrame>
  );
}

export function yourTurnSubject(p: YourTurnEmailProps): string {
  return mailWords(p.locale)(`${p.variant ?? "turn"}.subject`, { game: p.gameTitle, round: p.round, phase: p.phase });
}

export function renderYourTurnEmail(p: YourTurnEmailProps) {
  return renderEmail(yourTurnSubject(p), <YourTurnEmail {...p} />);
}

export default YourTurnEmail;
