import { Text } from "@react-email/components";
import { ActionButton, EmailFrame, renderEmail, smallStyle, textStyle } from "./layout";

export type InvitationEmailProps = {
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
  return (
    <EmailFrame preview={`${p.inviter} invites you to a game of Saint Petersburg`} heading={`${p.inviter} invites you to play`} preferencesUrl={p.preferencesUrl}>
      <Text style={textStyle}>
        {p.inviter} has set up a {p.seats}-player game of Saint Petersburg on Neva and kept a seat for you.
      </Text>
      <Text style={textStyle}>Seated so far: {p.players.join(", ")}.</Text>
      <Text style={textStyle}>Variants: {p.variants.length > 0 ? p.variants.join(", ") : "none (the standard rules)"}.</Text>
      <Text style={textStyle}>Time per move: {p.timeLimit ?? "no limit"}.</Text>
      <ActionButton href={p.joinUrl}>Join the game</ActionButton>
      <Text style={smallStyle}>The game starts when every seat is taken. Link: {p.joinUrl}</Text>
    </EmailFrame>
  );
}

export function invitationSubject(p: InvitationEmailProps): string {
  return `${p.inviter} invites you to a game of Saint Petersburg`;
}

export function renderInvitationEmail(p: InvitationEmailProps) {
  return renderEmail(invitationSubject(p), <InvitationEmail {...p} />);
}

export default InvitationEmail;
