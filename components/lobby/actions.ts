"use server";
// The lobby's server actions, beside the forms and buttons that post them (create, join, cancel).

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { serverTranslator } from "@/lib/i18n/server";
import { DomainError } from "@/lib/errors";
import { requestLocale } from "@/lib/i18n/server";
import { readersRefusal, valueProblemText } from "@/lib/words/refusals";
import { controlCharacterPath, isRecordId } from "@/lib/input";
import { requireUser } from "@/lib/auth/session";
import { MAX_PLAYERS, MIN_PLAYERS, VARIANT_NAMES, type VariantName } from "@/lib/engine";
import { cancelGame, createGame, joinGame } from "@/lib/services";
import { EXPANSIONS, type ExpansionName } from "./expansion-list";
import { DEFAULT_BOT_LEVEL } from "@/lib/bots/levels";
import type { RatingFieldValues } from "@/components/ratings/rating-fields";

/** A number typed in the form: blank → null (no limit), junk → NaN (refused by the schema). */
function typedNumber(raw: string, scale = 1): number | null {
  const text = raw.trim().replace(",", ".");
  if (text === "") return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) / scale : Number.NaN;
}

export type CreateGameState = {
  /** Field name → message, shown next to the field ("seats", "invites", "form"). */
  errors?: Record<string, string>;
  values?: {
    seats: string;
    invites: string[];
    variants: VariantName[];
    expansions?: ExpansionName[];
    edition?: "first" | "second";
    moveTimeLimitDays?: string;
    vacation?: boolean;
    onTimeout?: "pass" | "bot";
    rating?: RatingFieldValues;
    bots?: string;
    botLevel?: string;
    standInLevel?: string;
  };
};

export type GameActionState = { error?: string };

const VARIANTS = VARIANT_NAMES;


