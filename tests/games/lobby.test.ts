// Creating, inviting, joining, starting and cancelling games through the JSON routes.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { seedHash } from "@/lib/games/lobby";
import { tableOptions } from "@/lib/games/options";
import { loadWaitingRoom } from "@/lib/games/waiting-room";
import type { SetupPayload } from "@/lib/games/log";
import * as gamesRoute from "@/app/api/games/route";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as cancelRoute from "@/app/api/games/[id]/cancel/route";
import * as eventsRoute from "@/app/api/games/[id]/events/route";
import { call, createGameAs, joinAs, makeUser, uid, type TestUser } from "./helpers";

vi.mock("@/lib/auth", () => import("./auth-mock"));

let ann: TestUser, bob: TestUser, cat: TestUser, dan: TestUser;
beforeAll(async () => {
  [ann, bob, cat, dan] = await Promise.all([makeUser("ann"), makeUser("bob"), makeUser("cat"), makeUser("dan")]);
});

describe("POST /api/games", () => {
  it("creates an open game with the creator seated and invitations by display name and email", async () => {
    const id = await createGameAs(ann, {
      seats: 4,
      variants: { openMoney: true },
      invites: [bob.displayName.toUpperCase(), cat.email],
    });
    const game = await prisma.game.findUniqueOrThrow({ where: { id }, include: { seats: true } });
    expect(game.status).toBe("open");
    expect(game.seatCount).toBe(4);
    expect((game.options as { variants: unknown }).variants).toMatchObject({ openMoney: true, openHands: false });
    expect(game.seedHash).toBe(seedHash(game.seed));
    const byUser = new Map(game.seats.map((s) => [s.userId, s]));
    expect(byUser.get(ann.id)?.joinedAt).toBeTruthy();
    expect(byUser.get(bob.id)?.joinedAt).toBeNull(); // reserved, not yet joined
    expect(byUser.get(cat.id)?.joinedAt).toBeNull(); // a registered email resolves to the player
    expect(game.seats.filter((s) => !s.userId && !s.invitedEmail)).toHaveLength(1);
  });

  it("reserves a seat for an email that has no account yet; that player takes it after signing up", async () => {
    const email = `newcomer-${uid()}@example.test`;
    const id = await createGameAs(ann, { seats: 2, invites: [email.toUpperCase()] });
    const seats = await prisma.gameSeat.findMany({ where: { gameId: id } });
    expect(seats.find((s) => s.invitedEmail === email)).toBeTruthy();
    // Someone else cannot take the reserved seat.
    const other = await joinAs(bob, id);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe("full");
    const newcomer = await prisma.user.create({ data: { email, displayName: `new-${uid()}` } });
    const joined = await joinAs({ id: newcomer.id, email, displayName: newcomer.displayName! }, id);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ id, started: true });
  });

  it("rejects bad input with 400 naming the field, and signed-out callers with 401", async () => {
    const cases: [unknown, string][] = [
      [{ seats: 5 }, "seats"],
      [{ seats: 1 }, "seats"],
      [{ seats: "many" }, "seats"],
      [{ seats: 2, variants: { noSuchVariant: true } }, "variants"],
      [{ seats: 2, variants: { openMoney: "yes" } }, "variants.openMoney"],
      [{ seats: 2, invites: "bob" }, "invites"],
      [{ seats: 2, invites: [bob.displayName, cat.displayName] }, "invites"],
      // Invitation errors name the one entry that is wrong.
      [{ seats: 3, invites: [bob.displayName, bob.email] }, "invites.1"],
      [{ seats: 2, invites: [`nobody-${uid()}`] }, "invites.0"],
      [{ seats: 2, invites: [ann.displayName] }, "invites.0"],
      [{ seats: 2, invites: [""] }, "invites.0"],
      [{ seats: 3, invites: [cat.email, "a@x.test, b@x.test"] }, "invites.1"],
      [{ seats: 2, invites: ["a@x.test\r\nBcc: b@x.test"] }, "invites.0"],
      [{ seats: 2, invites: ["\u2039img src=x>@x.test"] }, "invites.0"],
      [{ seats: 2, invites: ["<b@x.test>"] }, "invites.0"],
      [{ seats: 2, invites: ["not an address@"] }, "invites.0"],
    ];
    for (const [body, field] of cases) {
      const reply = await call(gamesRoute.POST, { as: ann, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.field, JSON.stringify(body)).toBe(field);
      expect(reply.body.error.message).toMatch(/\S/);
    }
    expect((await call(gamesRoute.POST, { as: ann, raw: "{not json" })).body.error.code).toBe("invalid_json");
    const signedOut = await call(gamesRoute.POST, { as: null, body: { seats: 2 } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ error: { code: "unauthenticated", message: "Sign in to do this." } });
    const nameless = await makeUser("nameless", false);
    expect((await call(gamesRoute.POST, { as: nameless, body: { seats: 2 } })).status).toBe(403);
  });
});

