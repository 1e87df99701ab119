// Helpers for the route tests: players as rows, route handlers called with real Request objects,
// started games. Every test makes its own players (unique emails and names) on the shared database.
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { SessionUser } from "@/lib/auth/session";
import { signInAs } from "./auth-mock";
import * as gamesRoute from "@/app/api/games/route";
import * as joinRoute from "@/app/api/games/[id]/join/route";
import type { WireJson } from "../wire";

export type TestUser = SessionUser & { displayName: string };

export function uid(): string {
  return randomBytes(5).toString("hex");
}

export async function makeUser(prefix = "player", withName = true): Promise<TestUser> {
  const tag = uid();
  const user = await prisma.user.create({
    data: { email: `${prefix}-${tag}@example.test`, displayName: withName ? `${prefix}-${tag}` : null },
  });
  return { id: user.id, email: user.email, displayName: user.displayName as string };
}

export type Reply<T = WireJson> = { status: number; body: T; text: string };

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

/**
 * Calls a route handler as `as` (null: signed out). `body` is sent as JSON unless `raw` text is
 * given; `id` fills the [id] segment.
 */
export async function call<T = WireJson>(
  handler: Handler | ((request: Request) => Promise<Response>),
  options: { as: SessionUser | null; id?: string; method?: string; path?: string; body?: unknown; raw?: string },
): Promise<Reply<T>> {
  signInAs(options.as);
  const hasBody = options.body !== undefined || options.raw !== undefined;
  const request = new Request(`http://localhost${options.path ?? "/api/test"}`, {
    method: options.method ?? (hasBody ? "POST" : "GET"),
    headers: hasBody ? { "content-type": "application/json" } : undefined,
    body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const response = await (handler as Handler)(request, { params: Promise.resolve({ id: options.id ?? "" }) });
  const text = await response.text();
  let body: WireJson = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, text };
}

/** Creates a game as `creator` (201) and returns its id. */
export async function createGameAs(creator: TestUser, input: unknown): Promise<string> {
  const reply = await call(gamesRoute.POST, { as: creator, body: input });
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${reply.text}`);
  return reply.body.id;
}

export async function joinAs(user: TestUser, id: string): Promise<Reply> {
  return call(joinRoute.POST, { as: user, id, method: "POST" });
}

/** A started game of `players.length` seats (creator = players[0]); returns seat → player. */
export async function startedGame(players: TestUser[], variants: Record<string, boolean> = {}) {
  const id = await createGameAs(players[0], { seats: players.length, variants, invites: [] });
  for (const p of players.slice(1)) {
    const reply = await joinAs(p, id);
    if (reply.status !== 200) throw new Error(`join failed: ${reply.status} ${reply.text}`);
  }
  const seats = await prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
  const bySeat = seats.map((s) => players.find((p) => p.id === s.userId)!);
  return { id, bySeat };
}

export async function eventCount(gameId: string): Promise<number> {
  return prisma.gameEvent.count({ where: { gameId } });
}
