// Table talk on the live stream, as the live tests read it: a message POSTed through the chat
// route reaches every seated page of the game as `event: chat` over LISTEN/NOTIFY, never a
// spectator's page, and a lost listening connection tells the pages to catch up.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { liveHub } from "@/lib/games/live";
import { signInAs } from "../games/auth-mock";
import { makeUser, startedGame, type TestUser } from "../games/helpers";
import { openStream, type OpenStream } from "../live/open-stream";
import type { SseFrame, SseReader } from "../live/sse";
import { say } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

async function open(as: TestUser, id?: string): Promise<OpenStream> {
  signInAs(as);
  return openStream(id);
}

const chat = (frame: SseFrame) => frame.event === "chat";
/** Waits until the hub listens: the first `turns` frame is pushed after LISTEN is active. */
const settled = (page: { reader: SseReader }) => page.reader.next((f) => f.event === "turns");

let players: TestUser[];
let watcher: TestUser;
beforeAll(async () => {
  players = await Promise.all([makeUser("live-talk0"), makeUser("live-talk1")]);
  watcher = await makeUser("live-watch");
});
afterAll(() => liveHub.close());

describe("event: chat on the game stream", () => {
  it("brings a message to every seated page of the game, and none to a spectator", async () => {
    const { id, bySeat } = await startedGame(players);
    const pages = await Promise.all([open(bySeat[0], id), open(bySeat[1], id), open(watcher, id)]);
    const dashboard = await open(bySeat[1]);
    await Promise.all([...pages, dashboard].map(settled));
    const posted = await say(bySeat[0], id, { text: "<img src=x onerror=alert(1)> hi" });
    expect(posted.status).toBe(201);
    for (const page of pages.slice(0, 2)) {
      const frame = await page.reader.next(chat);
      expect(JSON.parse(frame!.data)).toEqual(posted.body.message);
    }
    // The other player's dashboard hears that one of their tables has something new.
    expect(JSON.parse((await dashboard.reader.next(chat))!.data)).toEqual({ gameId: id });
    // A second message after the first: in order. The spectator's stream has carried neither.
    const again = await say(bySeat[1], id, { text: "hello back" });
    expect(JSON.parse((await pages[0].reader.next(chat, pages[0].reader.frames.findIndex(chat) + 1))!.data).id).toBe(again.body.message.id);
    expect(pages[2].reader.frames.filter(chat)).toEqual([]);
    // Messages leave the table as it is: no table or seq frame for them.
    expect(pages[0].reader.frames.filter((f) => f.event === "table" || f.event === "seq")).toEqual([]);
    for (const page of [...pages, dashboard]) page.abort();
  });

  it("hides a muted author's messages from the page of the player who muted them", async () => {
    const { id, bySeat } = await startedGame(players);
    await prisma.chatMute.create({ data: { userId: bySeat[1].id, mutedUserId: bySeat[0].id } });
    try {
      const [own, muting] = await Promise.all([open(bySeat[0], id), open(bySeat[1], id)]);
      await Promise.all([own, muting].map(settled));
      const muted = await say(bySeat[0], id, { text: "nobody hears me" });
      const heard = await say(bySeat[1], id, { text: "I speak freely" });
      // In note order: the muted message would have come first on the muting page.
      const first = await muting.reader.next(chat);
      expect(JSON.parse(first!.data).id).toBe(heard.body.message.id);
      expect(JSON.parse((await own.reader.next(chat))!.data).id).toBe(muted.body.message.id);
      own.abort();
      muting.abort();
    } finally {
      await prisma.chatMute.deleteMany({ where: { userId: bySeat[1].id } });
    }
  });

  it("tells the pages to catch up when the listening connection was lost", async () => {
    const { id, bySeat } = await startedGame(players);
    const page = await open(bySeat[0], id);
    await settled(page);
    await prisma.$queryRaw`
      WITH listening AS MATERIALIZED (
        SELECT pid FROM pg_stat_activity
        WHERE query = 'LISTEN neva_games' AND datname = current_database() AND pid <> pg_backend_pid())
      SELECT pg_terminate_backend(pid) AS ok FROM listening`;
    expect(JSON.parse((await page.reader.next(chat))!.data)).toEqual({ resync: true });
    page.abort();
  });
});
