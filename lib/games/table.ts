// Everything one viewer's game table needs, in one object: the page renders it on the server and
// GET /api/games/{id} returns it for live updates. Only what `viewFor` allows leaves the server.
import { DomainError } from "@/lib/errors";
import { prisma } from "@/lib/db/client";
import { botLevelOf, type BotLevel } from "@/lib/bots/levels";
import { cardDef, legalMoves, price, viewFor, type CardId, type GameState, type GameView, type LegalMove } from "@/lib/engine";
import { loadCurrent } from "./current";
import { describeStep, forViewer, type LogLine } from "./history";
import type { LogStep } from "./log";

export interface CardPrice {
  card: CardId;
  /** What the card costs the viewer now, after every reduction (not for trading cards). */
  price: number | null;
}

/** The engine's view, each player marked when a bot plays the seat. */
export type TableView = Omit<GameView, "players"> & { players: (GameView["players"][number] & { bot?: true })[] };

export interface GameTable {
  gameId: string;
  status: "open" | "active" | "finished" | "cancelled";
  seq: number;
  /** The viewer's seat, or null for a spectator. */
  seat: number | null;
  /** `players[i].bot` is true for a bot's seat (issue 21). */
  view: TableView;
  /** The seats bots play, fixed for the whole game (live frames carry the plain view). */
  botSeats: number[];
  /** Issue 36: the level of each bot seat, said on its badge. */
  botLevels: Partial<Record<number, BotLevel>>;
  /** The viewer's legal moves now, each with its price; empty when it is not their turn. */
  legalMoves: LegalMove[];
  /**
   * Price of each card in the rows and the viewer's hand for the viewer. A trading card's price
   * depends on what it displaces, so it is given per target among the legal moves instead.
   */
  prices: { upper: CardPrice[]; lower: CardPrice[]; hand: CardPrice[] };
  log: LogLine[];
  seedHash: string;
  /** Revealed once the game is over, so anyone can check the shuffle. */
  seed: string | null;
  /** When the current turn's move clock started: the last event, moved on by time away folded into it (issue 22). */
  lastMoveAt: string | null;
}

/**
 * `seq` when the game is running and its last event is still `seq`, else null. Seq and status
 * are public, so this needs no seat check; anything that changed goes through loadTable.
 */
export async function seqIfUnchanged(gameId: string, seq: number): Promise<number | null> {
  const game = await prisma.game.findUnique({ where: { id: gameId }, select: { seq: true, status: true } });
  return game && game.seq === seq && game.status === "active" ? seq : null;
}

export async function loadTable(gameId: string, viewer: { id: string } | null): Promise<GameTable> {
  // Two independent reads at once (the game row; the state and its log in words, from one
  // replay): one round trip of waiting. Nothing is shown before the checks below pass.
  const [game, current] = await Promise.all([readGame(gameId), loadCurrent(gameId)]);
  if (!game) throw new DomainError("not_found", "noSuchGame");
  if (game.status === "open" || game.status === "cancelled") {
    throw new DomainError("not_started", game.status === "open" ? "notStartedYet" : "cancelled");
  }
  if (!current) throw new DomainError("not_started", "notStartedYet");
  return tableFor(gameId, game, current, current.lines, viewer);
}

function readGame(gameId: string) {
  return prisma.game.findUnique({
    where: { id: gameId },
    select: {
      status: true,
      seed: true,
      seedHash: true,
      lastMoveAt: true,
      clockPausedSeconds: true,
      seats: { select: { seat: true, userId: true, botNumber: true, botLevel: true } },
    },
  });
}

