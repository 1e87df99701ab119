// Issue 35, items 9 and 10: what a deleted account leaves behind, through the real routes, the
// worker and the pages. After DELETE /api/me no outbox row names the person or holds an address
// of theirs (the subjects and the nudge sent to the others say "Former player" instead, the sent
// confirmation of an address change is gone); the old unsubscribe link answers "no such address"
// and writes nothing, so a new account on that address starts with the default preferences; and
// an account that never chose a display name is deleted by typing its sign-in address.
import { renderToStaticMarkup } from "react-dom/server";
import { createElement, type ReactElement } from "react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import en from "@/messages/en.json";
import * as meRoute from "@/app/api/me/route";
import * as emailRoute from "@/app/api/me/email/route";
import * as nudgeRoute from "@/app/api/games/[id]/nudge/route";
import * as oneClick from "@/app/unsubscribe/one-click/route";
import { savePreferencesAction } from "@/app/unsubscribe/actions";
import UnsubscribePage from "@/app/unsubscribe/page";
import { DeleteAccountForm } from "@/components/account/delete-form";
import { DEFAULT_PREFS, getPrefs } from "@/lib/mail/prefs";
import { oneClickUrl, preferencesToken } from "@/lib/mail/tokens";
import { FORMER_PLAYER } from "@/lib/players/former";
import { call, makeUser } from "../games/helpers";
import { playOne, startedGame, toActNow, uid, mailSinkForFile, type Player } from "../notifications/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));
// Pages rendered outside Next's request scope.
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<object>()), connection: async () => {} }));
vi.mock("@/lib/auth/session", async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import("../games/auth-mock")) }));

const mail = mailSinkForFile();

const render = (element: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: element }));
const remove = (as: Player | null, confirm: unknown) => call(meRoute.DELETE, { as, method: "DELETE", path: "/api/me", body: { confirm } });
const unsubscribe = (email: string) => oneClick.POST(new Request(oneClickUrl(email), { method: "POST", body: "List-Unsubscribe=One-Click" }));
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

/** Outbox rows anywhere that hold one of `words` in their address, subject, payload, error or key. */
async function rowsNaming(words: string[]): Promise<{ id: string; kind: string; to: string }[]> {
  const patterns = words.map((w) => `%${w}%`);
  return prisma.$queryRaw`
    SELECT id, kind, to_address AS "to" FROM mail_outbox
    WHERE to_address LIKE ANY(${patterns}::text[]) OR subject LIKE ANY(${patterns}::text[]) OR payload::text LIKE ANY(${patterns}::text[])
       OR last_error LIKE ANY(${patterns}::text[]) OR dedupe_key LIKE ANY(${patterns}::text[])`;
}

