// Issue 38: the practice table's choices (rules, players, bots' level), one step from the home
// page's one-click default. Open to everyone: without a session the start makes a guest.
import { connection } from "next/server";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from "@/lib/bots";
import { MAX_PLAYERS, MIN_PLAYERS } from "@/lib/engine";
import { GUEST_RUNNING_TABLES } from "@/lib/guests/rules";
import type { Translator } from "@/lib/i18n/messages";
import { serverTranslator } from "@/lib/i18n/server";
import { titled } from "@/lib/i18n/metadata";
import { PracticeForm, type Choice } from "@/components/home/practice-form";

export const generateMetadata = titled("practice");

const LEVEL_KEY = { beginner: "levelBeginner", standard: "levelStandard", strong: "levelStrong" } as const;

/**
 * Why the landing's "Play a practice game now" was refused (POST /api/practice, a form without
 * JavaScript, sends the reader here with ?refused=<reason>): a sentence for the reasons that form
 * can meet, none for anything else in the query (hostile input, never echoed).
 */
function refusal(refused: unknown, t: Translator<"guests">, errors: Translator<"apiErrors">): string | null {
  switch (refused) {
    case "guestsLimit":
    case "guestPracticeLimit":
      return t("startLimited");
    case "guestTablesRunning":
      return errors("guestTablesRunning", { count: GUEST_RUNNING_TABLES });
    case "needsDisplayName":
      return errors("needsDisplayName");
    case "busy":
      return errors("busy");
    default:
      return null;
  }
}

export default async function PracticePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const [t, landing, editions, expansions, bots, newGame, errors, query] = await Promise.all([
    serverTranslator("guests"),
    serverTranslator("landing"),
    serverTranslator("editions"),
    serverTranslator("expansions"),
    serverTranslator("bots"),
    serverTranslator("newGame"),
    serverTranslator("apiErrors"),
    searchParams,
  ]);
  const refused = refusal(query.refused, t, errors);
  // Every rule set the engine plays: each edition alone, then with each allowed set of expansions.
  const rules: Choice[] = [
    { value: "first", label: editions("base") },
    { value: "first+newSociety", label: editions("with", { names: expansions("newSociety") }) },
    { value: "first+banquet", label: editions("with", { names: expansions("banquet") }) },
    { value: "first+newSociety+banquet", label: editions("with", { names: `${expansions("newSociety")}, ${expansions("banquet")}` }) },
    { value: "second", label: editions("secondBase") },
    { value: "second+market", label: editions("secondWithMarket") },
  ];
  // Up to the most any rule set seats; the server refuses a fifth seat where the rules need an expansion for it.
  const players: Choice[] = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => ({ value: String(MIN_PLAYERS + i), label: newGame("players", { n: MIN_PLAYERS + i }) }));
  const levels: Choice[] = BOT_LEVELS.map((level) => ({ value: level, label: bots(LEVEL_KEY[level]) }));
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("practiceTitle")}</h1>
      <p className="max-w-2xl">{t("practiceIntro")}</p>
      {refused && (
        <p role="alert" className="max-w-2xl rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900" data-testid="practice-refused">
          {refused}
        </p>
      )}
      <PracticeForm
        rules={rules}
        players={players}
        levels={levels}
        defaultLevel={DEFAULT_BOT_LEVEL}
        words={{ rules: t("rules"), players: t("players"), level: bots("botLevelField"), start: t("start"), starting: landing("starting"), offline: landing("offline") }}
      />
    </section>
  );
}