export async function createGameAction(_prev: CreateGameState, form: FormData): Promise<CreateGameState> {
  const user = await requireUser("/games/new");
  const t = await serverTranslator("newGame");
  const seats = String(form.get("seats") ?? "");
  const invites = form.getAll("invite").map((v) => String(v).trim());
  const variants = VARIANTS.filter((name) => form.get(`variant-${name}`) === "on");
  // A checkbox `expansion-<name>` per expansion; New Society also allows a fifth seat (R23).
  const expansions = EXPANSIONS.filter((name) => form.get(`expansion-${name}`) === "on");
  // The edition radio: the second edition plays with the Market only, the first with the others (R23).
  const edition: "first" | "second" = form.get("edition") === "second" ? "second" : "first";
  const moveTimeLimitDays = String(form.get("moveTimeLimitDays") ?? "");
  // Issue 23: rated unless "unrated" is ticked, and the join limits (the timeout share in percent).
  const rating = { rated: form.get("unrated") !== "on", maxTimeoutRate: String(form.get("maxTimeoutRate") ?? ""), minRating: String(form.get("minRating") ?? "") };
  // Issue 21: bots take the last seats of a practice table; "0" (the default) is none.
  const bots = String(form.get("bots") ?? "0");
  // Issue 36: the level of those bots; the domain's schema refuses a level it does not know.
  const botLevel = String(form.get("botLevel") ?? DEFAULT_BOT_LEVEL);
  // Issue 22: clocks pause for vacation unless unticked; the rule for a seat whose time ran out.
  const vacation = form.get("vacation") === "on";
  const onTimeout: "pass" | "bot" = form.get("onTimeout") === "bot" ? "bot" : "pass";
  // Issue 36: the level of the bot that keeps a person's seat; a practice table sends none (standard).
  const standInLevel = String(form.get("standInLevel") ?? DEFAULT_BOT_LEVEL);
  const values = { seats, invites, variants, expansions, edition, moveTimeLimitDays, vacation, onTimeout, rating, bots, botLevel, standInLevel };
  // A control character (NUL: PostgreSQL error 22021) is nobody's name, address or number.
  const hostile = controlCharacterPath({ seats, invites, moveTimeLimitDays, bots, maxTimeoutRate: rating.maxTimeoutRate, minRating: rating.minRating });
  if (hostile !== null) {
    const field = hostile.split(".")[0];
    return { errors: { [field]: t("errorControl") }, values };
  }
  const seatCount = Number(seats);
  if (!Number.isInteger(seatCount) || seatCount < MIN_PLAYERS || seatCount > MAX_PLAYERS) {
    return { errors: { seats: t("errorSeats", { min: MIN_PLAYERS, max: MAX_PLAYERS }) }, values };
  }
  const botCount = Number(bots);
  if (!Number.isInteger(botCount) || botCount < 0 || botCount > seatCount - 1) {
    return { errors: { bots: (await serverTranslator("bots"))("botsOutOfRange", { most: seatCount - 1 }) }, values };
  }
  // The form shows one guest field per free seat (hidden by CSS past them, even without
  // JavaScript): what a hidden field still holds is not an invitation. Guests are the filled-in
  // shown fields; an error about guest i belongs to field positions[i].
  const free = seatCount - 1 - botCount;
  const positions = invites.flatMap((v, i) => (v.length > 0 && i < free ? [i] : []));
  const guests = positions.map((i) => invites[i]);
  let id: string;
  try {
    ({ id } = await createGame(user, {
      seats: seatCount,
      edition,
      expansions,
      invites: guests,
      variants: Object.fromEntries(variants.map((name) => [name, true])),
      moveTimeLimitDays,
      vacation,
      onTimeout,
      standInLevel,
      rated: rating.rated,
      maxTimeoutRate: typedNumber(rating.maxTimeoutRate, 100),
      minRating: typedNumber(rating.minRating),
      ...(botCount > 0 ? { bots: botCount, botLevel } : {}),
    }));
  } catch (error) {
    const known = await readersRefusal(error);
    if (!known) throw error;
    const guest = (known.field ?? "").match(/^invites\.(\d+)$/);
    if (guest && positions[Number(guest[1])] !== undefined) {
      // Only that invite field is marked, with what is wrong with its value.
      const position = positions[Number(guest[1])];
      return { errors: { [`invite-${position + 1}`]: valueProblemText(error as DomainError, invites[position], await requestLocale()) }, values };
    }
    const field = (known.field ?? "form").split(".")[0];
    // The API's message speaks of a share from 0 to 1; the form asks for a percentage.
    const r = await serverTranslator("ratings");
    const message = field === "maxTimeoutRate" ? r("maxTimeoutRateInvalid") : field === "minRating" ? r("minRatingInvalid") : known.message;
    return { errors: { [field]: message }, values };
  }
  revalidatePath("/lobby");
  redirect(`/games/${id}`);
}


/**
 * Join and cancel: the same form (a game id), the same answers (the refusal in words, or the
 * game's page once done); only the service call differs.
 */
async function onGame(form: FormData, act: (gameId: string, user: Awaited<ReturnType<typeof requireUser>>) => Promise<unknown>): Promise<GameActionState> {
  const gameId = form.get("gameId");
  if (!isRecordId(gameId)) return { error: (await serverTranslator("newGame"))("noSuchGame") };
  const user = await requireUser(`/games/${gameId}`);
  try {
    await act(gameId, user);
  } catch (error) {
    // A refusal from the catalogue (a join limit) in the reader's language.
    const refusal = await readersRefusal(error);
    if (refusal) return { error: refusal.message };
    throw error;
  }
  revalidatePath("/lobby");
  redirect(`/games/${gameId}`);
}

export async function joinGameAction(_prev: GameActionState, form: FormData): Promise<GameActionState> {
  return onGame(form, joinGame);
}

export async function cancelGameAction(_prev: GameActionState, form: FormData): Promise<GameActionState> {
  return onGame(form, cancelGame);
}