describe("what a deleted account leaves behind", () => {
  it("no outbox row names them or holds their addresses; mail to the others says Former player", { timeout: 120_000 }, async () => {
    const players = [await mail.player("gone"), await mail.player("stay")];
    const { id, bySeat } = await startedGame(players);
    // The one who leaves nudges the other after a day of waiting: the nudge's subject and payload name them.
    const acting = await toActNow(id);
    const [ann, bob] = [bySeat[1 - acting], bySeat[acting]];
    await prisma.$executeRaw`UPDATE game_events SET created_at = created_at - interval '25 hours' WHERE game_id = ${id}`;
    expect((await call(nudgeRoute.POST, { as: ann, id, method: "POST" })).status).toBe(202);
    // A second table, where the nudge waits to be sent.
    const second = await startedGame([ann, bob]);
    const secondActing = await toActNow(second.id);
    if (second.bySeat[secondActing].id === ann.id) await playOne(second.id, second.bySeat);
    await prisma.$executeRaw`UPDATE game_events SET created_at = created_at - interval '25 hours' WHERE game_id = ${second.id}`;
    // An address change asked for: its confirmation is sent (the row's payload is then emptied).
    const next = `gone-new-${uid()}@${mail.domain}`;
    expect((await call(emailRoute.POST, { as: ann, path: "/api/me/email", body: { email: next } })).status).toBe(202);
    await mail.work();
    expect((await mail.mails(bob.email)).some((m) => m.subject.includes(ann.displayName))).toBe(true);
    expect((await call(nudgeRoute.POST, { as: ann, id: second.id, method: "POST" })).status).toBe(202);
    const before = await rowsNaming([ann.displayName, ann.email, next]);
    expect(before.some((r) => r.kind === "nudge" && r.to === bob.email)).toBe(true);
    expect(before.some((r) => r.kind === "email_change" && r.to === next)).toBe(true);
    expect(await prisma.emailChange.count({ where: { userId: ann.id } })).toBe(1);

    expect((await remove(ann, ann.displayName)).status).toBe(200);
    expect(await rowsNaming([ann.displayName, ann.email, next])).toEqual([]);
    expect(await prisma.emailChange.count({ where: { userId: ann.id } })).toBe(0);
    // Bob's mail is still there, about a former player.
    const nudged = await prisma.mailOutbox.findFirstOrThrow({ where: { kind: "nudge", gameId: id, toAddress: bob.email } });
    expect(nudged.subject).toContain(`${FORMER_PLAYER} is waiting for your move`);
    expect(nudged.payload).toMatchObject({ by: FORMER_PLAYER });
    expect(await prisma.mailOutbox.count({ where: { toAddress: bob.email, subject: { contains: FORMER_PLAYER } } })).toBeGreaterThan(1);
  });

  it("the old unsubscribe link answers 'no such address' and writes nothing; a new account on the address starts afresh", { timeout: 60_000 }, async () => {
    const cy = await mail.player("cy");
    expect((await unsubscribe(cy.email)).status).toBe(200);
    expect(await getPrefs(cy.email)).toMatchObject({ turnMail: "none", reminders: false });
    expect((await remove(cy, cy.displayName)).status).toBe(200);
    expect(await prisma.mailPreference.count({ where: { email: cy.email } })).toBe(0);

    const replay = await unsubscribe(cy.email);
    expect(replay.status).toBe(404);
    expect(await replay.text()).toBe(`${en.unsubscribe.noAccount}\n`);
    const token = preferencesToken(cy.email);
    expect(await savePreferencesAction({}, form({ email: cy.email, token, intent: "unsubscribe" }))).toEqual({ error: en.unsubscribe.noAccount });
    expect(
      await savePreferencesAction({}, form({ email: cy.email, token, turnMail: "digest", digestHour: "8", timeZone: "UTC", reminders: "on" })),
    ).toEqual({ error: en.unsubscribe.noAccount });
    const page = render((await UnsubscribePage({ searchParams: Promise.resolve({ email: cy.email, token }) })) as ReactElement);
    expect(page).toContain(en.unsubscribe.noAccount);
    expect(page).not.toContain(en.unsubscribe.save);
    expect(await prisma.mailPreference.count({ where: { email: cy.email } })).toBe(0);

    // Someone new signs up with the address: the defaults, nothing inherited.
    await prisma.user.create({ data: { email: cy.email } });
    expect(await getPrefs(cy.email)).toEqual(DEFAULT_PREFS);
    expect((await unsubscribe(cy.email)).status).toBe(200);
  });

  it("an account without a display name is deleted by typing its sign-in address; the page and the refusal say so", { timeout: 60_000 }, async () => {
    const nameless = await makeUser("nameless", false);
    expect(nameless.displayName).toBeNull();
    for (const confirm of ["", "null", "undefined", `${nameless.email}x`, 42]) {
      const refused = await remove(nameless, confirm);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ field: "confirm", message: en.apiErrors.deleteMismatchAddress });
    }
    expect(await prisma.user.count({ where: { id: nameless.id } })).toBe(1);
    expect(render(createElement(DeleteAccountForm, { displayName: null, email: nameless.email }))).toContain(
      en.account.deleteLabelAddress.replace("{email}", nameless.email),
    );
    expect((await remove(nameless, `  ${nameless.email.toUpperCase()} `)).status).toBe(200);
    expect(await prisma.user.count({ where: { id: nameless.id } })).toBe(0);

    // With a display name, the name it is (the address does not do).
    const named = await makeUser("named");
    const wrong = await remove(named, named.email);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(en.apiErrors.deleteMismatch);
    expect(render(createElement(DeleteAccountForm, { displayName: named.displayName, email: named.email }))).toContain(
      en.account.deleteLabel.replace("{name}", named.displayName),
    );
    expect((await remove(named, named.displayName)).status).toBe(200);
  });
});
