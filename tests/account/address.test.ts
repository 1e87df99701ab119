// Changing the sign-in address (issue 26) through the real path: POST /api/me/email, the outbox
// row the worker renders and sends to the SMTP sink (in the player's language), the confirmation
// page's server action, and the notice the old address receives. The link works once, for 24
// hours; a taken address is refused with a sentence; requests are rate-limited. Issue 35: the page
// names the account that takes the address, only that account signed in confirms, and confirming
// signs its other browsers out.
import { renderToStaticMarkup } from "react-dom/server";
import { createElement, type ReactElement } from "react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import ConfirmAddressPage from "@/app/account/email/page";
import { maskAddress } from "@/emails/address-changed";
import fr from "@/messages/fr.json";
import en from "@/messages/en.json";
import * as emailRoute from "@/app/api/me/email/route";
import { confirmAddress } from "@/app/account/email/actions";
import { pendingChange } from "@/lib/account/email-change";
import { pruneOutbox } from "@/lib/mail/outbox";
import { signInAs } from "../games/auth-mock";
import { call } from "../games/helpers";
import { uid, mailSinkForFile } from "../notifications/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));
// The confirmation page rendered outside Next's request scope.
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<object>()), connection: async () => {} }));
vi.mock("@/lib/auth/session", async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import("../games/auth-mock")) }));

const mail = mailSinkForFile();

