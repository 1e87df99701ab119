// Tables before play: create with options and invitations, join a free seat, cancel; when the
// last seat fills, the seat order and the setup are drawn from the game's secret seed.
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { DomainError } from "@/lib/errors";
import { prisma, type Prisma } from "@/lib/db/client";
import { dealFromSeed, drawSeatOrder, MAX_PLAYERS, MIN_PLAYERS, newGame, RULES_VERSION, toAct, unsupportedCombination, VariantsSchema } from "@/lib/engine";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from "@/lib/bots";
import { botName } from "@/lib/bots/names";
import { consume, refusedSaying } from "@/lib/limits";
import { displayNameSchema } from "@/lib/players/display-name";
import { combinationRefusal, type CombinationRefusal } from "./combination";
import { announceAppend, announceCreate, announceJoin } from "./announce";
import { badRequest } from "./issues";
import { notifyGameChanged } from "./live";
import { tableOptions } from "./options";
import type { SetupPayload } from "./log";
import { MoveTimeLimitSchema, OnTimeoutSchema } from "./time-limits";
import { TX_OPTIONS } from "./tx";

const EmailSchema = z.email({ error: "notEmail" }).max(254, "tooLongEmail");

/**
 * One invitation: exactly one email address or one display name. Commas, semicolons, line
 * breaks and angle brackets are refused outright (they smuggle extra recipients or headers).
 */
export const InviteSchema = z
  .string()
  .max(254, "tooLongInvite")
  .refine((s) => !/[,;<>\r\n\u0000]/.test(s), "oneInvite")
  .transform((s) => s.normalize("NFC").trim())
  .pipe(
    z.string().min(1, "empty").transform((value, ctx): { email: string } | { name: string } => {
      if (value.includes("@")) {
        const email = EmailSchema.safeParse(value);
        if (email.success) return { email: email.data.toLowerCase() };
        ctx.addIssue({ code: "custom", message: email.error.issues[0].message });
        return z.NEVER;
      }
      const name = displayNameSchema.safeParse(value);
      if (name.success) return { name: name.data };
      ctx.addIssue({ code: "custom", message: "notInvite" });
      return z.NEVER;
    }),
  );

export const CreateGameSchema = z
  .object({
    seats: z.coerce.number().int(),
    /** The 2004 cards (first) or the 2014 cards and rule changes (second). */
    edition: z.enum(["first", "second"]).default("first"),
    /**
     * The expansions the engine plays (ruling R23): the 1st edition alone, with New Society (which
     * also allows a fifth seat), with The Banquet, or with both; the 2nd edition alone or with the
     * Market (which also allows a fifth seat); each named at most once.
     */
    expansions: z
      .array(z.enum(["newSociety", "banquet", "market"]))
      .max(2)
      .refine((list) => new Set(list).size === list.length, "expansionOnce")
      .default([]),
    variants: VariantsSchema.partial().strict().default({}),
    /** Display names or email addresses, one per entry; the remaining seats are open to anyone. */
    invites: z.array(InviteSchema).max(MAX_PLAYERS - 1).default([]),
    /** Days per move before the player is timed out: null (none), 1, 2, 3, 5 or 7. */
    moveTimeLimitDays: MoveTimeLimitSchema.optional(),
    /** Issue 22: clocks pause while the player to act is away (default), or never (fast tables). */
    vacation: z.boolean({ error: "vacationBoolean" }).default(true),
    /** Issue 22: a seat whose time ran out with no vacation days left passes (default) or is played by the bot. */
    onTimeout: OnTimeoutSchema.default("pass"),
    /** Issue 23: the result changes the players' ratings (default), or not. */
    rated: z.boolean().default(true),
    /** Join limits (checked by the join subscribers, lib/ratings): share of moves timed out, 0..1. */
    maxTimeoutRate: z.number({ error: "number" }).min(0, "share").max(1, "share").nullable().default(null),
    /** The least rating (ordinal) a player taking an open seat must have. */
    minRating: z.number({ error: "number" }).min(-1000, "outOfRange").max(1000, "outOfRange").nullable().default(null),
    /** Issue 21: how many of the last seats bots play (a practice table); none when absent. */
    bots: z.number({ error: "botsNotInteger" }).int("botsNotInteger").optional(),
    botLevel: z.enum(BOT_LEVELS, { error: "botLevelUnknown" }).default(DEFAULT_BOT_LEVEL),
    /** Issue 36: the level of the bot that plays a person's seat (time out on a "bot" table, or resigned). */
    standInLevel: z.enum(BOT_LEVELS, { error: "botLevelUnknown" }).default(DEFAULT_BOT_LEVEL),
  })
  .superRefine((input, ctx) => {
    if (input.bots !== undefined && Number.isInteger(input.seats) && (input.bots < 1 || input.bots > input.seats - 1)) {
      ctx.addIssue({ code: "custom", path: ["bots"], message: "botsOutOfRange", params: { values: { most: Math.max(1, input.seats - 1) } } });
    }
    // Ruling R23, checked by the engine (data); a player reads the catalogue's plain words
    // (apiErrors.combo*) in their language, never a ruling's number.
    const seats = Number.isInteger(input.seats) ? input.seats : MIN_PLAYERS;
    const problem = unsupportedCombination({ edition: input.edition, expansions: input.expansions, players: seats });
    if (problem) {
      const refusal = combinationRefusal(problem);
      const path = problem.code === "playerCount" ? "seats" : "expansions";
      ctx.addIssue({ code: "custom", path: [path], message: refusal.reason, params: { refusal } });
    }
  });
