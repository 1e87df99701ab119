// Everything one viewer's game table needs, in one object: the page renders it on the server and
// GET /api/games/{id} returns it for live updates. Only what `viewFor` allows leaves the server.
import { ApiError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { cardDef, legalMoves, newGame, price, viewFor, type CardId, type GameState, type GameView, type LegalMove } from "@/lib/engine";
import { describeFrom, type LogLine } from "./history";
import { loadEvents, loadState, SetupPayloadSchema, type LoggedEvent, type SetupPayload } from "./log";

export interface CardPrice {
  card: CardId;
  /** What the card costs the viewer now, after every reduction (not for trading cards). */
  price: number | null;
}

export interface GameTable {
  gameId: string;
  status: "open" | "active" | "finished" | "cancelled";
  seq: number;
  /** The viewer's seat, or null for a spectator. */
  seat: number | null;
  view: GameView;
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
  // Three independent reads at once (the game row, the replayed state, the plain-words log):
  // one round trip of waiting instead of three. Nothing is shown before the checks below pass.
  const [game, loaded, log] = await Promise.all([readGame(gameId), loadState(gameId), logLines(gameId)]);
  if (!game) throw new ApiError(404, "not_found", "There is no such game.");
  if (game.status === "open" || game.status === "cancelled") {
    throw new ApiError(409, "not_started", game.status === "open" ? "The game has not started yet." : "This game was cancelled.");
  }
  if (!loaded) throw new ApiError(409, "not_started", "The game has not started yet.");
  // Read side by side, the log may end before or after the state: it must end exactly there.
  const lastLine = log.length ? log[log.length - 1].seq : 0;
  const lines = (lastLine < loaded.seq ? await logLines(gameId) : log).filter((line) => line.seq <= loaded.seq);
  return tableFor(gameId, game, loaded, lines, viewer);
}

function readGame(gameId: string) {
  return prisma.game.findUnique({
    where: { id: gameId },
    select: {
      status: true,
      seed: true,
      seedHash: true,
      lastMoveAt: true,
      seats: { select: { seat: true, userId: true } },
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
  return {
    gameId,
    status: game.status,
    seq: loaded.seq,
    seat,
    view: viewFor(state, seat),
    legalMoves: seat === null ? [] : legalMoves(state, seat),
    prices: pricesFor(state, seat),
    log,
    seedHash: game.seedHash,
    seed: game.status === "finished" ? game.seed : null,
    lastMoveAt: game.lastMoveAt?.toISOString() ?? null,
  };
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
 * Built from the states before and after the move; no database read.
 */
export interface TableUpdate {
  legalMoves: LegalMove[];
  prices: GameTable["prices"];
  /** The log lines of this move alone: the page already holds every earlier line. */
  log: LogLine[];
}

export function tableUpdate(before: GameState, moved: LoggedEvent, after: GameState, seat: number): TableUpdate {
  return { legalMoves: legalMoves(after, seat), prices: pricesFor(after, seat), log: describeFrom(before, [moved], -1).lines };
}

function priceOrNull(player: Parameters<typeof price>[0], card: CardId, source: "upper" | "lower" | "hand"): number | null {
  return cardDef(card).trading ? null : price(player, card, source).total;
}

/**
 * The log in plain words so far. Tables poll it every few seconds, so the lines (and the state
 * they lead to) of recent games are kept: a request describes only the events it has not seen.
 */
interface LogEntry {
  seq: number;
  state: GameState;
  lines: LogLine[];
}
const LOG_CACHE_SIZE = 200;
const logCache = new Map<string, LogEntry>();

export function forgetCachedLog(gameId?: string): void {
  if (gameId) logCache.delete(gameId);
  else logCache.clear();
}

async function logLines(gameId: string): Promise<LogLine[]> {
  const cached = logCache.get(gameId);
  const events = await loadEvents(gameId, cached?.seq ?? -1);
  if (events.length === 0) return cached?.lines ?? [];
  let entry: LogEntry;
  if (cached) {
    const more = describeFrom(cached.state, events, -1);
    const lines = cached.lines.concat(more.lines);
    entry = { seq: lines.length ? lines[lines.length - 1].seq : cached.seq, state: more.state, lines };
  } else {
    const [first, ...rest] = events;
    if (first.type !== "setup") return [];
    const setup = SetupPayloadSchema.parse(first.payload) as SetupPayload;
    const described = describeFrom(newGame(setup.options, setup.setup), rest, -1);
    const lines = described.lines;
    entry = { seq: lines.length ? lines[lines.length - 1].seq : 0, state: described.state, lines };
  }
  logCache.delete(gameId);
  logCache.set(gameId, entry);
  if (logCache.size > LOG_CACHE_SIZE) logCache.delete(logCache.keys().next().value as string);
  return entry.lines;
}

/** The moves after `after` in plain words, for GET /api/games/{id}/events and live updates. */
export async function loadLog(gameId: string, after: number): Promise<{ seq: number; events: LogLine[] }> {
  const game = await prisma.game.findUnique({ where: { id: gameId }, select: { id: true } });
  if (!game) throw new ApiError(404, "not_found", "There is no such game.");
  const lines = await logLines(gameId);
  const seq = lines.length ? lines[lines.length - 1].seq : 0;
  return { seq, events: lines.filter((line) => line.seq > after) };
}
