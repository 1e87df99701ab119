// Mails of time away (issue 22), in the recipient's language (namespace absenceMail):
// "paused": a move's time ran out and a vacation day was taken instead ("your games are paused,
// N days left"); "back": the absence is over, and these games wait for the reader's move.
import { Link, Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { namespaceTranslator } from "@/lib/i18n/translate";
import { ActionButton, EmailFrame, renderEmail, smallStyle, textStyle } from "./layout";

export type AbsenceEmailProps = {
  locale?: Locale;
  recipientName: string;
  preferencesUrl: string;
} & (
  | { variant: "paused"; gameTitle: string; gameUrl: string; awayUntil: string; daysLeft: number }
  | { variant: "back"; games: { title: string; url: string }[] }
);

function words(p: AbsenceEmailProps) {
  const t = namespaceTranslator(p.locale ?? "en", "absenceMail");
  return p.variant === "paused"
    ? { subject: t("pausedSubject", { days: p.daysLeft }), heading: t("pausedHeading"), t }
    : { subject: t("backSubject", { count: p.games.length }), heading: t("backHeading"), t };
}

export function AbsenceEmail(p: AbsenceEmailProps) {
  const { subject, heading, t } = words(p);
  return (
    <EmailFrame locale={p.locale} preview={subject} heading={heading} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>{p.recipientName},</Text>
      {p.variant === "paused" ? (
        <>
          <Text style={textStyle}>{t("pausedBody", { game: p.gameTitle, until: p.awayUntil })}</Text>
          <Text style={textStyle}>{t("pausedDaysLeft", { days: p.daysLeft })}</Text>
          <ActionButton href={p.gameUrl}>{t("open")}</ActionButton>
          <Text style={smallStyle}>{p.gameUrl}</Text>
        </>
      ) : (
        <>
          <Text style={textStyle}>{t("backBody", { count: p.games.length })}</Text>
          {p.games.map((game) => (
            <Text key={game.url} style={textStyle}>
              • <Link href={game.url}>{game.title}</Link>
            </Text>
          ))}
        </>
      )}
    </EmailFrame>
  );
}

export function renderAbsenceEmail(p: AbsenceEmailProps) {
  return renderEmail(words(p).subject, <AbsenceEmail {...p} />);
}

export default AbsenceEmail;