export type CreateGameInput = z.input<typeof CreateGameSchema>;

type Tx = Prisma.TransactionClient;

export function seedHash(seed: string): string {
  return createHash("sha256").update(seed).digest("hex");
}

async function resolveInvite(tx: Tx, invite: z.output<typeof InviteSchema>, index: number, creatorId: string) {
  const field = `invites.${index}`;
  if ("email" in invite) {
    const user = await tx.user.findUnique({ where: { email: invite.email }, select: { id: true } });
    if (user?.id === creatorId) throw new DomainError("invalid_invite", "ownTable", { field }, { field });
    return user ? { userId: user.id } : { invitedEmail: invite.email };
  }
  const user = await tx.user.findFirst({
    where: { displayName: { equals: invite.name, mode: "insensitive" } },
    select: { id: true },
  });
  if (!user) throw new DomainError("unknown_player", "unknownPlayer", { field, name: invite.name }, { field });
  if (user.id === creatorId) throw new DomainError("invalid_invite", "ownTable", { field }, { field });
  return { userId: user.id };
}

/** Tables per hour and invitations per day of one player (lib/limits): 429 beyond them. */
async function limitCreation(creatorId: string, invitations: number): Promise<void> {
  const tables = await consume("create_game", creatorId);
  if (tables) {
    throw refusedSaying(tables, "tablesLimit", { points: tables.rule.points }, { period: tables.rule.seconds * 1000, wait: tables.msBeforeNext });
  }
  if (invitations === 0) return;
  const invites = await consume("invitations", creatorId, invitations);
  if (invites) {
    throw refusedSaying(invites, "invitesLimit", { points: invites.rule.points }, { period: invites.rule.seconds * 1000, wait: invites.msBeforeNext });
  }
}

export async function createGame(creator: { id: string }, input: unknown): Promise<{ id: string }> {
  const result = CreateGameSchema.safeParse(input);
  if (!result.success) {
    // A combination refused is a sentence of its own, not a field's problem; same code.
    const first = result.error.issues[0];
    const refusal = first.code === "custom" ? (first.params?.refusal as CombinationRefusal | undefined) : undefined;
    if (refusal) throw new DomainError("invalid_request", refusal.reason, refusal.values, { field: first.path.join(".") });
    throw badRequest(result.error, "invalid_request");
  }
  const parsed = result.data;
  const bots = parsed.bots ?? 0;
  if (parsed.invites.length > parsed.seats - 1 - bots) {
    const room = parsed.seats - 1 - bots;
    throw new DomainError("too_many_invites", "tooManyInvites", { seats: parsed.seats, bots, room }, { field: "invites" });
  }
  await limitCreation(creator.id, parsed.invites.length);
  const seed = randomBytes(32).toString("hex");
  const variants = VariantsSchema.parse(parsed.variants);
  return prisma.$transaction(async (tx) => {
    const invited = [];
    const seen = new Set<string>();
    for (const [index, invite] of parsed.invites.entries()) {
      const resolved = await resolveInvite(tx, invite, index, creator.id);
      const who = "userId" in resolved ? resolved.userId! : resolved.invitedEmail;
      if (seen.has(who)) throw new DomainError("duplicate_invite", "duplicateInvite", { field: `invites.${index}` }, { field: `invites.${index}` });
      seen.add(who);
      invited.push(resolved);
    }
    const game = await tx.game.create({
      data: {
        createdById: creator.id,
        options: { edition: parsed.edition, expansions: parsed.expansions, variants },
        rulesVersion: RULES_VERSION,
        seed,
        seedHash: seedHash(seed),
        seatCount: parsed.seats,
        moveTimeLimitDays: parsed.moveTimeLimitDays ?? null,
        vacation: parsed.vacation,
        onTimeout: parsed.onTimeout,
        standInLevel: parsed.standInLevel,
        // A practice table (a bot seat) is never rated, and says so in the lobby.
        rated: parsed.rated && bots === 0,
        maxTimeoutRate: parsed.maxTimeoutRate,
        minRating: parsed.minRating,
        hasBots: bots > 0,
        seats: {
          create: [
            { userId: creator.id, joinedAt: new Date() },
            ...invited,
            ...Array.from({ length: parsed.seats - 1 - invited.length - bots }, () => ({})),
            // Bots are seated from the start: the table waits only for its people.
            ...Array.from({ length: bots }, (_, i) => ({ botNumber: i + 1, botLevel: parsed.botLevel, joinedAt: new Date() })),
          ],
        },
      },
      select: { id: true },
    });
    // Invitations go out with the table, or not at all.
    await announceCreate({ tx, gameId: game.id });
    // A creator alone with bots has filled the table: it starts at once.
    if (invited.length === 0 && parsed.seats - 1 - bots === 0) await startGame(tx, game.id);
    return game;
  }, TX_OPTIONS);
}

