// 1,000 random malformed move requests (wrong types, missing fields, unknown cards, huge
// numbers, arrays, nulls, strings, nested junk, broken JSON) against the real route: only 4xx
// answers in the JSON error shape, never a 500, and the game does not change.
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { allCardIds, applyMove, legalMoves, MoveSchema, toAct, type GameState, type Move } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { MoveRequestSchema } from "@/lib/games/moves";
import * as movesRoute from "@/app/api/games/[id]/moves/route";
import { call, eventCount, makeUser, startedGame, type TestUser } from "./helpers";
import { randomPicker } from "./play";
import { submitMove } from "@/lib/games/moves";

vi.mock("@/lib/auth", () => import("./auth-mock"));

const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 53, 2 ** 31, -1, -0, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.string({ maxLength: 20 }),
  fc.constantFrom("", "lumberjack", "upper", "buy", "pass", "__proto__", "constructor", "0", "x".repeat(5000)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

let game: { id: string; bySeat: TestUser[] };
let stranger: TestUser;
let seq: number;
let seat: number;
let legal: Move[];
let state: GameState;

beforeAll(async () => {
  const players = await Promise.all([makeUser("f0"), makeUser("f1")]);
  stranger = await makeUser("fs");
  game = await startedGame(players, { autoPass: true });
  // Play into the game a little so hands, play areas and several move kinds exist.
  const pick = randomPicker("fuzz");
  for (let i = 0; i < 25; i++) {
    const { seq: s, state } = (await loadState(game.id))!;
    const { seat: who, ...move } = pick(state);
    await submitMove(game.id, game.bySeat[who], { seq: s, move });
  }
  const loaded = (await loadState(game.id))!;
  seq = loaded.seq;
  seat = toAct(loaded.state)[0];
  state = loaded.state;
  legal = legalMoves(loaded.state, seat).map((m) => m.move);
});

/** A legal move with one field broken, removed or added. */
const brokenMove = fc
  .tuple(fc.nat(), fc.constantFrom("type", "card", "from", "displace", "points", "pile", "untilPhaseEnd", "seat", "extra"), fc.boolean(), junk)
  .map(([i, key, remove, value]) => {
    const { seat: _seat, ...move } = legal[i % legal.length] as Record<string, unknown>;
    if (remove && key in move) delete move[key];
    else move[key] = value;
    return move;
  });

/** Well-formed moves with any card: mostly illegal here (422). */
const wellFormedMove = fc.record(
  {
    type: fc.constantFrom("buy", "take", "play", "discard"),
    card: fc.constantFrom(...allCardIds()),
    from: fc.constantFrom("upper", "lower", "drawn"),
  },
  { requiredKeys: ["type", "card"] },
);

const moveValue = fc.oneof(
  brokenMove,
  wellFormedMove,
  junk,
  fc.record(
    { type: fc.oneof(fc.constantFrom("buy", "take", "play", "pass", "discard", "observatory", "pub"), junk), card: junk, from: junk, seat: junk, points: junk, pile: junk, displace: junk },
    { requiredKeys: [] },
  ),
);

const body = () =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .record(
          {
            seq: fc.oneof({ weight: 4, arbitrary: fc.constant(seq) }, fc.constant(-1), junk, fc.integer({ min: 0, max: 40 })),
            move: moveValue,
            clientMoveId: fc.oneof(fc.string({ minLength: 1, maxLength: 5 }), junk),
          },
          { requiredKeys: ["seq"] },
        )
        .map((b) => ({ json: b as unknown })),
    },
    { weight: 2, arbitrary: junk.map((b) => ({ json: b as unknown })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((raw) => ({ raw: `{"seq": ${raw}` })) },
    { weight: 1, arbitrary: fc.constantFrom('{"seq": 1e999, "move": {"type": "pass"}}', "", "null", "[]", '{"seq":0,"move":{"type":"pass"}', "\u0000", '{"__proto__": {"seq": 0}}').map((raw) => ({ raw })) },
  ).filter((b) => !("json" in b && acceptable(b.json)));

/** A request the engine would accept at the current seq is not malformed: leave it out. */
function acceptable(json: unknown): boolean {
  const request = MoveRequestSchema.safeParse(json);
  if (!request.success || request.data.seq !== seq) return false;
  const move = request.data.move;
  if (move.seat !== undefined && move.seat !== seat) return false;
  const parsed = MoveSchema.safeParse({ ...move, seat });
  return parsed.success && applyMove(state, parsed.data).ok;
}

describe("malformed move requests", () => {
  it("1,000 random bodies: only 4xx in the error shape, never a 500, no state change", { timeout: 240_000 }, async () => {
    const before = await eventCount(game.id);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body(), fc.nat(9), async (b, who) => {
        // Mostly the player to act (so checks reach the move itself), sometimes others.
        const as = who < 7 ? game.bySeat[seat] : who < 9 ? game.bySeat[1 - seat] : stranger;
        const reply = "raw" in b
          ? await call(movesRoute.POST, { as, id: game.id, raw: b.raw })
          : await call(movesRoute.POST, { as, id: game.id, raw: JSON.stringify(b.json) ?? "" });
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
        expect(reply.status, reply.text).toBeLessThan(500);
        expect(typeof reply.body.error.code).toBe("string");
        expect(reply.body.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(`malformed bodies: ${total} sent, by status ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(total).toBe(1000);
    expect(await eventCount(game.id)).toBe(before);
    expect((await prisma.game.findUniqueOrThrow({ where: { id: game.id } })).seq).toBe(seq);
    expect((await loadState(game.id))!.seq).toBe(seq);
  });
});
