// Table talk through the real chat route handlers and the real database: who may read and write,
// what is refused (and then never stored), paging, and the flood limits.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { createGameAs, makeUser, startedGame, type TestUser } from "../games/helpers";
import { postWith, read, say, sayRaw } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

let players: TestUser[];
let stranger: TestUser;
beforeAll(async () => {
  players = await Promise.all([makeUser("talk0"), makeUser("talk1"), makeUser("talk2")]);
  stranger = await makeUser("outsider");
});
afterEach(() => {
  delete process.env.RATE_LIMIT_CHAT_BURST;
  delete process.env.RATE_LIMIT_CHAT_DAY;
});

const stored = (gameId: string) => prisma.gameMessage.count({ where: { gameId } });

describe("POST and GET /api/games/{id}/chat", () => {
  it("stores what a seated player says and shows it to every seated player, oldest first", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const first = await say(bySeat[0], id, { text: "  Good luck, all!  " });
    expect(first.status).toBe(201);
    expect(first.body.message).toEqual({ id: expect.stringMatching(/^\d+$/), seat: 0, author: bySeat[0].displayName, text: "Good luck, all!", at: expect.any(String) });
    const second = await say(bySeat[1], id, { text: "<img src=x onerror=alert(1)>" });
    expect(second.status).toBe(201);
    for (const who of bySeat) {
      const reply = await read(who, id);
      expect(reply.status).toBe(200);
      // Stored and answered as it was written: escaping is the page's business (React does it).
      expect(reply.body.messages.map((m: { seat: number; text: string }) => [m.seat, m.text])).toEqual([
        [0, "Good luck, all!"],
        [1, "<img src=x onerror=alert(1)>"],
      ]);
    }
  });

  it("answers 401 signed out and 404 to anyone not seated, revealing nothing and storing nothing", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    await say(bySeat[0], id, { text: "between us" });
    expect((await read(null, id)).status).toBe(401);
    expect((await say(null, id, { text: "hello" })).status).toBe(401);
    const peek = await read(stranger, id);
    expect(peek.status).toBe(404);
    expect(peek.text).not.toContain("between us");
    expect((await say(stranger, id, { text: "let me in" })).status).toBe(404);
    // The same answer as for a game that does not exist at all.
    expect((await read(stranger, "c000000000000000000000000")).body).toEqual(peek.body);
    expect((await read(bySeat[0], "not-an-id")).status).toBe(404);
    // A table not started yet has no seats drawn: no talk there either.
    const open = await createGameAs(players[2], { seats: 2, variants: {}, invites: [] });
    expect((await say(players[2], open, { text: "anyone?" })).status).toBe(404);
    expect(await stored(id)).toBe(1);
    expect(await stored(open)).toBe(0);
  });

  it("refuses bad input with a 400 naming the field, and stores nothing", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const cases: [string, string | undefined][] = [
      [JSON.stringify({ text: "   " }), "text"],
      [JSON.stringify({ text: "x".repeat(1001) }), "text"],
      [JSON.stringify({ text: "nul\u0000byte" }), "text"],
      [JSON.stringify({ text: "bell\u0007" }), "text"],
      [JSON.stringify({ text: "two\nlines" }), "text"],
      [JSON.stringify({ text: 42 }), "text"],
      [JSON.stringify({ text: ["a"] }), "text"],
      [JSON.stringify({}), "text"],
      [JSON.stringify(["text"]), "text"],
      ["null", "text"],
      ["{ text: 'hi' ", undefined],
    ];
    for (const [raw, field] of cases) {
      const reply = await sayRaw(bySeat[0], id, raw);
      expect(reply.status, raw).toBe(400);
      expect(reply.body.error.message).toMatch(/\.$/);
      expect(reply.body.error.field, raw).toBe(field);
    }
    expect(await stored(id)).toBe(0);
    // The limit counts characters as a person does: 1,000 emoji are 1,000 characters.
    expect((await say(bySeat[0], id, { text: "🎲".repeat(1000) })).status).toBe(201);
    expect((await say(bySeat[0], id, { text: "x".repeat(1000) })).status).toBe(201);
    expect(await stored(id)).toBe(2);
  });

  it("passes the same cross-site checks as a move", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    const body = JSON.stringify({ text: "forged" });
    const foreign = await postWith(bySeat[0], id, { "content-type": "application/json", origin: "https://evil.example" }, body);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.field).toBe("origin");
    const form = await postWith(bySeat[0], id, { "content-type": "text/plain" }, body);
    expect(form.status).toBe(415);
    const crossSite = await postWith(bySeat[0], id, { "content-type": "application/json", "sec-fetch-site": "cross-site" }, body);
    expect(crossSite.status).toBe(403);
    const own = await postWith(bySeat[0], id, { "content-type": "application/json", origin: "http://localhost" }, body);
    expect(own.status).toBe(201);
    expect(await stored(id)).toBe(1);
  });

  it("pages back with ?before and catches up with ?after; refuses a cursor that is not an id", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    // Written straight to the table (the route's own path is tested above), in order.
    await prisma.gameMessage.createMany({
      data: Array.from({ length: 205 }, (_, i) => ({ gameId: id, userId: bySeat[i % 2].id, seat: i % 2, seq: 0, text: `message ${i}` })),
    });
    const ids = (await prisma.gameMessage.findMany({ where: { gameId: id }, orderBy: { id: "asc" } })).map((m) => String(m.id));
    const latest = (await read(bySeat[0], id)).body.messages;
    expect(latest).toHaveLength(200);
    expect(latest[0].text).toBe("message 5");
    expect(latest[199].text).toBe("message 204");
    const earlier = (await read(bySeat[0], id, `?before=${latest[0].id}`)).body.messages;
    expect(earlier.map((m: { text: string }) => m.text)).toEqual(["message 0", "message 1", "message 2", "message 3", "message 4"]);
    const after = (await read(bySeat[1], id, `?after=${ids[202]}`)).body.messages;
    expect(after.map((m: { text: string }) => m.text)).toEqual(["message 203", "message 204"]);
    expect((await read(bySeat[1], id, `?after=${ids[204]}`)).body.messages).toEqual([]);
    for (const [query, field] of [
      ["?before=abc", "before"],
      ["?after=-1", "after"],
      ["?after=0", "after"],
      ["?before=1%00", "before"],
      ["?after=99999999999999999999", "after"],
      ["?before=2&after=1", "before"],
    ]) {
      const reply = await read(bySeat[0], id, query);
      expect(reply.status, query).toBe(400);
      expect(reply.body.error.field, query).toBe(field);
    }
  });

  it("answers a flood with 429 and when to try again; the other players talk on", async () => {
    const { id, bySeat } = await startedGame(players.slice(0, 2));
    for (let i = 0; i < 10; i++) expect((await say(bySeat[0], id, { text: `spam ${i}` })).status).toBe(201);
    const flood = await say(bySeat[0], id, { text: "one more" });
    expect(flood.status).toBe(429);
    expect(flood.body.error.message).toMatch(/Try again in/);
    expect(await stored(id)).toBe(10);
    expect((await say(bySeat[1], id, { text: "calm down" })).status).toBe(201);
    // The same player at another table is not silenced there.
    const other = await startedGame([bySeat[0], players[2]]);
    expect((await say(bySeat[0], other.id, { text: "hello here" })).status).toBe(201);
  });

  it("holds a player to a daily total per game", async () => {
    const { id, bySeat } = await startedGame(players.slice(1, 3));
    process.env.RATE_LIMIT_CHAT_BURST = "1000/30";
    process.env.RATE_LIMIT_CHAT_DAY = "3/86400";
    for (let i = 0; i < 3; i++) expect((await say(bySeat[1], id, { text: `line ${i}` })).status).toBe(201);
    const over = await say(bySeat[1], id, { text: "line 3" });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/today/);
    expect(Number((await postWith(bySeat[1], id, { "content-type": "application/json" }, '{"text":"again"}')).status)).toBe(429);
    expect((await say(bySeat[0], id, { text: "my turn to talk" })).status).toBe(201);
  });
});
