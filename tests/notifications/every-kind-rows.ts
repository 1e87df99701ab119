// A row of every kind of mail in the outbox, written by the real lobby, move, timeout, absence,
// nudge and account paths: shared by every-kind.test.ts (rendered and sent by the worker) and
// pseudo-mails.test.ts (rendered in the pseudo-locale).
import { expect } from "vitest";
import { prisma } from "@/lib/db/client";
import { legalMoves, toAct } from "@/lib/engine";
import { createGame } from "@/lib/games/lobby";
import { loadState } from "@/lib/games/current";
import { submitMove } from "@/lib/games/moves";
import { enqueueMail } from "@/lib/mail/outbox";
import { applyGameTimeout } from "@/lib/games/timeouts";
import { comeBack, startAutomaticVacation } from "@/lib/absence/away";
import { queueNudgeMail } from "@/lib/mail/nudge";
import { nudge } from "@/lib/talk/nudge";
import { confirmEmailChange, hashToken } from "@/lib/account/email-change";
import { startedGame, type TestMail, toActNow, uid } from "./helpers";

/** Queues one mail of every kind; returns the time-limited game the caller looks at again. */
export async function queueEveryKind(mail: TestMail) {
  const [ann, bob] = [await mail.player("ann"), await mail.player("bob")];
  // Reminders and deadline warnings say times in the reader's own zone.
  for (const p of [ann, bob]) {
    await prisma.mailPreference.create({ data: { email: p.email, timeZone: "Asia/Tokyo" } });
  }
  // invitation: a table with a seat reserved for an address without an account.
  const guest = `guest-${uid()}@${mail.domain}`;
  await createGame(ann, { seats: 2, invites: [guest] });
  // your turn, reminder, deadline warning: a started game with a move time limit. Limits of a
  // week, so the worker passes of other test files (which apply every due timeout) leave it be.
  const limited = await startedGame([ann, bob], { moveTimeLimitDays: 7 });
  // digest: a player who asked for one.
  const [dan, eve] = [await mail.player("dan"), await mail.player("eve")];
  for (const p of [dan, eve]) await prisma.mailPreference.create({ data: { email: p.email, turnMail: "digest" } });
  await startedGame([dan, eve]);
  // timeout: a limit run out.
  const [fay, gus] = [await mail.player("fay"), await mail.player("gus")];
  const slow = await startedGame([fay, gus], { moveTimeLimitDays: 7 });
  const game = await prisma.game.findUniqueOrThrow({ where: { id: slow.id } });
  expect(await applyGameTimeout(slow.id, 0, new Date(game.lastMoveAt!.getTime() + 7 * 86_400_000 + 1000))).toBe("applied");
  // game over: a whole game played through the move path.
  const [hal, ida] = [await mail.player("hal"), await mail.player("ida")];
  const finished = await startedGame([hal, ida]);
  for (let i = 0; i < 2000; i++) {
    const loaded = (await loadState(finished.id))!;
    if (loaded.state.status === "finished") break;
    const seat = toAct(loaded.state)[0];
    const moves = legalMoves(loaded.state, seat).map((m) => m.move);
    const move = moves.find((m) => m.type === "buy" || m.type === "take") ?? moves.find((m) => m.type !== "pass") ?? moves[0];
    await submitMove(finished.id, finished.bySeat[seat], { seq: loaded.seq, move });
  }
  // vacation and back (issue 22): time runs out with vacation days left, then "I'm back" while
  // the game waits for the player.
  const [jo, kim] = [await mail.player("jo"), await mail.player("kim")];
  const paused = await startedGame([jo, kim], { moveTimeLimitDays: 7 });
  const pausedGame = await prisma.game.findUniqueOrThrow({ where: { id: paused.id } });
  const pausedLate = paused.bySeat[await toActNow(paused.id)];
  const ranOut = new Date(pausedGame.lastMoveAt!.getTime() + 7 * 86_400_000 + 1000);
  expect(await startAutomaticVacation({ id: paused.id, seq: 0, userId: pausedLate.id }, ranOut)).toBe("started");
  await comeBack(pausedLate.id, new Date(ranOut.getTime() + 1000));

  // sign-in: queued as Auth.js's sendVerificationRequest queues it.
  await enqueueMail(prisma, {
    kind: "sign_in",
    to: ann.email,
    dedupeKey: `signin:${uid()}`,
    payload: { url: "http://localhost:3999/api/auth/callback/nodemailer?token=t", expiresInHours: 24 },
  });

  // Address change (issue 26): the confirmation link to a new address (queued as
  // requestEmailChange queues it), and the notice to the old one, by confirming a request.
  const later = new Date(Date.now() + 86_400_000);
  const asked = await prisma.emailChange.create({ data: { userId: eve.id, newEmail: `eve-new-${uid()}@${mail.domain}`, tokenHash: `h-${uid()}`, expires: later } });
  await enqueueMail(prisma, {
    kind: "email_change",
    to: asked.newEmail,
    dedupeKey: `email-change:${asked.id}`,
    payload: { url: "http://localhost:3999/account/email?token=t", changeId: asked.id, userId: eve.id, expiresInHours: 24 },
  });
  const token = `tok${uid()}${uid()}${uid()}`;
  await prisma.emailChange.create({ data: { userId: dan.id, newEmail: `dan-new-${uid()}@${mail.domain}`, tokenHash: hashToken(token), expires: later } });
  expect(await confirmEmailChange(token, { userId: dan.id, sessionToken: null })).toMatchObject({ ok: true });

  // nudge (issue 24): a day later, the other player nudges the one to act.
  const acting = await toActNow(limited.id);
  await nudge(limited.id, limited.bySeat[1 - acting], queueNudgeMail, new Date(Date.now() + 25 * 3600_000));

  // webhook_off (issue 39): a player's webhook was switched off after too many failed calls.
  await enqueueMail(prisma, { kind: "webhook_off", to: ann.email, dedupeKey: `webhook-off:${uid()}`, payload: { url: "https://hooks.example.com/neva", failures: 20 } });
  return { limited };
}