describe("expansions at creation (ruling R23)", () => {
  let eve: TestUser;
  beforeAll(async () => {
    eve = await makeUser("eve");
  });

  it("accepts the 1st edition alone, with New Society, with The Banquet and with both; 5 seats only with New Society", async () => {
    // ruling R23
    const combos: [string[], number][] = [
      [[], 4],
      [["newSociety"], 5],
      [["banquet"], 4],
      [["newSociety", "banquet"], 5],
    ];
    for (const [expansions, seats] of combos) {
      const id = await createGameAs(eve, { seats, expansions });
      const game = await prisma.game.findUniqueOrThrow({ where: { id } });
      expect((game.options as { expansions: string[] }).expansions, JSON.stringify(expansions)).toEqual(expansions);
      expect(game.seatCount).toBe(seats);
    }
  });

  it("refuses other combinations with 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [{ seats: 5, expansions: ["banquet"] }, "seats"],
      [{ seats: 5 }, "seats"],
      [{ seats: 6, expansions: ["newSociety", "banquet"] }, "seats"],
      [{ seats: 2, expansions: ["market"] }, "expansions"],
      [{ seats: 2, edition: "second", expansions: ["newSociety"] }, "expansions"],
      [{ seats: 5, edition: "second" }, "seats"],
      [{ seats: 2, expansions: ["sauna"] }, "expansions.0"],
      [{ seats: 2, expansions: ["banquet", "banquet"] }, "expansions"],
      [{ seats: 2, expansions: ["newSociety", "banquet", "newSociety"] }, "expansions"],
      [{ seats: 2, expansions: "banquet" }, "expansions"],
    ];
    for (const [body, field] of cases) {
      const reply = await call(gamesRoute.POST, { as: eve, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.field, JSON.stringify(body)).toBe(field);
    }
    const five = await call(gamesRoute.POST, { as: eve, body: { seats: 5, expansions: ["banquet"] } });
    expect(five.body.error.message).toMatch(/New Society/);
  });

  it("accepts the 2nd edition alone (2 to 4 seats) and with the Market (2 to 5 seats)", async () => {
    // ruling R23
    for (const [expansions, seats] of [[[], 4], [["market"], 5], [["market"], 2]] as [string[], number][]) {
      const id = await createGameAs(eve, { seats, edition: "second", expansions });
      const game = await prisma.game.findUniqueOrThrow({ where: { id } });
      expect(game.options as object).toMatchObject({ edition: "second", expansions });
      expect(game.seatCount).toBe(seats);
    }
    const five = await call(gamesRoute.POST, { as: eve, body: { seats: 5, edition: "second" } });
    expect(five.body.error.message).toMatch(/the Market/);
  });

  it("starts a Banquet game whose deal holds the action cards", async () => {
    const id = await createGameAs(eve, { seats: 2, expansions: ["banquet"] });
    await joinAs(bob, id);
    const setup = await prisma.gameEvent.findUniqueOrThrow({ where: { gameId_seq: { gameId: id, seq: 0 } } });
    expect((setup.payload as SetupPayload).options.expansions).toEqual(["banquet"]);
  });
});

