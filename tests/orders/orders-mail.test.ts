// Issue 32: what the turn mail and the dashboard say of standing orders, through the worker's own
// pass and the mail it sends: an order that plays at once leaves no turn mail; orders that do not
// apply leave the mail saying so; the other player's mail never says a move was planned.
import { describe, expect, it, vi } from "vitest";
import { loadState } from "@/lib/games/current";
import { ordersMarks } from "@/lib/orders/status";
import { runWorkerOnce } from "@/lib/services";
import * as ordersRoute from "@/app/api/games/[id]/orders/route";
import { call } from "../games/helpers";
import { playOne, startedGame, toActNow, mailSinkForFile, type Player } from "../notifications/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const mail = mailSinkForFile();

const put = (as: Player, id: string, body: unknown) => call(ordersRoute.PUT, { as: { ...as, locale: null } as never, id, method: "PUT", body });

async function table() {
  const players = [await mail.player("ira"), await mail.player("jan")];
  const { id, bySeat } = await startedGame(players);
  const acting = await toActNow(id);
  return { id, bySeat, actor: acting, waiter: 1 - acting };
}

describe("standing orders in the turn mail and on the dashboard", () => {
  it("an order that plays at once leaves no turn mail; the other player's mail tells the move, not that it was planned", async () => {
    const { id, bySeat, actor, waiter } = await table();
    expect((await put(bySeat[waiter], id, { orders: [{ move: { type: "pass" } }] })).status).toBe(200);
    expect(await ordersMarks(bySeat[waiter].id)).toEqual({ [id]: "waiting" });
    await playOne(id, bySeat);
    // Bots and orders first (as the worker's loop does), then the mail.
    await runWorkerOnce({ maxBatches: 0 });
    expect((await loadState(id))!.seq).toBe(2);
    await mail.work();
    expect(await mail.mails(bySeat[waiter].email)).toHaveLength(0);
    const [theirs] = await mail.mails(bySeat[actor].email);
    expect(theirs.text).toMatch(new RegExp(`${bySeat[waiter].displayName} passed`));
    expect(theirs.text).not.toMatch(/planned/);
  });

  it("orders that do not apply: the dashboard says the game asks, and the turn mail says why", async () => {
    const { id, bySeat, waiter } = await table();
    expect((await put(bySeat[waiter], id, { orders: [{ move: { type: "buy", card: "observatory", from: "upper" } }] })).status).toBe(200);
    await playOne(id, bySeat);
    await runWorkerOnce({ maxBatches: 0 });
    expect((await loadState(id))!.seq).toBe(1);
    expect(await ordersMarks(bySeat[waiter].id)).toEqual({ [id]: "asked" });
    await mail.work();
    const [turn] = await mail.mails(bySeat[waiter].email);
    expect(turn.subject).toMatch(/^Your turn/);
    expect(turn.text).toContain("You left orders for this game, but none of them applies to this move, so the game waits for you.");
  });

  it("orders all played: the dashboard and the turn mail say they ran out", async () => {
    const { id, bySeat, waiter } = await table();
    const { state } = (await loadState(id))!;
    const card = state.upperRow[state.upperRow.length - 1];
    expect((await put(bySeat[waiter], id, { orders: [{ move: { type: "take", card, from: "upper" } }] })).status).toBe(200);
    await playOne(id, bySeat);
    await runWorkerOnce({ maxBatches: 0 });
    expect((await loadState(id))!.seq).toBe(2);
    // The take is used up; the player's next turn finds nothing left.
    await playOne(id, bySeat);
    await runWorkerOnce({ maxBatches: 0 });
    expect((await loadState(id))!.seq).toBe(3);
    expect(await ordersMarks(bySeat[waiter].id)).toEqual({ [id]: "ranOut" });
    await mail.work();
    const turns = (await mail.mails(bySeat[waiter].email)).filter((m) => m.subject.startsWith("Your turn"));
    expect(turns).toHaveLength(1);
    expect(turns[0].text).toContain("All the orders you left for this game have been played, so the game waits for you.");
  });
});
