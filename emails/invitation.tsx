// An invitation to a table, in the invitee's language: their stored one, or for someone without
// an account the inviter's (lib/mailer/kinds/invitation.ts decides).
import { Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { listNames, mailWords } from "@/lib/words/mail";
import { ActionButton, EmailFrame, renderEmail, smallStyle, textStyle, wrapStyle } from "./layout";

export type InvitationEmailProps = {
  /** The invitee's language; English when absent. */
  locale?: Locale;
  inviter: string;
  seats: number;
  /** Players already seated (the inviter first). */
  players: string[];
  /** Labels of the variants in play. */
  variants: string[];
  /** "2 days per move", or null for no limit. */
  timeLimit: string | null;
  joinUrl: string;
  preferencesUrl: string;
};

export function InvitationEmail(p: InvitationEmailProps) {
  const W = mailWords(p.locale);
  return (
    <EmailFrame locale={p.locale} preview={invitationSubject(p)} heading={W("invite.heading", { inviter: p.inviter })} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>{W("invite.body", { inviter: p.inviter, seats: p.seats })}</Text>
      <Text style={textStyle}>{W("invite.seated", { names: listNames(p.players, p.locale) })}</Text>
      <Text style={textStyle}>{p.variants.length > 0 ? W("invite.variants", { list: p.variants.join(p.locale === "ja" ? "、" : ", ") }) : W("invite.noVariants")}</Text>
      <Text style={textStyle}>{p.timeLimit ? W("invite.time", { limit: p.timeLimit }) : W("invite.noLimit")}</Text>
      <ActionButton href={p.joinUrl}>{W("invite.join")}</ActionButton>
      <Text style={{ ...smallStyle, ...wrapStyle }}>
        {W("invite.starts")} {p.joinUrl}
      </Text>
    </EmailFrame>
  );
}

export function invitationSubject(p: InvitationEmailProps): string {
  return mailWords(p.locale)("invite.subject", { inviter: p.inviter });
}

export function renderInvitationEmail(p: InvitationEmailProps) {
  return renderEmail(invitationSubject(p), <InvitationEmail {...p} />);
}

export default InvitationEmail;
