// Issue 18, first hole: a body nested thousands of levels deep (well under the 16 KB limit) used to
// overflow the stack of the control-character walk: a 500, and CPU and memory growing with the
// square of the depth. Every route that reads a JSON body now refuses it with 400 and a sentence,
// from a scan of the raw text, before JSON.parse or any walk sees it.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));
vi.mock("@/lib/auth/session", async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import("../games/auth-mock")) }));

import * as gamesRoute from "@/app/api/games/route";
import * as movesRoute from "@/app/api/games/[id]/moves/route";
import { controlCharacterPath } from "@/lib/input";
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonText } from "@/lib/api/json-body";
import { signInAs } from "../games/auth-mock";
import { eventCount, makeUser, startedGame, type TestUser } from "../games/helpers";

const BASE = "http://localhost:3000";
type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

async function post(handler: Handler, path: string, id: string, as: TestUser, body: string) {
  signInAs(as);
  const request = new Request(`${BASE}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });
  const response = await handler(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string; field?: string } } };
}

const deep = (depth: number, open = "[", close = "]") => open.repeat(depth) + close.repeat(depth);

let players: TestUser[];
let game: { id: string; bySeat: TestUser[] };

beforeAll(async () => {
  players = await Promise.all([makeUser("deep0"), makeUser("deep1")]);
  game = await startedGame(players);
});

describe("deeply nested JSON bodies (issue 18)", () => {
  const routes = () =>
    [
      ["POST /api/games/{id}/moves", movesRoute.POST as Handler, `/api/games/${game.id}/moves`, game.id],
      ["POST /api/games", gamesRoute.POST as Handler, "/api/games", ""],
    ] as const;

  it("depth 10,000 (arrays, objects, mixed) answers 400 naming the body with a sentence on every JSON route, nothing written", async () => {
    const before = await eventCount(game.id);
    // All under the 16 KB body limit, so the depth check (not the size check) must answer.
    const bodies = [
      `{"seq":0,"move":${"[".repeat(10_000)}`, // depth 10,000, unclosed: refused as too deep, not as bad JSON
      `{"seq":0,"move":${"[{".repeat(5_000)}`, // depth 10,000, arrays and objects
      `{"seq":0,"move":${deep(7_900)}}`, // the reported body, closed
    ];
    for (const [name, handler, path, id] of routes()) {
      for (const body of bodies) {
        expect(new TextEncoder().encode(body).byteLength).toBeLessThan(16 * 1024);
        const reply = await post(handler, path, id, game.bySeat[0], body);
        expect(reply.status, name).toBe(400);
        expect(reply.body.error).toEqual({ code: "too_deep", message: `The request body nests too deeply: at most ${MAX_JSON_DEPTH} levels of [ and { are accepted.`, field: "body" });
      }
    }
    expect(await eventCount(game.id)).toBe(before);
  });

  it("the refusal comes from the scan of the text: JSON.parse is never called on a deep body", async () => {
    const parse = vi.spyOn(JSON, "parse");
    try {
      const reply = await post(movesRoute.POST as Handler, `/api/games/${game.id}/moves`, game.id, game.bySeat[0], `{"seq":0,"move":${deep(7_900)}}`);
      expect(reply.status).toBe(400);
      expect(parse.mock.calls.some(([text]) => typeof text === "string" && text.includes("[[[["))).toBe(false);
    } finally {
      parse.mockRestore();
    }
  });

  it("bodies at the limit still pass the scan; brackets inside strings and escaped quotes do not count", () => {
    expect(nestsDeeperThan(deep(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(deep(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: "[".repeat(10_000) }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'x\\"[[[[[' }), 2)).toBe(false);
    expect(nestsDeeperThan(`["\\\\"${"[".repeat(5)}`, 3)).toBe(true); // "\\" ends the string: the brackets after it count
    expect(parseJsonText(`{"seq":1,"move":${deep(20)}}`)).toEqual({ seq: 1, move: JSON.parse(deep(20)) });
  });

  it("an ordinary move with a hostile string still answers the control-character field", async () => {
    const reply = await post(movesRoute.POST as Handler, `/api/games/${game.id}/moves`, game.id, game.bySeat[0], JSON.stringify({ seq: 0, move: { type: "pass" }, clientMoveId: "\u0000" }));
    expect(reply.status).toBe(400);
    expect(reply.body.error?.field).toBe("clientMoveId");
  });

  it("the control-character walk is a loop: a value 100,000 levels deep (a server action's, not bounded by the scan) is walked without a stack overflow", () => {
    let value: unknown = "bad\u0000";
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(controlCharacterPath(value)).toBe(Array(100_000).fill("0").join("."));
    expect(controlCharacterPath({ invites: ["ok", "x\u0007"], seats: 3 })).toBe("invites.1");
    expect(controlCharacterPath({ ["k\u0000"]: "fine" })).toBe("k\u0000");
    expect(controlCharacterPath({ a: { b: ["fine"] } })).toBeNull();
  });
});