describe("joining and starting", () => {
  it("starts when the last seat fills: seat order drawn, event 0 written, seed kept secret", async () => {
    const id = await createGameAs(ann, { seats: 3, invites: [bob.displayName] });
    const listed = await call(gamesRoute.GET, { as: dan });
    expect(listed.body.games.some((g: { id: string }) => g.id === id)).toBe(true);
    // Before the start nobody can play or see a table.
    expect((await call(gameRoute.GET, { as: ann, id })).status).toBe(409);

    const replies = [await joinAs(bob, id)];
    expect(replies[0].body).toEqual({ id, started: false });
    expect((await joinAs(bob, id)).body.error.code).toBe("already_joined");
    replies.push(await joinAs(dan, id));
    expect(replies[1].body).toEqual({ id, started: true });
    expect((await joinAs(cat, id)).body.error.code).toBe("not_open");

    const game = await prisma.game.findUniqueOrThrow({
      where: { id },
      include: { seats: { include: { user: true }, orderBy: { seat: "asc" } }, events: true },
    });
    expect(game.status).toBe("active");
    expect(game.startedAt).toBeTruthy();
    expect(game.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    expect(game.events).toHaveLength(1);
    const setup = game.events[0];
    expect(setup).toMatchObject({ seq: 0, type: "setup" });
    const payload = setup.payload as SetupPayload;
    expect(payload.options.players).toEqual(game.seats.map((s) => s.user!.displayName));
    expect(Object.keys(payload.setup.piles).sort()).toEqual(["aristocrat", "building", "trading", "worker"]);

    // The seed and the pile order never leave the server while the game runs.
    const responses = [...replies];
    for (const who of [ann, bob, dan, cat]) {
      responses.push(await call(gameRoute.GET, { as: who, id }));
      responses.push(await call(eventsRoute.GET, { as: who, id, path: `/api/games/${id}/events?after=0` }));
    }
    responses.push(await call(gamesRoute.GET, { as: cat }));
    for (const reply of responses) {
      expect(reply.status).toBe(200);
      expect(reply.text).not.toContain(game.seed);
      for (const pile of Object.values(payload.setup.piles) as string[][]) {
        expect(reply.text).not.toContain(JSON.stringify(pile.slice(-6)));
      }
    }
    const table = responses[2].body;
    expect(table.seed).toBeNull();
    expect(table.seedHash).toBe(seedHash(game.seed));
  });

  it("rejects joining an unknown game (404), a full table and a started one (409)", async () => {
    expect((await joinAs(bob, "no-such-game")).status).toBe(404);
    const id = await createGameAs(ann, { seats: 2 });
    expect((await joinAs(bob, id)).status).toBe(200);
    const late = await joinAs(cat, id);
    expect(late.status).toBe(409);
  });

  it("two players racing for the last seat: one gets it, the other a clean 409", async () => {
    const id = await createGameAs(ann, { seats: 2 });
    const [a, b] = await Promise.all([joinAs(bob, id), joinAs(cat, id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await prisma.gameEvent.count({ where: { gameId: id } })).toBe(1);
  });
});

describe("POST /api/games/{id}/cancel", () => {
  it("lets only the creator cancel, and only before the start", async () => {
    const id = await createGameAs(ann, { seats: 3 });
    expect((await call(cancelRoute.POST, { as: bob, id, method: "POST" })).status).toBe(403);
    expect((await call(cancelRoute.POST, { as: null, id, method: "POST" })).status).toBe(401);
    expect((await call(cancelRoute.POST, { as: ann, id: "nope", method: "POST" })).status).toBe(404);
    const ok = await call(cancelRoute.POST, { as: ann, id, method: "POST" });
    expect(ok.status).toBe(200);
    expect((await prisma.game.findUniqueOrThrow({ where: { id } })).status).toBe("cancelled");
    expect((await call(cancelRoute.POST, { as: ann, id, method: "POST" })).status).toBe(409);
    expect((await joinAs(bob, id)).status).toBe(409);

    const started = await createGameAs(ann, { seats: 2 });
    await joinAs(bob, started);
    const late = await call(cancelRoute.POST, { as: ann, id: started, method: "POST" });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("not_open");
  });
});

describe("a table's stored options (read once, by GameOptionsSchema in lib/games/options)", () => {
  // A creator of its own: the others are near the hourly table limit by now.
  let fay: TestUser;
  beforeAll(async () => {
    fay = await makeUser("fay");
  });

  async function corrupt(id: string, json: string): Promise<void> {
    await prisma.$executeRawUnsafe(`UPDATE "games" SET "options" = $1::jsonb WHERE "id" = $2`, json, id);
  }

  it("leaves a corrupt row out of the open tables instead of failing the whole list", async () => {
    const good = await createGameAs(fay, { seats: 3, variants: { openHands: true } });
    const nulled = await createGameAs(fay, { seats: 3 });
    const unknown = await createGameAs(fay, { seats: 3 });
    await corrupt(nulled, "null");
    await corrupt(unknown, JSON.stringify({ expansions: ["chess"] }));
    const reply = await call(gamesRoute.GET, { as: bob });
    expect(reply.status).toBe(200);
    const ids = reply.body.games.map((g: { id: string }) => g.id);
    expect(ids).toContain(good);
    expect(ids).not.toContain(nulled);
    expect(ids).not.toContain(unknown);
    expect(reply.body.games.find((g: { id: string }) => g.id === good).variants).toMatchObject({ openHands: true, openMoney: false });
  });

  it("names the game and the bad field where one table is read (waiting room, start)", async () => {
    const id = await createGameAs(fay, { seats: 2 });
    await corrupt(id, JSON.stringify({ edition: "third" }));
    await expect(loadWaitingRoom(id, fay)).rejects.toThrow(`game ${id} has unreadable stored options: edition:`);
    expect(() => tableOptions({ id, options: "text", seatCount: 2 })).toThrow(`game ${id} has unreadable stored options: options: not a JSON object`);
    // Five seats need New Society (ruling R23): a row claiming five without it is refused too.
    expect(() => tableOptions({ id, options: { edition: "first" }, seatCount: 5 })).toThrow(`game ${id} has unreadable stored options: players: playerCount`);
    // Taking its last seat would start it: a plain 409, rolled back (no setup event, still open).
    const join = await joinAs(bob, id);
    expect(join.status).toBe(409);
    expect(join.body.error).toMatchObject({ code: "unreadable_options", message: expect.stringContaining("edition") });
    expect(await prisma.gameEvent.count({ where: { gameId: id } })).toBe(0);
    expect((await prisma.game.findUniqueOrThrow({ where: { id } })).status).toBe("open");
  });
});