/**
 * Takes the seat reserved for this player (by name or email), or else a free open seat.
 * Filling the last seat starts the game in the same transaction.
 */
export async function joinGame(gameId: string, user: { id: string; email: string }): Promise<{ started: boolean }> {
  return prisma.$transaction(async (tx) => {
    // Lock the game row so two players cannot take the same last seat.
    const locked = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM games WHERE id = ${gameId} FOR UPDATE`;
    if (locked.length === 0) throw new DomainError("not_found", "noSuchGame");
    if (locked[0].status !== "open") throw new DomainError("not_open", "notOpen");
    const seats = await tx.gameSeat.findMany({ where: { gameId }, orderBy: { id: "asc" } });
    const mine = seats.find((s) => s.userId === user.id);
    if (mine?.joinedAt) throw new DomainError("already_joined", "alreadyJoined");
    const seat =
      mine ??
      seats.find((s) => !s.userId && s.invitedEmail === user.email.toLowerCase()) ??
      seats.find(isOpenSeat);
    if (!seat) throw new DomainError("full", "full");
    // An open seat is subject to the table's join limits (a subscriber may refuse with 403); a
    // seat reserved for this player was offered by the creator, whatever the limits say.
    if (!seat.userId && !seat.invitedEmail) await announceJoin({ tx, gameId, userId: user.id });
    await tx.gameSeat.update({ where: { id: seat.id }, data: { userId: user.id, joinedAt: new Date() } });
    const joined = seats.filter((s) => s.joinedAt).length + 1;
    if (joined === seats.length) await startGame(tx, gameId);
    return { started: joined === seats.length };
  }, TX_OPTIONS);
}

/** A seat anyone may take: no player, no invitation, no bot. */
export function isOpenSeat(seat: { userId: string | null; invitedEmail: string | null; botNumber: number | null }): boolean {
  return !seat.userId && !seat.invitedEmail && seat.botNumber === null;
}

/** The name a seat plays under: its player's display name, or "Bot n". */
function seatName(seat: { botNumber: number | null; user: { displayName: string | null } | null }): string {
  return seat.botNumber !== null ? botName(seat.botNumber) : (seat.user?.displayName ?? "Player");
}

/**
 * Draws seat order and setup from the seed and writes the setup as event 0. People's seats are
 * drawn among themselves; bots take the last seats, Bot 1 first (issue 21).
 */
async function startGame(tx: Tx, gameId: string): Promise<void> {
  const game = await tx.game.findUniqueOrThrow({
    where: { id: gameId },
    include: { seats: { include: { user: { select: { displayName: true } } }, orderBy: { joinedAt: "asc" } } },
  });
  const people = game.seats.filter((s) => s.botNumber === null);
  const bots = game.seats.filter((s) => s.botNumber !== null).sort((a, b) => a.botNumber! - b.botNumber!);
  const seated = [...drawSeatOrder(game.seed, people.length).map((index) => people[index]), ...bots];
  const options = tableOptions(game, seated.map(seatName));
  const payload: SetupPayload = { options, rulesVersion: game.rulesVersion, setup: dealFromSeed(options, game.seed) };
  for (const [seat, row] of seated.entries()) {
    await tx.gameSeat.update({ where: { id: row.id }, data: { seat } });
  }
  await tx.gameEvent.create({ data: { gameId, seq: 0, type: "setup", payload: payload as unknown as Prisma.InputJsonValue } });
  const now = new Date();
  const after = newGame(payload.options, payload.setup);
  const toActSeat = toAct(after)[0] ?? null;
  await tx.game.update({ where: { id: gameId }, data: { status: "active", startedAt: now, lastMoveAt: now, seq: 0, toActSeat } });
  // The start is the append of event 0: "your turn" for whoever acts first, with the setup.
  await announceAppend({
    tx,
    gameId,
    seq: 0,
    after,
    actorSeat: null,
    cause: "start",
    now,
    moveTimeLimitDays: game.moveTimeLimitDays,
  });
  // Seated players' open dashboards hear that the game started (lib/games/live).
  await notifyGameChanged(tx, gameId, 0);
}

export async function cancelGame(gameId: string, user: { id: string }): Promise<void> {
  const game = await prisma.game.findUnique({ where: { id: gameId }, select: { createdById: true, status: true } });
  if (!game) throw new DomainError("not_found", "noSuchGame");
  if (game.createdById !== user.id) throw new DomainError("not_creator", "notCreator");
  const updated = await prisma.game.updateMany({ where: { id: gameId, status: "open" }, data: { status: "cancelled" } });
  if (updated.count === 0) throw new DomainError("not_open", "notOpenCancel");
}
