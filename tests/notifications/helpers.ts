// Shared by the notification tests: a real SMTP sink per test file, players on a domain of
// their own (so this file's worker passes only sends this file's mail), games and moves played
// through the real lobby and move path.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { prisma } from "@/lib/db/client";
import { legalMoves, toAct, type Move } from "@/lib/engine";
import { createGame, joinGame } from "@/lib/games/lobby";
import { loadState } from "@/lib/games/current";
import { submitMove } from "@/lib/games/moves";
import { listMail, type StoredMail } from "@/lib/mailer/mailbox";
import { startMailSink, type MailSink } from "@/lib/mailer/sink";
import { runWorkerOnce, type WorkerStats } from "@/lib/services";

export function uid(): string {
  return randomBytes(5).toString("hex");
}

export interface Player {
  id: string;
  email: string;
  displayName: string;
}

/** Test-wide mail settings: no delays, a fixed secret and public URL. */
export function mailEnv(overrides: Record<string, string> = {}): void {
  Object.assign(process.env, {
    AUTH_SECRET: "test-secret-for-notification-tests-0123456789",
    AUTH_URL: "http://localhost:3999",
    TURN_MAIL_DELAY_SECONDS: "0",
    MAIL_RETRY_BASE_SECONDS: "0",
    MAIL_MAX_ATTEMPTS: "50",
    ...overrides,
  });
}

export class TestMail {
  sink!: MailSink;
  dir!: string;
  readonly domain = `n${uid()}.test`;
  private counter = 0;

  async start(port?: number): Promise<void> {
    this.dir ??= await mkdtemp(path.join(tmpdir(), "neva-notify-"));
    this.sink = await startMailSink({ dir: this.dir, port });
    this.up = true;
    process.env.SMTP_URL = this.sink.url;
  }

  private up = false;

  async stop(): Promise<void> {
    this.up = false;
    await this.sink.stop();
  }

  async sinkUp(): Promise<boolean> {
    return this.up;
  }

  async cleanup(): Promise<void> {
    await this.sink?.stop().catch(() => {});
    await rm(this.dir, { recursive: true, force: true });
  }

  async player(prefix = "p"): Promise<Player> {
    const tag = `${prefix}${++this.counter}-${uid()}`;
    const user = await prisma.user.create({ data: { email: `${tag}@${this.domain}`, displayName: tag } });
    return { id: user.id, email: user.email, displayName: tag };
  }

  async mails(to?: string): Promise<StoredMail[]> {
    return (await listMail(this.dir, to ? { to } : {})).filter((m) => m.to.every((a) => a.endsWith(`@${this.domain}`)));
  }

  /** A worker pass that only sends this file's mail (other test files share the database). */
  work(options: { now?: Date; timeouts?: boolean } = {}): Promise<WorkerStats> {
    return runWorkerOnce({ now: options.now, toSuffix: `@${this.domain}`, timeouts: options.timeouts ?? false });
  }

  /** Outbox rows of this file, by kind. */
  rows(where: { kind?: string; gameId?: string; status?: "pending" | "sending" | "sent" | "failed" | "cancelled" } = {}) {
    return prisma.mailOutbox.findMany({ where: { toAddress: { endsWith: `@${this.domain}` }, ...where }, orderBy: { createdAt: "asc" } });
  }
}

/** A mail sink for this test file: the test-wide mail settings, started before its tests and removed after them. */
export function mailSinkForFile(): TestMail {
  const mail = new TestMail();
  beforeAll(async () => {
    mailEnv();
    await mail.start();
  });
  afterAll(() => mail.cleanup());
  return mail;
}

/** A started game (creator = players[0]); returns its id and seat → player. */
export async function startedGame(
  players: Player[],
  extra: { moveTimeLimitDays?: number; vacation?: boolean; onTimeout?: "pass" | "bot"; standInLevel?: "beginner" | "standard" | "strong" } = {},
) {
  const { id } = await createGame(players[0], { seats: players.length, invites: [], ...extra });
  for (const p of players.slice(1)) await joinGame(id, p);
  const seats = await prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
  return { id, bySeat: seats.map((s) => players.find((p) => p.id === s.userId)!) };
}

/** Plays one legal move for whoever must act (buying or taking when possible). */
export async function playOne(gameId: string, bySeat: Player[], choose?: (moves: Move[]) => Move): Promise<{ seat: number; seq: number }> {
  const loaded = (await loadState(gameId))!;
  const seat = toAct(loaded.state)[0];
  const moves = legalMoves(loaded.state, seat).map((m) => m.move);
  const move = choose ? choose(moves) : (moves.find((m) => m.type !== "pass") ?? moves[0]);
  const reply = await submitMove(gameId, bySeat[seat], { seq: loaded.seq, move });
  return { seat, seq: reply.seq };
}

export async function toActNow(gameId: string): Promise<number> {
  const loaded = (await loadState(gameId))!;
  return toAct(loaded.state)[0];
}