function tableFor(
  gameId: string,
  game: NonNullable<Awaited<ReturnType<typeof readGame>>>,
  loaded: { seq: number; state: GameState },
  log: LogLine[],
  viewer: { id: string } | null,
): GameTable {
  const seat = viewer ? (game.seats.find((s) => s.userId === viewer.id)?.seat ?? null) : null;
  const { state } = loaded;
  const botSeats = game.seats.flatMap((s) => (s.botNumber !== null && s.seat !== null ? [s.seat] : [])).sort();
  const table = seatTable(state, seat);
  const view: TableView = { ...table.view, players: table.view.players.map((p) => (botSeats.includes(p.seat) ? { ...p, bot: true as const } : p)) };
  return {
    gameId,
    status: game.status,
    seq: loaded.seq,
    seat,
    ...table,
    view,
    botSeats,
    botLevels: Object.fromEntries(game.seats.flatMap((s) => (s.botNumber !== null && s.seat !== null ? [[s.seat, botLevelOf(s.botLevel)]] : []))),
    log: forViewer(log, seat, state.status === "finished"),
    seedHash: game.seedHash,
    seed: game.status === "finished" ? game.seed : null,
    // The move clock counts from here: time away folded into this turn (issue 22) moves it on.
    lastMoveAt: game.lastMoveAt ? new Date(game.lastMoveAt.getTime() + game.clockPausedSeconds * 1000).toISOString() : null,
  };
}

/** What `seat` (null: a spectator) sees of `state`: the view, their legal moves, their prices. */
function seatTable(state: GameState, seat: number | null): Pick<GameTable, "view" | "legalMoves" | "prices"> {
  return { view: viewFor(state, seat), legalMoves: seat === null ? [] : legalMoves(state, seat), prices: pricesFor(state, seat) };
}

function pricesFor(state: GameState, seat: number | null): GameTable["prices"] {
  const me = seat === null ? null : state.players[seat];
  const priced = (cards: readonly CardId[], source: "upper" | "lower" | "hand"): CardPrice[] =>
    cards.map((card) => ({ card, price: me ? priceOrNull(me, card, source) : null }));
  return { upper: priced(state.upperRow, "upper"), lower: priced(state.lowerRow, "lower"), hand: me ? priced(me.hand, "hand") : [] };
}

/**
 * What changes on a player's own table with their move, besides the view: the answer to the move
 * carries it, so the page shows the whole new table without asking for it again (issue 13).
 * Built from the step the move made; no database read.
 */
export interface TableUpdate {
  legalMoves: LegalMove[];
  prices: GameTable["prices"];
  /** The log line of this move alone: the page already holds every earlier line. */
  log: LogLine[];
}

export function tableUpdate(step: LogStep, seat: number): TableUpdate {
  return { legalMoves: legalMoves(step.after, seat), prices: pricesFor(step.after, seat), log: [describeStep(step)] };
}

/**
 * What a live stream pushes to an open page when the game moves on: the viewer's whole new table
 * but for what never changes (seed hash) or changes only at the end (the seed: a finished game
 * sends no frame, and its page fetches the whole table). `log` holds the lines after `from`, the
 * seq the stream last pushed; the page keeps its own lines up to there. Issue 13: fifty pages
 * fetching their tables after every signal took 600 ms (p95) on two cores; this takes none.
 */
export interface LiveTable extends TableUpdate {
  seq: number;
  from: number;
  status: "active";
  view: GameView;
  lastMoveAt: string;
}

/** The live frame for `seat` (null: a spectator), or null once the game is over. */
export function liveTable(current: { seq: number; state: GameState; lines: readonly LogLine[] }, seat: number | null, from: number): LiveTable | null {
  const { seq, state } = current;
  if (state.status !== "active") return null;
  return {
    seq,
    from,
    status: "active",
    ...seatTable(state, seat),
    log: forViewer(current.lines.filter((line) => line.seq > from), seat, false),
    lastMoveAt: new Date().toISOString(),
  };
}

function priceOrNull(player: Parameters<typeof price>[0], card: CardId, source: "upper" | "lower" | "hand"): number | null {
  return cardDef(card).trading ? null : price(player, card, source).total;
}

/** The moves after `after` in plain words, for GET /api/games/{id}/events and live updates. */
export async function loadLog(gameId: string, after: number): Promise<{ seq: number; events: LogLine[] }> {
  const game = await prisma.game.findUnique({ where: { id: gameId }, select: { id: true } });
  if (!game) throw new DomainError("not_found", "noSuchGame");
  const current = await loadCurrent(gameId);
  if (!current) return { seq: 0, events: [] };
  // Public (any reader): the standing orders' marks only once the game is over (issue 32).
  const events = current.lines.filter((line) => line.seq > after);
  return { seq: current.seq, events: forViewer(events, null, current.state.status === "finished") };
}
