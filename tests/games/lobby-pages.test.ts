// The lobby's open tables a page at a time (issue 19, scale): keyset pages newest first through
// GET /api/games and listOpenGames (what /lobby calls), and a hostile cursor shows the first page.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { RULES_VERSION, VariantsSchema } from "@/lib/engine";
import { seedHash } from "@/lib/games/lobby";
import { LOBBY_PAGE, listOpenGames, lobbyCursorParam } from "@/lib/games/open-tables";
import * as gamesRoute from "@/app/api/games/route";
import { call, makeUser, type Reply, type TestUser } from "./helpers";

vi.mock("@/lib/auth", () => import("./auth-mock"));

// The tables live in 2001, below every table other test files make on the shared database, and
// the walk starts from a cursor just above them: what it meets is exactly what this file made.
const ABOVE = lobbyCursorParam({ createdAt: new Date("2002-01-01T00:00:00Z"), id: `c${"z".repeat(24)}` });
const TABLES = 2 * LOBBY_PAGE + 5;

let gus: TestUser, hal: TestUser;
/** The open tables with a free seat, in the lobby's order (newest first, ties by id, larger first). */
let expected: string[];

async function table(createdAt: Date, seats: { userId?: string; invitedEmail?: string; joinedAt?: Date; botNumber?: number }[], status: "open" | "cancelled" = "open") {
  const seed = `seed-${createdAt.getTime()}-${Math.random()}`;
  const game = await prisma.game.create({
    data: {
      createdAt,
      createdById: gus.id,
      status,
      options: { edition: "first", expansions: [], variants: VariantsSchema.parse({}) },
      rulesVersion: RULES_VERSION,
      seed,
      seedHash: seedHash(seed),
      seatCount: seats.length,
      seats: { create: seats },
    },
    select: { id: true, createdAt: true },
  });
  return game;
}

beforeAll(async () => {
  [gus, hal] = await Promise.all([makeUser("gus"), makeUser("hal")]);
  const made: { id: string; createdAt: Date }[] = [];
  for (let i = 0; i < TABLES; i++) {
    // Every third pair shares its moment, so a page boundary falls inside a tie sooner or later.
    const createdAt = new Date(Date.UTC(2001, 0, 1, 0, 0, i - (i % 3 === 1 ? 1 : 0)));
    made.push(await table(createdAt, [{ userId: gus.id, joinedAt: createdAt }, {}]));
  }
  // Not listed: a table whose other seat is reserved, one where a bot sits, a cancelled one.
  const at = new Date(Date.UTC(2001, 0, 1, 0, 0, 10));
  await table(at, [{ userId: gus.id, joinedAt: at }, { invitedEmail: "someone@example.test" }]);
  await table(at, [{ userId: gus.id, joinedAt: at }, { botNumber: 1, joinedAt: at }]);
  await table(at, [{ userId: gus.id, joinedAt: at }, {}], "cancelled");
  expected = made
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((g) => g.id);
});

describe("the lobby's pages of open tables", () => {
  it("walks newest first a page at a time, each table once, to a last page without a next", async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let after: string | null = ABOVE;
    while (after) {
      const reply: Reply = await call(gamesRoute.GET, { as: hal, path: `/api/games?after=${encodeURIComponent(after)}` });
      expect(reply.status).toBe(200);
      sizes.push(reply.body.games.length);
      seen.push(...reply.body.games.map((g: { id: string }) => g.id));
      after = reply.body.next;
    }
    expect(sizes).toEqual([LOBBY_PAGE, LOBBY_PAGE, TABLES - 2 * LOBBY_PAGE]);
    expect(seen).toEqual(expected);
  });

  it("gives the page what /lobby shows: creator, seats with names, options; first page or not", async () => {
    const page = await listOpenGames(ABOVE);
    expect(page.first).toBe(false);
    expect(page.games.map((g) => g.id)).toEqual(expected.slice(0, LOBBY_PAGE));
    const [top] = page.games;
    expect(top.createdBy?.displayName).toBe(gus.displayName);
    expect(top.seats.map((s) => s.user?.displayName ?? null)).toEqual([gus.displayName, null]);
    expect(top.options.variants).toMatchObject({ openMoney: false });
    const second = await listOpenGames(page.next);
    expect(second.games.map((g) => g.id)).toEqual(expected.slice(LOBBY_PAGE, 2 * LOBBY_PAGE));
    // Past the oldest table: an empty page, not the first.
    const past = await listOpenGames(lobbyCursorParam({ createdAt: new Date(Date.UTC(2000, 0, 1)), id: `c${"0".repeat(24)}` }));
    expect(past).toMatchObject({ games: [], next: null, first: false });
    expect((await listOpenGames(undefined)).first).toBe(true);
  });

  it("reads a hostile cursor as none: the first page, never a 500", async () => {
    const id = expected[0];
    const hostile: unknown[] = [
      "",
      "_",
      "abc",
      `_${id}`,
      "1732500000000_",
      `1732500000000_${id}x`,
      `1732500000000_${id.toUpperCase()}`,
      `-1_${id}`,
      `1e12_${id}`,
      `1.5_${id}`,
      ` 1732500000000_${id}`,
      `99999999999999_${id}`,
      `${"9".repeat(400)}_${id}`,
      `1732500000000_${id}' OR '1'='1`,
      `1732500000000_${id}\u0000`,
      "x".repeat(10_000),
      ["1732500000000", id],
      { createdAt: 0, id },
      42,
      null,
    ];
    for (const after of hostile) {
      const page = await listOpenGames(after);
      expect(page.first, JSON.stringify(after)).toBe(true);
    }
    for (const after of hostile.filter((a): a is string => typeof a === "string")) {
      const reply = await call(gamesRoute.GET, { as: hal, path: `/api/games?after=${encodeURIComponent(after)}` });
      expect(reply.status, after.slice(0, 40)).toBe(200);
      expect(Array.isArray(reply.body.games)).toBe(true);
    }
    // The largest cursor of ours (13 digits, the year 2286) is read, and every table is older.
    expect((await listOpenGames(`9999999999999_${id}`)).first).toBe(false);
  });
});
