// Preferences and the signed unsubscribe link: the link works without signing in and only for
// its own address; "none" stops turn mails (also those already queued); reminders can be off.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { savePreferencesAction } from "@/app/unsubscribe/actions";
import * as oneClick from "@/app/unsubscribe/one-click/route";
import { getPrefs, DEFAULT_PREFS } from "@/lib/mail/prefs";
import { oneClickUrl, preferencesToken, preferencesUrl, verifyPreferencesToken } from "@/lib/mail/tokens";
import { mailEnv, playOne, startedGame, TestMail } from "./helpers";

const mail = new TestMail();
beforeAll(() => mailEnv());

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe("mail preferences", () => {
  it("signed links verify only for their own address", () => {
    const url = new URL(preferencesUrl("Ann@Example.test"));
    expect(url.pathname).toBe("/unsubscribe");
    expect(url.searchParams.get("email")).toBe("ann@example.test");
    const token = url.searchParams.get("token")!;
    expect(verifyPreferencesToken("ann@example.test", token)).toBe(true);
    expect(verifyPreferencesToken("ANN@example.test", token)).toBe(true);
    expect(verifyPreferencesToken("bob@example.test", token)).toBe(false);
    expect(verifyPreferencesToken("ann@example.test", token.slice(0, -1))).toBe(false);
    expect(verifyPreferencesToken("ann@example.test", "")).toBe(false);
  });

  it("the preferences form saves every turn / digest / none and reminders, without signing in", async () => {
    const p = await mail.player("pia");
    expect(await getPrefs(p.email)).toEqual(DEFAULT_PREFS);
    const token = preferencesToken(p.email);
    const refused = await savePreferencesAction({}, form({ email: p.email, token: "forged", turnMail: "none", digestHour: "8", timeZone: "UTC" }));
    expect(refused.error).toMatch(/not valid/);
    const bad = await savePreferencesAction({}, form({ email: p.email, token, turnMail: "digest", digestHour: "8", timeZone: "Mars/Olympus" }));
    expect(bad).toMatchObject({ field: "timeZone", error: "Time zone: is not a time zone" });
    const saved = await savePreferencesAction({}, form({ email: p.email, token, turnMail: "digest", digestHour: "8", timeZone: "Europe/Paris" }));
    expect(saved.saved).toMatch(/saved/);
    expect(await getPrefs(p.email)).toEqual({ turnMail: "digest", digestHour: 8, timeZone: "Europe/Paris", reminders: false });
  });

  it("unsubscribing cancels queued turn mails and reminders and queues no new ones", async () => {
    const [a, b] = [await mail.player("qin"), await mail.player("ray")];
    const { id, bySeat } = await startedGame([a, b]);
    const { seat } = await playOne(id, bySeat);
    const other = bySeat[1 - seat];
    expect(await mail.rows({ gameId: id, status: "pending" }).then((r) => r.filter((x) => x.toAddress === other.email).length)).toBe(2);

    const result = await savePreferencesAction({}, form({ email: other.email, token: preferencesToken(other.email), intent: "unsubscribe" }));
    expect(result.saved).toMatch(/Unsubscribed/);
    expect(await getPrefs(other.email)).toMatchObject({ turnMail: "none", reminders: false });
    const rows = (await mail.rows({ gameId: id })).filter((r) => r.toAddress === other.email);
    expect(rows.every((r) => r.status === "cancelled")).toBe(true);

    // Their next turn queues nothing for them.
    await playOne(id, bySeat);
    await playOne(id, bySeat);
    const pending = (await prisma.mailOutbox.findMany({ where: { gameId: id, status: "pending" } })).filter((r) => r.toAddress === other.email);
    expect(pending).toHaveLength(0);
  });

  it("one-click unsubscribe (List-Unsubscribe-Post) works with the signed URL and refuses a forged one", async () => {
    const p = await mail.player("sam");
    const forged = await oneClick.POST(new Request(oneClickUrl(p.email).replace(/token=[^&]+/, "token=nope"), { method: "POST" }));
    expect(forged.status).toBe(403);
    const ok = await oneClick.POST(new Request(oneClickUrl(p.email), { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect(ok.status).toBe(200);
    expect(await getPrefs(p.email)).toMatchObject({ turnMail: "none", reminders: false });
  });
});
