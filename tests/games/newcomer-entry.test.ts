// Issue 27, the entry: personal invitation links (context only for the right link), the seat of
// a guest who chose a name, the waiting room's invitations, the header's count of tables waiting
// for the player, and an impossible edition and expansion refused in plain words.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { invitationContext, invitationIn, invitationPath, invitationToken } from "@/lib/games/invitations";
import { turnCount } from "@/lib/games/dashboard";
import { loadWaitingRoom } from "@/lib/games/waiting-room";
import * as gamesRoute from "@/app/api/games/route";
import { call, createGameAs, makeUser, startedGame, uid, type TestUser } from "./helpers";

vi.mock("@/lib/auth", () => import("./auth-mock"));

process.env.AUTH_SECRET ||= "test-secret-for-invitation-links-0123456789";

let alice: TestUser, bob: TestUser;
beforeAll(async () => {
  [alice, bob] = await Promise.all([makeUser("alice"), makeUser("bob")]);
});

describe("personal invitation links", () => {
  it("name the inviter and the address only for the invited guest's own token at an open table", async () => {
    const email = `guest-${uid()}@example.test`;
    const id = await createGameAs(alice, { seats: 3, invites: [email, bob.displayName] });
    const path = invitationPath(id, email);
    const found = invitationIn(path);
    expect(found).toEqual({ gameId: id, token: invitationToken(id, email) });
    expect(await invitationContext(found!.gameId, found!.token)).toEqual({ inviter: alice.displayName, email });

    // Bad links learn nothing: another address's token, another game's, garbage, a plain game link.
    expect(await invitationContext(id, invitationToken(id, `someone-${uid()}@example.test`))).toBeNull();
    const other = await createGameAs(alice, { seats: 2 });
    expect(await invitationContext(other, found!.token)).toBeNull();
    expect(await invitationContext(id, "x".repeat(43))).toBeNull();
    expect(invitationIn(`/games/${id}`)).toBeNull();
    expect(invitationIn(`/games/${id}?invite=${"%00".repeat(20)}`)).toBeNull();
    expect(invitationIn(`/lobby?invite=${found!.token}`)).toBeNull();

    // A player invited by name gets no address-bearing link: the creator typed no address.
    const room = await loadWaitingRoom(id, alice);
    expect(room!.guestLinks).toEqual([{ email, path }]);
    expect(room!.invitations).toBe(2);

    // Once the table is cancelled the link says nothing either.
    await prisma.game.update({ where: { id }, data: { status: "cancelled" } });
    expect(await invitationContext(id, found!.token)).toBeNull();
  });

  it("show the guest's display name on the seat once chosen, and their address to nobody else", async () => {
    const email = `named-${uid()}@example.test`;
    const id = await createGameAs(alice, { seats: 2, invites: [email] });
    const before = await loadWaitingRoom(id, alice);
    expect(before!.seats[1]).toMatchObject({ name: null, invitedEmail: email, joined: false });
    expect((await loadWaitingRoom(id, bob))!.seats[1].invitedEmail).toBeNull();

    const name = `Newbie ${uid()}`.slice(0, 20);
    await prisma.user.create({ data: { email, displayName: name } });
    const after = await loadWaitingRoom(id, alice);
    expect(after!.seats[1]).toMatchObject({ name, invitedEmail: null, joined: false });
    expect(after!.guestLinks).toEqual([]);
    expect(JSON.stringify(after)).not.toContain(email);
  });
});

describe("the header's count of tables waiting for the player", () => {
  it("counts running games waiting for their seat and invitations not yet taken", async () => {
    const [p, q] = await Promise.all([makeUser("p"), makeUser("q")]);
    expect(await turnCount(p)).toBe(0);
    const { id: gameId } = await startedGame([p, q]);
    const game = await prisma.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
    const waiting = game.seats.find((s) => s.seat === game.toActSeat)!;
    const [first, second] = waiting.userId === p.id ? [p, q] : [q, p];
    expect(await turnCount(first)).toBe(1);
    expect(await turnCount(second)).toBe(0);
    await createGameAs(alice, { seats: 2, invites: [second.displayName] });
    expect(await turnCount(second)).toBe(1);
  });
});

describe("an edition with expansions it does not go with", () => {
  it("is refused in plain words without a ruling's number, with the same code and field", async () => {
    for (const body of [
      { seats: 2, edition: "second", expansions: ["newSociety"] },
      { seats: 2, expansions: ["market"] },
    ]) {
      const reply = await call(gamesRoute.POST, { as: alice, body });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({ code: "invalid_request", field: "expansions" });
      expect(reply.body.error.message).not.toMatch(/R\d|ruling/i);
    }
    const second = await call(gamesRoute.POST, { as: alice, body: { seats: 2, edition: "second", expansions: ["banquet"] } });
    expect(second.body.error.message).toBe("New Society and The Banquet go only with the 1st edition.");
    const first = await call(gamesRoute.POST, { as: alice, body: { seats: 2, expansions: ["market"] } });
    expect(first.body.error.message).toBe("The Market goes only with the 2nd edition.");
  });
});
