// The table for a screen reader (issue 37), in the reader's language: what the live region says of
// a log line, the whole table as a text summary, and the name of one card tile. Pure: built only
// from what the viewer's own table holds (its GameView and its log lines), so it can name no card
// the viewer cannot see (tests/a11y/announce.test.ts compares it with the engine's view).
import type { LogLine } from "@/lib/games/history";
import type { GameView } from "@/lib/engine/view";
import { cardDef, type CardId } from "@/lib/engine/catalogue";
import { explainPrice } from "@/lib/engine/forecast";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/messages";
import { sayLine, type Say } from "./log";
import type { TableWords } from "./table";

/**
 * What the live region says of one log line for `seat`: another's move with what followed it
 * (scoring, a new phase or round); of the viewer's own move only what followed it (they know what
 * they did). Null when there is nothing to say.
 */
export function announceLine(say: Say, locale: Locale, line: LogLine, seat: number | null): string | null {
  const said = sayLine(say, locale, line);
  const parts = line.seat !== null && line.seat === seat ? said.aftermath : [said.text, ...said.aftermath];
  if (parts.length === 0) return null;
  return parts.map((p) => (/[.!?。！？]$/.test(p) ? p : `${p}${locale === "ja" ? "。" : "."}`)).join(" ");
}

/** The lines after `after` to announce, oldest first, each keyed by its seq (never said twice). */
export function announcements(say: Say, locale: Locale, lines: readonly LogLine[], seat: number | null, after: number): { seq: number; text: string }[] {
  const out: { seq: number; text: string }[] = [];
  for (const line of [...lines].sort((a, b) => a.seq - b.seq)) {
    if (line.seq <= after) continue;
    const text = announceLine(say, locale, line, seat);
    if (text) out.push({ seq: line.seq, text });
  }
  return out;
}

/** Identical cards once, with a count: "Lumberjack ×2". */
function counted(words: TableWords, cards: readonly CardId[], name: (card: CardId) => string = words.name): string[] {
  const counts = new Map<CardId, number>();
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return [...counts].map(([card, n]) => (n > 1 ? `${name(card)} ×${n}` : name(card)));
}

/** The whole table in sentences: round and phase, whose turn, the rows, the viewer's hand and rubles, each player. */
export function tableSummary(t: Translator<"access.summary">, words: TableWords, view: GameView, seat: number | null): string[] {
  const me = seat === null ? null : view.players[seat];
  const listed = (items: string[]) => (items.length ? words.list(items) : t("none"));
  // A row card with what it costs the viewer now (their play area and the row decide it).
  const priced = (source: "upper" | "lower") => (card: CardId) => {
    // A trading card's price depends on what it displaces, an action card has none: named alone.
    const def = cardDef(card, view.options.edition);
    if (!me || def.trading || def.kind === "action") return words.name(card);
    const price = explainPrice(me.playArea, card, source, undefined, view.options.edition).total;
    return t("priced", { card: words.name(card), price: words.rubles(price) });
  };
  const lines: string[] = [];
  if (view.status === "finished") lines.push(t("finished"));
  else {
    lines.push(t("round", { round: view.round, last: view.lastRound ? "yes" : "no", phase: words.phase(view.phase) }));
    const waiting = view.toAct.map((s) => (s === seat ? t("you") : view.players[s].name));
    if (waiting.length) lines.push(t("toAct", { names: words.list(waiting) }));
  }
  lines.push(t("upper", { cards: listed(counted(words, view.upperRow, priced("upper"))) }));
  lines.push(t("lower", { cards: listed(counted(words, view.lowerRow, priced("lower"))) }));
  if (me) lines.push(t("hand", { cards: listed(counted(words, me.hand ?? [])), rubles: words.rubles(me.money ?? 0) }));
  for (const p of view.players) {
    const parts = [words.points(p.points)];
    if (p.money !== null) parts.push(words.rubles(p.money));
    parts.push(t("handSize", { count: p.handSize }));
    parts.push(t("inPlay", { cards: listed(counted(words, p.playArea.map((c) => c.card))) }));
    lines.push(t("player", { name: p.name, parts: parts.join(words.locale === "ja" ? "、" : "; ") }));
  }
  return lines;
}
