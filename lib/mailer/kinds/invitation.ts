// invitation: a seat reserved for the reader at an open table, in their language (or, without an
// account, the inviter's).
import { renderInvitationEmail } from "@/emails/invitation";
import { prisma } from "@/lib/db/client";
import { invitationPath } from "@/lib/games/invitations";
import { tableOptions } from "@/lib/games/options";
import { translatorFor } from "@/lib/i18n/messages";
import { appUrl } from "@/lib/mail/config";
import { limitText, mailWords } from "@/lib/words/mail";
import { StaleMail, type Composer } from "../composer";
import { gameUrl } from "../game-mail";
import { hasAccount, localeOf } from "../recipient";

export const composeInvitation: Composer = async ({ row, to, preferencesUrl }) => {
  const game = await prisma.game.findUnique({
    where: { id: row.gameId ?? "" },
    include: { createdBy: { select: { displayName: true, locale: true } }, seats: { include: { user: { select: { displayName: true } } } } },
  });
  if (!game || game.status !== "open") throw new StaleMail("the game is no longer open");
  const locale = await localeOf(to, game.createdBy?.locale ?? null);
  const W = mailWords(locale);
  const variants = tableOptions(game).variants;
  return renderInvitationEmail({
    locale,
    inviter: game.createdBy?.displayName ?? W("invite.someone"),
    seats: game.seatCount,
    players: game.seats.filter((s) => s.joinedAt && s.user).map((s) => s.user!.displayName ?? W("invite.aPlayer")),
    variants: Object.entries(variants)
      .filter(([, on]) => on)
      .map(([name]) => translatorFor(locale)(`variants.${name}` as "variants.openMoney")),
    timeLimit: limitText(game.moveTimeLimitDays, locale),
    // Someone without an account gets their personal link: the sign-in page then says who
    // invited them and fills in the address (issue 27); a player is simply sent to the table.
    joinUrl: (await hasAccount(to)) ? gameUrl(game.id) : `${appUrl()}${invitationPath(game.id, to)}`,
    preferencesUrl,
  });
};
