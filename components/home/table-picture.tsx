// Issue 38: the home page's picture of a real table. Not a stock image: the engine deals a game
// from a fixed seed and plays a fixed number of seeded legal moves, and this server component draws
// the display and the play areas from that state, with the cards' names in the reader's language.
// No client code, no images: a few hundred bytes of HTML that cost nothing to the page's speed.
// Synchronous, its words given: the landing without JavaScript (pages/landing.tsx) renders it too.
import { randomMove } from "@/lib/bots/random-player";
import { GameOptionsSchema, legalMoves, newGame, toAct, type GameState } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { cardDef, type CardId, type Kind } from "@/lib/engine/catalogue";
import { seededRandom } from "@/lib/engine/random";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/messages";
import { cardNameFor } from "@/lib/words/cards";

const SEED = "neva-home-page";
const BOT = "bot";
/** Far enough into the first round that both play areas hold cards. */
const MOVES = 12;

/** The state shown: the same for every reader (only the words change), made once per process. */
let shown: GameState | null = null;
function pictureState(names: readonly string[]): GameState {
  if (shown) return shown;
  const state = newGame(GameOptionsSchema.parse({ players: [...names], edition: "first", expansions: [] }), { seed: SEED });
  const random = seededRandom(`${SEED}/moves`);
  for (let n = 0; n < MOVES && state.status === "active"; n++) applyMoveInPlace(state, randomMove(legalMoves(state, toAct(state)[0]), random));
  shown = state;
  return state;
}

const KIND_COLOUR: Record<Kind, string> = {
  worker: "border-l-green-600 bg-green-50",
  building: "border-l-blue-600 bg-blue-50",
  aristocrat: "border-l-red-600 bg-red-50",
  action: "border-l-yellow-500 bg-yellow-50",
  market: "border-l-yellow-500 bg-yellow-50",
};

function Tile({ id, locale }: { id: CardId; locale: Locale }) {
  return (
    <li className={`rounded border border-l-4 border-slate-300 px-1.5 py-1 text-xs leading-tight text-slate-900 ${KIND_COLOUR[cardDef(id).kind]}`}>
      {cardNameFor(id, "first", locale)}
    </li>
  );
}

export function TablePicture({ locale, t, bots }: { locale: Locale; t: Translator<"landing">; bots: Translator<"bots"> }) {
  // Anna and a bot, as a practice table seats them (the bot's name in the reader's words).
  const state = pictureState(["Anna", BOT]);
  const nameOf = (name: string) => (name === BOT ? bots("seatName", { n: 1 }) : name);
  return (
    <figure className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-3" data-testid="table-picture">
      <div>
        <p className="text-sm font-semibold">{t("pictureDisplay")}</p>
        <ul className="mt-1 flex flex-wrap gap-1">
          {[...state.upperRow, ...state.lowerRow].map((id, i) => (
            <Tile key={`${id}-${i}`} id={id} locale={locale} />
          ))}
        </ul>
      </div>
      {state.players.map((p) => (
        <div key={p.seat}>
          <p className="text-sm font-semibold">{t("picturePlayer", { name: nameOf(p.name), points: p.points, money: p.money })}</p>
          {p.playArea.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1">
              {p.playArea.map((c, i) => (
                <Tile key={`${c.card}-${i}`} id={c.card} locale={locale} />
              ))}
            </ul>
          )}
        </div>
      ))}
      <figcaption className="text-xs text-slate-700">{t("pictureCaption", { moves: MOVES })}</figcaption>
    </figure>
  );
}
