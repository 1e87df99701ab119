// What players and the operator can do about what is said (issue 24), through the real routes
// and the operator's command: delete one's own message for five minutes, report, mute, read
// marks and the unread counts, and `npm run moderation -- reports | hide <id>`.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, inject, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { talkMarks, unreadTables } from "@/lib/talk/marks";
import * as messageRoute from "@/app/api/games/[id]/chat/[messageId]/route";
import * as reportRoute from "@/app/api/games/[id]/chat/[messageId]/report/route";
import * as muteRoute from "@/app/api/games/[id]/chat/mute/route";
import * as readRoute from "@/app/api/games/[id]/chat/read/route";
import { signInAs } from "../games/auth-mock";
import { call, makeUser, startedGame, type TestUser } from "../games/helpers";
import { read, say } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

type Ctx = { params: Promise<{ id: string; messageId: string }> };
async function onMessage(handler: (r: Request, c: Ctx) => Promise<Response>, as: TestUser, id: string, messageId: string, method: string) {
  signInAs(as);
  const response = await handler(new Request(`http://localhost/api/games/${id}/chat/${messageId}`, { method }), { params: Promise.resolve({ id, messageId }) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
const remove = (as: TestUser, id: string, messageId: string) => onMessage(messageRoute.DELETE, as, id, messageId, "DELETE");
const report = (as: TestUser, id: string, messageId: string) => onMessage(reportRoute.POST, as, id, messageId, "POST");
const texts = async (as: TestUser, id: string) => (await read(as, id)).body.messages.map((m: { text: string }) => m.text);

let players: TestUser[];
let stranger: TestUser;
beforeAll(async () => {
  players = await Promise.all([makeUser("safe0"), makeUser("safe1"), makeUser("safe2")]);
  stranger = await makeUser("safe-x");
});

describe("deleting, reporting and muting", () => {
  it("lets the author delete their own message for five minutes, nobody else's", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const mine = (await say(bySeat[0], id, { text: "oops, wrong table" })).body.message.id;
    const old = (await say(bySeat[0], id, { text: "said long ago" })).body.message.id;
    await prisma.gameMessage.update({ where: { id: BigInt(old) }, data: { createdAt: new Date(Date.now() - 6 * 60_000) } });
    expect((await remove(bySeat[1], id, mine)).status).toBe(403);
    expect((await remove(stranger, id, mine)).status).toBe(404);
    const late = await remove(bySeat[0], id, old);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/first 5\sminutes/);
    expect((await remove(bySeat[0], id, "abc")).status).toBe(404);
    expect((await remove(bySeat[0], id, mine)).status).toBe(204);
    expect((await remove(bySeat[0], id, mine)).status).toBe(404);
    expect(await texts(bySeat[1], id)).toEqual(["said long ago"]);
  });

  it("takes a report once per reader; the operator lists reports and hides a message from everyone", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const rude = (await say(bySeat[0], id, { text: "something rude!" })).body.message.id;
    expect((await report(bySeat[1], id, rude)).status).toBe(202);
    expect((await report(bySeat[1], id, rude)).status).toBe(202);
    expect((await report(stranger, id, rude)).status).toBe(404);
    expect((await report(bySeat[1], id, "99999999")).status).toBe(404);
    expect(await prisma.chatReport.count({ where: { messageId: BigInt(rude) } })).toBe(1);
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/moderation.ts", ...args], { env: { ...process.env, DATABASE_URL: inject("databaseUrl") } });
    const listed = await cli("reports");
    expect(listed.stdout).toContain(`${rude}  game ${id}`);
    expect(listed.stdout).toContain(`${bySeat[0].displayName}: "something rude!"`);
    expect((await cli("hide", rude)).stdout.trim()).toBe(`Message ${rude} is hidden.`);
    expect(await texts(bySeat[1], id)).toEqual([]);
    expect(await texts(bySeat[0], id)).toEqual([]);
    await expect(cli("hide", "nonsense")).rejects.toMatchObject({ code: 1 });
    await expect(cli()).rejects.toMatchObject({ code: 2 });
  }, 120_000);

  it("mutes a player at every table for the one who mutes, and unmutes", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const other = await startedGame([bySeat[0], bySeat[1], players[2]]);
    await say(bySeat[0], id, { text: "loud" });
    const otherSeat = other.bySeat.findIndex((p) => p.id === bySeat[0].id);
    await say(bySeat[0], other.id, { text: "loud elsewhere" });
    const mute = (as: TestUser, gameId: string, body: unknown) => call(muteRoute.POST, { as, id: gameId, body });
    expect((await mute(bySeat[1], id, { seat: 1, muted: true })).status).toBe(400);
    expect((await mute(bySeat[1], id, { seat: 7, muted: true })).body.error.field).toBe("seat");
    expect((await mute(bySeat[1], id, { seat: 0, muted: "yes" })).body.error.field).toBe("muted");
    expect((await mute(stranger, id, { seat: 0, muted: true })).status).toBe(404);
    const done = await mute(bySeat[1], id, { seat: 0, muted: true });
    expect(done).toMatchObject({ status: 200, body: { muted: [0] } });
    expect(await texts(bySeat[1], id)).toEqual([]);
    expect(await texts(bySeat[1], other.id)).toEqual([]);
    expect((await read(bySeat[1], other.id)).body.muted).toEqual([otherSeat]);
    // Only for the one who muted.
    expect(await texts(players[2], other.id)).toEqual(["loud elsewhere"]);
    expect((await mute(bySeat[1], id, { seat: 0, muted: false })).body.muted).toEqual([]);
    expect(await texts(bySeat[1], id)).toEqual(["loud"]);
  });

  it("counts unread messages past the read mark, for the dashboard and the lobby", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    await say(bySeat[0], id, { text: "one" });
    const two = (await say(bySeat[0], id, { text: "two" })).body.message.id;
    await say(bySeat[1], id, { text: "my own does not count" });
    expect((await talkMarks(bySeat[1].id, [id]))[id]).toEqual({ unread: 2, nudgedBy: [] });
    expect((await unreadTables(bySeat[1].id)).find((t) => t.gameId === id)).toMatchObject({ unread: 2 });
    const markRead = (body: unknown) => call(readRoute.POST, { as: bySeat[1], id, body });
    expect((await markRead({ id: "x" })).status).toBe(400);
    expect((await markRead({ id: two })).status).toBe(204);
    expect((await talkMarks(bySeat[1].id, [id]))[id]).toBeUndefined();
    // A read mark never moves back.
    expect((await markRead({ id: "1" })).status).toBe(204);
    await say(bySeat[0], id, { text: "three" });
    expect((await talkMarks(bySeat[1].id, [id]))[id]).toEqual({ unread: 1, nudgedBy: [] });
  });
});