const ask = (as: { id: string; email: string; displayName: string } | null, body: unknown) => call(emailRoute.POST, { as, body, path: "/api/me/email" });
const confirm = (token: string) => {
  const form = new FormData();
  form.set("token", token);
  return confirmAddress({}, form);
};
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const page = async (token: string) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "en",
      messages: en,
      timeZone: "UTC",
      children: (await ConfirmAddressPage({ searchParams: Promise.resolve({ token }) })) as ReactElement,
    }),
  );
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("changing the sign-in address", () => {
  it("mails a link to the new address; only following it changes the address; the old address is told", { timeout: 60_000 }, async () => {
    const ann = await mail.player("ann");
    await prisma.user.update({ where: { id: ann.id }, data: { locale: "fr" } });
    await prisma.mailPreference.create({ data: { email: ann.email, turnMail: "none" } });
    const session = await prisma.session.create({ data: { sessionToken: `s-${uid()}`, userId: ann.id, expires: new Date(Date.now() + 86_400_000) } });
    const next = `ann-new-${uid()}@${mail.domain}`;

    const reply = await ask(ann, { email: `  ${next.toUpperCase()} ` });
    expect(reply.status).toBe(202);
    expect(reply.body.sentTo).toBe(next);
    // Nothing changed yet; only the hash of the link's token is stored.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: ann.id } })).email).toBe(ann.email);
    await mail.work();
    const [sent] = await mail.mails(next);
    expect(sent.subject).toBe(fr.account.confirmMailSubject);
    expect(sent.text).toContain(fr.account.confirmMailButton);
    expect(sent.text).not.toContain(en.account.confirmMailIgnore);
    const link = sent.links.find((l) => l.includes("/account/email?token="))!;
    expect(link).toBeDefined();
    const token = tokenOf(link);
    const stored = await prisma.emailChange.findFirstOrThrow({ where: { userId: ann.id } });
    expect(stored.tokenHash).not.toContain(token);
    expect(JSON.stringify(await prisma.emailChange.findMany({ where: { userId: ann.id } }))).not.toContain(token);
    // The sent row no longer holds the link.
    const row = (await mail.rows({ kind: "email_change" })).find((r) => r.toAddress === next)!;
    expect(row.status).toBe("sent");
    expect(JSON.stringify(row.payload)).not.toContain(token);
    expect(await pendingChange(token)).toEqual({ newEmail: next, userId: ann.id, displayName: ann.displayName, oldEmail: ann.email });

    signInAs(ann);
    const done = await confirm(token);
    expect(done).toEqual({ done: `Done: you now sign in with ${next}.` });
    const user = await prisma.user.findUniqueOrThrow({ where: { id: ann.id } });
    expect(user.email).toBe(next);
    // The other browser is signed out, the confirming one stays; the preferences moved with the address.
    expect(await prisma.session.findUnique({ where: { sessionToken: session.sessionToken } })).toBeNull();
    expect(await prisma.session.count({ where: { userId: ann.id } })).toBe(1);
    expect(await prisma.mailPreference.findUnique({ where: { email: next } })).toMatchObject({ turnMail: "none" });
    expect(await prisma.mailPreference.findUnique({ where: { email: ann.email } })).toBeNull();

    await mail.work();
    const [notice] = await mail.mails(ann.email);
    expect(notice.subject).toBe(fr.account.changedMailSubject);
    expect(notice.text).toContain(fr.account.changedMailNotYou);
    // The new address shows masked to the old one.
    expect(notice.text).not.toContain(next);
    expect(notice.text).toContain(`@${mail.domain}`);

    // Once only.
    expect(await confirm(token)).toEqual({ error: en.account.confirmInvalid });
    expect(await pendingChange(token)).toBeNull();
  });

  it("refuses a bad, an unchanged or a taken address with a sentence, and a link after 24 hours", { timeout: 60_000 }, async () => {
    const [bea, cid] = [await mail.player("bea"), await mail.player("cid")];
    expect(await ask(null, { email: `x-${uid()}@${mail.domain}` })).toMatchObject({ status: 401 });
    const bad = await ask(bea, { email: "not an address" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ field: "email", message: en.account.addressInvalid });
    expect((await ask(bea, {})).status).toBe(400);
    expect((await ask(bea, { email: bea.email.toUpperCase() })).body.error.message).toBe(en.account.addressSame);
    const taken = await ask(bea, { email: cid.email });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(en.account.addressTaken);

    const next = `bea-new-${uid()}@${mail.domain}`;
    expect((await ask(bea, { email: next })).status).toBe(202);
    await mail.work();
    const token = tokenOf((await mail.mails(next))[0].links.find((l) => l.includes("token="))!);
    await prisma.emailChange.updateMany({ where: { userId: bea.id }, data: { expires: new Date(Date.now() - 1000) } });
    expect(await confirm(token)).toEqual({ error: en.account.confirmInvalid });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: bea.id } })).email).toBe(bea.email);

    // Someone else took the address between the request and the link: refused, nothing changes.
    const other = `bea-other-${uid()}@${mail.domain}`;
    expect((await ask(bea, { email: other })).status).toBe(202);
    await mail.work();
    const second = tokenOf((await mail.mails(other))[0].links.find((l) => l.includes("token="))!);
    await prisma.user.update({ where: { id: cid.id }, data: { email: other } });
    expect(await confirm(second)).toEqual({ error: en.account.confirmTaken });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: bea.id } })).email).toBe(bea.email);
  });

  it("names the account that takes the address; signed out it asks to sign in, another account cannot confirm; the owner's other sessions end", { timeout: 60_000 }, async () => {
    // Eve asks to move her account to Vic's address; Vic gets the link.
    const eve = await mail.player("eve");
    const vic = `vic-${uid()}@${mail.domain}`;
    const eveElsewhere = await prisma.session.create({ data: { sessionToken: `s-${uid()}`, userId: eve.id, expires: new Date(Date.now() + 86_400_000) } });
    expect((await ask(eve, { email: vic })).status).toBe(202);
    await mail.work();
    const token = tokenOf((await mail.mails(vic))[0].links.find((l) => l.includes("token="))!);
    const who = html(en.account.confirmWho.replace("{name}", eve.displayName).replace("{old}", maskAddress(eve.email)).replace("{email}", vic));

    // Signed out (Vic, following the link): the page says whose account it is, asks to sign in and comes back; no button.
    signInAs(null);
    const signedOut = await page(token);
    expect(signedOut).toContain(who);
    expect(signedOut).not.toContain(eve.email);
    expect(signedOut).toContain(html(en.account.confirmSignIn));
    expect(signedOut).toContain(`href="/signin?next=${encodeURIComponent(`/account/email?token=${token}`)}"`);
    expect(signedOut).not.toContain(en.account.confirmButton);
    expect(await confirm(token)).toEqual({ error: en.account.confirmSignIn });

    // Signed in to another account: no button, and the action refuses.
    const vicAccount = await mail.player("vic");
    signInAs(vicAccount);
    const other = await page(token);
    expect(other).toContain(who);
    expect(other).toContain(html(en.account.confirmOtherAccount));
    expect(other).not.toContain(en.account.confirmButton);
    expect(await confirm(token)).toEqual({ error: en.account.confirmOtherAccount });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: eve.id } })).email).toBe(eve.email);
    expect(await prisma.session.count({ where: { userId: eve.id } })).toBe(1);

    // Eve herself, signed in: the button; confirming ends her other session and keeps this one.
    signInAs(eve);
    const own = await page(token);
    expect(own).toContain(who);
    expect(own).toContain(en.account.confirmButton);
    expect(own).toContain(html(en.account.confirmSignsOut));
    expect(await confirm(token)).toEqual({ done: `Done: you now sign in with ${vic}.` });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: eve.id } })).email).toBe(vic);
    expect(await prisma.session.findUnique({ where: { sessionToken: eveElsewhere.sessionToken } })).toBeNull();
    expect(await prisma.session.count({ where: { userId: eve.id } })).toBe(1);
  });

  it("prunes outbox rows done with after the retention time, and nothing pending", async () => {
    const to = `old-${uid()}@${mail.domain}`;
    const long = new Date(Date.now() - 31 * 86_400_000);
    const [sent, pending] = [`prune-sent-${uid()}`, `prune-pending-${uid()}`];
    await prisma.mailOutbox.create({ data: { dedupeKey: sent, kind: "your_turn", toAddress: to, payload: {}, status: "sent", sendAfter: long, createdAt: long } });
    await prisma.mailOutbox.create({ data: { dedupeKey: pending, kind: "your_turn", toAddress: to, payload: {}, status: "pending", sendAfter: long, createdAt: long } });
    await pruneOutbox(new Date());
    expect(await prisma.mailOutbox.count({ where: { dedupeKey: sent } })).toBe(0);
    expect(await prisma.mailOutbox.count({ where: { dedupeKey: pending } })).toBe(1);
    await prisma.mailOutbox.deleteMany({ where: { dedupeKey: pending } });
  });

  it("counts the requests: the fourth within an hour is a 429 with a sentence", { timeout: 60_000 }, async () => {
    const dan = await mail.player("dan");
    for (let i = 0; i < 3; i++) expect((await ask(dan, { email: `dan-${i}-${uid()}@${mail.domain}` })).status).toBe(202);
    const fourth = await ask(dan, { email: `dan-4-${uid()}@${mail.domain}` });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(/several address changes/);
    // Only the newest link stands.
    expect(await prisma.emailChange.count({ where: { userId: dan.id, usedAt: null } })).toBe(1);
  });
});
